// The profile's class-mode parts (issue 30): the teacher request's state and the learner's classes.
import type { Db } from "~/db/client.server";
import { myClasses } from "~/models/classes/class-joining.server";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { teacherRequestState } from "~/models/classes/teacher-requests.server";

export async function classModeProfile(db: Db, user: Pick<AuthUser, "id" | "role">) {
  const [request, classes] = await Promise.all([teacherRequestState(db, user), myClasses(db, user)]);
  return { request, classes };
}

export type ClassModeProfile = Awaited<ReturnType<typeof classModeProfile>>;
