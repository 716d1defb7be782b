// Recording a finished lesson. The server replays the keystroke log (app/core/lessons/lesson-engine.ts) and
// never reads a posted score; points are paid once per improvement (docs/decisions/003).
import { and, eq, exists, sql } from "drizzle-orm";
import { type Keystroke, recomputeLessonResult, type RecomputeProblem } from "~/core/lessons/lesson-engine";
import { CURRICULA } from "~/core/lessons/curricula";
import { lessonAccess } from "~/core/lessons/lessons";
import { pressesOfLessonLog } from "~/core/lessons/lesson-presses";
import { keyDeltas } from "~/core/typing/key-stats";
import { type FailReason, lessonPoints, lessonPointsSql } from "~/core/lessons/scoring";
import type { Db } from "~/db/client.server";
import { lessonAttempts, pointGrants, userLessons, users } from "~/db/schema";
import { keyStatsWrites } from "../typing/key-stats.server";
import { lessonById, viewerFor } from "./lessons.server";
import type { AuthUser } from "../accounts/sessions.server";

export interface LessonPost {
  lessonId: number;
  /** The client's id for this attempt: a retried post is recorded once. */
  attemptId: string;
  keystrokes: readonly Keystroke[];
}

export type RecordOutcome =
  | {
      status: "recorded";
      level: number;
      score: number;
      wpm: number;
      accuracy: number;
      stars: number;
      passed: boolean;
      failReason: FailReason | null;
      point: number;
    }
  | { status: "guest"; level: number }
  | { status: "not_found" }
  | { status: "locked" }
  | { status: "class_locked" }
  | { status: "payment_required" }
  | { status: "conflict" }
  | { status: "rejected"; problem: RecomputeProblem };

export async function recordLessonResult(db: Db, user: AuthUser | null, post: LessonPost, now = Date.now()): Promise<RecordOutcome> {
  const row = await lessonById(db, post.lessonId);
  if (!row) return { status: "not_found" };
  const { lesson, group } = row;
  // Guests may play the open lessons, but nothing is stored for them (SPEC §6: fixed guest result).
  if (!user) return { status: "guest", level: lesson.level };

  const curriculum = CURRICULA[lesson.curriculum];
  const access = lessonAccess(lesson, await viewerFor(db, user, curriculum, now), curriculum);
  if (access === "payment") return { status: "payment_required" };
  if (access === "class") return { status: "class_locked" };
  if (access !== "open") return { status: "locked" };

  const existing = await db.select().from(lessonAttempts).where(eq(lessonAttempts.id, post.attemptId)).get();
  if (existing && (existing.userId !== user.id || existing.lessonId !== lesson.id)) return { status: "conflict" };

  const result = recomputeLessonResult(lesson.text, post.keystrokes, lesson.type, group.targetWpm);
  if (!result.ok) return { status: "rejected", problem: result.problem };

  const u = user.id;
  const l = lesson.id;
  const a = post.attemptId;
  const s = result.score;
  const attemptIsNew = sql`not exists (select 1 from lesson_attempts where id = ${a})`;
  // What this attempt is worth, and what the learner's best pass is worth (a row exists only for a
  // pass): lessonPoints in SQL, so the comparison happens inside the transaction (ADR 003).
  const worth = lessonPoints(result.score, result.passed);
  const best = sql<number>`coalesce((select ${sql.raw(lessonPointsSql("best_score"))} from user_lessons where user_id = ${u} and lesson_id = ${l}), 0)`;
  // The curriculum says which keyboard the lesson is typed on; the traditional script's keys have their
  // own rows (issue 32), never the Cyrillic ones.
  const layout = curriculum.contentLanguage === "mn-Mong" ? "mn-Mong" : curriculum.language;
  const keyWrites = keyStatsWrites(db, u, layout, `lesson:${a}`, keyDeltas(layout, pressesOfLessonLog(lesson.text, post.keystrokes)), now);
  const grantOfAttempt = and(eq(pointGrants.userId, u), eq(pointGrants.source, "lesson"), eq(pointGrants.sourceId, a));
  // One transaction. Every write is guarded by "this attempt is new", so a retried post changes
  // nothing; the grant is the improvement over the best pass's worth as it stands inside the transaction.
  // (insert … select from the user's own row: drizzle cannot batch raw SQL on D1.)
  await db.batch([
    db
      .insert(pointGrants)
      .select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            userId: users.id,
            source: sql<"lesson">`'lesson'`.as("source"),
            sourceId: sql<string>`${a}`.as("source_id"),
            points: sql<number>`${worth} - ${best}`.as("points"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(users)
          .where(and(eq(users.id, u), sql`${worth} > ${best}`, attemptIsNew)),
      )
      .onConflictDoNothing(),
    // Per-key rows, once per attempt id (key-stats.server.ts).
    ...keyWrites,
    db
      .update(users)
      .set({ points: sql`${users.points} + (select ${pointGrants.points} from ${pointGrants} where ${grantOfAttempt})` })
      .where(
        and(
          eq(users.id, u),
          attemptIsNew,
          exists(
            db
              .select({ one: sql`1` })
              .from(pointGrants)
              .where(grantOfAttempt),
          ),
        ),
      ),
    db
      .insert(userLessons)
      .select(
        db
          .select({
            userId: users.id,
            lessonId: sql<number>`${l}`.as("lesson_id"),
            bestScore: sql<number>`${s}`.as("best_score"),
            bestWpm: sql<number>`${result.wpm}`.as("best_wpm"),
            bestAccuracy: sql<number>`${result.accuracy}`.as("best_accuracy"),
            attempts: sql<number>`1`.as("attempts"),
            updatedAt: sql<number>`${now}`.as("updated_at"),
          })
          .from(users)
          .where(and(eq(users.id, u), sql`${result.passed ? 1 : 0} = 1`, attemptIsNew)),
      )
      .onConflictDoUpdate({
        target: [userLessons.userId, userLessons.lessonId],
        set: {
          bestWpm: sql`case when excluded.best_score > ${userLessons.bestScore} then excluded.best_wpm else ${userLessons.bestWpm} end`,
          bestAccuracy: sql`case when excluded.best_score > ${userLessons.bestScore} then excluded.best_accuracy else ${userLessons.bestAccuracy} end`,
          bestScore: sql`max(${userLessons.bestScore}, excluded.best_score)`,
          attempts: sql`${userLessons.attempts} + 1`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
    db
      .insert(lessonAttempts)
      .values({
        id: a,
        userId: u,
        lessonId: l,
        wpm: result.wpm,
        accuracy: result.accuracy,
        score: s,
        durationMs: typingTimeMs(post.keystrokes),
        createdAt: now,
      })
      .onConflictDoNothing(),
  ]);
  const grant = await db.select({ points: pointGrants.points }).from(pointGrants).where(grantOfAttempt).get();
  return {
    status: "recorded",
    level: lesson.level,
    score: s,
    wpm: result.wpm,
    accuracy: result.accuracy,
    stars: result.stars,
    passed: result.passed,
    failReason: result.failReason,
    point: grant?.points ?? 0,
  };
}

/** Time from the first to the last key (a class's "minutes this week"); null for a lesson typed without keys. */
function typingTimeMs(keystrokes: readonly Keystroke[]): number | null {
  const first = keystrokes[0];
  const last = keystrokes[keystrokes.length - 1];
  return first && last ? Math.max(0, last[1] - first[1]) : null;
}
