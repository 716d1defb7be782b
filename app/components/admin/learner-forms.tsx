// The three forms of a learner's admin page; each has its own zod schema (app/core/admin/admin-learners.ts),
// checked here by conform and again by the action.
import type { Role } from "~/core/accounts/roles";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { BanSchema, PlanChangeSchema, RoleChangeSchema, PLAN_DAYS_MAX } from "~/core/admin/admin-learners";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { FieldError } from "./field-error";
import { ClientButton } from "~/components/ui/client-button";

type Result = SubmissionResult<string[]> | undefined;

function FormMessage({ errorId, errors, saved }: { errorId: string; errors?: string[]; saved: boolean }) {
  const { t } = useTranslation();
  if (errors?.length) {
    return (
      <p id={errorId} className="field__error" role="alert">
        {t(errors[0] as MessageKey)}
      </p>
    );
  }
  return saved ? (
    <p className="notice notice--success" role="status">
      {t("admin.saved")}
    </p>
  ) : null;
}

const busy = (state: ReturnType<typeof useNavigation>, intent: string) => state.state === "submitting" && state.formData?.get("intent") === intent;

export function PlanForm({ lastResult, saved }: { lastResult: Result; saved: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "learner-plan",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlanChangeSchema }),
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="plan" />
      <div className="admin-field">
        <label htmlFor={fields.days.id}>{t("admin.learners.days")}</label>
        <input {...getInputProps(fields.days, { type: "number" })} min={-PLAN_DAYS_MAX} max={PLAN_DAYS_MAX} step={1} inputMode="numeric" />
        <p className="muted">{t("admin.learners.daysHint")}</p>
        <FieldError field={fields.days} />
      </div>
      <FormMessage errorId={form.errorId} errors={form.errors} saved={saved} />
      <button type="submit" className="button" disabled={busy(navigation, "plan")}>
        {t("admin.learners.applyPlan")}
      </button>
    </Form>
  );
}

/**
 * Makes an admin, or takes the admin role back to the role the account has without it: a teacher
 * (an approved teacher request) stays a teacher with their classes, anyone else becomes a learner.
 */
export function RoleForm({ role, approvedTeacher, lastResult, saved }: { role: Role; approvedTeacher: boolean; lastResult: Result; saved: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form] = useForm({ id: "learner-role", lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: RoleChangeSchema }) });
  const next: Role = role === "admin" ? (approvedTeacher ? "teacher" : "user") : "admin";
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="role" value={next} />
      <FormMessage errorId={form.errorId} errors={form.errors} saved={saved} />
      <button type="submit" className="button button--ghost" disabled={busy(navigation, "role")} data-testid="role-toggle">
        {next === "admin" ? t("admin.learners.makeAdmin") : t("admin.learners.unmakeAdmin")}
      </button>
    </Form>
  );
}

/** A ban asks first in a real dialog (Esc or Cancel backs out); lifting a ban does not. */
export function BanForm({ name, active, lastResult, saved }: { name: string; active: boolean; lastResult: Result; saved: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const [form] = useForm({ id: "learner-ban", lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: BanSchema }) });
  const intent = active ? "ban" : "unban";
  // The dialog closes once the ban has been sent.
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(false);
  }, [navigation.state]);
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <p className="muted">{t("admin.learners.banHint")}</p>
      <FormMessage errorId={form.errorId} errors={form.errors} saved={saved} />
      {active ? (
        <>
          <ClientButton className="button button--danger" onClick={() => setConfirming(true)} data-testid="ban-toggle">
            {t("admin.learners.ban")}
          </ClientButton>
          <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("admin.learners.banConfirmTitle")} testId="ban-dialog">
            <p>{t("admin.learners.banConfirm", { name })}</p>
            <div className="dialog__actions">
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {t("admin.cancel")}
              </button>
              <button type="submit" form={form.id} className="button button--danger" disabled={busy(navigation, "ban")} data-testid="ban-confirm">
                {t("admin.learners.ban")}
              </button>
            </div>
          </Dialog>
        </>
      ) : (
        <button type="submit" className="button" disabled={busy(navigation, "unban")} data-testid="ban-toggle">
          {t("admin.learners.unban")}
        </button>
      )}
    </Form>
  );
}
