// Development-only (ADR 028, ADR 040): a throw-away class for the live class load test
// (tests/load/class-load.mjs) and the progress table's D1 statement count. Only /dev/class-live imports it.
import { inArray } from "drizzle-orm";
import { createDb, type Db } from "~/db/client.server";
import { classes, classMembers, users } from "~/db/schema";
import { classProgress } from "~/models/classes/class-progress.server";

/** D1 with every statement counted (a batch counts each of its statements): how many queries a read costs. */
export function countingD1(d1: D1Database): { d1: D1Database; statements: () => number } {
  let statements = 0;
  const counted = new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => (statements++, target.prepare(query));
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { d1: counted, statements: () => statements };
}

/** The teacher role for `teacherId`, a class of theirs and the students in it (joined a day ago). */
export async function createDevClass(db: Db, teacherId: number, studentIds: readonly number[], now: number, name = "Load class"): Promise<number> {
  await db
    .update(users)
    .set({ role: "teacher" })
    .where(inArray(users.id, [teacherId]));
  const made = await db
    .insert(classes)
    .values({ teacherId, name, grade: 7, school: "1-р сургууль", curriculum: "mn", joinCode: crypto.randomUUID().slice(0, 8).toUpperCase() })
    .returning({ id: classes.id })
    .get();
  // 4 columns a row: 20 rows stay under D1's 100 parameters per statement.
  for (let i = 0; i < studentIds.length; i += 20) {
    await db
      .insert(classMembers)
      .values(studentIds.slice(i, i + 20).map((userId) => ({ classId: made.id, userId, via: "code" as const, joinedAt: now - 86_400_000 })));
  }
  return made.id;
}

/** The progress table of a class as the live tab reads it: its rows, D1 statements and time. */
export async function measureClassProgress(d1: D1Database, classId: number, now: number) {
  const counter = countingD1(d1);
  const started = performance.now();
  const rows = await classProgress(createDb(counter.d1), { id: classId, curriculum: "mn" }, now);
  return { rows: rows.length, statements: counter.statements(), ms: Math.round(performance.now() - started) };
}
