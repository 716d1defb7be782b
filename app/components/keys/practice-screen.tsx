// Weak-key practice (issue 19 §5): rounds of real words weighted towards the learner's weakest keys
// (app/core/typing/practice.ts), each round folded into the per-key figures (on the server for a
// signed-in learner, on this device for a guest), and the targeted keys' figures before → now.
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { liveStoreFigures, type LiveStoreRef } from "~/components/typing/live-store-figures";
import type { TypingStore } from "~/components/typing/typing-store";
import { useClassReport } from "~/hooks/use-class-report";
import { ScriptKeyboardOptions } from "~/components/script/script-keyboard-options";
import { useStatsKeyboard } from "~/hooks/use-stats-keyboard";
import scriptStyles from "~/styles/script.css?url";
import { KEY_STATS_LAYOUTS, keyDeltas, pressesOfTestLog, type KeyStat, type KeyStatsLayout } from "~/core/typing/key-stats";
import { generateExercise, type Exercise } from "~/core/typing/practice";
import type { Keystroke } from "~/core/typing/typing-engine";
import { useTranslation } from "~/hooks/use-translation";
import { addGuestKeyStats, readGuestKeyStats } from "./guest-key-stats";
import { keyLabel } from "./key-label";
import { KeyHeatmap } from "./key-heatmap";
import { postPracticeRound } from "./key-stats-client";
import { PracticeProgress } from "./practice-progress";
import { PracticeRound } from "./practice-round";

export interface PracticeData {
  layout: KeyStatsLayout;
  words: string[];
  /** The signed-in learner's rows; null for a guest (whose rows are on this device). */
  keys: KeyStat[] | null;
  /** Key codes a teacher's assignment asks for (?keys=); empty: the learner's weakest keys. */
  chosen: string[];
}

interface Round {
  n: number;
  id: string;
  exercise: Exercise;
  finished: boolean;
}

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

export function PracticeScreen({ data }: { data: PracticeData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The traditional script's keys (issue 32) on its own layout, with the site's keyboard if chosen.
  const { keyboard: layout, script } = useStatsKeyboard(data.layout);
  const isScript = data.layout === "mn-Mong";
  const guest = data.keys === null;
  // The class's live view (if the learner is in a class) reads the round's store every 2 s.
  const liveStore = useRef<TypingStore | null>(null) as LiveStoreRef;
  useClassReport(() => ({ activity: "practice", ...liveStoreFigures(liveStore) }));
  const [stats, setStats] = useState<KeyStat[] | null>(data.keys);
  const [before, setBefore] = useState<KeyStat[] | null>(data.keys);
  const [round, setRound] = useState<Round | null>(null);
  const [tracked, setTracked] = useState<string[]>([]);
  const [save, setSave] = useState<"idle" | "saved" | "local" | "failed">("idle");

  const newRound = useCallback(
    (rows: readonly KeyStat[], n: number) => {
      const exercise = generateExercise(data.layout, data.words, rows, randomSeed(), undefined, data.chosen);
      setRound({ n, id: crypto.randomUUID(), exercise, finished: false });
      setTracked((codes) => [...new Set([...codes, ...exercise.targets])].slice(0, 5));
    },
    [data.layout, data.words, data.chosen],
  );

  // A guest's rows are read from this device once the page runs in the browser.
  useEffect(() => {
    const rows = data.keys ?? readGuestKeyStats(data.layout);
    setStats(rows);
    setBefore(rows);
    setTracked([]);
    setSave("idle");
    newRound(rows, 1);
  }, [data.keys, data.layout, newRound]);

  const onFinish = async (log: readonly Keystroke[]) => {
    if (!round || !stats) return;
    setRound({ ...round, finished: true });
    if (guest) {
      setStats(addGuestKeyStats(data.layout, `practice:${round.id}`, keyDeltas(data.layout, pressesOfTestLog(log))));
      setSave("local");
      return;
    }
    const rows = await postPracticeRound({ roundId: round.id, layout: data.layout, text: round.exercise.text, keystrokes: [...log] });
    if (rows) setStats(rows);
    setSave(rows ? "saved" : "failed");
  };

  return (
    <div className={isScript ? "stack practice script-page" : "stack practice"}>
      {/* The script's font and styles load for its keys only. */}
      {isScript ? <link rel="stylesheet" href={scriptStyles} /> : null}
      <header className="tt-header">
        <h1>{t("practice.title")}</h1>
        <label className="kb-variant">
          <span>{t("keys.heatmap.layout")}</span>
          <select
            className="select"
            value={data.layout}
            onChange={(e) => navigate(`?layout=${KEY_STATS_LAYOUTS.find((l) => l === e.target.value) ?? "mn"}`, { replace: true })}
            data-testid="practice-layout"
          >
            {KEY_STATS_LAYOUTS.map((l) => (
              <option key={l} value={l}>
                {t(`keys.layout.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <p className="muted">{t("practice.intro")}</p>
      {round && (
        <>
          <div className="practice__targets" data-testid="practice-targets">
            <h2>{t("practice.round", { n: round.n })}</h2>
            {round.exercise.targets.length === 0 ? (
              <p className="muted">{t("practice.noTargets")}</p>
            ) : (
              <p>
                {t("practice.targets")}:{" "}
                {round.exercise.targets.map((code) => (
                  <kbd key={code} className="practice__target" data-code={code}>
                    {keyLabel(layout, code, t("keyboard.space"))}
                  </kbd>
                ))}
              </p>
            )}
          </div>
          <PracticeRound
            key={round.id}
            text={round.exercise.text}
            language={data.layout}
            layout={layout}
            onFinish={(log) => void onFinish(log)}
            liveStore={liveStore}
            builtIn={isScript && script.builtIn}
            onUseBuiltIn={() => script.setBuiltIn(true)}
          />
          {isScript && <ScriptKeyboardOptions builtIn={script.builtIn} onBuiltIn={script.setBuiltIn} variant={script.variant} onVariant={script.setVariant} />}
          {round.finished && (
            <div className="practice__done" role="status" data-testid="practice-done">
              <p>
                {t("practice.finished")} {save === "saved" && t("practice.saved")}
                {save === "local" && t("practice.savedLocal")}
                {save === "failed" && t("practice.saveFailed")}
              </p>
              <button type="button" className="button" onClick={() => newRound(stats ?? [], round.n + 1)} data-testid="practice-next">
                {t("practice.next")}
              </button>
            </div>
          )}
        </>
      )}
      {before && stats && round && round.n + (round.finished ? 1 : 0) > 1 && <PracticeProgress layout={layout} codes={tracked} before={before} now={stats} />}
      {stats && <KeyHeatmap layout={layout} stats={stats} title={t("keys.heatmap.title")} testId="practice-heatmap" />}
    </div>
  );
}
