import { describe, expect, it } from "vitest";
import { insertStatements, parseArgs, splitTexts } from "./prize-create.mjs";

const base = [
  "--name",
  "Хаврын уралдаан",
  "--start",
  "2026-12-01T09:00+08:00",
  "--end",
  "2026-12-07T21:00+08:00",
  "--min-point",
  "10",
  "--max-point",
  "5000",
  "--limit-wpm",
  "120",
  "--texts",
  "t.txt",
];

describe("prize:create", () => {
  it("reads the race, its window in epoch ms and the target database", () => {
    expect(parseArgs(base)).toEqual({
      name: "Хаврын уралдаан",
      image: null,
      startAt: Date.UTC(2026, 11, 1, 1, 0),
      endAt: Date.UTC(2026, 11, 7, 13, 0),
      minPoint: 10,
      maxPoint: 5000,
      limitWpm: 120,
      texts: "t.txt",
      language: "mn",
      target: ["--local", "--env", "local"],
    });
    expect(parseArgs([...base, "--remote", "--image", "/images/prize/spring.svg", "--lang", "en"])).toMatchObject({
      target: ["--remote"],
      image: "/images/prize/spring.svg",
      language: "en",
    });
    expect(parseArgs([...base, "--persist-to", "/tmp/x"]).target).toEqual(["--local", "--env", "local", "--persist-to", "/tmp/x"]);
  });

  it("refuses what would make a broken race", () => {
    const without = (flag: string) => base.filter((_, i) => base[i] !== flag && base[i - 1] !== flag);
    expect(() => parseArgs(without("--name"))).toThrow(/--name/);
    expect(() => parseArgs(without("--texts"))).toThrow(/--texts/);
    expect(() => parseArgs(without("--limit-wpm"))).toThrow(/--limit-wpm/);
    expect(() => parseArgs(base.map((v) => (v === "2026-12-07T21:00+08:00" ? "2026-11-30T09:00+08:00" : v)))).toThrow(/--end must be after/);
    expect(() => parseArgs(base.map((v) => (v === "2026-12-01T09:00+08:00" ? "tomorrow" : v)))).toThrow(/--start/);
    expect(() => parseArgs(base.map((v) => (v === "5000" ? "5" : v)))).toThrow(/--max-point/);
    expect(() => parseArgs(base.map((v) => (v === "120" ? "0" : v)))).toThrow(/--limit-wpm/);
    expect(() => parseArgs(base.map((v) => (v === "10" ? "-1" : v)))).toThrow(/--min-point/);
    expect(() => parseArgs([...base, "--lang", "de"])).toThrow(/--lang/);
  });

  it("takes one text per paragraph and quotes them safely", () => {
    expect(splitTexts("нэг хоёр\nгурав\n\n  дөрөв  \n\n\n")).toEqual(["нэг хоёр гурав", "дөрөв"]);
    const sql = insertStatements(parseArgs(base), ["Бид 'хурдан' бичнэ"]);
    expect(sql).toContain("'Бид ''хурдан'' бичнэ'");
    expect(sql).toContain("INSERT INTO prize_race_texts");
    expect(sql.trim().endsWith(";")).toBe(true);
  });
});
