// A teacher's classes (issue 30). Every teacher read goes through ownClass: a class that is not the
// asking teacher's is answered exactly like one that does not exist (404), so ids reveal nothing.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { classes } from "~/db/schema";
import type { AuthUser } from "~/models/accounts/sessions.server";

export type ClassRow = typeof classes.$inferSelect;

export function findOwnClass(db: Db, teacher: Pick<AuthUser, "id">, classId: number): Promise<ClassRow | undefined> {
  return db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacher.id), isNull(classes.archivedAt)))
    .get();
}

/** The class from a route's `:classId`, or a 404 thrown in the asker's language. */
export async function ownClass(db: Db, teacher: Pick<AuthUser, "id">, classIdParam: string | undefined, notFound: string): Promise<ClassRow> {
  const classId = Number(classIdParam);
  const found = Number.isSafeInteger(classId) && classId > 0 ? await findOwnClass(db, teacher, classId) : undefined;
  if (!found) throw new Response(notFound, { status: 404, statusText: "Not Found" });
  return found;
}
