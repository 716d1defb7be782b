// The new-class form on /teacher (issue 30): name, grade 1–12, school (the approved request's school to
// start with) and curriculum. The schema (ClassCreateSchema) is checked here by conform and by the action.
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/admin/field-error";
import { ClassCreateSchema, GRADE_MAX, GRADE_MIN } from "~/core/classes/class-forms";
import { CLASS_CURRICULUM_IDS } from "~/core/lessons/curricula";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);

export function ClassCreateForm({ school, lastResult }: { school: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "class-create",
    lastResult,
    defaultValue: { school, curriculum: "mn" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClassCreateSchema }),
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)} data-testid="class-create">
      <div className="admin-field">
        <label htmlFor={fields.name.id}>{t("teacher.form.name")}</label>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={60} placeholder={t("teacher.form.namePlaceholder")} />
        <FieldError field={fields.name} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.grade.id}>{t("teacher.form.grade")}</label>
        <select {...getSelectProps(fields.grade)}>
          <option value="">—</option>
          {GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {grade}
            </option>
          ))}
        </select>
        <FieldError field={fields.grade} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.school.id}>{t("teacher.form.school")}</label>
        <input {...getInputProps(fields.school, { type: "text" })} maxLength={120} />
        <FieldError field={fields.school} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.curriculum.id}>{t("teacher.form.curriculum")}</label>
        <select {...getSelectProps(fields.curriculum)}>
          {CLASS_CURRICULUM_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`teacher.form.curriculum.${id}`)}
            </option>
          ))}
        </select>
        <FieldError field={fields.curriculum} />
      </div>
      <div className="admin-form__actions">
        {form.errors?.length ? (
          <p className="field__error" role="alert">
            {t(form.errors[0] as MessageKey)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("teacher.form.create")}
        </button>
      </div>
    </Form>
  );
}
