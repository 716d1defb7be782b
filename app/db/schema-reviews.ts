// A script teacher's sign-off on a curriculum (issue 32, ADR 043): the admin types who reviewed it and
// records it; a curriculum that asks for a review is "beta" until a sign-off stands, and again after one
// is withdrawn. Rows are never deleted: a withdrawal fills the withdrawn_* columns, so the history stays.
// The admin is kept by id and e-mail (as the audit log does), so deleting an account loses no history.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

export const curriculumReviews = sqliteTable(
  "curriculum_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** A CurriculumId (app/core/lessons/curricula.ts). */
    curriculum: text("curriculum", { enum: ["mn", "en", "mn-Mong"] }).notNull(),
    /** The reviewer as the admin typed them: a name, and their role or school. */
    reviewerName: text("reviewer_name").notNull(),
    reviewerRole: text("reviewer_role").notNull(),
    note: text("note"),
    signedById: integer("signed_by_id").notNull(),
    signedByEmail: text("signed_by_email").notNull(),
    /** Epoch milliseconds. */
    signedAt: integer("signed_at").notNull(),
    withdrawnAt: integer("withdrawn_at"),
    withdrawnById: integer("withdrawn_by_id"),
    withdrawnByEmail: text("withdrawn_by_email"),
    withdrawalNote: text("withdrawal_note"),
  },
  (t) => [
    // At most one standing sign-off per curriculum, even when two admins sign at once.
    uniqueIndex("curriculum_reviews_standing_idx")
      .on(t.curriculum)
      .where(sql`withdrawn_at IS NULL`),
    index("curriculum_reviews_curriculum_idx").on(t.curriculum, t.signedAt),
  ],
);
