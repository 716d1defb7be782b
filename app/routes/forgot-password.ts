import type { AccountFormAnswer } from "~/core/accounts/form-answers";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { ForgotPasswordSchema } from "~/core/accounts/account-forms";
import { askForPasswordReset } from "~/models/accounts/password-reset-request.server";
import { httpFailure } from "~/utils/api.server";
import { firstIssueMessage, postOnly, readBody, requestLanguage, requestTranslator } from "~/utils/request.server";
import { keepRetryAfter } from "~/utils/http";

// The same answer whether or not the address has an account, so it cannot be used to find users.

// A 429 from the action keeps its Retry-After.
export const headers = keepRetryAfter;
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = ForgotPasswordSchema.safeParse(await readBody(request));
  if (!parsed.success) return data<AccountFormAnswer>({ ok: false, message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  const asked = await askForPasswordReset(context.cloudflare.env, request, parsed.data.email, requestLanguage(request));
  if (!asked.ok) {
    const failure = httpFailure(request, asked.error);
    return data<AccountFormAnswer>({ ok: false, message: failure.message }, { status: failure.status, headers: failure.headers });
  }
  return data<AccountFormAnswer>({ ok: true, message: requestTranslator(request)("accounts.forgotSent") });
}

export const loader = postOnly;
