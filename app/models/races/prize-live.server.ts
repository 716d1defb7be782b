// The bridge from a stored attempt to the race's live leaderboard (the PrizeRace Durable Object).
import type { PrizeAttemptOutcome } from "./prize-attempts.server";
import { objectNamed } from "~/services/object-placement.server";
import { logWarn } from "~/services/log.server";

type Stored = Extract<PrizeAttemptOutcome, { ok: true }>;

/** The race's own object: one per prize race, named by its id. */
export const prizeRaceObject = (env: Env, raceId: number) => objectNamed(env.PRIZE_RACE, String(raceId));

/**
 * Tells the race's PrizeRace object that an attempt was stored in D1 (D1 is the record; the object only
 * keeps the board live for viewers, who get it in the next batch frame). A failure here loses nothing:
 * the object loads D1's board when it starts, and the close reads D1.
 */
export async function tellPrizeRaceObject(env: Env, stored: Stored): Promise<void> {
  const out = await prizeRaceObject(env, stored.race.id).attemptRecorded({
    raceId: stored.race.id,
    endAt: stored.race.endAt,
    user: stored.user,
    wpm: stored.response.data.best,
    at: stored.bestAt,
  });
  if (!out.ok && out.code !== "room_closed") logWarn("prize.board_refused", { race: stored.race.id, refusal: out.code });
}
