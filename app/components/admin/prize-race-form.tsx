// Create or edit a prize race: one schema (PrizeRaceFormSchema) in the browser and in the action.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { PrizeRaceFormSchema } from "~/core/admin/admin-content";
import { findLookalikes, describeLookalikes } from "~/core/typing/lookalikes";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { DateRangePicker } from "./date-range-picker";
import { FieldError } from "./field-error";

export interface PrizeRaceDefaults {
  name: string;
  language: "mn" | "en";
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  minPoint: number;
  maxPoint: number;
  limitWpm: number;
  texts: string;
  image: string | null;
}

export function PrizeRaceForm({
  defaults,
  lastResult,
  readOnly,
}: {
  defaults: PrizeRaceDefaults;
  lastResult: SubmissionResult<string[]> | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "prize-race",
    lastResult,
    defaultValue: { ...defaults, minPoint: String(defaults.minPoint), maxPoint: String(defaults.maxPoint), limitWpm: String(defaults.limitWpm) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PrizeRaceFormSchema }),
  });
  const language = fields.language.value ?? defaults.language;
  const lookalikes = language === "mn" ? findLookalikes(`${fields.name.value ?? ""}\n${fields.texts.value ?? ""}`) : [];
  const error = (key: string | undefined) => (key ? t(key as MessageKey) : undefined);
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" {...getFormProps(form)}>
      {form.errors?.length ? (
        <p className="form-error admin-field--wide" role="alert">
          {error(form.errors[0])}
        </p>
      ) : null}
      <fieldset disabled={readOnly} className="admin-form admin-field--wide" style={{ border: 0, padding: 0, margin: 0 }}>
        <div className="admin-field admin-field--wide">
          <label htmlFor={fields.name.id}>{t("race.admin.name")}</label>
          <input {...getInputProps(fields.name, { type: "text" })} />
          <FieldError field={fields.name} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.language.id}>{t("content.language")}</label>
          <select {...getSelectProps(fields.language)}>
            <option value="mn">{t("content.language.mn")}</option>
            <option value="en">{t("content.language.en")}</option>
          </select>
          <FieldError field={fields.language} />
        </div>
        <DateRangePicker
          startName={fields.startDay.name}
          endName={fields.endDay.name}
          defaultStart={defaults.startDay}
          defaultEnd={defaults.endDay}
          label={t("race.admin.dates")}
          disabled={readOnly}
          error={error(fields.startDay.errors?.[0] ?? fields.endDay.errors?.[0])}
        />
        <div className="admin-field">
          <label htmlFor={fields.startTime.id}>
            {t("race.admin.startTime")} <span className="field__hint">({t("race.admin.timeZone")})</span>
          </label>
          <input {...getInputProps(fields.startTime, { type: "time" })} />
          <FieldError field={fields.startTime} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.endTime.id}>{t("race.admin.endTime")}</label>
          <input {...getInputProps(fields.endTime, { type: "time" })} />
          <FieldError field={fields.endTime} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.minPoint.id}>{t("race.admin.minPoint")}</label>
          <input {...getInputProps(fields.minPoint, { type: "number" })} inputMode="numeric" />
          <FieldError field={fields.minPoint} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.maxPoint.id}>{t("race.admin.maxPoint")}</label>
          <input {...getInputProps(fields.maxPoint, { type: "number" })} inputMode="numeric" />
          <FieldError field={fields.maxPoint} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.limitWpm.id}>{t("race.admin.limitWpm")}</label>
          <input {...getInputProps(fields.limitWpm, { type: "number" })} inputMode="numeric" />
          <FieldError field={fields.limitWpm} />
        </div>
        <div className="admin-field admin-field--wide">
          <label htmlFor={fields.texts.id}>{t("race.admin.texts")}</label>
          <textarea {...getTextareaProps(fields.texts)} rows={8} aria-describedby={`${fields.texts.id}-hint`} />
          <p className="field__hint" id={`${fields.texts.id}-hint`}>
            {t("race.admin.textsHint")}
          </p>
          {lookalikes.length > 0 ? (
            <p className="lookalike-warning" data-testid="lookalikes">
              {t("content.lookalikesFound", { list: describeLookalikes(lookalikes) })}
            </p>
          ) : null}
          <FieldError field={fields.texts} />
        </div>
        <div className="admin-field admin-field--wide">
          <label htmlFor={fields.image.id}>{t("content.image")}</label>
          <div className="admin-row-actions">
            {defaults.image ? <img src={defaults.image} alt="" className="admin-thumb" /> : null}
            <input {...getInputProps(fields.image, { type: "file" })} accept="image/png,image/jpeg,image/gif,image/webp" />
          </div>
          <p className="field__hint">{t("race.admin.imageHint")}</p>
          <FieldError field={fields.image} />
        </div>
        {readOnly ? null : (
          <div className="admin-form__actions">
            <button type="submit" className="button" name="intent" value="save" disabled={busy}>
              {t("content.save")}
            </button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}
