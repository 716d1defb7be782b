// The class's limits (issue 30 §6). Shared by the roster import and by joining with a code.

/** At most this many current members in one class, however they came in. */
export const CLASS_MAX_STUDENTS = 60;

/** A roster name as long as an account's name may be (account-forms.ts: 60). */
export const ROSTER_NAME_MAX = 60;

/** The school's own student number, as the teacher typed it. */
export const STUDENT_NUMBER_MAX = 20;
