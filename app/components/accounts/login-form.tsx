import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LoginSchema } from "~/core/accounts/account-forms";
import { safeRedirectPath } from "~/core/shared/redirect-target";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import type { AccountFormAnswer } from "~/core/accounts/form-answers";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { FacebookButton } from "./facebook-button";
import { ClientButton } from "~/components/ui/client-button";

const REDIRECT_DELAY_MS = 1_000;

/**
 * The login form of /login and of the top menu's login modal. `posted` is /login's answer to a form
 * the browser sent before the page hydrated (a refusal: a success redirects at once).
 */
export function LoginForm({
  redirectTo,
  facebookEnabled,
  posted,
  username,
}: {
  redirectTo: string;
  facebookEnabled: boolean;
  posted?: AccountFormAnswer;
  /** A login card's QR code fills in the class account's login name (ADR 038). */
  username?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountFormAnswer>();
  const { formProps, error } = useSchemaForm(LoginSchema);
  const [forgotOpen, setForgotOpen] = useState(false);
  const result = fetcher.data ?? posted;
  const pending = fetcher.state !== "idle";
  const succeeded = result?.ok === true;

  // SPEC §4: success notice, then after 1 second the page reloads at the destination.
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => window.location.assign(safeRedirectPath(result.redirectTo, "/beginner")), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result]);

  return (
    <div className="form">
      <fetcher.Form method="post" action="/login" className="form" {...formProps}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {result && !result.ok ? (
          <p className="form-error" role="alert">
            {result.message}
          </p>
        ) : null}
        {succeeded ? (
          <p className="notice" role="status">
            {result.message}
          </p>
        ) : null}
        <Field label={t("accounts.loginId")} name="email" type="text" autoComplete="username" defaultValue={username} error={error("email")} />
        <Field label={t("accounts.password")} name="password" type="password" autoComplete="current-password" error={error("password")} />
        <button type="submit" className="button" disabled={pending || succeeded} aria-disabled={pending || succeeded}>
          {t("accounts.loginButton")}
        </button>
      </fetcher.Form>
      <div className="form-footer">
        <ClientButton className="link-button" onClick={() => setForgotOpen(true)}>
          {t("accounts.forgotLink")}
        </ClientButton>
        <span>
          {t("accounts.noAccount")} <Link to="/register">{t("accounts.registerTitle")}</Link>
        </span>
      </div>
      {facebookEnabled ? (
        <>
          <div className="divider">{t("accounts.or")}</div>
          <FacebookButton />
        </>
      ) : null}
      <p className="field__hint">
        <Link to="/terms">{t("accounts.termsLink")}</Link>
      </p>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
