import type { adminClassAssignmentsMn } from "../mn/admin-class-assignments";

export const adminClassAssignmentsEn: Record<keyof typeof adminClassAssignmentsMn, string> = {
  "admin.action.class.assignment.create": "Gave an assignment",
  "admin.action.class.assignment.remove": "Removed an assignment",
  "admin.action.class.lock": "Changed the lesson lock",
  "admin.action.class.grading": "Changed the grading scale",
  "admin.target.class": "Class",
};
