// The class's settings tab (issue 30): its details, its join code (rotate), the lesson lock and
// archiving (asked first in a real dialog). Each form's fields are one schema of ClassSettingsSchema.
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FieldError } from "~/components/admin/field-error";
import { Dialog } from "~/components/ui/dialog";
import { ClassDetailsSchema, ClassSettingsSchema, GRADE_MAX, GRADE_MIN } from "~/core/classes/class-forms";
import { formatJoinCode } from "~/core/classes/join-code";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { ClientButton } from "~/components/ui/client-button";

type Result = SubmissionResult<string[]> | undefined;

const GRADES = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
const sending = (navigation: ReturnType<typeof useNavigation>, intent: string) =>
  navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

function FormMessage({ errors, done }: { errors?: string[]; done?: string | null }) {
  const { t } = useTranslation();
  if (errors?.length)
    return (
      <p className="field__error" role="alert">
        {t(errors[0] as MessageKey)}
      </p>
    );
  return done ? (
    <p className="notice" role="status">
      {done}
    </p>
  ) : null;
}

export function ClassDetailsForm({
  details,
  lastResult,
  saved,
}: {
  details: { name: string; grade: number; school: string };
  lastResult: Result;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "class-details",
    lastResult,
    defaultValue: { name: details.name, grade: String(details.grade), school: details.school },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClassDetailsSchema }),
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="details" />
      <div className="admin-field">
        <label htmlFor={fields.name.id}>{t("teacher.form.name")}</label>
        <input {...getInputProps(fields.name, { type: "text" })} maxLength={60} />
        <FieldError field={fields.name} />
      </div>
      <div className="admin-field">
        <label htmlFor={fields.grade.id}>{t("teacher.form.grade")}</label>
        <select {...getSelectProps(fields.grade)}>
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
      <div className="admin-form__actions">
        <FormMessage errors={form.errors} done={saved ? t("teacher.settings.saved") : null} />
        <button type="submit" className="button" disabled={sending(navigation, "details")}>
          {t("teacher.settings.save")}
        </button>
      </div>
    </Form>
  );
}

export function JoinCodeCard({
  classId,
  code,
  link,
  site,
  rotated,
  errors,
}: {
  classId: number;
  code: string;
  link: string;
  site: string;
  rotated: boolean;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="stack">
      <p className="muted">{t("teacher.settings.codeLead", { site })}</p>
      <p className="class-settings__code" data-testid="join-code">
        {formatJoinCode(code)}
      </p>
      <p className="class-settings__link" data-testid="join-link">
        {link}
      </p>
      <Link to={`/teacher/classes/${classId}/join-card`} className="button" data-testid="open-join-card">
        {t("teacher.joinCard.open")}
      </Link>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="rotate" />
        <p className="muted">{t("teacher.settings.rotateHint")}</p>
        <FormMessage errors={errors} done={rotated ? t("teacher.settings.rotated", { code: formatJoinCode(code) }) : null} />
        <button type="submit" className="button button--ghost" disabled={sending(navigation, "rotate")} data-testid="rotate-code">
          {t("teacher.settings.rotate")}
        </button>
      </Form>
    </div>
  );
}

export function LessonLockForm({ locked, lastResult }: { locked: boolean; lastResult: Result }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form] = useForm({ id: "class-lock", lastResult, onValidate: ({ formData }) => parseWithZod(formData, { schema: ClassSettingsSchema }) });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="lock" />
      <input type="hidden" name="lock" value={locked ? "off" : "on"} />
      <p className="muted">{t("teacher.settings.lockHint")}</p>
      <p data-testid="lock-state">
        <strong>{locked ? t("teacher.settings.lockOn") : t("teacher.settings.lockOff")}</strong>
      </p>
      <FormMessage errors={form.errors} />
      <button type="submit" className="button button--ghost" aria-pressed={locked} disabled={sending(navigation, "lock")} data-testid="lock-toggle">
        {locked ? t("teacher.settings.turnOff") : t("teacher.settings.turnOn")}
      </button>
    </Form>
  );
}

export function ArchiveForm({ name, licence }: { name: string; licence: { seats: number; until: number } | null }) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(false);
  }, [navigation.state]);
  return (
    <div className="stack">
      <p className="muted">{t("teacher.settings.archiveHint")}</p>
      <ClientButton className="button button--danger" onClick={() => setConfirming(true)} data-testid="archive-class">
        {t("teacher.settings.archive")}
      </ClientButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("teacher.settings.archiveTitle")} testId="archive-dialog">
        <p>{t("teacher.settings.archiveConfirm", { name })}</p>
        {licence ? (
          <p className="notice notice--warning" data-testid="archive-licence">
            {t("teacher.settings.archiveLicence", { seats: licence.seats, date: formatDate(licence.until, language) })}
          </p>
        ) : null}
        <Form method="post" className="dialog__actions">
          <input type="hidden" name="intent" value="archive" />
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t("teacher.settings.cancel")}
          </button>
          <button type="submit" className="button button--danger" disabled={sending(navigation, "archive")} data-testid="archive-confirm">
            {t("teacher.settings.archive")}
          </button>
        </Form>
      </Dialog>
    </div>
  );
}
