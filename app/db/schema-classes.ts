// Class mode (issue 30): teachers, their classes, the roster, the consent behind it and assignments.
// A class's data is shown only inside the class (its teacher and its members); see ADR 036.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema-accounts";

/** A learner asks to become a teacher; an admin approves or refuses (with a reason). */
export const teacherRequests = sqliteTable(
  "teacher_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    town: text("town").notNull(),
    phone: text("phone").notNull(),
    status: text("status", { enum: ["pending", "approved", "refused"] })
      .notNull()
      .default("pending"),
    /** Why an admin refused; shown to the learner. */
    reason: text("reason"),
    createdAt: createdAt(),
    decidedAt: integer("decided_at"),
    decidedBy: integer("decided_by"),
  },
  (t) => [index("teacher_requests_status_idx").on(t.status, t.createdAt), index("teacher_requests_user_idx").on(t.userId)],
);

export const classes = sqliteTable(
  "classes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** School grade 1..12. */
    grade: integer("grade").notNull(),
    school: text("school").notNull(),
    curriculum: text("curriculum", { enum: ["mn", "en"] }).notNull(),
    /** 8 characters from app/core/classes/join-code.ts; rotating it invalidates the old link. */
    joinCode: text("join_code").notNull(),
    /** Lessons beyond the class's open assignments are locked for its members. */
    lockBeyondAssignments: integer("lock_beyond_assignments", { mode: "boolean" }).notNull().default(false),
    /** JSON of the grading scale (app/core/classes); null = the default scale. */
    gradingScale: text("grading_scale"),
    createdAt: createdAt(),
    archivedAt: integer("archived_at"),
  },
  (t) => [uniqueIndex("classes_join_code_unique").on(t.joinCode), index("classes_teacher_idx").on(t.teacherId)],
);

/** The teacher's confirmation that the school holds the parents' consent, once per roster import. */
export const classConsents = sqliteTable(
  "class_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id").notNull(),
    /** How many accounts this confirmation covered. */
    students: integer("students").notNull(),
    /** Which wording the teacher confirmed (the consent text is versioned, like the terms). */
    wording: text("wording").notNull(),
    confirmedAt: integer("confirmed_at").notNull(),
  },
  (t) => [index("class_consents_class_idx").on(t.classId)],
);

/** A class's members. A member who left keeps the row with leftAt set: the teacher sees nothing after it. */
export const classMembers = sqliteTable(
  "class_members",
  {
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "code": a learner with an account joined and agreed; "roster": the teacher made the account. */
    via: text("via", { enum: ["code", "roster"] }).notNull(),
    /** The school's own number for the student (optional, from the roster import). */
    studentNumber: text("student_number"),
    /** The roster import's consent row (via "roster"). */
    consentId: integer("consent_id"),
    joinedAt: integer("joined_at").notNull(),
    leftAt: integer("left_at"),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index("class_members_user_idx").on(t.userId)],
);

export const classAssignments = sqliteTable(
  "class_assignments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** lessons: a level range with a target; test: a 60-second test target; keys: weak-key practice. */
    kind: text("kind", { enum: ["lessons", "test", "keys"] }).notNull(),
    lessonFrom: integer("lesson_from"),
    lessonTo: integer("lesson_to"),
    targetStars: integer("target_stars"),
    targetWpm: integer("target_wpm"),
    targetAccuracy: integer("target_accuracy"),
    /** The keys to practise (kind "keys"), as typed characters. */
    keys: text("keys"),
    /** Epoch ms, end of the due day in Asia/Ulaanbaatar. */
    dueAt: integer("due_at").notNull(),
    createdAt: createdAt(),
    removedAt: integer("removed_at"),
  },
  (t) => [index("class_assignments_class_idx").on(t.classId, t.removedAt)],
);
