// The audit log's names for a teacher's roster actions (issue 30, ADR 038).
export const adminRosterMn = {
  "admin.action.class.roster.import": "Ангид сурагчдын бүртгэл үүсгэсэн",
  "admin.action.class.student.reset": "Сурагчийн нууц үгийг шинэчилсэн",
  "admin.action.class.student.remove": "Сурагчийг ангиас хассан",
  "admin.action.class.student.erase": "Сурагчийг хасаж, мэдээллийг устгасан",
  "admin.target.class": "Анги",
} as const;
