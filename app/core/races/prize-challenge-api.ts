// The challenge that confirms a held prize result (ADR 033): the 202 answer of upgrade-gift-race-wpm
// that holds an attempt, and the call that answers the challenge. Request and response schemas.
import { z } from "zod";
import { defineContract } from "../contracts/contract";
import { AttemptLogSchema, ATTEMPT_MAX_MS } from "../typing/plausibility";

const Id = z.number().int().positive();
const Epoch = z.number().int().nonnegative();
const Wpm = z.number().int().nonnegative();

export const PRIZE_CHALLENGE_API = { answer: "/api/user/prize-challenge" } as const;
/** The page where the learner types the challenge, and its image (an SVG of glyph outlines). */
export const challengePagePath = (id: number) => `/prize-challenge/${id}`;
export const challengeImagePath = (id: number) => `/prize-challenge/${id}/image`;

/** upgrade-gift-race-wpm's 202: the attempt is stored but off the board until its challenge is passed. */
export const HeldPrizeResponseSchema = z.object({
  result: z.literal("held"),
  message: z.string().min(1),
  data: z.object({
    raceId: Id,
    /** This attempt, as the server computed it. */
    wpm: Wpm,
    cpm: Wpm,
    accuracy: z.number().int().min(0).max(100),
    challengeId: Id,
    /** The learner's proven speed (null: none yet), and what the challenge must reach. */
    provenWpm: Wpm.nullable(),
    requiredWpm: Wpm,
    minAccuracy: z.number().int().min(0).max(100),
    expiresAt: Epoch,
  }),
});
export type HeldPrizeResponse = z.infer<typeof HeldPrizeResponseSchema>;

/** POST /api/user/prize-challenge: the keys as typed (the page never had the text). */
export const ChallengeAnswerRequestSchema = z.object({
  challengeId: Id,
  durationMs: z.number().int().min(0).max(ATTEMPT_MAX_MS),
  keystrokes: AttemptLogSchema,
});
export type ChallengeAnswerRequest = z.infer<typeof ChallengeAnswerRequestSchema>;

export const ChallengeStatusSchema = z.enum(["pending", "passed", "failed", "expired"]);
export type ChallengeStatus = z.infer<typeof ChallengeStatusSchema>;

export const ChallengeAnswerResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    raceId: Id,
    status: ChallengeStatusSchema.exclude(["pending"]),
    /** Why it failed (null when passed), in words for the learner. */
    reason: z.string().nullable(),
    message: z.string().min(1),
    /** The challenge as the server judged it (null when the log was refused before figures). */
    wpm: Wpm.nullable(),
    accuracy: z.number().int().min(0).max(100).nullable(),
    claimedWpm: Wpm,
    requiredWpm: Wpm,
  }),
});
export type ChallengeAnswerResponse = z.infer<typeof ChallengeAnswerResponseSchema>;

export const ChallengeRefusalSchema = z.object({ result: z.literal(false), message: z.string().min(1), reason: z.string() });

export const challengeAnswerContract = defineContract({
  name: "user.prize-challenge",
  path: PRIZE_CHALLENGE_API.answer,
  access: "user",
  request: ChallengeAnswerRequestSchema,
  responses: {
    200: ChallengeAnswerResponseSchema,
    400: ChallengeRefusalSchema,
    /** No such challenge, or another learner's. */
    404: ChallengeRefusalSchema,
    /** Already answered: a challenge is used once. */
    409: ChallengeRefusalSchema,
  },
});

export const PRIZE_CHALLENGE_CONTRACTS = [challengeAnswerContract] as const;

/** The i18n key of each way a challenge can fail (ChallengeFailure in prize-challenge.ts). */
export const CHALLENGE_REASON_KEYS = {
  slow: "challenge.reason.slow",
  inaccurate: "challenge.reason.inaccurate",
  expired: "challenge.reason.expired",
  used: "challenge.reason.used",
  malformed: "challenge.reason.incomplete",
  empty: "challenge.reason.incomplete",
  "not-the-text": "challenge.reason.incomplete",
  duration: "challenge.reason.incomplete",
  "too-many-keys": "challenge.reason.machine",
  wpm: "challenge.reason.machine",
  "too-even": "challenge.reason.machine",
  accuracy: "challenge.reason.inaccurate",
  admin: "challenge.reason.admin",
  disqualified: "challenge.reason.disqualified",
} as const;
export type ChallengeReason = keyof typeof CHALLENGE_REASON_KEYS;
