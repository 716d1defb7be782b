// Lesson scoring exactly as SPEC §9 and §5 (lesson pass) write it. WPM and accuracy arrive already
// rounded down (metrics.ts lessonWpm / lessonAccuracy); the score is a whole number of points.

export const LESSON_TYPES = ["start", "intro", "hold", "boxed", "review"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** Speed below which a lesson earns no speed score: the group's target minus this. */
export const SPEED_MARGIN_WPM = 18;
/** Accuracy a lesson must beat (boxed lessons have their own, lower bar). */
export const PASS_ACCURACY = 80;
export const BOXED_PASS_ACCURACY = 70;
/** The intro lesson replaces the speed score with this base. */
export const INTRO_BASE_SCORE = 100;
/** What the advice (start) lesson sends when finished: wpm 30, accuracy 100, score 200. */
export const ADVICE_RESULT = { wpm: 30, accuracy: 100, score: 200 } as const;
/** The fixed result a guest sees on the result screen (SPEC §6). */
export const GUEST_RESULT = { score: 100, accuracy: 100, wpm: 30 } as const;

export type FailReason = "slow" | "errors";

export interface LessonFigures {
  type: LessonType;
  wpm: number;
  accuracy: number;
  targetWpm: number;
}

/** 100 × (wpm − (target − 18)) / 18, capped at 100 and never below 0. */
export function speedScore(wpm: number, targetWpm: number): number {
  const raw = (100 * (wpm - (targetWpm - SPEED_MARGIN_WPM))) / SPEED_MARGIN_WPM;
  return Math.min(100, Math.max(0, raw));
}

/** (accuracy − 80) × 100 / 20 above 80, else 0; boxed lessons: (accuracy − 70) × 100 / 30 above 70. */
export function accuracyScore(accuracy: number, type: LessonType): number {
  const bar = type === "boxed" ? BOXED_PASS_ACCURACY : PASS_ACCURACY;
  if (!(accuracy > bar)) return 0;
  return ((Math.min(accuracy, 100) - bar) * 100) / (100 - bar);
}

/**
 * Why a finished lesson does not pass, or null when it does. Errors are named first: a learner who
 * types both slowly and carelessly should slow down, not speed up. The intro lesson has no speed
 * bar (its base score stands in for the speed score); the advice lesson cannot fail.
 */
export function failReason({ type, wpm, accuracy, targetWpm }: LessonFigures): FailReason | null {
  if (type === "start") return null;
  const bar = type === "boxed" ? BOXED_PASS_ACCURACY : PASS_ACCURACY;
  if (!(accuracy > bar)) return "errors";
  if (type !== "intro" && !(wpm > targetWpm - SPEED_MARGIN_WPM)) return "slow";
  return null;
}

/** SPEC §1/§9: "each lesson gives 50–200 points depending on result". */
export const LESSON_POINTS_FLOOR = 50;
export const LESSON_POINTS_TOP = 200;

/**
 * The points a passed lesson is worth: its score (0–200) mapped onto 50–200, so even a narrow pass
 * pays 50 and a perfect one 200; a lesson that did not pass is worth nothing. Whole numbers, in the
 * integer arithmetic SQLite uses too (lesson-results.server.ts computes the best's worth the same way).
 */
export function lessonPoints(score: number, passed: boolean): number {
  if (!passed) return 0;
  const bounded = Math.min(LESSON_POINTS_TOP, Math.max(0, Math.floor(score)));
  return LESSON_POINTS_FLOOR + Math.floor((bounded * (LESSON_POINTS_TOP - LESSON_POINTS_FLOOR)) / LESSON_POINTS_TOP);
}

/**
 * The same rule as SQL over a stored pass's score column, for a comparison that must happen inside a
 * D1 transaction (ADR 003). Literal integers, so SQLite divides as `lessonPoints` does.
 */
export function lessonPointsSql(scoreColumn: string): string {
  const span = LESSON_POINTS_TOP - LESSON_POINTS_FLOOR;
  return `${LESSON_POINTS_FLOOR} + (min(${LESSON_POINTS_TOP}, max(0, ${scoreColumn})) * ${span}) / ${LESSON_POINTS_TOP}`;
}

/**
 * The lesson's score in whole points: speed score + accuracy score (intro: 100 + accuracy score;
 * advice: 200). A lesson that does not pass scores 0.
 */
export function lessonScore(figures: LessonFigures): number {
  if (figures.type === "start") return ADVICE_RESULT.score;
  if (failReason(figures) !== null) return 0;
  const accuracyPart = accuracyScore(figures.accuracy, figures.type);
  const speedPart = figures.type === "intro" ? INTRO_BASE_SCORE : speedScore(figures.wpm, figures.targetWpm);
  return Math.floor(speedPart + accuracyPart);
}
