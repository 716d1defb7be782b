// The teacher's three assignment forms (issue 30 §3): lessons with a target, a 60-second test, weak-key
// practice. Each validates with its own schema in the browser and again in the action (conform).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FieldError } from "~/components/admin/field-error";
import { DEFAULT_KEYS_ACCURACY, MAX_STARS_TARGET, assignmentSchemaFor, type AssignmentFormContext, type AssignmentKind } from "~/core/classes/assignments";
import { useTranslation } from "~/hooks/use-translation";

export interface AssignmentFormsProps {
  ctx: AssignmentFormContext;
  /** The default due date, YYYY-MM-DD (a week from today in Ulaanbaatar). */
  defaultDue: string;
  /** Keys from ?keys= (the class heatmap's link). */
  prefilledKeys: string;
  lastResult: { kind: AssignmentKind; result: SubmissionResult<string[]> } | null;
}

function useAssignmentForm(kind: AssignmentKind, props: AssignmentFormsProps, defaultValue: Record<string, string>) {
  return useForm({
    id: `assign-${kind}`,
    lastResult: props.lastResult?.kind === kind ? props.lastResult.result : undefined,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: assignmentSchemaFor(kind, props.ctx) }),
  });
}

function Field({ label, children, error }: { label: ReactNode; children: ReactNode; error: ReactNode }) {
  return (
    <div className="admin-field">
      {label}
      {children}
      {error}
    </div>
  );
}

function Submit({ kind }: { kind: AssignmentKind }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="admin-form__actions">
      <button type="submit" className="button" name="intent" value={kind} disabled={busy} data-testid={`assign-${kind}-submit`}>
        {t("teacher.assignments.create")}
      </button>
    </div>
  );
}

export function LessonsAssignmentForm(props: AssignmentFormsProps) {
  const { t } = useTranslation();
  const [form, fields] = useAssignmentForm("lessons", props, {
    from: "1",
    to: "3",
    target: "stars",
    stars: "2",
    wpm: "20",
    accuracy: "90",
    due: props.defaultDue,
  });
  const speed = fields.target.value === "speed";
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)} data-testid="assign-lessons">
      <input type="hidden" name="kind" value="lessons" />
      <p className="muted admin-field--wide">{t("teacher.assignments.lessonsOf", { total: props.ctx.totalLessons })}</p>
      <Field label={<label htmlFor={fields.from.id}>{t("teacher.assignments.field.from")}</label>} error={<FieldError field={fields.from} />}>
        <input {...getInputProps(fields.from, { type: "number" })} inputMode="numeric" min={1} max={props.ctx.totalLessons} />
      </Field>
      <Field label={<label htmlFor={fields.to.id}>{t("teacher.assignments.field.to")}</label>} error={<FieldError field={fields.to} />}>
        <input {...getInputProps(fields.to, { type: "number" })} inputMode="numeric" min={1} max={props.ctx.totalLessons} />
      </Field>
      <fieldset className="assignment-target">
        <legend>{t("teacher.assignments.field.target")}</legend>
        <label>
          <input {...getInputProps(fields.target, { type: "radio", value: "stars" })} key="stars" /> {t("teacher.assignments.field.targetStars")}
        </label>{" "}
        <label>
          <input {...getInputProps(fields.target, { type: "radio", value: "speed" })} key="speed" /> {t("teacher.assignments.field.targetSpeed")}
        </label>
        <FieldError field={fields.target} />
      </fieldset>
      {speed ? (
        <>
          <Field label={<label htmlFor={fields.wpm.id}>{t("teacher.assignments.field.wpm")}</label>} error={<FieldError field={fields.wpm} />}>
            <input {...getInputProps(fields.wpm, { type: "number" })} inputMode="numeric" />
          </Field>
          <Field label={<label htmlFor={fields.accuracy.id}>{t("teacher.assignments.field.accuracy")}</label>} error={<FieldError field={fields.accuracy} />}>
            <input {...getInputProps(fields.accuracy, { type: "number" })} inputMode="numeric" />
          </Field>
        </>
      ) : (
        <Field label={<label htmlFor={fields.stars.id}>{t("teacher.assignments.field.stars")}</label>} error={<FieldError field={fields.stars} />}>
          <input {...getInputProps(fields.stars, { type: "number" })} inputMode="numeric" min={1} max={MAX_STARS_TARGET} />
        </Field>
      )}
      <Field label={<label htmlFor={fields.due.id}>{t("teacher.assignments.field.due")}</label>} error={<FieldError field={fields.due} />}>
        <input {...getInputProps(fields.due, { type: "date" })} />
      </Field>
      <Submit kind="lessons" />
    </Form>
  );
}

export function TestAssignmentForm(props: AssignmentFormsProps) {
  const { t } = useTranslation();
  const [form, fields] = useAssignmentForm("test", props, { wpm: "25", accuracy: "95", due: props.defaultDue });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)} data-testid="assign-test">
      <input type="hidden" name="kind" value="test" />
      <Field label={<label htmlFor={fields.wpm.id}>{t("teacher.assignments.field.wpm")}</label>} error={<FieldError field={fields.wpm} />}>
        <input {...getInputProps(fields.wpm, { type: "number" })} inputMode="numeric" />
      </Field>
      <Field label={<label htmlFor={fields.accuracy.id}>{t("teacher.assignments.field.accuracy")}</label>} error={<FieldError field={fields.accuracy} />}>
        <input {...getInputProps(fields.accuracy, { type: "number" })} inputMode="numeric" />
      </Field>
      <Field label={<label htmlFor={fields.due.id}>{t("teacher.assignments.field.due")}</label>} error={<FieldError field={fields.due} />}>
        <input {...getInputProps(fields.due, { type: "date" })} />
      </Field>
      <Submit kind="test" />
    </Form>
  );
}

export function KeysAssignmentForm(props: AssignmentFormsProps) {
  const { t } = useTranslation();
  const [form, fields] = useAssignmentForm("keys", props, { keys: props.prefilledKeys, accuracy: String(DEFAULT_KEYS_ACCURACY), due: props.defaultDue });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)} data-testid="assign-keys">
      <input type="hidden" name="kind" value="keys" />
      <div className="admin-field admin-field--wide">
        <label htmlFor={fields.keys.id}>{t("teacher.assignments.field.keys")}</label>
        <input {...getInputProps(fields.keys, { type: "text" })} lang={props.ctx.layout} autoComplete="off" aria-describedby={`${fields.keys.id}-hint`} />
        <p id={`${fields.keys.id}-hint`} className="muted">
          {t("teacher.assignments.field.keysHint")}
        </p>
        <FieldError field={fields.keys} />
      </div>
      <Field label={<label htmlFor={fields.accuracy.id}>{t("teacher.assignments.field.keysAccuracy")}</label>} error={<FieldError field={fields.accuracy} />}>
        <input {...getInputProps(fields.accuracy, { type: "number" })} inputMode="numeric" />
      </Field>
      <Field label={<label htmlFor={fields.due.id}>{t("teacher.assignments.field.due")}</label>} error={<FieldError field={fields.due} />}>
        <input {...getInputProps(fields.due, { type: "date" })} />
      </Field>
      <Submit kind="keys" />
    </Form>
  );
}
