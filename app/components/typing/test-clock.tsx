// The 60-second countdown donut. It also owns the test's clock: a tick every second, aligned to the
// first keystroke, ends the test at zero. Unmounting (leaving the screen) stops it.
import { useEffect, useState } from "react";
import { TEST_DURATION_MS, elapsedMs } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { now, type TypingStore } from "./typing-store";
import { useStoreSelector } from "~/hooks/use-external-store";

const TOTAL_S = TEST_DURATION_MS / 1000;
const R = 52;
const CIRCUMFERENCE = 2 * Math.PI * R;

function secondsLeft(elapsedMs: number) {
  return Math.max(0, Math.ceil((TEST_DURATION_MS - elapsedMs) / 1000));
}

export function TestClock({ store }: { store: TypingStore }) {
  const { t } = useTranslation();
  const status = useStoreSelector(store, (s) => s.status);
  const startedAt = useStoreSelector(store, (s) => s.startedAt);
  const finishedAt = useStoreSelector(store, (s) => s.finishedAt);
  // A wrong-layout pause stops the clock; the waited time is kept out of it afterwards.
  const paused = useStoreSelector(store, (s) => s.layoutPause !== null);
  const pausedMs = useStoreSelector(store, (s) => s.pausedMs);
  const [left, setLeft] = useState(TOTAL_S);

  useEffect(() => {
    if (status !== "running" || startedAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const elapsed = elapsedMs(store.getState(), now());
      store.tick(now());
      setLeft(secondsLeft(elapsed));
      if (elapsed < TEST_DURATION_MS && !paused) timer = setTimeout(step, 1000 - (elapsed % 1000) + 5);
    };
    step();
    return () => clearTimeout(timer);
  }, [status, startedAt, paused, pausedMs, store]);

  const shown = status === "finished" && finishedAt !== null ? secondsLeft(finishedAt) : status === "idle" ? TOTAL_S : left;
  const fraction = shown / TOTAL_S;
  return (
    <div className="tt-clock" role="timer" aria-label={t("typing.timeLeft")} data-testid="clock">
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r={R} className="tt-clock__track" />
        <circle
          cx="60"
          cy="60"
          r={R}
          className={shown <= 10 && status === "running" ? "tt-clock__arc is-low" : "tt-clock__arc"}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="tt-clock__value">
        <strong data-testid="seconds-left">{shown}</strong>
        <small>{t("typing.secondsShort")}</small>
      </span>
    </div>
  );
}
