import { describe, expect, it } from "vitest";
import { EN_US, FINGERS, MN_LINUX, MN_WINDOWS, allKeys, canType, handOf, layoutFor, strokeFor } from "./index";

const ALL = [MN_WINDOWS, MN_LINUX, EN_US];

describe("layout tables", () => {
  it("have five rows that each add up to 15 key units (except the space row)", () => {
    for (const layout of ALL) {
      expect(layout.rows).toHaveLength(5);
      for (const row of layout.rows.slice(0, 4)) expect(row.reduce((sum, k) => sum + k.width, 0)).toBe(15);
    }
  });

  it("give every key one of the eight fingers or the thumb, and use all eight", () => {
    for (const layout of ALL) {
      const used = new Set(allKeys(layout).map((k) => k.finger));
      for (const finger of FINGERS) expect(used.has(finger)).toBe(true);
      expect(allKeys(layout).every((k) => (k.finger === "thumb" ? k.code === "Space" : FINGERS.includes(k.finger as never)))).toBe(true);
    }
  });

  it("put the bumps on F and J (ө and р on MNS)", () => {
    expect(
      allKeys(MN_WINDOWS)
        .filter((k) => k.bump)
        .map((k) => k.base),
    ).toEqual(["ө", "р"]);
    expect(
      allKeys(EN_US)
        .filter((k) => k.bump)
        .map((k) => k.base),
    ).toEqual(["f", "j"]);
  });

  it("have no character on two keys", () => {
    for (const layout of ALL) {
      const chars = allKeys(layout)
        .flatMap((k) => (k.code === "Space" ? [] : [k.base, k.shift]))
        .filter(Boolean);
      expect(new Set(chars).size).toBe(chars.length);
    }
  });
});

describe("the Mongolian MNS layout", () => {
  it("has the rows of /usr/share/X11/xkb/symbols/mn", () => {
    const letters = (layout = MN_LINUX, row: number) =>
      layout.rows[row]
        .filter((k) => !k.label && /\p{L}/u.test(k.base))
        .map((k) => k.base)
        .join("");
    expect(letters(MN_LINUX, 0)).toBe("ещ");
    expect(letters(MN_LINUX, 1)).toBe("фцужэнгшүзкъ");
    expect(letters(MN_LINUX, 2)).toBe("йыбөахролдп");
    expect(letters(MN_LINUX, 3)).toBe("ячёсмитьвю");
  });

  it("uses Cyrillic letters only (no Latin look-alikes)", () => {
    for (const key of allKeys(MN_WINDOWS)) {
      for (const ch of key.base + key.shift) expect(/[A-Za-z]/.test(ch) && !key.label).toBe(false);
    }
  });

  it("Linux: digits unshifted, symbols on Shift", () => {
    expect(strokeFor(MN_LINUX, "1")).toMatchObject({ shift: false, key: { code: "Digit1" } });
    expect(strokeFor(MN_LINUX, "№")).toMatchObject({ shift: true, key: { code: "Digit1" } });
    expect(strokeFor(MN_LINUX, "₮")).toMatchObject({ shift: true, key: { code: "Digit4" } });
    expect(strokeFor(MN_LINUX, ".")).toMatchObject({ shift: true, key: { code: "Digit6" } });
    expect(strokeFor(MN_LINUX, "?")).toMatchObject({ shift: true, key: { code: "Digit0" } });
  });

  it("Windows: symbols unshifted, digits on Shift", () => {
    expect(strokeFor(MN_WINDOWS, "1")).toMatchObject({ shift: true, key: { code: "Digit1" } });
    expect(strokeFor(MN_WINDOWS, "№")).toMatchObject({ shift: false, key: { code: "Digit1" } });
    expect(strokeFor(MN_WINDOWS, ",")).toMatchObject({ shift: false, key: { code: "Digit8" } });
    expect(strokeFor(MN_WINDOWS, "0")).toMatchObject({ shift: true, key: { code: "Digit0" } });
  });

  it("types е and щ right of 0, and the home row with the right fingers", () => {
    expect(strokeFor(MN_WINDOWS, "е")?.key.code).toBe("Minus");
    expect(strokeFor(MN_WINDOWS, "щ")?.key.code).toBe("Equal");
    expect(strokeFor(MN_WINDOWS, "й")?.key.finger).toBe("leftPinky");
    expect(strokeFor(MN_WINDOWS, "ө")?.key.finger).toBe("leftIndex");
    expect(strokeFor(MN_WINDOWS, "а")?.key.finger).toBe("leftIndex");
    expect(strokeFor(MN_WINDOWS, "х")?.key.finger).toBe("rightIndex");
    expect(strokeFor(MN_WINDOWS, "д")?.key.finger).toBe("rightPinky");
  });

  it("takes Shift with the other hand for capitals", () => {
    expect(strokeFor(MN_WINDOWS, "А")).toMatchObject({ shift: true, shiftCode: "ShiftRight" });
    expect(strokeFor(MN_WINDOWS, "О")).toMatchObject({ shift: true, shiftCode: "ShiftLeft" });
    expect(strokeFor(MN_WINDOWS, "о")).toMatchObject({ shift: false, shiftCode: null });
  });
});

describe("the US English layout", () => {
  it("places letters, capitals and symbols", () => {
    expect(strokeFor(EN_US, "a")).toMatchObject({ shift: false, key: { code: "KeyA", finger: "leftPinky" } });
    expect(strokeFor(EN_US, "P")).toMatchObject({ shift: true, shiftCode: "ShiftLeft", key: { finger: "rightPinky" } });
    expect(strokeFor(EN_US, "@")).toMatchObject({ shift: true, key: { code: "Digit2", finger: "leftRing" } });
    expect(strokeFor(EN_US, " ")).toMatchObject({ shift: false, key: { code: "Space", finger: "thumb" } });
  });
  it("has no Cyrillic and cannot type it", () => {
    expect(strokeFor(EN_US, "а")).toBeNull();
    expect(canType(EN_US, "Hello, world 42!")).toBe(true);
    expect(canType(EN_US, "сайн")).toBe(false);
  });
});

describe("helpers", () => {
  it("types a non-breaking space on the space bar", () => {
    expect(strokeFor(MN_LINUX, "\u00a0")?.key.code).toBe("Space");
  });
  it("picks the layout for a language and variant", () => {
    expect(layoutFor("en")).toBe(EN_US);
    expect(layoutFor("mn")).toBe(MN_WINDOWS);
    expect(layoutFor("mn", "mn-linux")).toBe(MN_LINUX);
  });
  it("knows the hand of each finger", () => {
    expect(handOf("leftRing")).toBe("left");
    expect(handOf("rightIndex")).toBe("right");
    expect(handOf("thumb")).toBeNull();
  });
  it("can type a Mongolian sentence with digits and symbols on both variants", () => {
    const text = "Би 2024 онд 15% хямдралтай 3500₮-өөр ном авсан. Үнэ (татвартай) зөв үү?";
    expect(canType(MN_WINDOWS, text)).toBe(true);
    expect(canType(MN_LINUX, text)).toBe(true);
  });
});
