// The curriculum in the test database: the same content/lessons.json the seed script loads.
import { env } from "cloudflare:workers";
import curriculum from "../../../content/lessons.json";
import english from "../../../content/lessons-en.json";
import script from "../../../content/lessons-mong.json";
import type { Keystroke } from "~/core/lessons/lesson-engine";
import { createDb } from "~/db/client.server";
import { lessonGroups, lessons, userLessons } from "~/db/schema";

type LessonJson = (typeof curriculum.lessons)[number];
export const CURRICULUM = curriculum as {
  groups: typeof curriculum.groups;
  lessons: (LessonJson & { type: "start" | "intro" | "hold" | "boxed" | "review" })[];
};

type EnglishLessonJson = (typeof english.lessons)[number];
/** The English curriculum (content/lessons-en.json): ids 1001…, every row tagged curriculum "en". */
export const ENGLISH = english as {
  groups: ((typeof english.groups)[number] & { curriculum: "en" })[];
  lessons: (EnglishLessonJson & { curriculum: "en"; type: "start" | "intro" | "hold" | "boxed" | "review" })[];
};

/** The traditional-script curriculum (content/lessons-mong.json): ids 2001…, tagged curriculum "mn-Mong". */
export const SCRIPT = script as {
  groups: ((typeof script.groups)[number] & { curriculum: "mn-Mong" })[];
  lessons: ((typeof script.lessons)[number] & { curriculum: "mn-Mong"; type: "start" | "intro" | "hold" | "boxed" | "review" })[];
};

/** Idempotent: storage is shared by the tests of a file. Every curriculum, as the seed script loads them. */
export async function seedCurriculum() {
  const db = createDb(env.DB);
  for (const { groups, lessons: rows } of [CURRICULUM, ENGLISH, SCRIPT]) {
    await db.insert(lessonGroups).values(groups).onConflictDoNothing();
    // D1 binds at most 100 parameters per statement: 9 columns × 11 rows.
    for (let i = 0; i < rows.length; i += 11) {
      await db
        .insert(lessons)
        .values(rows.slice(i, i + 11))
        .onConflictDoNothing();
    }
  }
}

export function englishLessonAt(level: number) {
  const lesson = ENGLISH.lessons.find((l) => l.level === level);
  if (!lesson) throw new Error(`no English lesson at level ${level}`);
  return lesson;
}

export function lessonAt(level: number) {
  const lesson = CURRICULUM.lessons.find((l) => l.level === level);
  if (!lesson) throw new Error(`no lesson at level ${level}`);
  return lesson;
}

/** Marks lessons 1..level finished, as if the user had played them. */
export async function finishLessonsUpTo(userId: number, level: number, score = 150) {
  const db = createDb(env.DB);
  const values = CURRICULUM.lessons
    .filter((l) => l.level <= level)
    .map((l) => ({ userId, lessonId: l.id, bestScore: score, bestWpm: 30, bestAccuracy: 95, attempts: 1, updatedAt: Date.now() }));
  for (let i = 0; i < values.length; i += 12)
    await db
      .insert(userLessons)
      .values(values.slice(i, i + 12))
      .onConflictDoNothing();
}

/**
 * A keystroke log typing `text` one key every `gapMs`, with `wrongKeys` wrong presses before the
 * last character (a wrong key is one that never appears next: "§").
 */
export function typingLog(text: string, gapMs: number, wrongKeys = 0): Keystroke[] {
  const log: Keystroke[] = [];
  let t = 0;
  [...text].forEach((ch, i) => {
    if (i === text.length - 1) for (let w = 0; w < wrongKeys; w++) log.push(["§", (t += gapMs)] as const);
    log.push([ch, i === 0 ? t : (t += gapMs)] as const);
  });
  return log;
}
