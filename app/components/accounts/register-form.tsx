import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { passwordStrength, RegisterSchema } from "~/core/accounts/account-forms";
import { Field } from "~/components/ui/field";
import { Toast } from "~/components/ui/toast";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import type { AccountFormAnswer } from "~/core/accounts/form-answers";
import { FacebookButton } from "./facebook-button";

export function RegisterForm({ facebookEnabled }: { facebookEnabled: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountFormAnswer>();
  const { formProps, error: err } = useSchemaForm(RegisterSchema);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [toastSeen, setToastSeen] = useState<unknown>(null);
  const strength = passwordStrength(password);
  const result = fetcher.data;

  return (
    <>
      {result && toastSeen !== result ? (
        // SPEC §8: the server's message, orange on failure and blue on success, for 3 seconds.
        <Toast tone={result.ok ? "info" : "warning"} message={result.message} onDone={() => setToastSeen(result)} />
      ) : null}
      {result?.ok ? (
        <div className="form">
          <p className="notice" role="status" data-testid="register-success">
            {result.message}
          </p>
          <Link to="/login" className="button">
            {t("accounts.loginButton")}
          </Link>
        </div>
      ) : (
        <fetcher.Form method="post" action="/register" className="form" {...formProps}>
          <Field label={t("accounts.name")} name="name" autoComplete="name" error={err("name")} />
          <Field label={t("accounts.email")} name="email" type="email" autoComplete="email" error={err("email")} />
          <Field
            label={t("accounts.password")}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={err("password")}
            hint={
              <div>
                <div className="strength" data-level={strength} data-testid="strength-bar" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                  <span />
                </div>
                <span>
                  {t("accounts.strength")}: {t(`accounts.strength.${strength}`)}
                </span>
              </div>
            }
          />
          <div className={repeat && repeat === password ? "field--match" : undefined}>
            <Field
              label={t("accounts.repeat")}
              name="repeat"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={repeat && repeat !== password ? t("accounts.repeatDiffers") : err("repeat")}
              hint={repeat && repeat === password ? <p className="match match--yes">{t("accounts.repeatMatches")}</p> : undefined}
            />
          </div>
          <div className="field">
            <label className="checkbox">
              <input type="checkbox" name="agree" aria-invalid={err("agree") ? true : undefined} />
              <span>
                {t("accounts.agree")} (<Link to="/terms">{t("accounts.termsLink")}</Link>)
              </span>
            </label>
            {err("agree") ? <p className="field__error">{err("agree")}</p> : null}
          </div>
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {t("accounts.registerButton")}
          </button>
        </fetcher.Form>
      )}
      {facebookEnabled ? (
        <>
          <div className="divider">{t("accounts.or")}</div>
          <FacebookButton />
        </>
      ) : null}
      <p className="form-footer">
        <span>
          {t("accounts.haveAccount")} <Link to="/login">{t("accounts.loginTitle")}</Link>
        </span>
      </p>
    </>
  );
}
