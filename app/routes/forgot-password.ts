import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { ForgotPasswordSchema } from "~/core/account-forms";
import { createDb } from "~/db/client.server";
import { requestPasswordReset } from "~/models/email-tokens.server";
import { createMailer } from "~/services/mailer.server";
import { firstIssueMessage, postOnly, readBody, requestLanguage } from "~/utils/request.server";

// The same answer whether or not the address has an account, so it cannot be used to find users.
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = ForgotPasswordSchema.safeParse(await readBody(request));
  if (!parsed.success) return data({ ok: false as const, message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  const env = context.cloudflare.env;
  const db = createDb(env.DB);
  await requestPasswordReset(db, createMailer(env, db), parsed.data.email, new URL(request.url).origin, requestLanguage(request));
  return { ok: true as const };
}

export const loader = postOnly;
