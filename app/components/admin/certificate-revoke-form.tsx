// One certificate's Revoke button: it asks first in a real dialog (Esc or Cancel backs out), as the
// learner ban does. The form has its own zod schema (app/core/admin/admin-certificates.ts), checked here by
// conform and again by the action.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { CertificateRevokeSchema } from "~/core/admin/admin-certificates";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { ClientButton } from "~/components/ui/client-button";

export function CertificateRevokeForm({ id, name, lastResult }: { id: number; name: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const [form] = useForm({ id: `revoke-${id}`, lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: CertificateRevokeSchema }) });
  const pending = navigation.state === "submitting" && navigation.formData?.get("id") === String(id);
  // The dialog closes once the revoke has been sent.
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(false);
  }, [navigation.state]);
  return (
    <Form method="post" className="admin-row-actions" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={id} />
      {form.errors?.length ? (
        <p id={form.errorId} className="field__error" role="alert">
          {t(form.errors[0] as MessageKey)}
        </p>
      ) : null}
      <ClientButton className="button button--danger" onClick={() => setConfirming(true)} disabled={pending} data-testid="revoke">
        {t("admin.certificates.revoke")}
      </ClientButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("admin.certificates.revokeConfirmTitle")} testId="revoke-dialog">
        <p>{t("admin.certificates.revokeConfirm", { name, id })}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t("admin.cancel")}
          </button>
          <button type="submit" form={form.id} className="button button--danger" disabled={pending} data-testid="revoke-confirm">
            {t("admin.certificates.revoke")}
          </button>
        </div>
      </Dialog>
    </Form>
  );
}
