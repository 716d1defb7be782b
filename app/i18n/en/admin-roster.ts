import type { adminRosterMn } from "../mn/admin-roster";

export const adminRosterEn: Record<keyof typeof adminRosterMn, string> = {
  "admin.action.class.roster.import": "Made class accounts",
  "admin.action.class.student.reset": "Reset a student's password",
  "admin.action.class.student.remove": "Removed a student from a class",
  "admin.action.class.student.erase": "Removed and erased a student",
  "admin.target.class": "Class",
};
