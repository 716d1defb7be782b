import { describe, expect, it } from "vitest";
import { frameAt, liveWpm, replayFrames } from "./exam-replay";
import { judgeTextAttempt } from "../typing/plausibility";
import type { Keystroke } from "../typing/typing-engine";

const TEXT = "нар сар";
const log: Keystroke[] = [
  { key: "н", expected: "н", t: 0 },
  { key: "а", expected: "а", t: 200 },
  { key: "ж", expected: "р", t: 400 },
  { key: "Backspace", expected: "", t: 600 },
  { key: "р", expected: "р", t: 800 },
  { key: " ", expected: " ", t: 1000 },
  { key: "с", expected: "с", t: 1200 },
  { key: "а", expected: "а", t: 1400 },
  { key: "р", expected: "р", t: 1600 },
];

describe("replayFrames", () => {
  it("gives one frame per key with the input as it stood, corrections included", () => {
    const { words, frames } = replayFrames(TEXT, log);
    expect(words).toEqual(["нар", "сар"]);
    expect(frames.map((f) => f.input)).toEqual(["н", "на", "наж", "на", "нар", "", "с", "са", ""]);
    expect(frames.at(-1)!.results).toEqual(["correct", "correct"]);
  });
  it("ends on the figures the judge computed", () => {
    const { frames } = replayFrames(TEXT, log);
    const judged = judgeTextAttempt(TEXT, log, 1600, "certificate");
    expect(judged.ok && judged.result.wpm).toBe(liveWpm(frames, 1600));
  });
  it("finds the frame due at the playback clock and the live WPM", () => {
    const { frames } = replayFrames(TEXT, log);
    expect(frameAt(frames, -1)).toBe(-1);
    expect(frameAt(frames, 0)).toBe(0);
    expect(frameAt(frames, 999)).toBe(4);
    expect(frameAt(frames, 99_999)).toBe(8);
    expect(liveWpm(frames, 999)).toBe(0);
    // "нар " is 4 characters in 1 second: 4 / 5 / (1/60) = 48 WPM.
    expect(liveWpm(frames, 1000)).toBe(48);
  });
});
