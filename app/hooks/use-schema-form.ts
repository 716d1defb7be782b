// One way to build a form (ADR 018): conform runs the form's zod schema from app/core in the browser —
// the same schema the action parses — and reports the first message of each field as an i18n key.
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";

type Options = {
  /** A fixed id when the page has more than one form of the same kind. */
  id?: string;
  /** What the action answered with `submission.reply()`, so the server's field messages show too. */
  lastResult?: SubmissionResult<string[]> | null;
};

/**
 * Messages appear when the user submits, then follow every keystroke until the field is right
 * (the account forms behaved this way before conform; the admin forms do the same).
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: S, options: Options = {}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult: options.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  /** The field's first message in the user's language, or undefined. */
  const error = (name: string): string | undefined => {
    const first = fields[name]?.errors?.[0];
    return first ? t(first as MessageKey) : undefined;
  };
  return { form, fields, error, formProps: { id: form.id, onSubmit: form.onSubmit, noValidate: true as const } };
}
