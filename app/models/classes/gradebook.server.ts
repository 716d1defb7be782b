// A class's gradebook (issue 30 §5, ADR 039): its current assignments, its members who have not left,
// their progress and grades — five D1 reads whatever the class's size — and the teacher's grading scale.
import { eq } from "drizzle-orm";
import { gradebookRows, type GradebookRow } from "~/core/classes/gradebook";
import { parseGradingScale, type GradeBand, type GradingScale } from "~/core/classes/grading";
import type { Db } from "~/db/client.server";
import { classes } from "~/db/schema";
import { recordAudit } from "../admin/audit.server";
import { activeMembers, currentAssignments, layoutOfCurriculum, resultsFor, testFiguresSinceJoining, type AssignmentRow } from "./class-results.server";
import type { ClassRow } from "./classes.server";
import type { AuthUser } from "../accounts/sessions.server";

export interface ClassGradebook {
  assignments: AssignmentRow[];
  rows: GradebookRow[];
  scale: readonly GradeBand[];
}

export async function classGradebook(db: Db, cls: ClassRow, now = Date.now()): Promise<ClassGradebook> {
  const [assignments, members, figures] = await Promise.all([
    currentAssignments(db, cls.id),
    activeMembers(db, cls.id),
    testFiguresSinceJoining(db, cls.id, cls.curriculum),
  ]);
  const results = await resultsFor(
    db,
    members.map((m) => m.userId),
    assignments,
    cls.curriculum,
  );
  const scale = parseGradingScale(cls.gradingScale);
  const students = members.map((m) => ({
    userId: m.userId,
    name: m.name,
    studentNumber: m.studentNumber,
    results: results.get(m.userId) ?? { lessons: [], tests: [], keys: [] },
    bestWpm: figures.get(m.userId)?.bestWpm ?? null,
    averageWpm: figures.get(m.userId)?.averageWpm ?? null,
    averageAccuracy: figures.get(m.userId)?.averageAccuracy ?? null,
  }));
  return { assignments, rows: gradebookRows(assignments, students, scale, layoutOfCurriculum(cls.curriculum), now), scale };
}

export async function saveGradingScale(db: Db, teacher: Pick<AuthUser, "id" | "email">, cls: ClassRow, scale: GradingScale, now = Date.now()): Promise<void> {
  const json = JSON.stringify(scale);
  await db.batch([
    db.update(classes).set({ gradingScale: json }).where(eq(classes.id, cls.id)),
    recordAudit(db, {
      actor: teacher,
      action: "class.grading",
      targetType: "class",
      targetId: cls.id,
      before: { scale: parseGradingScale(cls.gradingScale) },
      after: { scale },
      at: now,
    }),
  ]);
}
