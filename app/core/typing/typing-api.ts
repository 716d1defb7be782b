// The payloads of the typing-test calls (SPEC §7), validated with zod on the server.
import { z } from "zod";
import { defineContract, RefusalSchema } from "../contracts/contract";
import { TYPING_LOG_BODY_LIMIT } from "../contracts/body-limits";
import { testLanguageOf } from "./typing-kinds";
import { KeystrokeSchema, MAX_LOG_ENTRIES } from "./keystroke-log";

export * from "./typing-kinds";

/** POST /api/text/{begintext,middletext,advancedtext}: { lang } and optionally the text to avoid repeating. */
export const TextRequestSchema = z.object({
  lang: z.string().transform((v, ctx) => testLanguageOf(v) ?? (ctx.addIssue({ code: "custom", message: "typing.error.language" }), z.NEVER)),
  exclude: z.coerce.number().int().positive().optional(),
});
export type TextRequest = z.infer<typeof TextRequestSchema>;

export { KeystrokeSchema };

/** POST /api/text/upgrade-wpm: the finished test. The figures are recomputed from the log, never trusted. */
export const UpgradeWpmSchema = z.object({
  testId: z.uuid(),
  textId: z.number().int().positive(),
  durationMs: z.number().int().min(0).max(120_000),
  keystrokes: z.array(KeystrokeSchema).max(MAX_LOG_ENTRIES),
});
export type UpgradeWpm = z.infer<typeof UpgradeWpmSchema>;

// ── the answers and the contracts (ADR 024) ──────────────────────────────────────────────────
const Count = z.number().int().nonnegative();

/** A test text as the screens show it. */
export const TestTextSchema = z.object({
  id: z.number().int().positive(),
  level: z.enum(["begin", "middle", "advanced"]),
  language: z.enum(["mn", "en", "mn-Mong"]),
  text: z.string().min(1),
});
export type TestText = z.infer<typeof TestTextSchema>;

export const textContract = defineContract({
  name: "text.text-type",
  path: "/api/text/:textType",
  access: "public",
  request: TextRequestSchema,
  responses: {
    200: z.object({ result: z.literal(true), data: TestTextSchema }),
    400: RefusalSchema,
    /** Not one of begintext, middletext, advancedtext; or no text of that kind yet. */
    404: RefusalSchema,
  },
});

/** upgrade-wpm's answer: the learner's stats after this test (SPEC §7), and this test's own figures. */
export const UpgradeWpmStatsSchema = z.object({
  result: z.literal(true),
  avg_wpm: Count,
  avg_p: Count,
  avg_percent: Count,
  record: Count,
  point: Count,
  tests_count: Count,
  rank: z.object({ image: z.string(), name: z.string(), name_en: z.string() }),
  wpm: Count,
  cpm: Count,
  accuracy: z.number().int().min(0).max(100),
  /** False when this test id had already been saved (a retried post): nothing was granted twice. */
  counted: z.boolean(),
});
export type UpgradeWpmStats = z.infer<typeof UpgradeWpmStatsSchema>;

const TypingRefusalSchema = RefusalSchema.extend({ reason: z.string() });

export const upgradeWpmContract = defineContract({
  name: "text.upgrade-wpm",
  path: "/api/text/upgrade-wpm",
  maxBodyBytes: TYPING_LOG_BODY_LIMIT,
  access: "user",
  request: UpgradeWpmSchema,
  responses: { 200: UpgradeWpmStatsSchema, 400: TypingRefusalSchema, 409: TypingRefusalSchema },
});

/** SPEC §9: at most 10 entries. */
export const TOP_LIST_MAX = 10;

/** SPEC §3 top-list entry: name, image, date, wpm (plus the id so a user can find themself). */
export const TopEntrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string().min(1),
  /** Epoch ms of the result. */
  date: Count,
  wpm: Count,
});
export type TopEntry = z.infer<typeof TopEntrySchema>;

/** ?limit=9|10; anything else is the whole list. */
export const TopListRequestSchema = z.object({ limit: z.coerce.number().catch(TOP_LIST_MAX) });
const TopListResponseSchema = z.object({ result: z.literal(true), data: z.array(TopEntrySchema).max(TOP_LIST_MAX) });

export const topAllTimeContract = defineContract({
  name: "user.top-all-time",
  methods: ["GET"],
  path: "/api/user/top-all-time",
  access: "public",
  request: TopListRequestSchema,
  responses: { 200: TopListResponseSchema },
});

export const topThisMonthContract = defineContract({
  name: "user.top-this-month",
  methods: ["GET"],
  path: "/api/user/top-this-month",
  access: "public",
  request: TopListRequestSchema,
  responses: { 200: TopListResponseSchema },
});

export const TYPING_CONTRACTS = [textContract, upgradeWpmContract, topAllTimeContract, topThisMonthContract] as const;
