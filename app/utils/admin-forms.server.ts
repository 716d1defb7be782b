// What every admin action does first: the admin guard, then the posted form. A post that is not a
// form is a 415/400, one over the limit a 413, in the user's language (readBody's answers), never a 500.
import { DEFAULT_BODY_LIMIT, readFormData, refusal, type BodyOptions } from "~/utils/request.server";
import { requireAdmin } from "~/utils/roles.server";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export async function adminForm(request: Request, env: Env, { maxBytes = DEFAULT_BODY_LIMIT }: BodyOptions = {}) {
  const admin = await requireAdmin(request, env);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw refusal(request, 415, "request.unsupportedType");
  const formData = await readFormData(request, maxBytes);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  return { admin, formData };
}

/** A whole positive number from a route parameter or form field, or null. */
export function idOf(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
