import { describe, expect, it } from "vitest";
import { catchUpReports, createRaceEngine, fastForward, isTextDone, raceAccuracy, raceKey, wordsDone, wordsTypedBetween, type ReportLog } from "./race-typing";
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

describe("catchUpReports", () => {
  const words = Array.from({ length: 50 }, (_, i) => `w${i}`);
  const log = (upTo: number, done = false): ReportLog => ({ typed: words.slice(0, upTo), words: upTo, done });

  it("sends nothing when the room is level with the page (every ordinary reconnect)", () => {
    expect(catchUpReports("R1", 30, false, log(30), 50)).toEqual([]);
    expect(catchUpReports("R1", 50, true, log(50, true), 50)).toEqual([]);
  });

  it("resends what a room back from a crash lost, at most 20 words a report", () => {
    expect(catchUpReports("R1", 5, false, log(32), 50)).toEqual([
      { type: "write", roomId: "R1", words: 25, typed: words.slice(5, 25) },
      { type: "write", roomId: "R1", words: 32, typed: words.slice(25, 32) },
    ]);
  });

  it("finishes again when the page had finished: every word but the last as writes, the last in the finish", () => {
    expect(catchUpReports("R1", 40, false, log(50, true), 50)).toEqual([
      { type: "write", roomId: "R1", words: 49, typed: words.slice(40, 49) },
      { type: "finishPlayer", roomId: "R1", typed: ["w49"] },
    ]);
  });

  it("sends an empty word for one the page has no record of (typed before a reload)", () => {
    const reloaded: ReportLog = { typed: [undefined, undefined, "w2", "w3"], words: 4, done: false };
    expect(catchUpReports("R1", 1, false, reloaded, 50)).toEqual([{ type: "write", roomId: "R1", words: 4, typed: ["", "w2", "w3"] }]);
  });
});
