// Payloads of the lesson JSON calls (SPEC §7), shared by the lesson screens and the API routes.
import { z } from "zod";
import { defineContract, RefusalSchema } from "../contracts/contract";
import { TYPING_LOG_BODY_LIMIT } from "../contracts/body-limits";
import { CURRICULUM_IDS, DEFAULT_CURRICULUM } from "./curricula";

/** Which curriculum a call is about; the seed's clients send none and mean the Mongolian one. */
export const CurriculumParamSchema = z.enum(CURRICULUM_IDS).default(DEFAULT_CURRICULUM);

export const GetLessonListSchema = z.object({ curriculum: CurriculumParamSchema });
export type GetLessonList = z.infer<typeof GetLessonListSchema>;

const LessonIdSchema = z.coerce.number().int().positive().max(100_000);

export const GetLessonSchema = z.object({ id: LessonIdSchema });
export type GetLesson = z.infer<typeof GetLessonSchema>;

/** One key: the character typed and milliseconds since the attempt's first key. */
export const KeystrokeSchema = z.tuple([z.string().min(1).max(2), z.number().int().nonnegative().max(3_600_000)]);

/**
 * A finished lesson. wpm, accuracy, score and level are accepted for the older clients that send
 * them (the advice lesson sends 30, 100, 200) but are never read: the server replays `keystrokes`.
 */
export const UpdateUserLessonSchema = z.object({
  lessonId: LessonIdSchema,
  attemptId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  keystrokes: z.array(KeystrokeSchema).max(2_000),
  wpm: z.unknown().optional(),
  accuracy: z.unknown().optional(),
  score: z.unknown().optional(),
  level: z.unknown().optional(),
});
export type UpdateUserLesson = z.infer<typeof UpdateUserLessonSchema>;

export const GetResultLessonsSchema = z.object({
  prev: z.coerce.number().int().positive().max(100_000),
  next: z.coerce.number().int().positive().max(100_000).optional(),
  /** prev is a level, so it needs the curriculum it belongs to. */
  curriculum: CurriculumParamSchema,
});
export type GetResultLessons = z.infer<typeof GetResultLessonsSchema>;

// ── the answers and the contracts (ADR 024) ──────────────────────────────────────────────────
const Count = z.number().int().nonnegative();
const Id = z.number().int().positive();
const LessonRefusal = RefusalSchema;

export const LessonDataSchema = z.object({
  id: Id,
  type: z.string(),
  lvl: Id,
  text: z.string(),
  lessonname: z.string(),
  /** The lesson's picture: its own for a hold lesson, its group's otherwise (SPEC §7). */
  url: z.string(),
  holdword: z.string().nullable(),
  groupId: Id,
  /** The curriculum the lesson belongs to. */
  curriculum: z.enum(CURRICULUM_IDS),
});

export const getLessonContract = defineContract({
  name: "lesson.get-lesson",
  path: "/api/lesson/get-lesson",
  access: "optional",
  request: GetLessonSchema,
  responses: {
    /** The lesson, or result "notLogged" when a guest must log in (SPEC §7). */
    200: z.union([
      z.object({ result: z.literal(true), data: LessonDataSchema, group: z.object({ id: Id, wpm: Count, groupName: z.string() }) }),
      z.object({ result: z.literal("notLogged") }),
    ]),
    400: LessonRefusal,
    402: LessonRefusal,
    403: LessonRefusal,
    404: LessonRefusal,
  },
});

export const getLessonListContract = defineContract({
  name: "lesson.get-lesson-list",
  path: "/api/lesson/get-lesson-list",
  access: "optional",
  request: GetLessonListSchema,
  responses: {
    200: z.object({
      result: z.literal(true),
      curriculum: z.enum(CURRICULUM_IDS),
      /** url: the lesson's picture (its own for a hold lesson, its group's otherwise). */
      lesson: z.array(z.object({ id: Id, lvl: Id, groupId: Id, lessonname: z.string(), type: z.string(), access: z.string(), url: z.string() })),
      lessonGroup: z.array(z.object({ id: Id, groupName: z.string(), wpm: Count })),
      userlesson: z.array(z.object({ lessonId: Id, score: Count })),
      stars: z.record(z.string(), Count),
      progress: Count,
      totalStars: Count,
      totalPoints: Count,
      currentLevel: Count,
    }),
    400: LessonRefusal,
  },
});

export const updateUserLessonContract = defineContract({
  name: "lesson.update-user-lesson",
  path: "/api/lesson/update-user-lesson",
  maxBodyBytes: TYPING_LOG_BODY_LIMIT,
  access: "optional",
  request: UpdateUserLessonSchema,
  responses: {
    200: z.union([
      z.object({
        result: z.literal(true),
        level: Id,
        score: Count,
        wpm: Count,
        accuracy: z.number().min(0).max(100),
        stars: Count,
        passed: z.boolean(),
        failReason: z.enum(["slow", "errors"]).nullable(),
        point: Count,
      }),
      /** A guest's result is accepted and not stored. */
      z.object({ result: z.literal(true), guest: z.literal(true), point: z.literal(0), level: Id }),
    ]),
    400: LessonRefusal.extend({ problem: z.enum(["invalid_log", "incomplete", "implausible"]) }),
    402: LessonRefusal,
    403: LessonRefusal,
    404: LessonRefusal,
    409: LessonRefusal,
  },
});

const LessonRef = z.object({ id: Id, type: z.string() }).nullable();

export const getResultLessonsContract = defineContract({
  name: "lesson.get-result-lessons",
  path: "/api/lesson/get-result-lessons",
  access: "user",
  request: GetResultLessonsSchema,
  responses: {
    200: z.object({
      result: z.literal(true),
      prev: LessonRef,
      next: LessonRef,
      score: Count.nullable(),
      wpm: Count.nullable(),
      accuracy: z.number().min(0).max(100).nullable(),
      stars: Count,
      point: Count,
      count: z.object({ count: Count }),
    }),
    400: LessonRefusal,
    404: z.object({ result: z.literal(false) }),
  },
});

export const LESSON_CONTRACTS = [getLessonContract, getLessonListContract, updateUserLessonContract, getResultLessonsContract] as const;
