import { describe, expect, it } from "vitest";
import type { RoomPlayer, RoomView } from "./protocol";
import {
  charactersOfWords,
  checkChatMessage,
  lanesWithYou,
  newRoomId,
  normalizeText,
  progressPercent,
  progressTickMs,
  PROGRESS_TICK_MS,
  CLASS_RACE_CAPACITY,
  ROOM_CAPACITY,
  raceLanguageFromSegment,
  splitWords,
  toPublicUser,
  wordsOfText,
} from "./race-rules";

describe("words and progress", () => {
  it("splits on any whitespace and normalizes to single spaces", () => {
    expect(splitWords("  сайн   уу\nнайз ")).toEqual(["сайн", "уу", "найз"]);
    expect(normalizeText("  сайн   уу\nнайз ")).toBe("сайн уу найз");
  });
  it("remembers the split of a text: the same words, the same array the second time", () => {
    const text = "нэг  хоёр\nгурав";
    expect(wordsOfText(text)).toEqual(splitWords(text));
    expect(wordsOfText(text)).toBe(wordsOfText(text));
    expect(wordsOfText("дөрөв")).toEqual(["дөрөв"]);
  });
  it("progress is words done / total words, whole percent, 100 only at the end", () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });
  it("counts characters with the space typed after each finished word", () => {
    const words = ["ab", "cde", "f"];
    expect(charactersOfWords(words, 0)).toBe(0);
    expect(charactersOfWords(words, 1)).toBe(3); // "ab "
    expect(charactersOfWords(words, 2)).toBe(7); // "ab cde "
    expect(charactersOfWords(words, 3)).toBe(8); // "ab cde f" — the whole text
    expect(charactersOfWords(words, 3)).toBe("ab cde f".length);
  });
});

describe("progress frames", () => {
  it("go at once in a public room and on the tick in a class race", () => {
    expect(progressTickMs(ROOM_CAPACITY)).toBe(0);
    expect(progressTickMs(CLASS_RACE_CAPACITY)).toBe(PROGRESS_TICK_MS);
  });
});

describe("chat", () => {
  it("refuses empty and whitespace-only messages", () => {
    expect(checkChatMessage("")).toEqual({ ok: false, reason: "empty" });
    expect(checkChatMessage("   \n ")).toEqual({ ok: false, reason: "empty" });
  });
  it("allows exactly 50 characters of Mongolian and refuses 51", () => {
    expect(checkChatMessage("ө".repeat(50))).toEqual({ ok: true, message: "ө".repeat(50) });
    expect(checkChatMessage("ө".repeat(51))).toEqual({ ok: false, reason: "too_long" });
  });
  it("trims and collapses spaces before counting", () => {
    expect(checkChatMessage(`  ${"a".repeat(50)}  `)).toEqual({ ok: true, message: "a".repeat(50) });
    expect(checkChatMessage("сайн    уу")).toEqual({ ok: true, message: "сайн уу" });
  });
  it("keeps markup as plain text (rendering escapes it)", () => {
    expect(checkChatMessage("<b>hi</b>")).toEqual({ ok: true, message: "<b>hi</b>" });
    // Zero-width characters alone are empty; control characters and bidi overrides are refused (issue 21 §7).
    expect(checkChatMessage("\u200B\u200B")).toEqual({ ok: false, reason: "empty" });
    expect(checkChatMessage("сайн\u0007")).toEqual({ ok: false, reason: "control" });
    expect(checkChatMessage("\u202Eуу")).toEqual({ ok: false, reason: "control" });
  });
});

describe("race language from the route", () => {
  it("accepts only eng and мон", () => {
    expect(raceLanguageFromSegment("eng")).toBe("en");
    expect(raceLanguageFromSegment("мон")).toBe("mn");
    expect(raceLanguageFromSegment("МОН")).toBe("mn");
    expect(raceLanguageFromSegment("mon")).toBeNull(); // Latin look-alike is not the Cyrillic segment
    expect(raceLanguageFromSegment("en")).toBeNull();
    expect(raceLanguageFromSegment("")).toBeNull();
  });
});

describe("room ids", () => {
  it("are six readable characters the socket route accepts", () => {
    let i = 0;
    const values = [0, 0.99, 0.5, 0.25, 0.75, 0.1];
    const id = newRoomId(() => values[i++ % values.length]);
    expect(id).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });
});

describe("public user", () => {
  it("keeps only public fields and adds the rank image from points", () => {
    const row = { id: 3, name: "Болд", email: "b@example.mn", image: null, points: 15_000, avgWpm: 41.6, avgPercent: 97, phone: "99112233" };
    expect(toPublicUser(row)).toEqual({ id: 3, name: "Болд", image: null, rankImage: "/images/rank/skilled.svg", avgWpm: 42, avgPercent: 97 });
  });
});

const lanePlayer = (id: number): RoomPlayer => ({
  id,
  name: `Тоглогч ${id}`,
  image: null,
  rankImage: "/r.svg",
  avgWpm: 0,
  avgPercent: 0,
  percent: 0,
  words: 0,
  place: 0,
  wpm: 0,
  left: false,
});
const racingView = (): RoomView => ({
  roomId: "R1",
  hostId: 1,
  language: "mn",
  status: "racing",
  players: [lanePlayer(1), lanePlayer(2)],
  text: "нэг хоёр гурав дөрөв тав",
  startsAt: 0,
  deadline: 180_000,
});

describe("your own lane", () => {
  it("follows your typing before any frame comes back, and leaves the others as the server says", () => {
    const lanes = lanesWithYou(racingView(), 1, 2);
    expect(lanes.map((p) => [p.id, p.percent])).toEqual([
      [1, 40],
      [2, 0],
    ]);
  });

  it("keeps the server's figure when it is further along (a reload before typing again)", () => {
    const v = racingView();
    v.players[0] = { ...v.players[0], percent: 60, words: 3 };
    expect(lanesWithYou(v, 1, 1)[0].percent).toBe(60);
    expect(lanesWithYou(v, 1, 0)).toBe(v.players);
  });
});
