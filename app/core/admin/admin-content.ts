// The admin console's content forms (issue 18 §3): prize races, texts, coupon batches, banners. One
// zod schema per form, run by conform in the browser and by the action (ADR 018). Messages are i18n
// keys (app/i18n/*/admin-content.ts).
import { z } from "zod";
import { ubInstant, parseIsoDay } from "./date-range";
import { findLookalikes } from "../typing/lookalikes";
import { scriptTextProblem } from "../typing/script-words";
import { safeBannerLink } from "../shared/redirect-target";
import { MULTIPART_SLACK } from "../contracts/body-limits";
import { CLASS_MEMBER_LIMIT } from "../classes/membership";

/** Uploaded race and banner images: PNG, JPEG, GIF or WebP (sniffed on the server), at most this. */
export const ADMIN_IMAGE_MAX_BYTES = 512 * 1024;
export const TEXT_MAX_CHARS = 2000;
export const PRIZE_TEXTS_MAX = 50;
export const COUPON_BATCH_MAX = 500;
export const COUPON_MONTHS_MAX = 24;

/** Body limits (ADR 031): a banner upload with its form; the prize-race editor's image and texts (4 UTF-8 bytes a character at worst). */
export const ADMIN_IMAGE_BODY_LIMIT = ADMIN_IMAGE_MAX_BYTES + MULTIPART_SLACK;
export const PRIZE_RACE_FORM_BODY_LIMIT = ADMIN_IMAGE_MAX_BYTES + PRIZE_TEXTS_MAX * (TEXT_MAX_CHARS + 2) * 4 + MULTIPART_SLACK;
export const TEXT_LEVELS = ["begin", "middle", "advanced"] as const;
export type TextLevel = (typeof TEXT_LEVELS)[number];
export const CONTENT_LANGUAGES = ["mn", "en"] as const;
/** Test texts also come in the traditional script (issue 32); prize races stay Mongolian or English. */
export const TEXT_LANGUAGES = ["mn", "en", "mn-Mong"] as const;

const required = (max: number) =>
  z.string({ error: "content.error.required" }).trim().min(1, { error: "content.error.required" }).max(max, { error: "content.error.tooLong" });

const whole = (min: number, max: number) =>
  z
    .number({ error: "content.error.number" })
    .int({ error: "content.error.number" })
    .min(min, { error: "content.error.number" })
    .max(max, { error: "content.error.number" });

const day = z.string({ error: "content.error.day" }).refine((v) => parseIsoDay(v) !== null, { error: "content.error.day" });
const time = z.string({ error: "content.error.time" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "content.error.time" });
const language = z.enum(CONTENT_LANGUAGES, { error: "content.error.language" });

/** Spaces and line breaks inside a text folded to one space, as the typing screens show it. */
export function foldText(body: string): string {
  return body.replace(/\s+/g, " ").trim();
}

/** The race texts field: one text per paragraph (texts separated by a blank line), as prize-create.mjs reads its file. */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map(foldText)
    .filter(Boolean);
}

const isFileLike = (v: unknown): v is { size: number } => typeof v === "object" && v !== null && typeof (v as { size?: unknown }).size === "number";
/** A picked image file (browser or Worker File); an empty file input (size 0) counts as no pick. */
const pickedImage = z
  .custom<{ size: number; name?: string }>(isFileLike, { error: "content.error.imageRequired" })
  .refine((f) => f.size <= ADMIN_IMAGE_MAX_BYTES, { error: "content.error.imageTooBig" });
const noEmptyFile = (v: unknown) => (isFileLike(v) && v.size === 0 ? undefined : v);
const image = z.preprocess(noEmptyFile, pickedImage);
const optionalImage = z.preprocess(noEmptyFile, pickedImage.optional());

export const PrizeRaceFormSchema = z
  .object({
    name: required(100),
    language,
    startDay: day,
    startTime: time,
    endDay: day,
    endTime: time,
    minPoint: whole(0, 10_000_000),
    maxPoint: whole(0, 10_000_000),
    limitWpm: whole(1, 400),
    texts: z.string({ error: "content.error.textsRequired" }),
    image: optionalImage,
  })
  .transform((form, ctx) => {
    const startAt = ubInstant(form.startDay, form.startTime)!;
    const endAt = ubInstant(form.endDay, form.endTime)!;
    if (endAt <= startAt) ctx.addIssue({ code: "custom", path: ["endDay"], message: "content.error.endBeforeStart" });
    if (form.maxPoint < form.minPoint) ctx.addIssue({ code: "custom", path: ["maxPoint"], message: "content.error.maxBelowMin" });
    const texts = splitParagraphs(form.texts);
    if (texts.length === 0) ctx.addIssue({ code: "custom", path: ["texts"], message: "content.error.textsRequired" });
    else if (texts.length > PRIZE_TEXTS_MAX) ctx.addIssue({ code: "custom", path: ["texts"], message: "content.error.tooManyTexts" });
    else if (texts.some((t) => t.length > TEXT_MAX_CHARS)) ctx.addIssue({ code: "custom", path: ["texts"], message: "content.error.tooLong" });
    else if (form.language === "mn" && texts.some((t) => findLookalikes(t).length > 0))
      ctx.addIssue({ code: "custom", path: ["texts"], message: "content.error.lookalike" });
    if (form.language === "mn" && findLookalikes(form.name).length > 0) ctx.addIssue({ code: "custom", path: ["name"], message: "content.error.lookalike" });
    return {
      name: form.name,
      language: form.language,
      startAt,
      endAt,
      minPoint: form.minPoint,
      maxPoint: form.maxPoint,
      limitWpm: form.limitWpm,
      texts,
      image: form.image,
    };
  });
export type PrizeRaceForm = z.infer<typeof PrizeRaceFormSchema>;

/**
 * A typing-test text. A text in the traditional script holds only words of the vetted list (`vetted`,
 * content/script/wordlist/words.tsv) and no Cyrillic or Latin letter or digit, as the content test
 * checks the committed ones (issue 32); the server and the browser pass the same list.
 */
export function textFormSchema(vetted: ReadonlySet<string>) {
  return z
    .object({
      level: z.enum(TEXT_LEVELS, { error: "content.error.level" }),
      language: z.enum(TEXT_LANGUAGES, { error: "content.error.language" }),
      body: required(TEXT_MAX_CHARS * 2)
        .transform(foldText)
        .pipe(z.string().max(TEXT_MAX_CHARS, { error: "content.error.tooLong" })),
    })
    .superRefine((form, ctx) => {
      if (form.language === "mn" && findLookalikes(form.body).length > 0) ctx.addIssue({ code: "custom", path: ["body"], message: "content.error.lookalike" });
      const problem = form.language === "mn-Mong" ? scriptTextProblem(form.body, vetted) : null;
      if (problem)
        ctx.addIssue({ code: "custom", path: ["body"], message: problem.kind === "letters" ? "content.error.scriptLetters" : "content.error.scriptWords" });
    });
}
export type TextForm = z.infer<ReturnType<typeof textFormSchema>>;

export const CouponBatchSchema = z.object({
  months: whole(1, COUPON_MONTHS_MAX),
  count: whole(1, COUPON_BATCH_MAX),
  /** A school coupon (ADR 041): seats for one class, redeemed by its teacher. Empty: a personal coupon. */
  seats: whole(1, CLASS_MEMBER_LIMIT).optional(),
});
export type CouponBatch = z.infer<typeof CouponBatchSchema>;

/**
 * A banner's link: a path on this site or an https address (the redirect rule, ADR 031: "/\\evil.example"
 * is another host); empty means no link. Saved in the form the rule gives back.
 */
const link = z
  .string()
  .trim()
  .max(500, { error: "content.error.tooLong" })
  .refine((v) => v === "" || safeBannerLink(v) !== null, { error: "content.error.link" })
  .transform((v) => (v === "" ? v : (safeBannerLink(v) ?? "")))
  .optional();

export const BannerFormSchema = z.object({
  alt: required(200),
  link,
  image,
});
export type BannerForm = z.infer<typeof BannerFormSchema>;

/** One id of a row the admin acts on (retire, cancel, move, activate). */
export const RowIdSchema = z.object({ id: z.number({ error: "content.error.number" }).int().positive({ error: "content.error.number" }) });
