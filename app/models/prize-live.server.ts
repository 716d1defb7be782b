// The bridge from a stored attempt to the race's live leaderboard (the PrizeRace Durable Object).
import type { PrizeAttemptOutcome } from "./prize-attempts.server";

type Stored = Extract<PrizeAttemptOutcome, { ok: true }>;

/**
 * Tells the race's PrizeRace object that an attempt was stored in D1 (D1 is the record; the object only
 * keeps the board live for viewers). Until the object's attemptRecorded RPC lands this does nothing:
 * viewers then see the new row on their next load.
 */
export async function tellPrizeRaceObject(_env: Env, _stored: Stored): Promise<void> {}
