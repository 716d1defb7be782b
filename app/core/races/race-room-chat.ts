// The room's chat, a part of the room reducer (race-room.ts): who may speak, when, and what is sent.
import { CHAT_AFTER_RACE_MS, CHAT_MIN_INTERVAL_MS, checkChatMessage } from "./race-rules";
import { done, playerOf, refuse, withPlayer, type RoomOutcome, type RoomState } from "./race-room-state";

const CHAT_REFUSALS = {
  empty: "Empty message",
  too_long: "Message longer than 50 characters",
  control: "Control characters are not allowed in chat",
} as const;

export function chat(s: RoomState, userId: number, raw: string, now: number): RoomOutcome {
  const p = playerOf(s, userId);
  if (!p || s.status === "cancelled") return refuse("not_member", "You are not in this room");
  // The results talk: a finished room's chat stays open for a while, then closes before the room is forgotten.
  if (s.status === "finished" && s.endedAt !== null && now >= s.endedAt + CHAT_AFTER_RACE_MS)
    return refuse("room_closed", "The race is over: the chat is closed");
  const checked = checkChatMessage(raw);
  if (!checked.ok) return refuse("invalid", CHAT_REFUSALS[checked.reason]);
  if (p.lastChatAt !== null && now - p.lastChatAt < CHAT_MIN_INTERVAL_MS) return refuse("rate_limited", "Too many messages");
  return done(withPlayer(s, userId, { lastChatAt: now }), [
    {
      kind: "send",
      to: "members",
      message: { type: "onMessage", roomId: s.roomId, user: { id: p.id, name: p.name, image: p.image }, message: checked.message, at: now },
    },
  ]);
}
