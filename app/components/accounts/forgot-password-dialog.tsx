import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { fieldErrors, ForgotPasswordSchema } from "~/core/account-forms";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import type { action as forgotAction } from "~/routes/forgot-password";

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof forgotAction>();
  const [error, setError] = useState<string>();
  const sent = fetcher.data?.ok === true;
  return (
    <Dialog open={open} onClose={onClose} title={t("accounts.forgotTitle")} testId="forgot-dialog">
      {sent ? (
        <div>
          <p className="notice" role="status">
            {t("accounts.forgotSent")}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t("accounts.close")}
            </button>
          </div>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action="/forgot-password"
          className="form"
          noValidate
          onSubmit={(event) => {
            const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
            setError(parsed.success ? undefined : fieldErrors(parsed.error).email);
            if (!parsed.success) event.preventDefault();
          }}
        >
          <p className="field__hint">{t("accounts.forgotLead")}</p>
          {fetcher.data && !fetcher.data.ok ? (
            <p className="form-error" role="alert">
              {fetcher.data.message}
            </p>
          ) : null}
          <Field label={t("accounts.email")} name="email" type="email" autoComplete="email" error={error && t(error as MessageKey)} />
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {t("accounts.forgotButton")}
          </button>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
