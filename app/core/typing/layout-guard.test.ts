import { describe, expect, it } from "vitest";
import { endsLayoutPause, expectedScript, isWrongLayout, platformOf, scriptOf, textScript } from "./layout-guard";
import { LATIN_LOOKALIKES } from "./lookalikes";

describe("scriptOf", () => {
  it("puts every Mongolian letter, ө ү ё included and in both cases, in Cyrillic", () => {
    for (const ch of "абвгдеёжзийклмноөпрстуүфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЪЫЬЭЮЯ") expect(scriptOf(ch), ch).toBe("cyrillic");
  });

  it("puts the English letters in Latin", () => {
    for (const ch of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") expect(scriptOf(ch), ch).toBe("latin");
  });

  it("puts every Latin look-alike of a Cyrillic letter in Latin, and the letter it imitates in Cyrillic", () => {
    for (const [latin, cyrillic] of Object.entries(LATIN_LOOKALIKES)) {
      expect(scriptOf(latin), latin).toBe("latin");
      expect(scriptOf(cyrillic), cyrillic).toBe("cyrillic");
    }
  });

  it("leaves digits, spaces, punctuation and signs of both layouts neutral", () => {
    for (const ch of "0123456789 \u00a0.,;:!?-–—\"'«»()№₮%+=/\\@#") expect(scriptOf(ch), ch).toBeNull();
  });
});

describe("textScript", () => {
  it("is the script of most letters, and null without letters", () => {
    expect(textScript("Сайн байна уу? 2024 он.")).toBe("cyrillic");
    expect(textScript("The quick brown fox, 1999.")).toBe("latin");
    expect(textScript("Google-ийн хайлтын систем")).toBe("cyrillic");
    expect(textScript("123 456, 789.")).toBeNull();
  });
});

describe("isWrongLayout", () => {
  it("flags a Latin letter where Cyrillic is expected, look-alikes included", () => {
    expect(isWrongLayout("f", "cyrillic")).toBe(true);
    expect(isWrongLayout("x", "cyrillic")).toBe(true); // x for х
    expect(isWrongLayout("ö", "cyrillic")).toBe(true); // ö for ө
    expect(isWrongLayout("ш", "cyrillic")).toBe(false); // a typo, not the layout
  });

  it("flags a Cyrillic letter where Latin is expected", () => {
    expect(isWrongLayout("а", "latin")).toBe(true);
    expect(isWrongLayout("ө", "latin")).toBe(true);
    expect(isWrongLayout("q", "latin")).toBe(false);
  });

  it("never flags a neutral key, nor anything when the text has no letters", () => {
    for (const key of ["1", " ", ",", "?", "-", "№"]) {
      expect(isWrongLayout(key, "cyrillic"), key).toBe(false);
      expect(isWrongLayout(key, "latin"), key).toBe(false);
    }
    expect(isWrongLayout("f", null)).toBe(false);
  });
});

describe("expectedScript", () => {
  it("takes the expected letter's script first", () => {
    expect(expectedScript("а", "iPhone", "latin")).toBe("cyrillic");
    expect(expectedScript("P", "iPhone", "cyrillic")).toBe("latin");
  });

  it("falls back to the current word, then to the text, when the expected character is neutral or unknown", () => {
    expect(expectedScript(",", "сайн,", "latin")).toBe("cyrillic");
    expect(expectedScript(null, "Google-ийн", "cyrillic")).toBe("latin");
    expect(expectedScript(" ", "2024", "cyrillic")).toBe("cyrillic");
    expect(expectedScript("1", "123", null)).toBeNull();
  });
});

describe("endsLayoutPause", () => {
  it("ends on a letter of the expected script or on the exact expected character", () => {
    expect(endsLayoutPause("ш", "а", "cyrillic")).toBe(true); // right layout, a typo: counted as one
    expect(endsLayoutPause("2", "2", "cyrillic")).toBe(true);
    expect(endsLayoutPause(" ", " ", "cyrillic")).toBe(true);
  });

  it("keeps waiting on more keys of the wrong layout and on neutral keys that are not the expected one", () => {
    expect(endsLayoutPause("f", "а", "cyrillic")).toBe(false);
    expect(endsLayoutPause(" ", "а", "cyrillic")).toBe(false);
    expect(endsLayoutPause("1", "а", "cyrillic")).toBe(false);
    expect(endsLayoutPause("д", "d", "latin")).toBe(false);
  });
});

describe("platformOf", () => {
  it("recognises the desktop systems and phones from the user agent", () => {
    expect(platformOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0")).toBe("windows");
    expect(platformOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Safari/605.1.15")).toBe("macos");
    expect(platformOf("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0")).toBe("linux");
    expect(platformOf("Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 Chrome/120.0")).toBe("chromeos");
    expect(platformOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36")).toBe("phone");
    expect(platformOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe("phone");
  });

  it("takes an iPad asking for the desktop site (a Mac user agent with a touch screen) for a phone", () => {
    expect(platformOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15", 5)).toBe("phone");
  });
});

describe("the traditional script (issue 32)", () => {
  const word = "\u182e\u1823\u1829\u182d\u1823\u182f"; // ᠮᠣᠩᠭᠣᠯ

  it("puts the script's letters in their own script and its controls (NNBSP, MVS, FVS, ZWJ) nowhere", () => {
    for (const ch of word) expect(scriptOf(ch), ch).toBe("mongolian");
    for (const ch of "\u202f\u180e\u180b\u180c\u180d\u180f\u200d\u1802\u1803") expect(scriptOf(ch), ch).toBeNull();
    expect(textScript(`${word} ${word}\u202f`)).toBe("mongolian");
  });

  it("flags Cyrillic or Latin typed where the script is due, and the script typed into a Cyrillic text", () => {
    expect(isWrongLayout("ф", "mongolian")).toBe(true);
    expect(isWrongLayout("a", "mongolian")).toBe(true);
    expect(isWrongLayout("\u1820", "mongolian")).toBe(false);
    expect(isWrongLayout("\u202f", "mongolian")).toBe(false);
    expect(isWrongLayout("\u1820", "cyrillic")).toBe(true);
    expect(expectedScript("\u202f", word, "mongolian")).toBe("mongolian");
  });

  it("ends the pause only with a letter of the script or exactly the expected control", () => {
    expect(endsLayoutPause("ф", "\u1820", "mongolian")).toBe(false);
    expect(endsLayoutPause("\u1821", "\u1820", "mongolian")).toBe(true);
    expect(endsLayoutPause("\u202f", "\u202f", "mongolian")).toBe(true);
  });
});
