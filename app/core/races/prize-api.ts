// The prize-race calls of SPEC §7: request and response schemas. The routes validate requests with
// these; the browser parses every answer with the response schema (never a cast).
import { z } from "zod";
import { AttemptLogSchema, ATTEMPT_MAX_MS } from "../typing/plausibility";
import { PrizeRowSchema, type PrizeRow } from "./prize-protocol";
import { defineContract, PaymentRequiredSchema } from "../contracts/contract";
import { HeldPrizeResponseSchema, PRIZE_CHALLENGE_CONTRACTS } from "./prize-challenge-api";
import { ATTEMPT_LOG_BODY_LIMIT } from "../contracts/body-limits";

const Id = z.number().int().positive();
const Epoch = z.number().int().nonnegative();
export const PrizeRaceIdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const PRIZE_API = {
  list: "/api/text/get-all-ranking-text",
  activeText: "/api/text/active-ranking-text",
  players: "/api/user/get-all-players-gift-race",
  upgrade: "/api/user/upgrade-gift-race-wpm",
} as const;

/** One race of the list (SPEC §2 Prize race list, §3 Prize race). */
export const PrizeRaceItemSchema = z.object({
  raceId: Id,
  name: z.string(),
  image: z.string().nullable(),
  minPoint: z.number().int(),
  maxPoint: z.number().int(),
  limitWpm: z.number().int(),
  start_at: Epoch,
  end_at: Epoch,
  /** 1 while a learner may still race (open or upcoming), 0 once finished. */
  active: z.union([z.literal(0), z.literal(1)]),
  phase: z.enum(["upcoming", "open", "finished"]),
  /** Top WPM of the race (0 before anyone finished). */
  wpm: z.number().int().nonnegative(),
  /** Participants. */
  users: z.number().int().nonnegative(),
  /** The leader's name, null before anyone finished. */
  top: z.string().nullable(),
});
export type PrizeRaceItem = z.infer<typeof PrizeRaceItemSchema>;

/** POST /api/text/get-all-ranking-text (bearer optional): no payload. */
export const RankingListRequestSchema = z.object({}).loose();
export const RankingListResponseSchema = z.object({
  result: z.literal(true),
  data: z.array(PrizeRaceItemSchema),
  serverTime: Epoch,
});
export type RankingListResponse = z.infer<typeof RankingListResponseSchema>;

/** POST /api/text/active-ranking-text {raceId} and /api/user/get-all-players-gift-race {raceId}. */
export const RaceIdRequestSchema = z.object({ raceId: PrizeRaceIdParam, exclude: z.coerce.number().int().positive().optional() });
export type RaceIdRequest = z.infer<typeof RaceIdRequestSchema>;

export const PrizeTextSchema = z.object({ id: Id, text: z.string().min(1), language: z.enum(["mn", "en"]) });
export type PrizeText = z.infer<typeof PrizeTextSchema>;

/** Why a learner may not race (app/core/races/eligibility.ts), and the window. */
export const AccessReasonSchema = z.enum(["login", "classAccount", "disqualified", "payment", "pointsHigh", "pointsLow", "wpmHigh", "upcoming", "finished"]);
export type AccessReason = z.infer<typeof AccessReasonSchema>;

export const ActiveTextResponseSchema = z.discriminatedUnion("result", [
  z.object({
    result: z.literal("success"),
    msg: z.string(),
    data: z.object({ start_at: Epoch, end_at: Epoch, text: PrizeTextSchema.nullable() }),
    serverTime: Epoch,
  }),
  /** Not eligible (or not the time): show msg and go back to /ranking-rooms. */
  z.object({ result: z.literal("access"), msg: z.string(), reason: AccessReasonSchema }),
  /** Unknown race or no text: 'Уучлаарай алдаа гарлаа.' and back to /ranking-rooms. */
  z.object({ result: z.literal("failed"), msg: z.string() }),
]);
export type ActiveTextResponse = z.infer<typeof ActiveTextResponseSchema>;

/** One leaderboard row: the very rows the live board (app/core/races/prize-protocol.ts) sends. */
export const PrizeBoardRowSchema = PrizeRowSchema;
export type PrizeBoardRow = PrizeRow;

export const PlayersResponseSchema = z.object({ result: z.literal(true), data: z.array(PrizeBoardRowSchema) });
export type PlayersResponse = z.infer<typeof PlayersResponseSchema>;

/** POST /api/user/upgrade-gift-race-wpm: the finished attempt. Every figure is recomputed from the log. */
export const UpgradePrizeRequestSchema = z.object({
  raceId: PrizeRaceIdParam,
  textId: Id,
  durationMs: z.number().int().min(0).max(ATTEMPT_MAX_MS),
  keystrokes: AttemptLogSchema,
});
export type UpgradePrizeRequest = z.infer<typeof UpgradePrizeRequestSchema>;

export const UpgradePrizeResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    raceId: Id,
    /** This attempt, as the server computed it. */
    wpm: z.number().int().nonnegative(),
    cpm: z.number().int().nonnegative(),
    accuracy: z.number().int().min(0).max(100),
    /** The learner's best in this race after this attempt. */
    best: z.number().int().nonnegative(),
    attempts: z.number().int().positive(),
    /** Points granted by this call (5 for the first finished attempt, else 0) and the total now. */
    granted: z.number().int().nonnegative(),
    point: z.number().int().nonnegative(),
  }),
});
export type UpgradePrizeResponse = z.infer<typeof UpgradePrizeResponseSchema>;

/** Every refusal: a message in the caller's language and why. */
export const PrizeErrorSchema = z.object({ result: z.literal(false), message: z.string(), reason: z.string() });
export type PrizeError = z.infer<typeof PrizeErrorSchema>;

/** The i18n key of each refusal reason, used by the calls and the screens alike. */
export const PRIZE_REASON_KEYS = {
  login: "prize.error.login",
  classAccount: "prize.error.classAccount",
  payment: "prize.error.payment",
  pointsHigh: "prize.error.pointsHigh",
  pointsLow: "prize.error.pointsLow",
  wpmHigh: "prize.error.wpmHigh",
  upcoming: "prize.error.upcoming",
  finished: "prize.error.finished",
  race: "prize.error.race",
  text: "prize.error.text",
  "not-the-text": "prize.error.text",
  empty: "prize.error.text",
  malformed: "prize.error.malformed",
  duration: "prize.error.duration",
  "started-early": "prize.error.duration",
  "too-many-keys": "prize.error.speed",
  wpm: "prize.error.speed",
  "too-even": "prize.error.tooEven",
  accuracy: "prize.error.accuracy",
  replay: "prize.error.replay",
  /** The log copies an accepted attempt, anyone's or the learner's own (ADR 032): 409. */
  copied: "prize.error.copied",
  disqualified: "prize.error.disqualified",
  failed: "prize.error.failed",
} as const;
export type PrizeReason = keyof typeof PRIZE_REASON_KEYS;

// ── the contracts (ADR 024) ──────────────────────────────────────────────────────────────────
const FailedTextSchema = ActiveTextResponseSchema.options[2];
const AccessSchema = ActiveTextResponseSchema.options[1];

export const rankingListContract = defineContract({
  name: "text.get-all-ranking-text",
  path: PRIZE_API.list,
  access: "optional",
  request: RankingListRequestSchema,
  responses: { 200: RankingListResponseSchema },
});

export const activeTextContract = defineContract({
  name: "text.active-ranking-text",
  path: PRIZE_API.activeText,
  access: "optional",
  request: RaceIdRequestSchema,
  responses: {
    200: ActiveTextResponseSchema.options[0],
    400: FailedTextSchema,
    /** A guest is told to log in. */
    401: AccessSchema,
    402: PaymentRequiredSchema,
    403: AccessSchema,
    404: FailedTextSchema,
  },
});

export const prizePlayersContract = defineContract({
  name: "user.get-all-players-gift-race",
  path: PRIZE_API.players,
  access: "public",
  request: RaceIdRequestSchema,
  responses: { 200: PlayersResponseSchema, 400: PrizeErrorSchema, 404: PrizeErrorSchema },
});

export const upgradePrizeContract = defineContract({
  name: "user.upgrade-gift-race-wpm",
  path: PRIZE_API.upgrade,
  maxBodyBytes: ATTEMPT_LOG_BODY_LIMIT,
  access: "user",
  request: UpgradePrizeRequestSchema,
  responses: {
    200: UpgradePrizeResponseSchema,
    /** Faster than the learner has proven: held until a challenge confirms it (ADR 033). */
    202: HeldPrizeResponseSchema,
    400: PrizeErrorSchema,
    402: PaymentRequiredSchema,
    403: PrizeErrorSchema,
    404: PrizeErrorSchema,
    409: PrizeErrorSchema,
  },
});

export const PRIZE_CONTRACTS = [rankingListContract, activeTextContract, prizePlayersContract, upgradePrizeContract, ...PRIZE_CHALLENGE_CONTRACTS] as const;
