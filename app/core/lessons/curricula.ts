// A curriculum is a parameter (issue 19): which lessons, in which language and keyboard layout, how
// many are free, how far a guest may go, which lesson asks a guest to log in, and whether finishing it
// opens the certificate. The Mongolian figures are the SPEC's; the English ones mirror their
// proportions (docs/decisions/023-curricula.md).
import type { LayoutId } from "../typing/layouts/types";

export const CURRICULUM_IDS = ["mn", "en"] as const;
export type CurriculumId = (typeof CURRICULUM_IDS)[number];

export interface Curriculum {
  id: CurriculumId;
  /** The language of the lesson texts (and of the advice of the start lessons). */
  language: "mn" | "en";
  /** The keyboard picture of the lesson screens; Mongolian takes the learner's number-row variant. */
  layout: LayoutId;
  totalGroups: number;
  totalLessons: number;
  /** Lessons with level 1..freeLessons are free; the rest need an active subscription. */
  freeLessons: number;
  /** A guest is treated as having reached this level. */
  guestLevel: number;
  /** The id of the lesson that always asks a guest to log in. */
  loginGateLessonId: number;
  /** Lesson ids are level + this offset, so the two curricula never share an id. */
  lessonIdOffset: number;
  /** Group ids are position + this offset. */
  groupIdOffset: number;
  /** Finishing this many lessons of this curriculum opens the certificate test; null: no certificate. */
  certificateLessons: number | null;
}

export const MN_CURRICULUM: Curriculum = {
  id: "mn",
  language: "mn",
  layout: "mn-windows",
  totalGroups: 12,
  totalLessons: 278,
  freeLessons: 51,
  guestLevel: 30,
  loginGateLessonId: 76,
  lessonIdOffset: 0,
  groupIdOffset: 0,
  certificateLessons: 266,
};

/** The same share of a curriculum of `total` lessons as `mnLevel` is of the Mongolian 278. */
export function mirrorLevel(mnLevel: number, total: number): number {
  return Math.round((mnLevel * total) / MN_CURRICULUM.totalLessons);
}

const EN_TOTAL = 200;

export const EN_CURRICULUM: Curriculum = {
  id: "en",
  language: "en",
  layout: "en-us",
  totalGroups: 12,
  totalLessons: EN_TOTAL,
  freeLessons: mirrorLevel(MN_CURRICULUM.freeLessons, EN_TOTAL),
  guestLevel: mirrorLevel(MN_CURRICULUM.guestLevel, EN_TOTAL),
  loginGateLessonId: 1000 + mirrorLevel(MN_CURRICULUM.loginGateLessonId, EN_TOTAL),
  lessonIdOffset: 1000,
  groupIdOffset: 100,
  certificateLessons: null,
};

export const CURRICULA: Record<CurriculumId, Curriculum> = { mn: MN_CURRICULUM, en: EN_CURRICULUM };

export const DEFAULT_CURRICULUM: CurriculumId = "mn";

/** The cookie that remembers the curriculum last chosen on the lesson list. */
export const CURRICULUM_COOKIE = "curriculum";

export function isCurriculumId(value: unknown): value is CurriculumId {
  return typeof value === "string" && (CURRICULUM_IDS as readonly string[]).includes(value);
}

/** The curriculum a query value names; anything else is the Mongolian one. */
export function curriculumOf(value: unknown): Curriculum {
  return isCurriculumId(value) ? CURRICULA[value] : CURRICULA[DEFAULT_CURRICULUM];
}

/** The lesson id of a level in a curriculum. */
export function lessonIdOf(curriculum: Curriculum, level: number): number {
  return curriculum.lessonIdOffset + level;
}
