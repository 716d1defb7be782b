// Payloads of the lesson JSON calls (SPEC §7), shared by the lesson screens and the API routes.
import { z } from "zod";
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
