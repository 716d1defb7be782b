// The roster tab's parts: the students table with each student's actions, the import form, and the
// one-time list of new passwords with the button that prints their cards (ADR 038).
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/admin/field-error";
import { RosterImportSchema, StudentActionSchema } from "~/core/classes/roster-forms";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import type { Credential, RosterMember } from "~/models/classes/roster.server";

type Result = SubmissionResult<string[]> | undefined;
/** The answer to one student's action, given to that row's form only. */
type StudentAnswer = { intent: string; userId?: number; result: Result };

function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  return errors?.length ? (
    <p id={id} className="field__error" role="alert">
      {t(errors[0] as MessageKey)}
    </p>
  ) : null;
}

/** One student's button; it asks first (a plain confirm, so it needs no dialog state per row). */
function ActionButton({ userId, intent, label, confirm, answer }: { userId: number; intent: string; label: string; confirm: string; answer?: StudentAnswer }) {
  const danger = intent === "erase";
  const mine = answer?.userId === userId && answer.intent === intent ? answer.result : undefined;
  const [form] = useForm({
    id: `student-${intent}-${userId}`,
    lastResult: mine,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StudentActionSchema }),
  });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      className="inline-form"
      {...formProps}
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
        else formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`button button--small ${danger ? "button--danger" : "button--ghost"}`}>
        {label}
      </button>
      <FormErrors id={form.errorId} errors={form.errors} />
    </Form>
  );
}

export function RosterTable({ members, max, answer }: { members: RosterMember[]; max: number; answer?: StudentAnswer }) {
  const { t, language } = useTranslation();
  return (
    <div className="card">
      <h2>
        {t("teacher.roster.title")} <span className="muted">{t("teacher.roster.count", { count: members.length, max })}</span>
      </h2>
      {members.length === 0 ? (
        <p className="muted">{t("teacher.roster.empty")}</p>
      ) : (
        <table className="admin-table" data-testid="roster-table">
          <thead>
            <tr>
              <th>{t("teacher.roster.col.name")}</th>
              <th>{t("teacher.roster.col.username")}</th>
              <th>{t("teacher.roster.col.number")}</th>
              <th>{t("teacher.roster.col.joined")}</th>
              <th>{t("teacher.roster.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.userId} data-testid="roster-row">
                <td data-label={t("teacher.roster.col.name")}>{m.name}</td>
                <td data-label={t("teacher.roster.col.username")}>
                  {m.classAccount && m.username ? <code>{m.username}</code> : <span className="muted">{t("teacher.roster.ownAccount")}</span>}
                </td>
                <td data-label={t("teacher.roster.col.number")}>{m.studentNumber ?? "—"}</td>
                <td data-label={t("teacher.roster.col.joined")}>{formatDate(m.joinedAt, language)}</td>
                <td data-label={t("teacher.roster.col.actions")} className="roster-actions">
                  {m.classAccount ? (
                    <>
                      <ActionButton
                        userId={m.userId}
                        intent="reset"
                        label={t("teacher.roster.reset")}
                        confirm={t("teacher.roster.resetConfirm", { name: m.name })}
                        answer={answer}
                      />
                      <ActionButton
                        userId={m.userId}
                        intent="erase"
                        label={t("teacher.roster.erase")}
                        confirm={t("teacher.roster.eraseConfirm", { name: m.name })}
                        answer={answer}
                      />
                    </>
                  ) : (
                    <ActionButton
                      userId={m.userId}
                      intent="remove"
                      label={t("teacher.roster.remove")}
                      confirm={t("teacher.roster.removeConfirm", { name: m.name })}
                      answer={answer}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The import: a pasted list or a CSV file, and the consent box; a refused list names every bad row. */
export function RosterImportForm({ lastResult, problems }: { lastResult: Result; problems?: string[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const [form, fields] = useForm({
    id: "roster-import",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RosterImportSchema }),
  });
  return (
    <div className="card">
      <h2>{t("teacher.roster.import.title")}</h2>
      <p className="muted">{t("teacher.roster.import.lead")}</p>
      <Form method="post" encType="multipart/form-data" className="roster-form" data-testid="roster-import" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="import" />
        <div className="admin-field">
          <label htmlFor={fields.list.id}>{t("teacher.roster.import.list")}</label>
          <textarea {...getTextareaProps(fields.list)} rows={8} placeholder={"Батын Болд, 101\nДоржийн Сарнай, 102"} />
          <FieldError field={fields.list} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.file.id}>{t("teacher.roster.import.file")}</label>
          <input {...getInputProps(fields.file, { type: "file" })} accept=".csv,.txt,text/csv,text/plain" />
          <FieldError field={fields.file} />
        </div>
        <label className="roster-check">
          <input {...getInputProps(fields.consent, { type: "checkbox", value: "on" })} />
          <span>
            {t("teacher.roster.import.consent")} <Link to="/privacy">{t("teacher.roster.import.privacy")}</Link>
          </span>
        </label>
        <FieldError field={fields.consent} />
        {form.errors?.length ? (
          <div className="roster-refused" role="alert" id={form.errorId} data-testid="roster-refused">
            <p>{t(form.errors[0] as MessageKey)}</p>
            {problems?.length ? (
              <ul data-testid="roster-problems">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {t("teacher.roster.import.submit")}
        </button>
      </Form>
    </div>
  );
}

/** The new passwords, shown once, and the PDF of their cards (posted back: nothing is stored). */
export function RosterCards({ classId, credentials }: { classId: number; credentials: Credential[] }) {
  const { t } = useTranslation();
  const cards = JSON.stringify(credentials.map((c) => ({ userId: c.userId, password: c.password })));
  return (
    <div className="card" data-testid="roster-cards">
      <h2>{t("teacher.roster.cards.title")}</h2>
      <p>{t("teacher.roster.cards.lead")}</p>
      <form method="post" action={`/teacher/classes/${classId}/roster/cards`}>
        <input type="hidden" name="cards" value={cards} />
        <button type="submit" className="button">
          {t("teacher.roster.cards.download")}
        </button>
      </form>
      <table className="admin-table">
        <thead>
          <tr>
            <th>{t("teacher.roster.col.name")}</th>
            <th>{t("teacher.roster.col.username")}</th>
            <th>{t("teacher.roster.cards.password")}</th>
          </tr>
        </thead>
        <tbody>
          {credentials.map((c) => (
            <tr key={c.userId} data-testid="credential-row">
              <td data-label={t("teacher.roster.col.name")}>{c.name}</td>
              <td data-label={t("teacher.roster.col.username")}>
                <code>{c.username}</code>
              </td>
              <td data-label={t("teacher.roster.cards.password")}>
                <code>{c.password}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
