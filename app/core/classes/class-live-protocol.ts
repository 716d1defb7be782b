// The live class view's socket messages (/ws/class/:classId), beside app/core/races/protocol.ts like the
// prize race's. A student's page reports what they are doing at most every CLASS_REPORT_MS; the class's
// teacher watches: a snapshot on connect, then coalesced ticks. ADR 040.
import { z } from "zod";

const Id = z.number().int().positive();
const Epoch = z.number().int().nonnegative();

/** A student's page reports at most this often (the browser's timer); the object refuses faster reports. */
export const CLASS_REPORT_MS = 2_000;
/** Bounds of a class on the wire (the roster allows 60 students; the schema leaves room). */
export const CLASS_LIVE_MAX_ROWS = 100;

/** What a student is doing: a lesson (with its level), the 60-second test, key practice, a race, or nothing. */
export const ClassActivitySchema = z.enum(["lesson", "test", "practice", "race", "idle"]);
export type ClassActivity = z.infer<typeof ClassActivitySchema>;

/** One online student as the teacher sees them. */
export const LiveStudentSchema = z.object({
  id: Id,
  name: z.string().max(200),
  activity: ClassActivitySchema,
  /** The lesson's level while activity is "lesson"; null otherwise. */
  level: z.number().int().positive().max(10_000).nullable(),
  wpm: z.number().int().min(0).max(1_000),
  accuracy: z.number().int().min(0).max(100),
  /** The student's report number (0 before the first report): the load test matches reports to frames by it. */
  seq: z.number().int().nonnegative(),
  /** When the object received the report the row shows (its clock). */
  at: Epoch,
});
export type LiveStudent = z.infer<typeof LiveStudentSchema>;

export const ClassReportSchema = z.object({
  type: z.literal("classReport"),
  activity: ClassActivitySchema,
  level: z.number().int().positive().max(10_000).nullable().optional(),
  wpm: z.number().int().min(0).max(1_000),
  accuracy: z.number().int().min(0).max(100),
  seq: z.number().int().nonnegative().max(2_147_483_647),
});
export type ClassReport = z.infer<typeof ClassReportSchema>;

/** Students send reports; the teacher sends nothing but pings (handled by the socket shell). */
export const classClientMessages = [ClassReportSchema] as const;

export const classServerMessages = [
  /** Everyone online now: to the teacher's socket when it connects. */
  z.object({ type: z.literal("classLive"), classId: Id, students: z.array(LiveStudentSchema).max(CLASS_LIVE_MAX_ROWS), serverTime: Epoch }),
  /** What changed since the last frame (coalesced): changed rows, and the students who went away. */
  z.object({
    type: z.literal("classTick"),
    classId: Id,
    students: z.array(LiveStudentSchema).max(CLASS_LIVE_MAX_ROWS),
    gone: z.array(Id).max(CLASS_LIVE_MAX_ROWS),
    serverTime: Epoch,
  }),
  /** A student's lesson or test result has reached D1: the teacher's progress table may reload now. */
  z.object({ type: z.literal("classResultSaved"), classId: Id, userId: Id }),
] as const;
