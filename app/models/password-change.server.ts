import { createDb } from "~/db/client.server";
import { getSession, type AuthUser } from "~/utils/auth.server";
import { readSettings } from "~/utils/env.server";
import { closeSessionSockets } from "~/services/socket-sessions.server";
import { changePassword } from "./users.server";

/** Changes the password and revokes every session except the one making the change. */
export async function changePasswordFor(env: Env, request: Request, user: AuthUser, input: { oldPassword: string; password: string }) {
  const session = await getSession(request, env);
  const keep = session.state === "ok" ? session.sessionId : undefined;
  const result = await changePassword(createDb(env.DB), user, input, keep, readSettings(env).PASSWORD_PEPPER);
  if (result.ok) await closeSessionSockets(env, result.revoked);
  return result;
}
