// Shared by the room reducer's tests: a clock, a text, users, and rooms in a given state.
import type { PublicUser } from "./protocol";
import { createRoom, reduceRoom, type RoomEffect, type RoomEvent, type RoomState } from "./race-room";
import { START_COUNTDOWN_MS } from "./race-rules";

export const T0 = 1_700_000_000_000;
export const TEXT = { id: 7, body: "нэг хоёр гурав дөрөв тав" }; // 5 words, 24 characters

export const user = (id: number): PublicUser => ({
  id,
  name: `Тоглогч ${id}`,
  image: null,
  rankImage: "/images/rank/beginner.svg",
  avgWpm: 30,
  avgPercent: 90,
});

export function ok(state: RoomState, event: RoomEvent) {
  const r = reduceRoom(state, event);
  if (!r.ok) throw new Error(`${event.kind} refused: ${r.code} ${r.message}`);
  return r;
}
export function refused(state: RoomState, event: RoomEvent) {
  const r = reduceRoom(state, event);
  if (r.ok) throw new Error(`${event.kind} was accepted`);
  return r;
}
export const sent = (effects: RoomEffect[], type: string) => effects.filter((e) => (e.kind === "send" || e.kind === "deliver") && e.message.type === type);

/** A waiting room whose host is connected and which has these joiners, each admitted by an invitation. */
export function roomWith(joiners: number[], now = T0): RoomState {
  let s = ok(createRoom("ROOM01", user(1), "mn", now), { kind: "connect", userId: 1, now }).state;
  for (const id of joiners) {
    s = ok(s, { kind: "invite", userId: 1, target: user(id), now }).state;
    s = ok(s, { kind: "join", user: user(id), now }).state;
  }
  return s;
}
export function racing(joiners = [2, 3]): RoomState {
  return ok(roomWith(joiners), { kind: "start", userId: 1, text: TEXT, now: T0 }).state;
}
export const GO = T0 + START_COUNTDOWN_MS;
