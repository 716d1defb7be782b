import type { AccountFormAnswer } from "~/core/accounts/form-answers";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { LoginForm } from "~/components/accounts/login-form";
import { LoginSchema } from "~/core/accounts/account-forms";
import { looksLikeUsername } from "~/core/classes/usernames";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { logIn } from "~/models/accounts/login.server";
import { httpFailure } from "~/utils/api.server";
import { getOptionalUser, sessionCookie } from "~/utils/auth.server";
import { facebookConfigured } from "~/services/facebook.server";
import { keepRetryAfter, safeRedirect, safeRedirectPath } from "~/utils/http";
import { pageTitle } from "~/utils/meta";
import { firstIssueMessage, readBody, requestTranslator } from "~/utils/request.server";
import styles from "~/styles/accounts.css?url";

// A 429 from the action keeps its Retry-After.
export const headers = keepRetryAfter;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "accounts.loginTitle");

const NOTICES: Record<string, { key: MessageKey; tone: "notice" | "form-error" }> = {
  sms: { key: "accounts.emailVerified", tone: "notice" },
  loggedOut: { key: "accounts.logoutSuccess", tone: "notice" },
  reset: { key: "accounts.resetDone", tone: "notice" },
  verifyFailed: { key: "accounts.verifyFailed", tone: "form-error" },
  socialMissing: { key: "accounts.socialMissingFields", tone: "form-error" },
  socialFailed: { key: "accounts.socialFailed", tone: "form-error" },
};

// After a successful login the form shows its notice for 1 s before leaving (SPEC §4); re-running
// this loader would redirect at once.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/login" ? false : defaultShouldRevalidate;

/** Where a login goes when it names no page of this site (SPEC §4). */
const AFTER_LOGIN = "/beginner";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), AFTER_LOGIN);
  if (await getOptionalUser(request, context.cloudflare.env)) throw safeRedirect(redirectTo, AFTER_LOGIN);
  const noticeName = [...url.searchParams.keys()].find((k) => k in NOTICES);
  const username = url.searchParams.get("username")?.trim().toLowerCase() ?? "";
  return {
    redirectTo,
    notice: noticeName ? NOTICES[noticeName] : null,
    facebookEnabled: facebookConfigured(context.cloudflare.env),
    username: looksLikeUsername(username) ? username : undefined,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readBody(request);
  const t = requestTranslator(request);
  const parsed = LoginSchema.safeParse(body);
  if (!parsed.success) return data<AccountFormAnswer>({ ok: false, message: firstIssueMessage(request, parsed.error) }, { status: 400 });
  const outcome = await logIn(context.cloudflare.env, request, parsed.data, "cookie");
  if (!outcome.ok) {
    const failure = httpFailure(request, outcome.error);
    return data<AccountFormAnswer>({ ok: false, message: failure.message }, { status: failure.status, headers: failure.headers });
  }
  const redirectTo = safeRedirectPath(body.redirectTo, AFTER_LOGIN);
  const cookie = { "Set-Cookie": sessionCookie(request, outcome.token, outcome.expiresAt - Date.now()) };
  // A form the browser posted itself (no JavaScript yet: a phone still hydrating, or none at all)
  // goes straight on; the hydrated form shows its notice for a second first (SPEC §4).
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") return safeRedirect(redirectTo, AFTER_LOGIN, { headers: cookie });
  return data<AccountFormAnswer>({ ok: true, message: t("accounts.loginSuccess"), redirectTo }, { headers: cookie });
}

export default function LoginPage() {
  const { redirectTo, notice, facebookEnabled, username } = useLoaderData<typeof loader>();
  // The answer to a form posted before hydration (the hydrated form answers through its fetcher).
  const posted = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="auth-page card">
      <h1>{t("accounts.loginTitle")}</h1>
      {notice ? (
        <p className={notice.tone} role={notice.tone === "notice" ? "status" : "alert"} data-testid="login-notice">
          {t(notice.key)}
        </p>
      ) : null}
      <LoginForm redirectTo={redirectTo} facebookEnabled={facebookEnabled} posted={posted} username={username} />
    </section>
  );
}
