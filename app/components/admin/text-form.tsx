// Add or edit one typing text: textFormSchema in the browser and in the action; Latin look-alikes in a
// Mongolian text, and in a traditional-script text anything but vetted words, are named as they are
// typed, and the form refuses them.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { textFormSchema, type TextLevel } from "~/core/admin/admin-content";
import { scriptTextProblem } from "~/core/typing/script-words";
import type { TestLanguage } from "~/core/typing/typing-kinds";
import { describeLookalikes, findLookalikes } from "~/core/typing/lookalikes";
import { useTranslation } from "~/hooks/use-translation";
import { FieldError } from "./field-error";

interface Props {
  formId: string;
  intent: "add" | "update";
  id?: number;
  level: TextLevel;
  language: TestLanguage;
  body: string;
  /** The vetted script words (content/script/wordlist/words.tsv) when the text is in the script; else empty. */
  vetted: readonly string[];
  lastResult: SubmissionResult<string[]> | null;
  label: string;
}

export function TextForm({ formId, intent, id, level, language, body, vetted, lastResult, label }: Props) {
  const { t } = useTranslation();
  const vettedSet = useMemo(() => new Set(vetted), [vetted]);
  const schema = useMemo(() => textFormSchema(vettedSet), [vettedSet]);
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: { level, language, body },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const lookalikes = language === "mn" ? findLookalikes(fields.body.value ?? body) : [];
  const scriptProblem = language === "mn-Mong" ? scriptTextProblem(fields.body.value ?? body, vettedSet) : null;
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="language" value={language} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
      {form.errors?.length ? (
        <p className="form-error admin-field--wide" role="alert">
          {t(form.errors[0] as Parameters<typeof t>[0])}
        </p>
      ) : null}
      <div className="admin-field admin-field--wide">
        <label htmlFor={fields.body.id}>{label}</label>
        <textarea {...getTextareaProps(fields.body)} rows={4} lang={language} />
        {language === "mn-Mong" ? <p className="field__hint">{t("content.scriptHint", { n: vetted.length })}</p> : null}
        {scriptProblem ? (
          <p className="lookalike-warning" data-testid="script-problem">
            {t(scriptProblem.kind === "letters" ? "content.scriptLettersFound" : "content.scriptWordsFound", { list: scriptProblem.found.join(", ") })}
          </p>
        ) : null}
        {lookalikes.length > 0 ? (
          <p className="lookalike-warning" data-testid="lookalikes">
            {t("content.lookalikesFound", { list: describeLookalikes(lookalikes) })}
          </p>
        ) : null}
        <FieldError field={fields.body} />
        <FieldError field={fields.level} />
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--small" name="intent" value={intent} disabled={busy}>
          {intent === "add" ? t("texts.admin.add") : t("content.save")}
        </button>
      </div>
    </Form>
  );
}
