// The audit log's names for a teacher's assignment and grading changes (issue 30, ADR 039).
export const adminClassAssignmentsMn = {
  "admin.action.class.assignment.create": "Даалгавар өгсөн",
  "admin.action.class.assignment.remove": "Даалгавар цуцалсан",
  "admin.action.class.lock": "Хичээлийн түгжээ өөрчилсөн",
  "admin.action.class.grading": "Дүнгийн шкал өөрчилсөн",
  "admin.target.class": "Анги",
} as const;
