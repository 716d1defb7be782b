// What every action on a teacher's class does first: the teacher guard, the class (their own, else 404),
// then the posted form (415/400/413 as the admin forms answer, in the user's language).
import { createDb } from "~/db/client.server";
import { ownClass } from "~/models/classes/classes.server";
import { DEFAULT_BODY_LIMIT, readFormData, refusal, requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export async function teacherClassForm(request: Request, env: Env, classIdParam: string | undefined) {
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const cls = await ownClass(db, teacher, classIdParam, requestTranslator(request)("teacher.class.notFound"));
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw refusal(request, 415, "request.unsupportedType");
  const formData = await readFormData(request, DEFAULT_BODY_LIMIT);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  return { teacher, db, cls, formData };
}

/** A teacher's class for a loader: the guard and the class (their own, else 404). */
export async function teacherClass(request: Request, env: Env, classIdParam: string | undefined) {
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const cls = await ownClass(db, teacher, classIdParam, requestTranslator(request)("teacher.class.notFound"));
  return { teacher, db, cls };
}
