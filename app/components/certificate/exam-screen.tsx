// The certificate exam (issue 16 §2): the server's text typed with the typing engine (attemptKey keeps
// the engine's one-minute clock out of a test of several minutes), the log posted when the last word
// is typed, and the verdict: a pass reloads the page onto the certificate; a fail says why, with retry.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ExamResponse } from "~/core/certificates/certificate-api";
import { cpm, testWpm } from "~/core/typing/metrics";
import { attemptKey } from "~/core/typing/plausibility";
import { PaymentRequiredDialog } from "~/components/payment/payment-required-dialog";
import { TypingInput } from "~/components/typing/typing-input";
import { TypingStore, now as perfNow } from "~/components/typing/typing-store";
import { useStoreSelector } from "~/hooks/use-external-store";
import { WordsView } from "~/components/typing/words-view";
import { Dialog } from "~/components/ui/dialog";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/hooks/use-translation";
import { postExam } from "./certificate-client";

interface Props {
  exam: { examId: number; text: string; language: "mn" | "en" };
  marks: { wpm: number; accuracy: number };
}

type Verdict =
  { kind: "sending" } | { kind: "failed"; message: string; figures: Extract<ExamResponse, { result: "failed" }>["figures"] } | { kind: "payment" } | null;

export function ExamScreen({ exam, marks }: Props) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const store = useMemo(() => new TypingStore(exam.text, attemptKey), [exam.text]);
  const status = useStoreSelector(store, (s) => s.status);
  const index = useStoreSelector(store, (s) => s.index);
  const characters = useStoreSelector(store, (s) => s.characters);
  const startedAt = useStoreSelector(store, (s) => s.startedAt);
  const finishedAt = useStoreSelector(store, (s) => s.finishedAt);
  const total = store.getState().words.length;
  useNow(500);
  const [verdict, setVerdict] = useState<Verdict>(null);
  const sent = useRef<TypingStore | null>(null);

  useEffect(() => {
    if (status !== "finished" || sent.current === store) return;
    sent.current = store;
    const state = store.getState();
    setVerdict({ kind: "sending" });
    void postExam({ examId: exam.examId, durationMs: state.finishedAt ?? 0, keystrokes: state.log }).then((outcome) => {
      if (outcome.kind === "payment") return setVerdict({ kind: "payment" });
      if (outcome.kind === "error") return setVerdict({ kind: "failed", message: t("certificate.exam.failed"), figures: null });
      if (outcome.answer.result === "success") {
        setVerdict(null);
        revalidator.revalidate();
        return;
      }
      setVerdict({ kind: "failed", message: outcome.answer.message, figures: outcome.answer.figures });
    });
  }, [status, store, exam.examId, t, revalidator]);

  const elapsed = finishedAt ?? (startedAt === null ? 0 : Math.max(0, perfNow() - startedAt));
  const percent = total > 0 ? Math.round((index / total) * 100) : 0;
  // A retry opens a new sitting on a new text: the loader picks it.
  const retry = () => {
    setVerdict(null);
    revalidator.revalidate();
  };

  return (
    <section className="card tt-card cert-exam" data-status={status} data-testid="certificate-exam">
      <h2>{t("certificate.exam.title")}</h2>
      <p className="muted">{t("certificate.exam.lead", marks)}</p>
      <WordsView store={store} language={exam.language} />
      <TypingInput store={store} language={exam.language} autoFocus clockStops={false} />
      <div className="prize-progress" role="progressbar" aria-label={t("certificate.exam.words")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="prize-stats">
        <div>
          <dt>{t("certificate.exam.words")}</dt>
          <dd data-testid="exam-typed">
            {index} / {total}
          </dd>
        </div>
        <div>
          <dt>WPM</dt>
          <dd data-testid="exam-wpm">{elapsed > 0 ? testWpm(characters, elapsed) : 0}</dd>
        </div>
        <div>
          <dt>CPM</dt>
          <dd>{elapsed > 0 ? cpm(characters, elapsed) : 0}</dd>
        </div>
      </dl>
      {verdict?.kind === "sending" ? (
        <p role="status" className="muted" data-testid="exam-sending">
          {t("certificate.exam.sending")}
        </p>
      ) : null}
      <Dialog open={verdict?.kind === "failed"} onClose={retry} title={t("certificate.exam.failedTitle")} testId="exam-failed">
        {verdict?.kind === "failed" ? (
          <>
            <p>{verdict.message}</p>
            {verdict.figures ? (
              <p className="muted">{t("certificate.exam.yourResult", { wpm: verdict.figures.wpm, accuracy: verdict.figures.accuracy })}</p>
            ) : null}
          </>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={retry} autoFocus data-testid="exam-retry">
            {t("certificate.exam.retry")}
          </button>
        </div>
      </Dialog>
      <PaymentRequiredDialog open={verdict?.kind === "payment"} onClose={() => setVerdict(null)} reason="certificate" />
    </section>
  );
}
