// Class assignments (issue 30 §3, ADR 039): the teacher's three forms, one schema per kind, and the due
// date as the product counts days (the end of the day in Asia/Ulaanbaatar, UTC+8 without summer time).
// Error messages are i18n keys (teacher strings), translated where they are shown.
import { z } from "zod";
import { codeOf, type KeyStatsLayout } from "../typing/key-stats";
import { layoutOfStats } from "../typing/key-stats";

export const ASSIGNMENT_KINDS = ["lessons", "test", "keys"] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** Mongolia has kept UTC+8 all year since 2017. */
export const UB_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A due date at most this far ahead (a school year). */
export const MAX_DUE_DAYS = 366;
export const MAX_STARS_TARGET = 3;
export const MAX_TARGET_WPM = 200;
export const MIN_TARGET_ACCURACY = 50;
export const MAX_KEYS = 10;
/** The accuracy a weak key must reach when the teacher leaves it as it is. */
export const DEFAULT_KEYS_ACCURACY = 95;

/** "YYYY-MM-DD" of the instant in Ulaanbaatar. */
export function ubDayOf(epochMs: number): string {
  return new Date(epochMs + UB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last millisecond of a calendar day in Ulaanbaatar, or null when `day` is not a real YYYY-MM-DD date. */
export function endOfUbDay(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = Date.UTC(year, month - 1, date);
  const check = new Date(start);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return start + DAY_MS - UB_OFFSET_MS - 1;
}

export interface AssignmentFormContext {
  /** The class's curriculum: its number of lessons and its keyboard. */
  totalLessons: number;
  layout: KeyStatsLayout;
  now: number;
}

const whole = (min: number, max: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

function dueField(now: number) {
  const today = ubDayOf(now);
  const last = ubDayOf(now + MAX_DUE_DAYS * DAY_MS);
  return z
    .string({ error: "teacher.assignments.error.due" })
    .refine((v) => endOfUbDay(v) !== null, { error: "teacher.assignments.error.due", abort: true })
    .refine((v) => v >= today, { error: "teacher.assignments.error.duePast" })
    .refine((v) => v <= last, { error: "teacher.assignments.error.dueFar" })
    .transform((v) => endOfUbDay(v) as number);
}

const wpm = () => whole(1, MAX_TARGET_WPM, "teacher.assignments.error.wpm");
const accuracy = () => whole(MIN_TARGET_ACCURACY, 100, "teacher.assignments.error.accuracy");

/** (a) A range of lessons of the class's curriculum with a target: stars, or WPM and accuracy. */
export function lessonsAssignmentSchema(ctx: AssignmentFormContext) {
  const level = () => whole(1, ctx.totalLessons, "teacher.assignments.error.level");
  return z
    .object({
      kind: z.literal("lessons"),
      from: level(),
      to: level(),
      target: z.enum(["stars", "speed"], { error: "teacher.assignments.error.target" }),
      stars: whole(1, MAX_STARS_TARGET, "teacher.assignments.error.stars").optional(),
      wpm: wpm().optional(),
      accuracy: accuracy().optional(),
      due: dueField(ctx.now),
    })
    .superRefine((v, issue) => {
      if (v.to < v.from) issue.addIssue({ code: "custom", path: ["to"], message: "teacher.assignments.error.range" });
      if (v.target === "stars" && v.stars === undefined) issue.addIssue({ code: "custom", path: ["stars"], message: "teacher.assignments.error.stars" });
      if (v.target === "speed" && v.wpm === undefined) issue.addIssue({ code: "custom", path: ["wpm"], message: "teacher.assignments.error.wpm" });
      if (v.target === "speed" && v.accuracy === undefined)
        issue.addIssue({ code: "custom", path: ["accuracy"], message: "teacher.assignments.error.accuracy" });
    });
}
export type LessonsAssignmentInput = z.infer<ReturnType<typeof lessonsAssignmentSchema>>;

/** (b) A 60-second test reaching a speed at an accuracy. */
export function testAssignmentSchema(ctx: AssignmentFormContext) {
  return z.object({ kind: z.literal("test"), wpm: wpm(), accuracy: accuracy(), due: dueField(ctx.now) });
}
export type TestAssignmentInput = z.infer<ReturnType<typeof testAssignmentSchema>>;

/**
 * The characters of `text` that name keys: spaces and commas separate, capitals count as their key,
 * and a key code such as "KeyF" (the class heatmap's links carry codes) is read as its letter.
 */
export function keysOfText(text: string, layout: KeyStatsLayout): string[] {
  const keyboard = layoutOfStats(layout);
  const chars: string[] = [];
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const key = /^[A-Z][A-Za-z0-9]+$/.test(token) ? keyboard.rows.flat().find((k) => k.code === token) : undefined;
    if (key) chars.push(key.base.toLowerCase());
    else chars.push(...[...token].map((ch) => ch.toLowerCase()));
  }
  return [...new Set(chars)];
}

/** Characters typed on a key of the layout (not Space). */
export function isKeyOfLayout(char: string, layout: KeyStatsLayout): boolean {
  return char.trim() !== "" && codeOf(layout, char) !== null;
}

/** (c) Weak-key practice on keys the teacher picks from the class's keyboard, to an accuracy. */
export function keysAssignmentSchema(ctx: AssignmentFormContext) {
  return z.object({
    kind: z.literal("keys"),
    keys: z
      .string({ error: "teacher.assignments.error.keys" })
      .transform((v) => keysOfText(v, ctx.layout))
      .refine((keys) => keys.length > 0, { error: "teacher.assignments.error.keys" })
      .refine((keys) => keys.length <= MAX_KEYS, { error: "teacher.assignments.error.keysMany" })
      .refine((keys) => keys.every((k) => isKeyOfLayout(k, ctx.layout)), { error: "teacher.assignments.error.keysLayout" })
      .transform((keys) => keys.join("")),
    accuracy: accuracy(),
    due: dueField(ctx.now),
  });
}
export type KeysAssignmentInput = z.infer<ReturnType<typeof keysAssignmentSchema>>;

export function assignmentSchemaFor(kind: AssignmentKind, ctx: AssignmentFormContext) {
  if (kind === "lessons") return lessonsAssignmentSchema(ctx);
  if (kind === "test") return testAssignmentSchema(ctx);
  return keysAssignmentSchema(ctx);
}

export type AssignmentInput = LessonsAssignmentInput | TestAssignmentInput | KeysAssignmentInput;

/** The row's columns for an input (a lesson target is stars or WPM + accuracy, never both). */
export function assignmentColumns(input: AssignmentInput) {
  const none = { lessonFrom: null, lessonTo: null, targetStars: null, targetWpm: null, targetAccuracy: null, keys: null };
  if (input.kind === "lessons") {
    const stars = input.target === "stars";
    return {
      ...none,
      kind: input.kind,
      lessonFrom: input.from,
      lessonTo: input.to,
      targetStars: stars ? (input.stars ?? null) : null,
      targetWpm: stars ? null : (input.wpm ?? null),
      targetAccuracy: stars ? null : (input.accuracy ?? null),
      dueAt: input.due,
    };
  }
  if (input.kind === "test") return { ...none, kind: input.kind, targetWpm: input.wpm, targetAccuracy: input.accuracy, dueAt: input.due };
  return { ...none, kind: input.kind, keys: input.keys, targetAccuracy: input.accuracy, dueAt: input.due };
}
