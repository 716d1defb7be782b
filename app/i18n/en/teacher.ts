import type { teacherMn } from "../mn/teacher";

export const teacherEn: Record<keyof typeof teacherMn, string> = {
  "teacher.title": "Teacher",
  "teacher.nav.label": "Class menu",
  "teacher.classes": "My classes",
  "teacher.class.notFound": "No such class.",
  "teacher.class.tab.live": "Live",
  "teacher.class.tab.roster": "Students",
  "teacher.class.tab.assignments": "Assignments",
  "teacher.class.tab.gradebook": "Grades",
  "teacher.class.tab.settings": "Settings",
};
