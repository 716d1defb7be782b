// The roster tab's parts: the students table with each student's actions, the import form, and the
// one-time list of new passwords with the button that prints their cards (ADR 038).
import { Form, Link, useNavigation } from "@remix-run/react";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import type { Credential, RosterMember } from "~/models/classes/roster.server";

function ActionButton({ userId, intent, label, confirm }: { userId: number; intent: string; label: string; confirm: string }) {
  return (
    <Form
      method="post"
      className="inline-form"
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" name="intent" value={intent} className="button button--small button--secondary">
        {label}
      </button>
    </Form>
  );
}

export function RosterTable({ members, max }: { members: RosterMember[]; max: number }) {
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
                <td data-label={t("teacher.roster.col.actions")} className="teacher-roster__actions">
                  {m.classAccount ? (
                    <>
                      <ActionButton
                        userId={m.userId}
                        intent="reset"
                        label={t("teacher.roster.reset")}
                        confirm={t("teacher.roster.resetConfirm", { name: m.name })}
                      />
                      <ActionButton
                        userId={m.userId}
                        intent="erase"
                        label={t("teacher.roster.erase")}
                        confirm={t("teacher.roster.eraseConfirm", { name: m.name })}
                      />
                    </>
                  ) : (
                    <ActionButton
                      userId={m.userId}
                      intent="remove"
                      label={t("teacher.roster.remove")}
                      confirm={t("teacher.roster.removeConfirm", { name: m.name })}
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

export function RosterImportForm() {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card">
      <h2>{t("teacher.roster.import.title")}</h2>
      <p className="muted">{t("teacher.roster.import.lead")}</p>
      <Form method="post" encType="multipart/form-data" className="form" data-testid="roster-import">
        <label className="field">
          <span className="field__label">{t("teacher.roster.import.list")}</span>
          <textarea name="list" rows={8} placeholder={"Батын Болд, 101\nДоржийн Сарнай, 102"} />
        </label>
        <label className="field">
          <span className="field__label">{t("teacher.roster.import.file")}</span>
          <input type="file" name="file" accept=".csv,.txt,text/csv,text/plain" />
        </label>
        <label className="checkbox">
          <input type="checkbox" name="consent" value="on" required />
          <span>
            {t("teacher.roster.import.consent")} <Link to="/privacy">{t("teacher.roster.import.privacy")}</Link>
          </span>
        </label>
        <button type="submit" name="intent" value="import" className="button" disabled={busy}>
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
