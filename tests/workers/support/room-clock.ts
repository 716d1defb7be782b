// Time in race-room tests is driven, not slept through: Date is shared by the test and the objects in
// this isolate, so the test moves it and runs the room's alarm (vitest-pool-workers), then waits on
// the room's state. Sockets and timers keep real time. Call vi.useRealTimers() after each test.
// Each helper reaches the object through a stub of its own: a stub that ran code inside the object
// is broken by abortAllDurableObjects(), and the tests keep theirs for after a reload.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";
import type { RaceRoom } from "../../../workers/race-room";
import { PROGRESS_KEY } from "../../../workers/room-storage";
import type { TestSocket } from "./sockets";

/** Moves the clock to `at` (e.g. startsAt + 1 200 ms) and runs the alarm that opens typing, instead of waiting out the countdown. */
export async function openTypingAt(stub: DurableObjectStub<RaceRoom>, at: number, watcher: TestSocket) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  expect(await runDurableObjectAlarm(env.RACE_ROOM.get(stub.id))).toBe(true);
  return watcher.waitFor("interval");
}

/** Moves the clock on by `ms` (fake Date only, as set by openTypingAt). */
export function advanceClock(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

/** Resolves once the room's storage holds `words` words for `userId` (the write after a quiet spell). */
export async function progressWritten(stub: DurableObjectStub<RaceRoom>, userId: number, words: number, timeoutMs = 5_000) {
  const until = performance.now() + timeoutMs;
  const probe = env.RACE_ROOM.get(stub.id);
  for (;;) {
    const stored = await runInDurableObject(probe, (_o, state) => state.storage.get<Record<string, { words: number }>>(PROGRESS_KEY));
    if (stored?.[String(userId)]?.words === words) return;
    if (performance.now() > until) throw new Error(`progress of ${userId} not written as ${words} words; stored: ${JSON.stringify(stored)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
