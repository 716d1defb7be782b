// The prize race's socket messages (/ws/prize/:raceId), beside protocol.ts so that file stays one
// screen per channel. Viewers only watch: the board on connect, then batched changes (raceNotify,
// SPEC §7), then the final board when the race closes.
import { z } from "zod";

const Id = z.number().int().positive();
const Epoch = z.number().int().nonnegative();

/** One learner on a prize race's leaderboard (the D1 loader of /ranking/:raceId sends the same rows). */
export const PrizeRowSchema = z.object({
  id: Id,
  name: z.string().max(200),
  image: z.string().max(2_000).nullable(),
  /** The learner's lesson stage: lessons finished (shown padded to three digits). */
  stage: z.number().int().nonnegative(),
  /** Best WPM in this race. */
  wpm: z.number().int().nonnegative(),
  /** When that best was reached: of two equal bests the earlier places higher. */
  at: Epoch,
  /** 1 = first, as of the frame that carried the row. */
  place: z.number().int().positive(),
});
export type PrizeRow = z.infer<typeof PrizeRowSchema>;

/** At most this many rows in a board frame (plus the viewer's own row when it is further down). */
export const PRIZE_BOARD_TOP = 50;
/** A batch frame carries at most this many changed rows; more wait for the next frame. */
export const PRIZE_NOTIFY_MAX_ROWS = 200;

export const PrizeRaceIdSchema = Id;

/** Viewers send nothing but pings (handled by the socket shell). */
export const prizeClientMessages = [] as const;

export const prizeServerMessages = [
  /** The board as it is: on connect, and (closed: true) once more when the race closes. */
  z.object({
    type: z.literal("raceBoard"),
    raceId: Id,
    users: z.array(PrizeRowSchema).max(PRIZE_BOARD_TOP + 1),
    total: z.number().int().nonnegative(),
    you: Id.nullable(),
    endAt: Epoch.nullable(),
    closed: z.boolean(),
    serverTime: Epoch,
  }),
  /** What changed since the last frame (batched): those learners' rows, with their new places. */
  z.object({
    type: z.literal("raceNotify"),
    raceId: Id,
    users: z.array(PrizeRowSchema).max(PRIZE_NOTIFY_MAX_ROWS),
    total: z.number().int().nonnegative(),
  }),
] as const;
