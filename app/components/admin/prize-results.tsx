// A prize race's results on the admin's race screen (ADR 033): each counted result with its replay
// (the certificate's player) and a Disqualify button that asks first; below, results held for a
// challenge, which the admin may confirm by hand after watching them (for a learner who cannot read
// the challenge image).
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ExamReplay } from "~/components/certificate/exam-replay";
import { Dialog } from "~/components/ui/dialog";
import { formatDateTime } from "~/core/shared/dates";
import type { Keystroke } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import type { AdminHeldResult, AdminPrizeResult } from "~/models/admin/admin-prize-results.server";
import { ClientButton } from "~/components/ui/client-button";

/** The replay is built only when the admin opens it (a long log is thousands of frames). */
function ReplayToggle({ replay, testId }: { replay: { text: string; log: Keystroke[] } | null; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!replay) return <span className="muted">—</span>;
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)} data-testid={testId}>
      <summary>{t("admin.prizeResults.replay")}</summary>
      {open ? <ExamReplay text={replay.text} log={replay.log} title={t("admin.prizeResults.replayTitle")} lead={t("admin.prizeResults.replayLead")} /> : null}
    </details>
  );
}

function DisqualifyForm({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const formId = `disqualify-${userId}`;
  const pending = navigation.state === "submitting" && navigation.formData?.get("userId") === String(userId);
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(false);
  }, [navigation.state]);
  return (
    <Form method="post" id={formId} className="admin-row-actions">
      <input type="hidden" name="intent" value="disqualify" />
      <input type="hidden" name="userId" value={userId} />
      <ClientButton className="button button--danger admin-nowrap" onClick={() => setConfirming(true)} disabled={pending} data-testid="disqualify">
        {t("admin.prizeResults.disqualify")}
      </ClientButton>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("admin.prizeResults.disqualifyTitle")} testId="disqualify-dialog">
        <p>{t("admin.prizeResults.disqualifyConfirm", { name })}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t("admin.cancel")}
          </button>
          <button type="submit" form={formId} className="button button--danger" disabled={pending} data-testid="disqualify-confirm">
            {t("admin.prizeResults.disqualify")}
          </button>
        </div>
      </Dialog>
    </Form>
  );
}

export function PrizeResults({ results, held, canConfirm }: { results: AdminPrizeResult[]; held: AdminHeldResult[]; canConfirm: boolean }) {
  const { t, language } = useTranslation();
  return (
    <div className="stack">
      <section className="card" aria-labelledby="prize-results-title" data-testid="admin-prize-results">
        <h2 id="prize-results-title">{t("admin.prizeResults.title")}</h2>
        {results.length === 0 ? (
          <p className="muted">{t("admin.prizeResults.empty")}</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.prizeResults.place")}</th>
                  <th scope="col">{t("admin.prizeResults.learner")}</th>
                  <th scope="col">WPM</th>
                  <th scope="col">{t("admin.prizeResults.accuracy")}</th>
                  <th scope="col">{t("admin.prizeResults.attempts")}</th>
                  <th scope="col">{t("admin.prizeResults.replay")}</th>
                  <th scope="col">{t("admin.prizeResults.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.userId} data-testid={`admin-result-${r.userId}`} data-disqualified={r.disqualifiedAt !== null}>
                    <td>{r.place ?? "—"}</td>
                    <td>
                      {r.name}
                      <br />
                      <span className="muted">{r.email}</span>
                    </td>
                    <td>{r.wpm}</td>
                    <td>{r.accuracy}%</td>
                    <td>{r.attempts}</td>
                    <td>
                      <ReplayToggle replay={r.replay} testId={`admin-replay-${r.userId}`} />
                    </td>
                    <td>
                      {r.disqualifiedAt === null ? (
                        <DisqualifyForm userId={r.userId} name={r.name} />
                      ) : (
                        <span>{t("admin.prizeResults.disqualifiedAt", { at: formatDateTime(r.disqualifiedAt, language) })}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="prize-held-title" data-testid="admin-prize-held">
        <h2 id="prize-held-title">{t("admin.prizeResults.heldTitle")}</h2>
        <p className="muted">{t("admin.prizeResults.heldLead")}</p>
        {held.length === 0 ? (
          <p className="muted">{t("admin.prizeResults.heldEmpty")}</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("admin.prizeResults.learner")}</th>
                  <th scope="col">WPM</th>
                  <th scope="col">{t("admin.prizeResults.challenge")}</th>
                  <th scope="col">{t("admin.prizeResults.replay")}</th>
                  <th scope="col">{t("admin.prizeResults.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {held.map((h) => (
                  <tr key={h.challengeId} data-testid={`admin-held-${h.challengeId}`}>
                    <td>
                      {h.name}
                      <br />
                      <span className="muted">{h.email}</span>
                    </td>
                    <td>{h.wpm}</td>
                    <td>
                      {t(`admin.prizeResults.status.${h.status}`)}
                      {h.answerWpm !== null ? <span className="muted"> · {h.answerWpm} WPM</span> : null}
                    </td>
                    <td>
                      <ReplayToggle replay={h.replay} testId={`admin-held-replay-${h.challengeId}`} />
                    </td>
                    <td>
                      {canConfirm && (h.status === "pending" || h.status === "expired") ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="confirm" />
                          <input type="hidden" name="challengeId" value={h.challengeId} />
                          <button type="submit" className="button button--ghost" data-testid="confirm-held">
                            {t("admin.prizeResults.confirm")}
                          </button>
                        </Form>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
