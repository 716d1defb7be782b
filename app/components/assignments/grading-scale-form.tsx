// The class's grading scale (issue 30 §5): each grade's name and lowest percent, highest first. Empty
// rows are ignored, so the teacher can add grades in the spare rows or drop one by emptying it.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/admin/field-error";
import { GradingFormSchema, MAX_BANDS, type GradeBand } from "~/core/classes/grading";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";

const SPARE_ROWS = 2;

export function GradingScaleForm({ scale, lastResult }: { scale: readonly GradeBand[]; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const rows = Math.min(MAX_BANDS, scale.length + SPARE_ROWS);
  const [form, fields] = useForm({
    id: "grading-scale",
    lastResult,
    defaultValue: { bands: Array.from({ length: rows }, (_, i) => (scale[i] ? { label: scale[i].label, min: String(scale[i].min) } : { label: "", min: "" })) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GradingFormSchema }),
  });
  const bands = fields.bands.getFieldList();
  return (
    <Form method="post" className="stack" {...getFormProps(form)} data-testid="grading-form">
      <div className="grading-bands">
        {bands.map((band, i) => {
          const f = band.getFieldset();
          return (
            <fieldset key={band.key} className="grading-band admin-field" data-testid="grading-band">
              <legend className="visually-hidden">{`${t("teacher.grading.label")} ${i + 1}`}</legend>
              <label htmlFor={f.label.id}>{t("teacher.grading.label")}</label>
              <label htmlFor={f.min.id}>{t("teacher.grading.min")}</label>
              <input {...getInputProps(f.label, { type: "text" })} maxLength={12} />
              <input {...getInputProps(f.min, { type: "number" })} inputMode="numeric" min={0} max={100} />
              <FieldError field={f.label} />
              <FieldError field={f.min} />
            </fieldset>
          );
        })}
      </div>
      {fields.bands.errors?.length ? (
        <p className="field__error" role="alert" id={fields.bands.errorId}>
          {t(fields.bands.errors[0] as MessageKey)}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" name="intent" value="grading" disabled={busy}>
          {t("teacher.grading.save")}
        </button>
      </div>
    </Form>
  );
}
