import { describe, expect, it } from "vitest";
import { attemptKey } from "../typing/keystroke-log";
import { createEngine, type Keystroke } from "../typing/typing-engine";
import {
  CHALLENGE_MAX_CHARS,
  CHALLENGE_MIN_CHARS,
  CHALLENGE_TIME_LIMIT_MS,
  challengeDeadline,
  challengeLog,
  challengeRequiredWpm,
  heldAboveWpm,
  judgeChallenge,
  needsChallenge,
  pickChallengeText,
  provenWpm,
} from "./prize-challenge";

const TEXT = "Сайн бичээч хуруугаа зөв байрлуулж гараа харалгүй бичдэг өдөр бүр бага зэрэг дасгал хийвэл";
const GAPS = [0.6, 1.4, 0.8, 1.2, 1.0, 0.7, 1.3, 0.9, 1.1, 1.0];

/** Keys as the challenge page logs them: what was typed, with person-like gaps around `msPerKey`. */
function raw(typed: string, msPerKey: number, gaps = GAPS): Keystroke[] {
  let t = 0;
  return [...typed].map((key, i) => {
    const entry = { key, expected: "", t };
    t += Math.round(msPerKey * gaps[i % gaps.length]);
    return entry;
  });
}

describe("the threshold rule", () => {
  it("the proven speed is the best of test, exam and passed challenges; nothing proven is null", () => {
    expect(provenWpm([54, null, 71])).toBe(71);
    expect(provenWpm([0, null, undefined])).toBeNull();
    expect(provenWpm([])).toBeNull();
  });

  it("holds a result more than 15 WPM above the proven speed, never one at or below 55 WPM", () => {
    expect(heldAboveWpm(null)).toBe(55);
    expect(heldAboveWpm(20)).toBe(55);
    expect(heldAboveWpm(100)).toBe(115);
    expect(needsChallenge(55, null)).toBe(false);
    expect(needsChallenge(56, null)).toBe(true);
    expect(needsChallenge(115, 100)).toBe(false);
    expect(needsChallenge(116, 100)).toBe(true);
    // A slow test does not make an everyday speed suspicious.
    expect(needsChallenge(50, 12)).toBe(false);
  });

  it("the challenge must reach 80 % of the held speed, rounded up", () => {
    expect(challengeRequiredWpm(120)).toBe(96);
    expect(challengeRequiredWpm(121)).toBe(97);
  });

  it("the deadline is five minutes, cut short by the race's end", () => {
    expect(challengeDeadline(1_000, 10_000_000)).toBe(1_000 + CHALLENGE_TIME_LIMIT_MS);
    expect(challengeDeadline(1_000, 60_000)).toBe(60_000);
  });
});

describe("pickChallengeText", () => {
  it("takes whole words of the race's texts, 60 to 100 characters", () => {
    const source = [
      "Хавар болоход тал нутаг ногоорч, малчид шинэ бэлчээрт нүүдэг.",
      "Хүүхдүүд гадаа тоглож, шувууд буцаж ирдэг. Бид амралтын цагаар тэнд очдог.",
    ];
    const words = new Set(source.flatMap((s) => s.split(" ")));
    for (let seed = 0; seed < 50; seed++) {
      const text = pickChallengeText(source, () => seed / 50);
      expect(text.length).toBeGreaterThanOrEqual(CHALLENGE_MIN_CHARS);
      expect(text.length).toBeLessThanOrEqual(CHALLENGE_MAX_CHARS);
      for (const word of text.split(" ")) expect(words.has(word)).toBe(true);
    }
  });
});

describe("judgeChallenge", () => {
  it("passes the text typed at 80 % of the claim with every word right", () => {
    // 120 ms a key ≈ 100 WPM; the claim 120 needs 96.
    const verdict = judgeChallenge(TEXT, raw(TEXT, 120), 0, 120);
    expect(verdict).toMatchObject({ passed: true, accuracy: 100 });
    expect(verdict.wpm).toBeGreaterThanOrEqual(96);
  });

  it("fails a challenge slower than 80 % of the claim", () => {
    expect(judgeChallenge(TEXT, raw(TEXT, 200), 0, 120)).toMatchObject({ passed: false, reason: "slow" });
  });

  it("fails one word wrong in fifteen (93 %) as inaccurate, and accepts a mistake corrected with Backspace", () => {
    const words = TEXT.split(" ");
    const oneWrong = [...words.slice(0, 3), `${words[3]}ж`, ...words.slice(4)].join(" ");
    expect(judgeChallenge(TEXT, raw(oneWrong, 120), 0, 120)).toMatchObject({ passed: false, reason: "inaccurate" });
    const corrected = raw(`${words[0]}ж`, 120);
    const fixed = [...corrected, { key: "Backspace", expected: "", t: corrected[corrected.length - 1].t + 150 }];
    const rest = raw(` ${words.slice(1).join(" ")}`, 110).map((k) => ({ ...k, t: k.t + fixed[fixed.length - 1].t + 120 }));
    expect(judgeChallenge(TEXT, [...fixed, ...rest], 0, 110)).toMatchObject({ passed: true, accuracy: 100 });
  });

  it("fails a text left unfinished, and a machine's even beat, by the plausibility rule", () => {
    const half = TEXT.slice(0, 40);
    expect(judgeChallenge(TEXT, raw(half, 120), 0, 120)).toMatchObject({ passed: false, reason: "not-the-text" });
    expect(judgeChallenge(TEXT, raw(TEXT, 60, [1]), 0, 220)).toMatchObject({ passed: false, reason: "too-even" });
  });

  it("a last word ended by Enter (no space) is submitted at the last key", () => {
    const log = challengeLog("аа бб", raw("аа б", 150));
    expect(log.map((k) => k.key).join("")).toBe("аа б ");
    // Typed exactly, the last word ends the text by itself: nothing is added.
    expect(challengeLog("аа бб", raw("аа бб", 150))).toEqual([...attemptKeys("аа бб", raw("аа бб", 150))]);
  });
});

function attemptKeys(text: string, keys: Keystroke[]): Keystroke[] {
  let s = createEngine(text);
  for (const k of keys) s = attemptKey(s, { key: k.key, time: k.t });
  return [...s.log];
}
