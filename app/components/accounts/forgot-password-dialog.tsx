import { useFetcher } from "@remix-run/react";
import { ForgotPasswordSchema } from "~/core/accounts/account-forms";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import type { AccountFormAnswer } from "~/core/accounts/form-answers";

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AccountFormAnswer>();
  const { formProps, error } = useSchemaForm(ForgotPasswordSchema);
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
        <fetcher.Form method="post" action="/forgot-password" className="form" {...formProps}>
          <p className="field__hint">{t("accounts.forgotLead")}</p>
          <p className="field__hint">{t("accounts.forgotClassHint")}</p>
          {fetcher.data && !fetcher.data.ok ? (
            <p className="form-error" role="alert">
              {fetcher.data.message}
            </p>
          ) : null}
          <Field label={t("accounts.email")} name="email" type="email" autoComplete="email" error={error("email")} />
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {t("accounts.forgotButton")}
          </button>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
