// The teacher's strings, both languages: registered by the teacher layout route (app/routes/teacher.tsx),
// so other learners' pages never fetch them (ADR 027), and by ./all.ts on the server and in tests.
// Strings a student sees (joining, assignments on /lesson) are learner strings in ./mn and ./en.
import { teacherEn } from "./en/teacher";
import { teacherSchoolEn } from "./en/teacher-school";
import { teacherClassesEn } from "./en/teacher-classes";
import { teacherLiveEn } from "./en/teacher-live";
import { teacherRosterEn } from "./en/teacher-roster";
import { teacherAssignmentsEn } from "./en/teacher-assignments";
import { teacherRaceEn } from "./en/teacher-race";
import { teacherMn } from "./mn/teacher";
import { teacherSchoolMn } from "./mn/teacher-school";
import { teacherClassesMn } from "./mn/teacher-classes";
import { teacherLiveMn } from "./mn/teacher-live";
import { teacherRosterMn } from "./mn/teacher-roster";
import { teacherAssignmentsMn } from "./mn/teacher-assignments";
import { teacherRaceMn } from "./mn/teacher-race";

export const teacherConsoleMn = {
  ...teacherMn,
  ...teacherClassesMn,
  ...teacherLiveMn,
  ...teacherRosterMn,
  ...teacherAssignmentsMn,
  ...teacherRaceMn,
  ...teacherSchoolMn,
} as const;

export type TeacherKey = keyof typeof teacherConsoleMn;

export const teacherConsoleEn: Record<TeacherKey, string> = {
  ...teacherEn,
  ...teacherClassesEn,
  ...teacherLiveEn,
  ...teacherRosterEn,
  ...teacherAssignmentsEn,
  ...teacherRaceEn,
  ...teacherSchoolEn,
};
