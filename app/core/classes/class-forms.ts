// The class-mode forms of this part of issue 30, one zod schema each (checked by conform in the browser
// and again by the action, ADR 018). Messages are i18n keys: learner keys for the profile and joining,
// admin keys for the console, teacher keys for the teacher's screens.
import { z } from "zod";
import { PhoneSchema } from "../accounts/account-forms";
import { CLASS_CURRICULUM_IDS } from "../lessons/curricula";
import { isJoinCode, normalizeJoinCode } from "./join-code";

const text = (min: number, max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(min, { error: required }).max(max, { error: tooLong });

/** A learner asks to become a teacher (on /profile). The phone is checked as everywhere else in the app. */
export const TeacherRequestSchema = z.object({
  school: text(2, 120, "classes.error.schoolRequired", "classes.error.tooLong"),
  town: text(2, 80, "classes.error.townRequired", "classes.error.tooLong"),
  phone: PhoneSchema.shape.phone,
});
export type TeacherRequest = z.infer<typeof TeacherRequestSchema>;

const requestId = z.coerce.number({ error: "admin.error.notFound" }).int({ error: "admin.error.notFound" }).positive({ error: "admin.error.notFound" });

/** The admin's decision on a request: approve, or refuse with a reason the learner will read. */
export const TeacherDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), requestId }),
  z.object({ intent: z.literal("refuse"), requestId, reason: text(3, 300, "admin.teachers.error.reasonRequired", "admin.error.tooLong") }),
]);
export type TeacherDecision = z.infer<typeof TeacherDecisionSchema>;

export const GRADE_MIN = 1;
export const GRADE_MAX = 12;

const classDetails = {
  name: text(1, 60, "teacher.form.error.nameRequired", "teacher.form.error.tooLong"),
  grade: z.coerce
    .number({ error: "teacher.form.error.grade" })
    .int({ error: "teacher.form.error.grade" })
    .min(GRADE_MIN, { error: "teacher.form.error.grade" })
    .max(GRADE_MAX, { error: "teacher.form.error.grade" }),
  school: text(2, 120, "teacher.form.error.schoolRequired", "teacher.form.error.tooLong"),
};

/** A new class (/teacher). */
export const ClassCreateSchema = z.object({
  ...classDetails,
  curriculum: z.enum(CLASS_CURRICULUM_IDS, { error: "teacher.form.error.curriculum" }),
});
export type ClassCreate = z.infer<typeof ClassCreateSchema>;

/** The settings tab's forms, told apart by `intent`. */
export const ClassDetailsSchema = z.object({ intent: z.literal("details"), ...classDetails });
export const ClassSettingsSchema = z.discriminatedUnion("intent", [
  ClassDetailsSchema,
  z.object({ intent: z.literal("rotate") }),
  z.object({ intent: z.literal("lock"), lock: z.enum(["on", "off"], { error: "teacher.form.error.lock" }) }),
  z.object({ intent: z.literal("archive") }),
]);
export type ClassSettings = z.infer<typeof ClassSettingsSchema>;

/** A code typed on /join, read leniently (join-code.ts) and then checked strictly. */
export const JoinCodeSchema = z.object({
  code: z
    .string({ error: "classes.error.codeRequired" })
    .transform(normalizeJoinCode)
    .pipe(z.string().min(1, { error: "classes.error.codeRequired" }).refine(isJoinCode, { error: "classes.error.codeInvalid" })),
});
export type JoinCode = z.infer<typeof JoinCodeSchema>;
