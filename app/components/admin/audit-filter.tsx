import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, AuditFilterSchema, type AuditFilter } from "~/core/admin/audit";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { FieldError } from "./field-error";
import { FilterActions } from "~/components/admin/list-controls";

/** The audit screen's filter: a GET form, checked in the browser and by the loader with one schema. */
export function AuditFilterForm({ filter, lastResult }: { filter: Partial<AuditFilter>; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "audit-filter",
    lastResult,
    defaultValue: { actor: filter.actor ?? "", action: filter.action ?? "", targetType: filter.targetType ?? "", targetId: filter.targetId ?? "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AuditFilterSchema }),
  });
  return (
    <Form method="get" className="admin-filter" {...getFormProps(form)}>
      <div className="admin-field">
        <label htmlFor={fields.actor.id}>{t("admin.audit.actor")}</label>
        <input {...getInputProps(fields.actor, { type: "search" })} placeholder={t("admin.audit.actorHint")} />
        <FieldError field={fields.actor} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.action.id}>{t("admin.audit.action")}</label>
        <select {...getSelectProps(fields.action)}>
          <option value="">{t("admin.any")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`admin.action.${action}` as MessageKey)}
            </option>
          ))}
        </select>
        <FieldError field={fields.action} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.targetType.id}>{t("admin.audit.targetType")}</label>
        <select {...getSelectProps(fields.targetType)}>
          <option value="">{t("admin.any")}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.target.${type}` as MessageKey)}
            </option>
          ))}
        </select>
        <FieldError field={fields.targetType} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.targetId.id}>{t("admin.audit.targetId")}</label>
        <input {...getInputProps(fields.targetId, { type: "search" })} inputMode="numeric" />
        <FieldError field={fields.targetId} />
      </div>
      <FilterActions />
    </Form>
  );
}
