// Invitations and join requests, a part of the room reducer (race-room.ts): tickets that hold a seat for
// someone who is not in the room yet, and the flood limits on them.
import { allowEvent, INVITES_PER_HOST, INVITES_SAME_PERSON, JOIN_REQUESTS_PER_ROOM, JOIN_REQUESTS_SAME_ROOM, retrySeconds } from "./flood-limits";
import type { PublicUser } from "./protocol";
import { INVITE_MARKER_MS, INVITE_NOTICE_MS, INVITE_TICKET_MS, JOIN_REQUEST_MS, SEAT_HOLD_MS } from "./race-rules";
import { done, isMember, playerOf, publicUser, refuse, roomCapacity, type RoomOutcome, type RoomState } from "./race-room-state";

export const liveTickets = (s: RoomState, now: number) => s.tickets.filter((t) => t.expiresAt > now);

/** Seats taken or promised (invitations out and accepted requests). */
const seatsHeld = (s: RoomState, now: number, except?: number) =>
  s.players.length + liveTickets(s, now).filter((t) => t.kind !== "request" && t.user.id !== except).length;

export function invite(s: RoomState, userId: number, target: PublicUser, now: number): RoomOutcome {
  if (userId !== s.hostId) return refuse("not_host", "Only the host can invite");
  if (s.status !== "waiting") return refuse("room_closed", "The race has already started");
  if (target.id === userId || isMember(s, target.id)) return refuse("conflict", "Already in the room");
  if (seatsHeld(s, now, target.id) >= roomCapacity(s)) return refuse("room_full", "The room is full");
  const flood = allowEvent(
    s.floods ?? {},
    [
      ["invite:host", INVITES_PER_HOST],
      [`invite:to:${target.id}`, INVITES_SAME_PERSON],
    ],
    now,
  );
  if (!flood.ok) return refuse("rate_limited", `Too many invitations: try again in ${retrySeconds(flood.retryAfterMs)} s`);
  const host = playerOf(s, s.hostId)!;
  const tickets = [
    ...s.tickets.filter((t) => t.user.id !== target.id),
    { user: publicUser(target), kind: "invite" as const, expiresAt: now + INVITE_TICKET_MS },
  ];
  const noticeEnds = now + INVITE_NOTICE_MS;
  return done({ ...s, tickets, floods: flood.log }, [
    {
      kind: "deliver",
      userId: target.id,
      message: { type: "inviteGame", to: target.id, from: host.name, fromId: host.id, roomId: s.roomId, expiresAt: noticeEnds },
    },
    { kind: "send", to: s.hostId, message: { type: "invited", roomId: s.roomId, userId: target.id, expiresAt: now + INVITE_MARKER_MS } },
  ]);
}

export function requestJoin(s: RoomState, user: PublicUser, now: number): RoomOutcome {
  if (s.status !== "waiting") return refuse("room_closed", "The race has already started or ended");
  if (isMember(s, user.id)) return refuse("conflict", "Already in the room");
  if (seatsHeld(s, now, user.id) >= roomCapacity(s)) return refuse("room_full", "The room is full");
  // The room's own limits (its askers come through every lobby shard; the sender's limit is their shard's).
  const flood = allowEvent(
    s.floods ?? {},
    [
      ["join:room", JOIN_REQUESTS_PER_ROOM],
      [`join:from:${user.id}`, JOIN_REQUESTS_SAME_ROOM],
    ],
    now,
  );
  if (!flood.ok) return refuse("rate_limited", `Too many join requests: try again in ${retrySeconds(flood.retryAfterMs)} s`);
  const expiresAt = now + JOIN_REQUEST_MS;
  const tickets = [...s.tickets.filter((t) => t.user.id !== user.id), { user: publicUser(user), kind: "request" as const, expiresAt }];
  return done({ ...s, tickets, floods: flood.log }, [
    { kind: "send", to: s.hostId, message: { type: "joinRequestFromUser", roomId: s.roomId, user: publicUser(user), expiresAt } },
  ]);
}

export function answerJoinRequest(s: RoomState, userId: number, targetId: number, now: number, accept: boolean): RoomOutcome {
  if (userId !== s.hostId) return refuse("not_host", "Only the host can answer join requests");
  const ticket = liveTickets(s, now).find((t) => t.user.id === targetId && t.kind === "request");
  if (!ticket) return refuse("not_found", "The join request has expired");
  const others = s.tickets.filter((t) => t !== ticket);
  if (!accept) return done({ ...s, tickets: others });
  if (s.status !== "waiting") return refuse("room_closed", "The race has already started");
  if (seatsHeld(s, now, targetId) >= roomCapacity(s)) return refuse("room_full", "The room is full");
  return done({ ...s, tickets: [...others, { ...ticket, kind: "accepted", expiresAt: now + SEAT_HOLD_MS }] }, [
    { kind: "deliver", userId: targetId, message: { type: "acceptedRequest", roomId: s.roomId, userId: targetId } },
  ]);
}
