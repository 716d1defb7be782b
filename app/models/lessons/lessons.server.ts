// Reading the curriculum for a viewer: the lesson list with stars, locks and progress, one lesson for
// its screen, and the result screen's figures. Writes live in lesson-results.server.ts.
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { CURRICULA, MN_CURRICULUM, type Curriculum, type CurriculumId } from "~/core/lessons/curricula";
import { lessonAccess, neighbour, progressPercent, type LessonAccess, type LessonRef, type Viewer } from "~/core/lessons/lessons";
import { lessonPoints, type LessonType } from "~/core/lessons/scoring";
import { keptForOffline } from "~/core/offline/offline-unlock";
import { starsForScore } from "~/core/lessons/stars";
import { subscriptionState } from "~/core/billing/subscription";
import type { Db } from "~/db/client.server";
import { lessonAttempts, lessonGroups, lessons, pointGrants, userLessons } from "~/db/schema";
import { classCapFor } from "../classes/class-assignments.server";
import type { AuthUser } from "../accounts/sessions.server";

/**
 * The user's highest finished level in one curriculum (lessons are finished in order), whether
 * their plan is active, and how far their class lets them go. Each curriculum has its own level: English lessons do not open Mongolian ones.
 */
export async function viewerFor(db: Db, user: AuthUser | null, curriculum: Curriculum = MN_CURRICULUM, now = Date.now()): Promise<Viewer> {
  if (!user) return { userId: null, currentLevel: 0, subscribed: false };
  const [row, classCap] = await Promise.all([
    db
      .select({ level: sql<number>`coalesce(max(${lessons.level}), 0)` })
      .from(userLessons)
      .innerJoin(lessons, eq(lessons.id, userLessons.lessonId))
      .where(and(eq(userLessons.userId, user.id), gt(userLessons.bestScore, 0), eq(lessons.curriculum, curriculum.id)))
      .get(),
    // A class that locks lessons beyond its assignments (ADR 039).
    classCapFor(db, user.id, curriculum.id),
  ]);
  return { userId: user.id, currentLevel: row?.level ?? 0, subscribed: subscriptionState(user.endAt, now).active, classCap };
}

export interface LessonListItem extends LessonRef {
  groupId: number;
  name: string;
  bestScore: number;
  stars: number;
  access: LessonAccess;
}

export interface LessonListGroup {
  id: number;
  name: string;
  targetWpm: number;
  lessons: LessonListItem[];
}

export interface LessonList {
  curriculum: CurriculumId;
  groups: LessonListGroup[];
  progress: number;
  totalStars: number;
  totalPoints: number;
  finished: number;
  currentLevel: number;
  loggedIn: boolean;
}

export async function lessonList(db: Db, user: AuthUser | null, curriculum: Curriculum = MN_CURRICULUM, now = Date.now()): Promise<LessonList> {
  const viewer = await viewerFor(db, user, curriculum, now);
  const [groupRows, lessonRows, bestRows] = await Promise.all([
    db.select().from(lessonGroups).where(eq(lessonGroups.curriculum, curriculum.id)).orderBy(asc(lessonGroups.position)),
    db
      .select({ id: lessons.id, level: lessons.level, type: lessons.type, groupId: lessons.groupId, name: lessons.name })
      .from(lessons)
      .where(eq(lessons.curriculum, curriculum.id))
      .orderBy(asc(lessons.level)),
    user
      ? db.select({ lessonId: userLessons.lessonId, bestScore: userLessons.bestScore }).from(userLessons).where(eq(userLessons.userId, user.id))
      : Promise.resolve([]),
  ]);
  const best = new Map(bestRows.map((r) => [r.lessonId, r.bestScore]));
  const groups: LessonListGroup[] = groupRows.map((g) => ({ id: g.id, name: g.name, targetWpm: g.targetWpm, lessons: [] }));
  const byId = new Map(groups.map((g) => [g.id, g]));
  let totalStars = 0;
  let totalPoints = 0;
  let finished = 0;
  for (const row of lessonRows) {
    const bestScore = best.get(row.id) ?? 0;
    const stars = starsForScore(bestScore);
    totalStars += stars;
    // A row means a pass; its worth is what the lesson paid (ADR 003).
    if (best.has(row.id)) totalPoints += lessonPoints(bestScore, true);
    if (bestScore > 0) finished += 1;
    byId.get(row.groupId)?.lessons.push({ ...row, bestScore, stars, access: lessonAccess(row, viewer, curriculum) });
  }
  return {
    curriculum: curriculum.id,
    groups,
    progress: progressPercent(finished, lessonRows.length || curriculum.totalLessons),
    totalStars,
    totalPoints,
    finished,
    currentLevel: viewer.currentLevel,
    loggedIn: user !== null,
  };
}

export interface LessonForScreen {
  curriculum: CurriculumId;
  lesson: { id: number; level: number; type: LessonType; name: string; text: string; holdWord: string | null; image: string | null };
  group: { id: number; name: string; targetWpm: number };
  total: number;
  access: LessonAccess;
  /** Rendered for the service worker's warming visit although locked now (app/core/offline/offline-unlock.ts). */
  keptForOffline: boolean;
  /** The highest level this viewer has finished in the lesson's curriculum. */
  currentLevel: number;
}

export async function lessonById(db: Db, id: number) {
  return db
    .select({ lesson: lessons, group: lessonGroups })
    .from(lessons)
    .innerJoin(lessonGroups, eq(lessonGroups.id, lessons.groupId))
    .where(eq(lessons.id, id))
    .get();
}

/** One lesson and whether this viewer may open it (in the lesson's own curriculum); null when there is no such lesson. */
export async function lessonForScreen(db: Db, user: AuthUser | null, id: number, now = Date.now()): Promise<LessonForScreen | null> {
  const row = await lessonById(db, id);
  if (!row) return null;
  const { lesson, group } = row;
  const curriculum = CURRICULA[lesson.curriculum];
  const [viewer, count] = await Promise.all([
    viewerFor(db, user, curriculum, now),
    db
      .select({ n: sql<number>`count(*)` })
      .from(lessons)
      .where(eq(lessons.curriculum, curriculum.id))
      .get(),
  ]);
  return {
    curriculum: curriculum.id,
    lesson: { id: lesson.id, level: lesson.level, type: lesson.type, name: lesson.name, text: lesson.text, holdWord: lesson.holdWord, image: lesson.image },
    group: { id: group.id, name: group.name, targetWpm: group.targetWpm },
    total: count?.n ?? curriculum.totalLessons,
    access: lessonAccess(lesson, viewer, curriculum),
    keptForOffline: keptForOffline(lesson, viewer, curriculum),
    currentLevel: viewer.currentLevel,
  };
}

async function refsAround(db: Db, level: number, curriculum: Curriculum) {
  const rows = await db
    .select({ id: lessons.id, level: lessons.level, type: lessons.type })
    .from(lessons)
    .where(and(eq(lessons.curriculum, curriculum.id), sql`${lessons.level} between ${level} and ${level + 1}`))
    .all();
  return { current: rows.find((r) => r.level === level) ?? null, next: neighbour(rows, level, 1) };
}

export interface LessonResultView {
  curriculum: CurriculumId;
  level: number;
  /** The lesson just played (retry goes back to it) and the one after it (null after the last). */
  lesson: LessonRef | null;
  next: LessonRef | null;
  score: number;
  wpm: number;
  accuracy: number;
  stars: number;
  pointsGranted: number;
  finished: number;
  guest: boolean;
}

/**
 * The result screen: the user's latest attempt on the lesson at `level`, what it paid, and where to
 * go next. Guests get zeros here; the route shows them the fixed guest result.
 */
export async function lessonResult(db: Db, user: AuthUser | null, level: number, curriculum: Curriculum = MN_CURRICULUM): Promise<LessonResultView> {
  const { current, next } = await refsAround(db, level, curriculum);
  const base = { curriculum: curriculum.id, level, lesson: current, next };
  if (!user || !current) {
    return { ...base, score: 0, wpm: 0, accuracy: 0, stars: 0, pointsGranted: 0, finished: 0, guest: !user };
  }
  const [attempt, finishedRow] = await Promise.all([
    db
      .select()
      .from(lessonAttempts)
      .where(and(eq(lessonAttempts.userId, user.id), eq(lessonAttempts.lessonId, current.id)))
      .orderBy(desc(lessonAttempts.createdAt), desc(sql`rowid`))
      .limit(1)
      .get(),
    db
      .select({ n: sql<number>`count(*)` })
      .from(userLessons)
      .innerJoin(lessons, eq(lessons.id, userLessons.lessonId))
      .where(and(eq(userLessons.userId, user.id), gt(userLessons.bestScore, 0), eq(lessons.curriculum, curriculum.id)))
      .get(),
  ]);
  const grant = attempt
    ? await db
        .select({ points: pointGrants.points })
        .from(pointGrants)
        .where(and(eq(pointGrants.userId, user.id), eq(pointGrants.source, "lesson"), eq(pointGrants.sourceId, attempt.id)))
        .get()
    : undefined;
  return {
    ...base,
    score: attempt?.score ?? 0,
    wpm: attempt?.wpm ?? 0,
    accuracy: attempt?.accuracy ?? 0,
    stars: starsForScore(attempt?.score ?? 0),
    pointsGranted: grant?.points ?? 0,
    finished: finishedRow?.n ?? 0,
    guest: false,
  };
}
