// The 60-second test on a traditional-script text (issue 32): code points, the canonical encoding with
// its one look-alike (NNBSP for a particle's MVS, never for the chachlag's), the guard, and the
// server's replay agreeing with the browser.
import { describe, expect, it } from "vitest";
import { replayLog } from "./keystroke-log";
import { MVS, NNBSP } from "./script-text";
import { applyKey, createEngine, figures, type EngineState } from "./typing-engine";
import { recomputeTestResult } from "./typing-result";
import { missedKeys } from "./typing-stats";

const PARTICLE = "ᠭᠡᠷ\u180eᠢᠶᠠᠷ"; // g e r MVS i y a r: the MVS heads a suffix
const CHACHLAG = "ᠠᠨᠠᠭ\u180eᠠ"; // a n a g MVS a: the MVS only separates the final A
const TEXT = `${PARTICLE} ${CHACHLAG} ᠠᠮᠪᠠ`;

function type(state: EngineState, keys: string, start = 0, gap = 300): EngineState {
  let time = start;
  for (const key of keys) {
    state = applyKey(state, { key, time });
    time += gap;
  }
  return state;
}

describe("a script test", () => {
  it("counts code points, MVS included, and finishes on the last word", () => {
    const state = type(createEngine(TEXT), `${PARTICLE} ${CHACHLAG} ᠠᠮᠪᠠ`);
    expect(state.status).toBe("finished");
    expect(state.results).toEqual(["correct", "correct", "correct"]);
    // 8 + space + 6 + space + 4: every script character is one code point and one UTF-16 unit.
    expect(state.characters).toBe(20);
  });

  it("takes NNBSP typed for a particle's MVS as the canonical MVS, logged as typed and as right", () => {
    const typed = PARTICLE.replace(MVS, NNBSP);
    const state = type(createEngine(TEXT), `${typed} `);
    expect(state.results).toEqual(["correct"]);
    expect(state.input).toBe("");
    // The per-key figures and the missed keys read the log: an accepted look-alike is no miss.
    expect(state.log.find((k) => k.key === NNBSP)?.expected).toBe(NNBSP);
    expect(missedKeys(state.log, 8)).toEqual([]);
  });

  it("does not take NNBSP for the chachlag's MVS (it shapes differently)", () => {
    const state = type(createEngine(TEXT), `${PARTICLE} ${CHACHLAG.replace(MVS, NNBSP)} `);
    expect(state.results).toEqual(["correct", "wrong"]);
  });

  it("pauses on a Cyrillic or Latin letter where the script is due, and goes on with a script key", () => {
    let state = type(createEngine(TEXT), "ᠭ");
    state = applyKey(state, { key: "г", time: 400 });
    expect(state.layoutPause?.want).toBe("mongolian");
    expect(state.input).toBe("ᠭ");
    state = applyKey(state, { key: "ᠡ", time: 5_000 });
    expect(state.layoutPause).toBeNull();
    expect(state.input).toBe("ᠭᠡ");
  });

  it("replays on the server to the browser's figures, look-alike included, and passes the plausibility rule", () => {
    const keys = `${PARTICLE.replace(MVS, NNBSP)} ${CHACHLAG} ᠠᠮᠪᠠ`;
    const browser = type(createEngine(TEXT), keys, 0, 280);
    const durationMs = browser.finishedAt ?? 0;
    expect(replayLog(TEXT, browser.log).characters).toBe(browser.characters);
    const outcome = recomputeTestResult(TEXT, browser.log, durationMs);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.result).toMatchObject({ wpm: figures(browser, durationMs).wpm, accuracy: 100, characters: 20 });
  });
});
