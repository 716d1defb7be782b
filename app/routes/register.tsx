import type { AccountFormAnswer } from "~/core/accounts/form-answers";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RegisterForm } from "~/components/accounts/register-form";
import { RegisterSchema } from "~/core/accounts/account-forms";
import { useTranslation } from "~/hooks/use-translation";
import { registerAndSendVerification } from "~/models/accounts/registration.server";
import { httpFailure } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { facebookConfigured } from "~/services/facebook.server";
import { pageTitle } from "~/utils/meta";
import { firstIssueMessage, readBody, requestLanguage, requestTranslator } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";
import { keepRetryAfter } from "~/utils/http";

// A 429 from the action keeps its Retry-After.
export const headers = keepRetryAfter;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "accounts.registerTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getOptionalUser(request, context.cloudflare.env)) throw redirect("/beginner");
  return { facebookEnabled: facebookConfigured(context.cloudflare.env) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = RegisterSchema.safeParse(await readBody(request));
  if (!parsed.success) return data<AccountFormAnswer>({ ok: false, message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  const result = await registerAndSendVerification(context.cloudflare.env, request, parsed.data, requestLanguage(request));
  if (!result.ok) {
    const failure = httpFailure(request, result.error);
    return data<AccountFormAnswer>({ ok: false, message: failure.message }, { status: failure.status, headers: failure.headers });
  }
  return data<AccountFormAnswer>({ ok: true, message: requestTranslator(request)("accounts.registerSuccess") });
}

export default function RegisterPage() {
  const { facebookEnabled } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="auth-page card">
      <h1>{t("accounts.registerTitle")}</h1>
      <RegisterForm facebookEnabled={facebookEnabled} />
    </section>
  );
}
