// The curriculum in the test database: the same content/lessons.json the seed script loads.
import { env } from "cloudflare:workers";
import curriculum from "../../../content/lessons.json";
import type { Keystroke } from "~/core/lessons/lesson-engine";
import { createDb } from "~/db/client.server";
import { lessonGroups, lessons, userLessons } from "~/db/schema";

type LessonJson = (typeof curriculum.lessons)[number];
export const CURRICULUM = curriculum as { groups: typeof curriculum.groups; lessons: (LessonJson & { type: "start" | "intro" | "hold" | "boxed" | "review" })[] };

/** Idempotent: storage is shared by the tests of a file. */
export async function seedCurriculum() {
  const db = createDb(env.DB);
  await db.insert(lessonGroups).values(CURRICULUM.groups).onConflictDoNothing();
  const rows = CURRICULUM.lessons;
  // D1 binds at most 100 parameters per statement: 8 columns × 12 rows.
  for (let i = 0; i < rows.length; i += 12) {
    await db.insert(lessons).values(rows.slice(i, i + 12)).onConflictDoNothing();
  }
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
  for (let i = 0; i < values.length; i += 12) await db.insert(userLessons).values(values.slice(i, i + 12)).onConflictDoNothing();
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
