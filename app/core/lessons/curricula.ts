// A curriculum is a parameter (issue 19): which lessons, in which language and keyboard layout, how
// many are free, how far a guest may go, which lesson asks a guest to log in, and whether finishing it
// opens the certificate. The Mongolian figures are the SPEC's; the English ones mirror their
// proportions (docs/decisions/023-curricula.md).
import type { ContentLanguage, LayoutId } from "../typing/layouts/types";

export const CURRICULUM_IDS = ["mn", "en", "mn-Mong"] as const;
export type CurriculumId = (typeof CURRICULUM_IDS)[number];
/** A class follows one of these; the traditional script is not offered to classes yet (issue 32). */
export const CLASS_CURRICULUM_IDS = ["mn", "en"] as const;
export type ClassCurriculumId = (typeof CLASS_CURRICULUM_IDS)[number];

export interface Curriculum {
  id: CurriculumId;
  /** The language of the advice of the start lessons (and of the texts, except in mn-Mong). */
  language: "mn" | "en";
  /** The content language of the typed texts, a BCP 47 tag for `lang` (DESIGN "Four ids"). */
  contentLanguage: ContentLanguage;
  /** The keyboard the lessons are typed on (pictures, key stats, the built-in keyboard, the guard); Cyrillic takes the learner's number-row variant. */
  layout: LayoutId;
  /** Layouts the learner may pick instead of `layout` (the other number row; the older script layout). */
  layoutVariants: readonly LayoutId[];
  /** Shown as beta while no sign-off stands in curriculum_reviews (an admin records a script teacher's review, issue 32). */
  reviewRequired: boolean;
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
  contentLanguage: "mn",
  layout: "mn-windows",
  layoutVariants: ["mn-windows", "mn-linux"],
  reviewRequired: false,
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
  contentLanguage: "en",
  layout: "en-us",
  layoutVariants: ["en-us"],
  reviewRequired: false,
  totalGroups: 12,
  totalLessons: EN_TOTAL,
  freeLessons: mirrorLevel(MN_CURRICULUM.freeLessons, EN_TOTAL),
  guestLevel: mirrorLevel(MN_CURRICULUM.guestLevel, EN_TOTAL),
  loginGateLessonId: 1000 + mirrorLevel(MN_CURRICULUM.loginGateLessonId, EN_TOTAL),
  lessonIdOffset: 1000,
  groupIdOffset: 100,
  certificateLessons: null,
};

const MONG_TOTAL = 68;

/**
 * The traditional script (issue 32): 12 groups on the Standard layout (kbdmonst), the older Windows
 * layout as a variant; advice in Cyrillic Mongolian, texts in mn-Mong. Ids are level + 2000, group ids
 * position + 200. Its figures mirror the Mongolian shares; no certificate.
 */
export const MONG_CURRICULUM: Curriculum = {
  id: "mn-Mong",
  language: "mn",
  contentLanguage: "mn-Mong",
  layout: "mong-standard",
  layoutVariants: ["mong-standard", "mong-mongolian"],
  reviewRequired: true,
  totalGroups: 12,
  totalLessons: MONG_TOTAL,
  freeLessons: mirrorLevel(MN_CURRICULUM.freeLessons, MONG_TOTAL),
  guestLevel: mirrorLevel(MN_CURRICULUM.guestLevel, MONG_TOTAL),
  loginGateLessonId: 2000 + mirrorLevel(MN_CURRICULUM.loginGateLessonId, MONG_TOTAL),
  lessonIdOffset: 2000,
  groupIdOffset: 200,
  certificateLessons: null,
};

export const CURRICULA: Record<CurriculumId, Curriculum> = { mn: MN_CURRICULUM, en: EN_CURRICULUM, "mn-Mong": MONG_CURRICULUM };

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
