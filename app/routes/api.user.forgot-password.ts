import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ForgotPasswordSchema } from "~/core/account-forms";
import { createDb } from "~/db/client.server";
import { requestPasswordReset } from "~/models/email-tokens.server";
import { createMailer } from "~/services/mailer.server";
import { firstIssueMessage, postOnly, readBody, requestLanguage, requestTranslator } from "~/utils/request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = ForgotPasswordSchema.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false, data: { message: firstIssueMessage(request, parsed.error) } }, { status: 400 });
  const env = context.cloudflare.env;
  const db = createDb(env.DB);
  await requestPasswordReset(db, createMailer(env, db), parsed.data.email, new URL(request.url).origin, requestLanguage(request));
  return Response.json({ result: true, data: { message: requestTranslator(request)("accounts.forgotSent") } });
}

export const loader = postOnly;
