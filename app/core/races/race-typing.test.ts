import { describe, expect, it } from "vitest";
import { createRaceEngine, fastForward, isTextDone, raceAccuracy, raceKey, wordsDone, wordsTypedBetween } from "./race-typing";
import type { EngineState } from "../typing/typing-engine";

const type = (s: EngineState, text: string, time: number) => [...text].reduce((acc, key) => raceKey(acc, { key, time }), s);

describe("the engine in a 180-second race", () => {
  it("keeps accepting keys long after 60 seconds", () => {
    let s = createRaceEngine("нэг хоёр гурав");
    s = type(s, "нэг ", 1_000);
    s = type(s, "хоёр ", 120_000); // two minutes in: the plain engine would have ended the test
    expect(s.status).toBe("running");
    expect(wordsDone(s)).toBe(2);
    s = type(s, "гурав", 170_000);
    expect(isTextDone(s)).toBe(true);
    expect(raceAccuracy(s)).toBe(100);
  });

  it("counts a wrong word as an error and still moves on", () => {
    let s = type(createRaceEngine("нэг хоёр"), "нэх ", 0);
    expect(wordsDone(s)).toBe(1);
    s = type(s, "хоёр", 500);
    expect(isTextDone(s)).toBe(true);
    expect(raceAccuracy(s)).toBe(50);
  });

  it("fast-forwards to the room's count after a reload", () => {
    const s = fastForward(createRaceEngine("a bb ccc dddd"), 2, 5_000);
    expect(wordsDone(s)).toBe(2);
    expect(s.input).toBe("");
    expect(s.status).toBe("running");
    expect(isTextDone(fastForward(createRaceEngine("a bb"), 2, 0))).toBe(true);
  });
});

describe("wordsTypedBetween", () => {
  const keys = (s: EngineState, events: string[], time = 1_000) =>
    events.reduce((acc, key) => raceKey(acc, key === "^A" ? { key: "a", code: "KeyA", ctrlKey: true, time } : { key, time }), s);

  it("gives what was typed for each completed word, wrong ones as typed", () => {
    const start = createRaceEngine("нэг хоёр гурав");
    const one = keys(start, [..."нэх "]);
    expect(wordsTypedBetween(start, one)).toEqual(["нэх"]);
    const two = keys(one, [..."хоёрр", "Backspace", " "]);
    expect(wordsTypedBetween(one, two)).toEqual(["хоёр"]);
    const done = keys(two, ["г", "у", "^A", ..."гурав"]);
    expect(isTextDone(done)).toBe(true);
    expect(wordsTypedBetween(two, done)).toEqual(["гурав"]);
    expect(wordsTypedBetween(start, done)).toEqual(["нэх", "хоёр", "гурав"]);
  });

  it("agrees with the engine on which words are right", () => {
    const text = "нар сар гар бар хар тар";
    const start = createRaceEngine(text);
    const end = keys(start, [..."нар сра", "Backspace", "Backspace", "ар гаа", "^A", "Backspace", "гар бар хар", " ", "тар"]);
    const typed = wordsTypedBetween(start, end);
    const words = text.split(" ");
    expect(typed.map((w, i) => (w === words[i] ? "correct" : "wrong"))).toEqual(end.results);
  });

  it("is empty when no word was completed", () => {
    const start = createRaceEngine("нэг хоёр");
    expect(wordsTypedBetween(start, keys(start, [..."нэ"]))).toEqual([]);
  });
});

describe("the wrong-layout guard in a race", () => {
  it("drops Latin keys in a Mongolian race: no error, no typed word, and the room hears only the right keys", () => {
    const text = "сайн байна уу";
    let s = createRaceEngine(text);
    for (const [i, key] of [..."сайн "].entries()) s = raceKey(s, { key, time: i * 100 });
    const before = s;
    for (const [i, key] of [..."baina "].entries()) s = raceKey(s, { key, time: 1_000 + i * 100 });
    expect(s).toMatchObject({ index: 1, input: "", errorWords: 0, layoutPause: { at: 1_000, want: "cyrillic" } });
    for (const [i, key] of [..."байна "].entries()) s = raceKey(s, { key, time: 5_000 + i * 100 });
    expect(s).toMatchObject({ index: 2, correctWords: 2, errorWords: 0, layoutPause: null });
    expect(wordsTypedBetween(before, s)).toEqual(["байна"]);
    expect(raceAccuracy(s)).toBe(100);
  });
});
