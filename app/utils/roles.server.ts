// Role guard for the admin console (issue 18, ADR 017). Every admin loader, action and call starts with
// requireRole: a guest goes to the login page (a JSON call gets 401), a signed-in user without the role
// gets 403 — the page shows the "no access" screen in the user's language.
import type { AuthUser } from "~/utils/auth.server";
import { requireApiUser, requireUser } from "~/utils/auth.server";
import { requestTranslator } from "~/utils/request.server";

export type Role = AuthUser["role"];

/** JSON calls answer 401/403 as JSON; pages redirect guests and render the 403 screen. */
function isJsonCall(request: Request): boolean {
  if (new URL(request.url).pathname.startsWith("/api/")) return true;
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

export async function requireRole(request: Request, env: Env, role: Role): Promise<AuthUser> {
  const json = isJsonCall(request);
  const user = json ? await requireApiUser(request, env) : await requireUser(request, env);
  if (user.role === role) return user;
  const message = requestTranslator(request)("forbidden.body");
  if (json) throw Response.json({ result: false, message }, { status: 403 });
  throw new Response(message, { status: 403, statusText: "Forbidden" });
}

/** The admin console's guard: `const admin = await requireAdmin(request, env);`. */
export function requireAdmin(request: Request, env: Env): Promise<AuthUser> {
  return requireRole(request, env, "admin");
}

/** The teacher's screens (issue 30): only an account an admin approved as a teacher. */
export function requireTeacher(request: Request, env: Env): Promise<AuthUser> {
  return requireRole(request, env, "teacher");
}
