// A script teacher's sign-off on a curriculum (issue 32, ADR 043): the standing record, the history,
// and the admin's sign and withdraw. Each change and its audit row are one D1 batch; the unique index on
// standing rows (schema-reviews.ts) keeps two admins signing at once from making two.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ReviewSign, ReviewWithdraw } from "~/core/admin/curriculum-review";
import type { CurriculumId } from "~/core/lessons/curricula";
import type { Db } from "~/db/client.server";
import { curriculumReviews } from "~/db/schema";
import { recordAudit, recordAuditIf } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

export type CurriculumReview = typeof curriculumReviews.$inferSelect;

/** The sign-off that stands for this curriculum, if any. */
export async function standingReview(db: Db, curriculum: CurriculumId): Promise<CurriculumReview | undefined> {
  return db
    .select()
    .from(curriculumReviews)
    .where(and(eq(curriculumReviews.curriculum, curriculum), isNull(curriculumReviews.withdrawnAt)))
    .get();
}

/** Every sign-off of these curricula, newest first (the standing one and the withdrawn ones). */
export async function reviewHistory(db: Db, curricula: readonly CurriculumId[]): Promise<CurriculumReview[]> {
  if (curricula.length === 0) return [];
  return db
    .select()
    .from(curriculumReviews)
    .where(inArray(curriculumReviews.curriculum, [...curricula]))
    .orderBy(desc(curriculumReviews.signedAt), desc(curriculumReviews.id))
    .limit(200);
}

export type ReviewChange = "signed" | "withdrawn" | "already-signed" | "not-signed";

const isUniqueClash = (error: unknown) => /UNIQUE constraint failed/i.test(String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error));

export async function signReview(db: Db, admin: AuthUser, form: ReviewSign, now = Date.now()): Promise<ReviewChange> {
  if (await standingReview(db, form.curriculum)) return "already-signed";
  const record = { reviewerName: form.reviewerName, reviewerRole: form.reviewerRole, note: form.note };
  try {
    await db.batch([
      db.insert(curriculumReviews).values({ curriculum: form.curriculum, ...record, signedById: admin.id, signedByEmail: admin.email, signedAt: now }),
      recordAudit(db, {
        actor: admin,
        action: "curriculum.review.sign",
        targetType: "curriculum",
        targetId: form.curriculum,
        after: { ...record, signedAt: now },
        at: now,
      }),
    ]);
  } catch (error) {
    // Another admin signed between the check and the batch: the batch (and its audit row) rolled back.
    if (isUniqueClash(error)) return "already-signed";
    throw error;
  }
  return "signed";
}

export async function withdrawReview(db: Db, admin: AuthUser, form: ReviewWithdraw, now = Date.now()): Promise<ReviewChange> {
  const standing = await standingReview(db, form.curriculum);
  if (!standing) return "not-signed";
  await db.batch([
    db
      .update(curriculumReviews)
      .set({ withdrawnAt: now, withdrawnById: admin.id, withdrawnByEmail: admin.email, withdrawalNote: form.withdrawalNote })
      .where(and(eq(curriculumReviews.id, standing.id), isNull(curriculumReviews.withdrawnAt))),
    recordAuditIf(
      db,
      {
        actor: admin,
        action: "curriculum.review.withdraw",
        targetType: "curriculum",
        targetId: form.curriculum,
        before: { reviewerName: standing.reviewerName, reviewerRole: standing.reviewerRole, signedAt: standing.signedAt },
        after: { withdrawnAt: now, withdrawalNote: form.withdrawalNote },
        at: now,
      },
      sql`changes() = 1`,
    ),
  ]);
  // A second admin's withdrawal that lost the race changed nothing and wrote no audit row.
  return (await db.select({ at: curriculumReviews.withdrawnAt }).from(curriculumReviews).where(eq(curriculumReviews.id, standing.id)).get())?.at === now
    ? "withdrawn"
    : "not-signed";
}
