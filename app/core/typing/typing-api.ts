// The payloads of the typing-test calls (SPEC §7), validated with zod on the server.
import { z } from "zod";
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
