// The admin console's strings, both languages: registered by the admin layout route (app/routes/admin.tsx),
// so learners' pages never fetch them (ADR 027), and by ./all.ts on the server and in tests.
import { adminEn } from "./en/admin";
import { adminCertificatesEn } from "./en/admin-certificates";
import { adminClassAssignmentsEn } from "./en/admin-class-assignments";
import { adminContentEn } from "./en/admin-content";
import { adminPrizeResultsEn } from "./en/admin-prize-results";
import { adminRosterEn } from "./en/admin-roster";
import { adminReviewsEn } from "./en/admin-reviews";
import { adminSchoolEn } from "./en/admin-school";
import { adminTeachersEn } from "./en/admin-teachers";
import { adminMn } from "./mn/admin";
import { adminCertificatesMn } from "./mn/admin-certificates";
import { adminClassAssignmentsMn } from "./mn/admin-class-assignments";
import { adminContentMn } from "./mn/admin-content";
import { adminPrizeResultsMn } from "./mn/admin-prize-results";
import { adminRosterMn } from "./mn/admin-roster";
import { adminReviewsMn } from "./mn/admin-reviews";
import { adminSchoolMn } from "./mn/admin-school";
import { adminTeachersMn } from "./mn/admin-teachers";

export const adminConsoleMn = {
  ...adminMn,
  ...adminContentMn,
  ...adminCertificatesMn,
  ...adminPrizeResultsMn,
  ...adminRosterMn,
  ...adminTeachersMn,
  ...adminClassAssignmentsMn,
  ...adminSchoolMn,
  ...adminReviewsMn,
} as const;

export type AdminKey = keyof typeof adminConsoleMn;

export const adminConsoleEn: Record<AdminKey, string> = {
  ...adminEn,
  ...adminContentEn,
  ...adminCertificatesEn,
  ...adminPrizeResultsEn,
  ...adminRosterEn,
  ...adminTeachersEn,
  ...adminClassAssignmentsEn,
  ...adminSchoolEn,
  ...adminReviewsEn,
};
