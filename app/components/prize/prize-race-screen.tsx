// The prize race screen's behaviour: countdown → text → attempt → finish modal → board.
import { useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { racePhase } from "~/core/races/eligibility";
import type { PrizeText } from "~/core/races/prize-api";
import { PaymentRequiredDialog } from "~/components/payment/payment-required-dialog";
import { LoginRequiredDialog } from "~/components/races/login-required-dialog";
import { NoticeDialog } from "~/components/races/notice-dialog";
import { useNow } from "~/hooks/use-now";
import { useTranslation } from "~/hooks/use-translation";
import type { PrizeRacePage } from "~/models/races/prize-races.server";
import { Countdown } from "./countdown";
import { FinishDialog } from "./finish-dialog";
import { PrizeLeaderboard } from "./prize-leaderboard";
import { fetchRaceText, postAttempt, type SaveOutcome } from "./prize-client";
import { PrizeTyping, type FinishedAttempt } from "./prize-typing";
import { formatDateTime } from "~/core/shared/dates";

type Blocker = { kind: "login" } | { kind: "payment" } | { kind: "notice"; message: string } | null;

export function PrizeRaceScreen({ page }: { page: PrizeRacePage }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { race } = page;
  // Countdowns run on the server's clock: the offset is taken once, when the page arrives.
  const [clockOffset] = useState(() => page.serverTime - Date.now());
  const now = useNow(1000) + clockOffset;
  const phase = racePhase(race, now);
  const [text, setText] = useState<PrizeText | null>(null);
  // Each text handed out is a fresh attempt, even when the pool gives the same text again.
  const [attemptNo, setAttemptNo] = useState(0);
  const [loadingText, setLoadingText] = useState(false);
  const [blocker, setBlocker] = useState<Blocker>(null);
  const [finishOpen, setFinishOpen] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // The live board starts from the loader's rows (plus the viewer's own row when it is further down).
  const [initialRows] = useState(() => (page.mine && !page.board.some((r) => r.id === page.mine?.id) ? [...page.board, page.mine] : page.board));

  const loadText = useCallback(
    async (exclude?: number) => {
      setLoadingText(true);
      const answer = await fetchRaceText(race.raceId, exclude);
      setLoadingText(false);
      if (answer.kind === "text") {
        setText(answer.answer.data.text);
        setAttemptNo((n) => n + 1);
      } else if (answer.kind === "payment") setBlocker({ kind: "payment" });
      else if (answer.kind === "access") setBlocker(answer.reason === "login" ? { kind: "login" } : { kind: "notice", message: answer.message });
      else setBlocker({ kind: "notice", message: t("prize.error.failed") });
    },
    [race.raceId, t],
  );

  // An expired plan gets the payment-required dialog; the rest learn from the server's answer once
  // the race is open. A guest may watch the board and is asked to log in to race.
  useEffect(() => {
    if (!page.eligibility.ok && page.eligibility.reason === "payment") setBlocker({ kind: "payment" });
  }, [page.eligibility]);
  const isGuest = page.viewerId === null;

  const canAsk = page.viewerId !== null && (page.eligibility.ok || page.eligibility.reason !== "payment");
  useEffect(() => {
    if (phase === "open" && canAsk && text === null && !loadingText && blocker === null) void loadText();
  }, [phase, canAsk, text, loadingText, blocker, loadText]);

  const onFinish = async (attempt: FinishedAttempt) => {
    setOutcome(null);
    setFinishOpen(true);
    const saved = await postAttempt({ raceId: race.raceId, ...attempt });
    if (saved.kind === "payment") {
      setFinishOpen(false);
      setBlocker({ kind: "payment" });
      return;
    }
    // The board updates itself: the call tells the race's object, which sends every viewer the change.
    setOutcome(saved);
    // The +5 is in D1 now: the menu's points and rank read the root loader again (issue 35 §4).
    if (saved.kind === "saved" && saved.data.granted > 0) revalidator.revalidate();
  };

  const backToList = () => navigate("/ranking-rooms");

  return (
    <div className="stack prize-race" data-phase={phase}>
      <div className="page-head">
        <div>
          <h1>{race.name}</h1>
          <p className="lead">
            #{race.raceId} · {formatDateTime(race.startAt, language)} — {formatDateTime(race.endAt, language)}
          </p>
        </div>
      </div>
      <div className="prize-race__layout">
        <div className="prize-race__main">
          {phase === "upcoming" ? (
            <section className="card">
              <Countdown target={race.startAt} now={now} label={t("prize.startsIn")} testId="prize-starts-in" />
            </section>
          ) : phase === "finished" ? (
            <section className="card">
              <p className="empty-state" data-testid="prize-over">
                {t("prize.over")}
              </p>
            </section>
          ) : isGuest ? (
            <section className="card prize-guest" data-testid="prize-guest">
              <p>{t("prize.error.login")}</p>
              <button type="button" className="button" onClick={() => setBlocker({ kind: "login" })} data-testid="prize-login">
                {t("prize.join")}
              </button>
            </section>
          ) : text ? (
            <PrizeTyping
              key={`${text.id}:${attemptNo}`}
              text={text}
              endAt={race.endAt}
              clockOffset={clockOffset}
              onFinish={onFinish}
              onRefresh={() => void loadText(text.id)}
              refreshing={loadingText}
            />
          ) : (
            <section className="card">
              <Countdown target={race.endAt} now={now} label={t("prize.endsIn")} testId="prize-time-left" />
            </section>
          )}
        </div>
        <PrizeLeaderboard raceId={race.raceId} initialRows={initialRows} viewerId={page.viewerId} />
      </div>
      <FinishDialog
        open={finishOpen}
        outcome={outcome}
        onCancel={() => setFinishOpen(false)}
        onAgain={() => {
          setFinishOpen(false);
          if (text) void loadText(text.id);
        }}
      />
      <LoginRequiredDialog open={blocker?.kind === "login"} onClose={() => setBlocker(null)} message={t("prize.error.login")} />
      <PaymentRequiredDialog open={blocker?.kind === "payment"} onClose={backToList} />
      <NoticeDialog open={blocker?.kind === "notice"} title={t("prize.title")} onClose={backToList} testId="prize-access">
        <p data-testid="prize-access-message">{blocker?.kind === "notice" ? blocker.message : ""}</p>
      </NoticeDialog>
    </div>
  );
}
