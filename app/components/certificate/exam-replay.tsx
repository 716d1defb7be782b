// ★ The passing exam played back (issue 16 §5): the text appears keystroke by keystroke at the real
// pace (or 2×, 4×), with the live WPM, from the stored log and the very reducer that judged it.
import { useEffect, useMemo, useRef, useState } from "react";
import { REPLAY_SPEEDS, frameAt, liveWpm, replayFrames, type ReplaySpeed } from "~/core/certificates/exam-replay";
import type { Keystroke } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { ClientSelect } from "~/components/ui/client-button";

function clockLabel(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** `title` and `lead` name what is played back (the certificate exam by default; a prize result on the admin's screen). */
export function ExamReplay({ text, log, title, lead }: { text: string; log: readonly Keystroke[]; title?: string; lead?: string }) {
  const { t } = useTranslation();
  const { words, frames } = useMemo(() => replayFrames(text, log), [text, log]);
  const end = frames.length > 0 ? frames[frames.length - 1].t : 0;
  const [clock, setClock] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  // The playback clock advances by real elapsed time × speed on each animation frame.
  const clockRef = useRef(0);
  const moveTo = (ms: number) => {
    clockRef.current = ms;
    setClock(ms);
  };

  useEffect(() => {
    if (!playing) return;
    let handle = 0;
    let previous: number | null = null;
    const step = (now: number) => {
      const next = Math.min(end, clockRef.current + (previous === null ? 0 : now - previous) * speed);
      previous = now;
      clockRef.current = next;
      setClock(next);
      if (next >= end) setPlaying(false);
      else handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [playing, speed, end]);

  // At 0 nothing is typed yet (the first key is logged at 0 ms).
  const i = clock > 0 ? frameAt(frames, clock) : -1;
  const frame = i >= 0 ? frames[i] : null;
  const done = frame?.results.length ?? 0;
  const finished = clock >= end && frames.length > 0;
  const input = frame?.input ?? "";
  const current = words[done] as string | undefined;
  const rightSoFar = current !== undefined && current.startsWith(input);
  const toggle = () => {
    if (finished) moveTo(0);
    setPlaying((p) => !p || finished);
  };

  return (
    <section className="card cert-replay" aria-labelledby="replay-title" data-testid="exam-replay">
      <h2 id="replay-title">{title ?? t("certificate.replay.title")}</h2>
      <p className="muted">{lead ?? t("certificate.replay.lead")}</p>
      <div className="cert-replay__controls">
        <button type="button" className="button" onClick={toggle} data-testid="replay-play">
          {playing ? t("certificate.replay.pause") : t("certificate.replay.play")}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            moveTo(0);
            setPlaying(false);
          }}
        >
          {t("certificate.replay.restart")}
        </button>
        <label>
          {t("certificate.replay.speed")}{" "}
          <ClientSelect value={speed} onChange={(e) => setSpeed(Number(e.target.value) as ReplaySpeed)} data-testid="replay-speed">
            {REPLAY_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </ClientSelect>
        </label>
      </div>
      <dl className="prize-stats" aria-live="off">
        <div>
          <dt>WPM</dt>
          <dd data-testid="replay-wpm">{liveWpm(frames, clock)}</dd>
        </div>
        <div>
          <dt>{t("certificate.replay.time")}</dt>
          <dd data-testid="replay-time">
            {clockLabel(clock)} / {clockLabel(end)}
          </dd>
        </div>
      </dl>
      <p className="cert-replay__text" lang="mn" data-testid="replay-text" data-done={done} data-finished={finished}>
        {words.slice(0, done).map((word, w) => (
          <span key={w} className={frame?.results[w] === "correct" ? "is-correct" : "is-wrong"}>
            {word}{" "}
          </span>
        ))}
        {input && !rightSoFar ? <span className="is-wrong">{input}</span> : null}
        {rightSoFar ? <span className="is-input">{input}</span> : null}
        <span className="cert-replay__caret" aria-hidden="true" />
        {current !== undefined ? <span className="is-rest">{rightSoFar ? current.slice(input.length) : current} </span> : null}
        {done + 1 < words.length ? <span className="is-rest">{words.slice(done + 1).join(" ")}</span> : null}
      </p>
    </section>
  );
}
