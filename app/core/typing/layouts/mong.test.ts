// Both traditional-script layouts and the built-in keyboard, key by key against the tables taken from
// Microsoft's globalization docs (content/script/layouts/kbdmonst.json, kbdmonmo.json).
import { describe, expect, it } from "vitest";
import standardTable from "../../../../content/script/layouts/kbdmonst.json";
import mongolianTable from "../../../../content/script/layouts/kbdmonmo.json";
import { builtInKeystroke, charForCode } from "../built-in-keyboard";
import { LAYOUTS, MONG_MONGOLIAN, MONG_STANDARD, allKeys, strokeFor, type KeyboardLayout } from "./index";

interface MicrosoftKey {
  code: string;
  vk: string;
  base?: string[];
  shift?: string[];
}

const chars = (points: string[] | undefined) => (points ?? []).map((p) => String.fromCodePoint(parseInt(p.slice(2), 16))).join("");

const TABLES: [KeyboardLayout, MicrosoftKey[]][] = [
  [MONG_STANDARD, standardTable],
  [MONG_MONGOLIAN, mongolianTable],
];

describe.each(TABLES)("the $id layout", (layout, table) => {
  it("has every key of Microsoft's table, with or without Shift, and nothing else", () => {
    expect(table.length).toBe(47);
    for (const key of table) {
      expect(charForCode(layout, key.code, false), `${key.code}`).toBe(chars(key.base) || null);
      expect(charForCode(layout, key.code, true), `Shift+${key.code}`).toBe(chars(key.shift) || null);
    }
    const typing = allKeys(layout).filter((k) => k.code !== "Space" && (k.base || k.shift));
    expect(typing.map((k) => k.code).sort()).toEqual(table.map((k) => k.code).sort());
  });

  it("types each character with the key and Shift state the table gives", () => {
    for (const key of table) {
      if (key.base) expect(strokeFor(layout, chars(key.base))).toMatchObject({ key: { code: key.code }, shift: false });
      if (key.shift && chars(key.shift) !== chars(key.base)) expect(strokeFor(layout, chars(key.shift))?.key.code).toBe(key.code);
    }
  });

  it("is listed, tagged mn-Mong, with the space bar typing a space", () => {
    expect(LAYOUTS[layout.id]).toBe(layout);
    expect(layout.language).toBe("mn-Mong");
    expect(charForCode(layout, "Space", false)).toBe(" ");
  });
});

describe("the two layouts", () => {
  it("differ on Q, W, C and a few signs, as Microsoft's tables do", () => {
    const differing = allKeys(MONG_STANDARD)
      .filter((k) => charForCode(MONG_MONGOLIAN, k.code, false) !== (k.base || null) || charForCode(MONG_MONGOLIAN, k.code, true) !== (k.shift || null))
      .map((k) => k.code);
    expect(differing).toEqual(expect.arrayContaining(["KeyQ", "KeyW", "KeyC"]));
    expect(differing.filter((c) => c.startsWith("Key")).sort()).toEqual(["KeyC", "KeyQ", "KeyW"]);
  });

  it("put NNBSP on the minus key and MVS on Shift+minus; FVS1-3 on the quote and backquote keys", () => {
    for (const layout of [MONG_STANDARD, MONG_MONGOLIAN]) {
      expect(charForCode(layout, "Minus", false)).toBe("\u202f");
      expect(charForCode(layout, "Minus", true)).toBe("\u180e");
      expect(charForCode(layout, "Quote", false)).toBe("\u180b");
      expect(charForCode(layout, "Quote", true)).toBe("\u180c");
      expect(charForCode(layout, "Backquote", false)).toBe("\u180d");
    }
  });
});

describe("the built-in keyboard", () => {
  const press = (code: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) =>
    builtInKeystroke(MONG_STANDARD, { code, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...extra });

  it("turns physical keys into the script whatever the system layout typed", () => {
    expect(press("KeyA")).toBe("\u1820");
    expect(press("KeyE", { shiftKey: true })).toBe("\u1827");
    expect(press("Minus")).toBe("\u202f");
    expect(press("Space")).toBe(" ");
  });

  it("leaves shortcuts, control keys and blank keys alone", () => {
    expect(press("KeyC", { ctrlKey: true })).toBeNull();
    expect(press("KeyA", { metaKey: true })).toBeNull();
    expect(press("Backspace")).toBeNull();
    expect(press("Enter")).toBeNull();
    expect(press("KeyW", { shiftKey: true })).toBeNull();
    expect(press("F5")).toBeNull();
  });
});
