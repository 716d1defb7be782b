// The per-key statistics calls (issue 19): reading one's rows, folding a practice round in, and the
// one-time merge of a guest's rows kept on this device. Request and response schemas; routes validate
// requests with these and the browser parses every answer (never a cast).
import { z } from "zod";
import { defineContract, RefusalSchema } from "../contracts/contract";
import { TYPING_LOG_BODY_LIMIT } from "../contracts/body-limits";
import { KeystrokeSchema } from "./keystroke-log";
import { KEY_STATS_LAYOUTS, MAX_PRESS_MS, layoutOfStats, type KeyStat, type KeyStatsLayout } from "./key-stats";

export const KEY_STATS_API = {
  read: "/api/user/key-stats",
  practice: "/api/user/practice-round",
  merge: "/api/user/merge-key-stats",
} as const;

/** A guest's counts are believed only this far: about a month of daily practice on one key. */
export const MAX_GUEST_PRESSES_PER_KEY = 20_000;
export const MAX_GUEST_PRESSES = 200_000;
export const MAX_CONFUSIONS_PER_KEY = 8;
/** A practice round is a few lines of words. */
export const MAX_PRACTICE_TEXT = 600;
export const MAX_PRACTICE_LOG = 1_200;

export const KeyStatsLayoutSchema = z.enum(KEY_STATS_LAYOUTS);

const Count = z.number().int().min(0).max(MAX_GUEST_PRESSES_PER_KEY);

export const TimingSchema = z.object({
  n: Count,
  mean: z.number().min(0).max(MAX_PRESS_MS),
  m2: z.number().min(0),
});

export const KeyStatSchema = z.object({
  code: z.string().min(1).max(20),
  hits: Count,
  misses: Count,
  timing: TimingSchema,
  confusions: z.record(z.string().min(1).max(2), z.number().int().min(1).max(MAX_GUEST_PRESSES_PER_KEY)),
});

/** Codes of the layout's character keys (Space included). */
export function statsCodes(layout: KeyStatsLayout): Set<string> {
  return new Set(
    layoutOfStats(layout)
      .rows.flat()
      .filter((k) => k.base !== "")
      .map((k) => k.code),
  );
}

/**
 * What a browser may claim about one key: counts within bounds, timed presses no more than hits, a
 * spread no wider than presses between 0 and MAX_PRESS_MS allow, confusions adding up to the misses
 * at most, each a single character.
 */
export function isPlausibleKeyStat(stat: KeyStat): boolean {
  if (stat.hits + stat.misses > MAX_GUEST_PRESSES_PER_KEY || stat.timing.n > stat.hits) return false;
  if (stat.timing.n === 0 && (stat.timing.mean !== 0 || stat.timing.m2 !== 0)) return false;
  if (stat.timing.m2 > (stat.timing.n * MAX_PRESS_MS * MAX_PRESS_MS) / 4) return false;
  const confusions = Object.entries(stat.confusions);
  if (confusions.length > MAX_CONFUSIONS_PER_KEY) return false;
  if (confusions.some(([pressed]) => [...pressed].length !== 1)) return false;
  return confusions.reduce((sum, [, count]) => sum + count, 0) <= stat.misses;
}

export const KeyStatsRequestSchema = z.object({ layout: KeyStatsLayoutSchema });
export type KeyStatsRequest = z.infer<typeof KeyStatsRequestSchema>;

export const KeyStatsResponseSchema = z.object({ result: z.literal(true), layout: KeyStatsLayoutSchema, keys: z.array(KeyStatSchema) });
export type KeyStatsResponse = z.infer<typeof KeyStatsResponseSchema>;

export const KeyStatsErrorSchema = z.object({ result: z.literal(false), message: z.string() });

/** The guest's rows of one layout, sent once after sign-in; `mergeId` makes a resend a no-op. */
export const GuestMergeRequestSchema = z
  .object({ mergeId: z.uuid(), layout: KeyStatsLayoutSchema, keys: z.array(KeyStatSchema).max(80) })
  .superRefine((body, ctx) => {
    const codes = statsCodes(body.layout);
    const seen = new Set<string>();
    let total = 0;
    for (const [i, key] of body.keys.entries()) {
      total += key.hits + key.misses;
      if (!codes.has(key.code) || seen.has(key.code) || !isPlausibleKeyStat(key))
        ctx.addIssue({ code: "custom", path: ["keys", i], message: "keys.error.invalid" });
      seen.add(key.code);
    }
    if (total > MAX_GUEST_PRESSES) ctx.addIssue({ code: "custom", path: ["keys"], message: "keys.error.invalid" });
  });
export type GuestMergeRequest = z.infer<typeof GuestMergeRequestSchema>;

export const GuestMergeResponseSchema = z.object({ result: z.literal(true), merged: z.boolean() });

/** A finished practice round: the server checks the words and replays the log. */
export const PracticeRoundRequestSchema = z.object({
  roundId: z.uuid(),
  layout: KeyStatsLayoutSchema,
  text: z.string().min(1).max(MAX_PRACTICE_TEXT),
  keystrokes: z.array(KeystrokeSchema).min(1).max(MAX_PRACTICE_LOG),
});
export type PracticeRoundRequest = z.infer<typeof PracticeRoundRequestSchema>;

// ── the contracts (ADR 024) ─────────────────────────────────────────────────────────────────────
export const keyStatsContract = defineContract({
  name: "user.key-stats",
  path: KEY_STATS_API.read,
  access: "user",
  request: KeyStatsRequestSchema,
  responses: { 200: KeyStatsResponseSchema, 400: RefusalSchema },
});

export const practiceRoundContract = defineContract({
  name: "user.practice-round",
  path: KEY_STATS_API.practice,
  maxBodyBytes: TYPING_LOG_BODY_LIMIT,
  access: "user",
  request: PracticeRoundRequestSchema,
  /** The learner's rows after the round; 400 for words off the list or a log the replay refuses. */
  responses: { 200: KeyStatsResponseSchema, 400: RefusalSchema },
});

export const mergeKeyStatsContract = defineContract({
  name: "user.merge-key-stats",
  path: KEY_STATS_API.merge,
  access: "user",
  request: GuestMergeRequestSchema,
  responses: { 200: GuestMergeResponseSchema, 400: RefusalSchema },
});

export const KEY_STATS_CONTRACTS = [keyStatsContract, practiceRoundContract, mergeKeyStatsContract] as const;
