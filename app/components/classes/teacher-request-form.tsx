// The request to become a teacher (issue 30): school, town, phone. Posted to /profile/teacher-request
// by a fetcher (the profile stays put and shows the answer); without JavaScript the same form posts
// natively and that route's page shows the answer.
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { TeacherRequestSchema } from "~/core/classes/class-forms";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";

export const TEACHER_REQUEST_ACTION = "/profile/teacher-request";

export type TeacherRequestAnswer = { result: SubmissionResult<string[]> };

export function TeacherRequestForm({ lastResult, defaults }: { lastResult?: SubmissionResult<string[]>; defaults?: { phone?: string | null } }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<TeacherRequestAnswer>();
  const { form, error, formProps } = useSchemaForm(TeacherRequestSchema, { id: "teacher-request", lastResult: fetcher.data?.result ?? lastResult });
  const formError = form.errors?.[0];
  return (
    <fetcher.Form method="post" action={TEACHER_REQUEST_ACTION} className="form" {...formProps} data-testid="teacher-request-form">
      <Field label={t("classes.teacher.school")} name="school" autoComplete="organization" maxLength={120} error={error("school")} />
      <Field label={t("classes.teacher.town")} name="town" autoComplete="address-level2" maxLength={80} error={error("town")} />
      <Field
        label={t("classes.teacher.phone")}
        name="phone"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={8}
        defaultValue={defaults?.phone ?? ""}
        error={error("phone")}
      />
      {formError ? (
        <p className="form-error" role="alert">
          {t(formError as MessageKey)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t("classes.teacher.send")}
      </button>
    </fetcher.Form>
  );
}
