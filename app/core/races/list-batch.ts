// Rooms-list changes coalesced into one frame per viewer every LIST_FRAME_MS (ADR 045 §6): at national
// scale the list changes ~100 times a second, and a frame per change to every viewer is what one lobby
// object cannot send. A viewer needs the list's latest state, not every step on the way to it.
import type { LobbyServerMessage } from "./protocol";

/** At most one rooms-list frame per viewer this often (the first change of a quiet spell goes at once). */
export const LIST_FRAME_MS = 500;

export type ListChange = Extract<LobbyServerMessage, { type: "newRoom" | "newRoomPlayers" | "deletedRoom" }>;

export function isListChange(message: LobbyServerMessage): message is ListChange {
  return message.type === "newRoom" || message.type === "newRoomPlayers" || message.type === "deletedRoom";
}

export const roomIdOf = (change: ListChange): string => (change.type === "newRoom" ? change.room.roomId : change.roomId);

/**
 * Adds a change to the pending batch (roomId → its latest change). A player count after the room's
 * newRoom in the same batch becomes part of that newRoom; anything else replaces what came before, so a
 * room listed and removed within one batch still ends as deletedRoom: a viewer who connected between
 * the two got the room in its lobbyState and must see it go. Applying a batch twice changes nothing
 * (a viewer's lobbyState may already hold some of it).
 */
export function addListChange(pending: ReadonlyMap<string, ListChange>, change: ListChange): Map<string, ListChange> {
  const next = new Map(pending);
  const roomId = roomIdOf(change);
  const before = next.get(roomId);
  next.delete(roomId); // re-inserted last: the batch keeps the order of the latest changes
  if (before?.type === "newRoom" && change.type === "newRoomPlayers") next.set(roomId, { type: "newRoom", room: { ...before.room, total: change.total } });
  else next.set(roomId, change);
  return next;
}

/** The one frame a batch goes out as. */
export function listFrame(pending: ReadonlyMap<string, ListChange>): LobbyServerMessage {
  return { type: "roomsChanged", changes: [...pending.values()] };
}

/**
 * When the next frame may go: at once after a quiet spell (leading edge), else LIST_FRAME_MS after the
 * last one (trailing edge, carrying everything that came in between). A race room's lanes use it with
 * their own window (workers/frame-ticker.ts).
 */
export function nextListFrameAt(lastFrameAt: number | null, now: number, frameMs: number = LIST_FRAME_MS): number {
  return lastFrameAt === null ? now : Math.max(now, lastFrameAt + frameMs);
}
