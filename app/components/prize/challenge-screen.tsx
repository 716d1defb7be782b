// The challenge of a held prize result (ADR 033): the text comes only as an image, the learner types it
// into a plain box (the page never has the text, so it cannot check or show mistakes), and Enter sends
// the keys as typed. The server judges them and answers with the verdict shown here.
import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { challengeAnswerContract, challengeImagePath, type ChallengeAnswerResponse } from "~/core/races/prize-challenge-api";
import { BACKSPACE, type Keystroke } from "~/core/typing/typing-engine";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/hooks/use-translation";
import type { ChallengeView } from "~/models/races/prize-challenges.server";
import { callApi } from "~/utils/api-client";

export interface ChallengeScreenProps {
  challenge: ChallengeView;
  /** The server's clock when the page was made, so the countdown does not trust the device's. */
  serverTime: number;
  /** The verdict's words for a challenge already decided (from the loader). */
  decidedMessage: string | null;
}

type Verdict = ChallengeAnswerResponse["data"];

function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function ChallengeScreen({ challenge, serverTime, decidedMessage }: ChallengeScreenProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const log = useRef<Keystroke[]>([]);
  const startedAt = useRef<number | null>(null);
  const [skew] = useState(() => serverTime - Date.now());
  const [sending, setSending] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const now = useNow(1000) + skew;
  const left = challenge.expiresAt - now;
  const open = challenge.status === "pending" && verdict === null && left > 0;

  const record = (key: string) => {
    const at = performance.now();
    startedAt.current ??= at;
    log.current.push({ key, expected: "", t: Math.round(at - startedAt.current) });
  };

  // Every character that reaches the box (keyboards, phone keyboards) is logged as typed; paste is refused.
  const onBeforeInput = (event: InputEvent) => {
    if (event.inputType === "insertCompositionText") return;
    if (event.inputType === "insertFromPaste" || event.inputType === "insertFromDrop") return event.preventDefault();
    if (event.inputType.startsWith("delete")) return record(BACKSPACE);
    for (const char of (event.data ?? "").replace(/[\r\n]/g, "")) record(char);
  };
  const boxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    el.addEventListener("beforeinput", onBeforeInput);
    return () => el.removeEventListener("beforeinput", onBeforeInput);
  });

  const send = async () => {
    if (sending || log.current.length === 0) return;
    setSending(true);
    setError(null);
    const keystrokes = log.current;
    const answer = await callApi(challengeAnswerContract, { challengeId: challenge.id, durationMs: keystrokes[keystrokes.length - 1].t, keystrokes });
    setSending(false);
    if (answer.ok && answer.status === 200) return setVerdict(answer.body.data);
    if (answer.ok) return setError(answer.body.message);
    setError(answer.error.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void send();
  };

  const decided: { passed: boolean; message: string; wpm: number | null; accuracy: number | null } | null = verdict
    ? { passed: verdict.status === "passed", message: verdict.message, wpm: verdict.wpm, accuracy: verdict.accuracy }
    : challenge.status !== "pending" || left <= 0
      ? {
          passed: challenge.status === "passed",
          message: decidedMessage ?? t("challenge.reason.expired"),
          wpm: challenge.answerWpm,
          accuracy: challenge.answerAccuracy,
        }
      : null;

  return (
    <section className="card challenge" aria-labelledby="challenge-title" data-testid="prize-challenge" data-status={verdict?.status ?? challenge.status}>
      <h1 id="challenge-title">{t("challenge.title")}</h1>
      <p className="muted">{challenge.raceName}</p>
      <p>{t("challenge.lead", { claimed: challenge.claimedWpm, required: challenge.requiredWpm, accuracy: challenge.minAccuracy })}</p>
      {open ? (
        <>
          <p className="challenge__time" data-testid="challenge-time-left">
            {t("challenge.timeLeft")}: <strong>{clock(left)}</strong>
          </p>
          <img className="challenge__image" src={challengeImagePath(challenge.id)} alt={t("challenge.imageAlt")} data-testid="challenge-image" />
          <p id={hintId} className="muted">
            {t("challenge.imageHint")}
          </p>
          <div className="challenge__answer">
            <label htmlFor={inputId}>{t("challenge.inputLabel")}</label>
            <input
              id={inputId}
              ref={boxRef}
              className="challenge__input"
              type="text"
              lang={challenge.language}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby={hintId}
              readOnly={!ready || sending}
              onKeyDown={onKeyDown}
              data-testid="challenge-input"
            />
            <button type="button" className="button" onClick={() => void send()} disabled={!ready || sending} data-testid="challenge-submit">
              {t("challenge.submit")}
            </button>
          </div>
          {sending ? (
            <p role="status" className="muted">
              {t("challenge.sending")}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          <p className="muted challenge__a11y">{t("challenge.accessibility")}</p>
        </>
      ) : null}
      {decided ? (
        <div role="status" className={decided.passed ? "challenge__verdict is-passed" : "challenge__verdict is-failed"} data-testid="challenge-verdict">
          {decided.passed ? null : <h2>{t("challenge.failedTitle")}</h2>}
          <p>{decided.message}</p>
          {decided.wpm !== null && decided.accuracy !== null ? (
            <p className="muted">{t("challenge.resultFigures", { wpm: decided.wpm, accuracy: decided.accuracy })}</p>
          ) : null}
        </div>
      ) : null}
      <p>
        <Link to={`/ranking/${challenge.raceId}`} className="button button--ghost" data-testid="challenge-back">
          {t("challenge.back")}
        </Link>
      </p>
    </section>
  );
}
