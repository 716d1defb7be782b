import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useEffect } from "react";
import { useTranslation } from "~/hooks/use-translation";
import { completeFacebookLogin } from "~/models/accounts/facebook-callback.server";
import { sessionCookie } from "~/utils/auth.server";
import { clearOauthCookie } from "~/services/facebook.server";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/accounts.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "accounts.loginTitle");

const NEXT_PAGE = "/lesson";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await completeFacebookLogin(context.cloudflare.env, request);
  const headers = new Headers({ "Set-Cookie": clearOauthCookie() });
  if (outcome.kind !== "ok") {
    // Cancelled at the provider: back to the login page with the button ready again.
    const query = { cancelled: "", missing_fields: "?socialMissing=1", failed: "?socialFailed=1" }[outcome.kind];
    throw redirect(`/login${query}`, { headers });
  }
  headers.append("Set-Cookie", sessionCookie(request, outcome.token, outcome.expiresAt - Date.now()));
  return data({ next: NEXT_PAGE }, { headers });
}

export default function FacebookCallback() {
  const { t } = useTranslation();
  // SPEC §4: social login goes to /lesson after 1 second.
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(NEXT_PAGE), 1_000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="auth-page card">
      <p className="notice" role="status" data-testid="social-success">
        {t("accounts.loginSuccess")}
      </p>
    </section>
  );
}
