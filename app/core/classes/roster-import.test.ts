import { describe, expect, it } from "vitest";
import { CLASS_MAX_STUDENTS } from "./class-limits";
import { detectDelimiter, parseRoster, splitCells } from "./roster-import";

const empty = { members: [] };
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("parseRoster", () => {
  it("reads a pasted list, one name a line, skipping blank lines", () => {
    const parsed = parseRoster("Бат Болд\n\n  Сарнай  \r\nДорж\n", empty);
    expect(parsed).toEqual({
      ok: true,
      students: [
        { row: 1, name: "Бат Болд", studentNumber: null },
        { row: 3, name: "Сарнай", studentNumber: null },
        { row: 4, name: "Дорж", studentNumber: null },
      ],
    });
  });

  it.each([
    [",", "Нэр,Дугаар\nБат Болд,101\nСарнай,102"],
    [";", "Бат Болд;101\nСарнай;102"],
    ["\t", "name\tnumber\nБат Болд\t101\nСарнай\t102"],
  ])("detects the %j delimiter and an optional header row", (_d, text) => {
    const parsed = parseRoster(utf8(text), empty);
    expect(parsed.ok && parsed.students.map((s) => [s.name, s.studentNumber])).toEqual([
      ["Бат Болд", "101"],
      ["Сарнай", "102"],
    ]);
  });

  it("takes UTF-8 with its BOM", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Сарнай,7")]);
    expect(parseRoster(bytes, empty)).toEqual({ ok: true, students: [{ row: 1, name: "Сарнай", studentNumber: "7" }] });
  });

  it("refuses a Windows-1251 file with one message about the encoding", () => {
    // "Бат" in Windows-1251.
    const cp1251 = new Uint8Array([0xc1, 0xe0, 0xf2, 0x2c, 0x31, 0x0a]);
    expect(parseRoster(cp1251, empty)).toEqual({ ok: false, problems: [{ row: null, reason: "encoding" }] });
  });

  it("refuses an empty text, or one with a header only", () => {
    expect(parseRoster("  \n\n", empty)).toEqual({ ok: false, problems: [{ row: null, reason: "empty" }] });
    expect(parseRoster("Нэр;Дугаар\n", empty)).toEqual({ ok: false, problems: [{ row: null, reason: "empty" }] });
  });

  it("names every bad row once: empty, too long, extra columns, duplicates in the file and in the class", () => {
    const text = ["Бат,1", ",2", `${"А".repeat(61)},3`, "Дорж,4,5", "бат,1", "Сарнай,9", "Оюун,8", "Туяа,1"].join("\n");
    const current = {
      members: [
        { name: "Сарнай", studentNumber: "9" },
        { name: "Гэрэл", studentNumber: "8" },
      ],
    };
    const parsed = parseRoster(text, current);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { row: 2, reason: "nameEmpty" },
        { row: 3, reason: "nameLong", params: { max: 60 } },
        { row: 4, reason: "columns" },
        { row: 5, reason: "duplicateInFile", params: { other: 1 } },
        { row: 6, reason: "alreadyInClass" },
        { row: 7, reason: "numberTaken", params: { number: "8" } },
        { row: 8, reason: "duplicateInFile", params: { other: 1 } },
      ],
    });
  });

  it("tells apart two children of one name by their numbers", () => {
    const parsed = parseRoster("Бат,1\nБат,2", empty);
    expect(parsed.ok && parsed.students).toHaveLength(2);
  });

  it("keeps a quoted cell's delimiter", () => {
    expect(splitCells('"Болд, Бат",12', ",")).toEqual(["Болд, Бат", "12"]);
    expect(detectDelimiter(["a;b", "c;d,e"])).toBe(";");
    expect(detectDelimiter(["Бат Болд"])).toBeNull();
  });

  it("refuses every row past the class's limit of 60", () => {
    const members = Array.from({ length: 58 }, (_, i) => ({ name: `Сурагч ${i}`, studentNumber: null }));
    const parsed = parseRoster("Нэг\nХоёр\nГурав\nДөрөв", { members });
    expect(CLASS_MAX_STUDENTS).toBe(60);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { row: 3, reason: "classFull", params: { max: 60 } },
        { row: 4, reason: "classFull", params: { max: 60 } },
      ],
    });
  });
});
