// The curricula screen's two forms (issue 32, ADR 043): record a script teacher's sign-off, or withdraw
// the standing one with a reason. Each runs its zod schema in the browser (conform) and in the action.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { ReviewSignSchema, ReviewWithdrawSchema } from "~/core/admin/curriculum-review";
import type { CurriculumId } from "~/core/lessons/curricula";
import { useTranslation } from "~/hooks/use-translation";
import { FieldError } from "./field-error";

interface Props {
  curriculum: CurriculumId;
  lastResult: SubmissionResult<string[]> | null;
}

export function ReviewSignForm({ curriculum, lastResult }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: `review-sign-${curriculum}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewSignSchema }),
  });
  return (
    <Form method="post" className="admin-form" data-testid="review-sign" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="sign" />
      <input type="hidden" name="curriculum" value={curriculum} />
      <FieldError field={fields.curriculum} />
      <div className="admin-field">
        <label htmlFor={fields.reviewerName.id}>{t("review.reviewerName")}</label>
        <input {...getInputProps(fields.reviewerName, { type: "text" })} autoComplete="off" />
        <FieldError field={fields.reviewerName} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.reviewerRole.id}>{t("review.reviewerRole")}</label>
        <input {...getInputProps(fields.reviewerRole, { type: "text" })} autoComplete="off" />
        <FieldError field={fields.reviewerRole} />
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor={fields.note.id}>{t("review.note")}</label>
        <textarea {...getTextareaProps(fields.note)} rows={3} aria-describedby={`${fields.note.id}-hint`} />
        <p className="field__hint" id={`${fields.note.id}-hint`}>
          {t("review.noteHint")}
        </p>
        <FieldError field={fields.note} />
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {t("review.sign")}
        </button>
      </div>
    </Form>
  );
}

export function ReviewWithdrawForm({ curriculum, lastResult }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: `review-withdraw-${curriculum}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewWithdrawSchema }),
  });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      className="admin-form"
      data-testid="review-withdraw"
      {...formProps}
      onSubmit={(e) => {
        // Ask first; conform's own submit handler (validation) runs only on yes.
        if (!window.confirm(t("review.confirmWithdraw"))) e.preventDefault();
        else formProps.onSubmit(e);
      }}
    >
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="curriculum" value={curriculum} />
      <div className="admin-field admin-field--wide">
        <label htmlFor={fields.withdrawalNote.id}>{t("review.withdrawalNote")}</label>
        <textarea {...getTextareaProps(fields.withdrawalNote)} rows={2} />
        <FieldError field={fields.withdrawalNote} />
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--ghost button--small" disabled={busy}>
          {t("review.withdraw")}
        </button>
      </div>
    </Form>
  );
}
