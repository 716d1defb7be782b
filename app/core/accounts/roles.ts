/** Who an account is: a learner, a teacher approved by an admin (issue 30), or an admin. */
export const ROLES = ["user", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];
