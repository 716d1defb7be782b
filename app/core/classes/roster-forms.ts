// The roster tab's forms (issue 30 §2, ADR 038): one zod schema each. Messages are teacher i18n keys.
import { z } from "zod";
import { CLASS_MAX_STUDENTS } from "./class-limits";

/** The consent wording the teacher ticks; its version is stored with each consent row. */
export const CONSENT_VERSION = "roster-consent-v1 (2026-11-27)";

/** A pasted list or a CSV file; at least one of them. 64 KB is ~1,000 rows, far above 60 students. */
export const ROSTER_TEXT_MAX = 64 * 1024;

/**
 * The import form. conform hands zod `undefined` for an empty textarea, an empty file input and an
 * unticked box, so the consent's message is the one for "missing". At least one of list and file is
 * checked by parseRoster ("the list is empty"), which reads whichever was given.
 */
export const RosterImportSchema = z.object({
  intent: z.literal("import"),
  list: z.string().max(ROSTER_TEXT_MAX, { error: "teacher.roster.error.tooBig" }).optional(),
  file: z.file({ error: "teacher.roster.error.file" }).max(ROSTER_TEXT_MAX, { error: "teacher.roster.error.tooBig" }).optional(),
  consent: z.literal("on", { error: "teacher.roster.error.consent" }),
});
export type RosterImport = z.infer<typeof RosterImportSchema>;

/** One student's action (a button per row): a class account is reset or erased, an own account removed. */
export const StudentActionSchema = z.object({
  intent: z.enum(["reset", "remove", "erase"], { error: "teacher.roster.notMember" }),
  userId: z.coerce.number({ error: "teacher.roster.notMember" }).int().positive({ error: "teacher.roster.notMember" }),
});
export type StudentAction = z.infer<typeof StudentActionSchema>;

/** The cards to print: the accounts and the passwords the import or reset just answered with. */
export const LoginCardsSchema = z.object({
  cards: z
    .string()
    .max(16_000)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "teacher.roster.error.cards" });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.object({ userId: z.number().int().positive(), password: z.string().min(1).max(40) }), { error: "teacher.roster.error.cards" })
        .min(1, { error: "teacher.roster.error.cards" })
        .max(CLASS_MAX_STUDENTS, { error: "teacher.roster.error.cards" }),
    ),
});
export type LoginCards = z.infer<typeof LoginCardsSchema>;

/** The import posts a list and a file of up to ROSTER_TEXT_MAX each, with room for the form around them. */
export const ROSTER_BODY_LIMIT = 160 * 1024;
