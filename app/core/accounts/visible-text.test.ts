import { describe, expect, it } from "vitest";
import { hasControlCharacters, sanitizeProviderName, visibleText } from "./visible-text";

describe("visibleText", () => {
  it("keeps ordinary names and lines, normalised to NFC with whitespace collapsed", () => {
    expect(visibleText("  Батаа   Болд ")).toEqual({ ok: true, text: "Батаа Болд" });
    expect(visibleText("Бат\tБолд\nхоёр")).toEqual({ ok: true, text: "Бат Болд хоёр" });
    // "й" typed as и + combining breve becomes the one precomposed letter.
    expect(visibleText("Дулма\u0438\u0306")).toEqual({ ok: true, text: "Дулмай" });
    expect(visibleText("O'Brien-Smith")).toEqual({ ok: true, text: "O'Brien-Smith" });
  });

  it("keeps emoji sequences joined with zero-width joiners, and traditional Mongolian script", () => {
    expect(visibleText("👩‍💻 сайн уу")).toEqual({ ok: true, text: "👩‍💻 сайн уу" });
    expect(visibleText("ᠮᠣᠩᠭᠣᠯ")).toEqual({ ok: true, text: "ᠮᠣᠩᠭᠣᠯ" });
  });

  it("refuses texts with nothing visible", () => {
    for (const raw of ["", "   ", "\u200B\u200B", "\u200D\u200C", "\u3164", "\u2800 \u2800", "\uFEFF", "\u0301\u0301"]) {
      expect(visibleText(raw)).toEqual({ ok: false, problem: "invisible" });
    }
  });

  it("drops zero-width and blank filler around and inside a name", () => {
    expect(visibleText("\u200BБат\u200B")).toEqual({ ok: true, text: "Бат" });
    expect(visibleText("Б\u00ADат")).toEqual({ ok: true, text: "Бат" });
    expect(visibleText("\u200DБат\u200D")).toEqual({ ok: true, text: "Бат" });
  });

  it("refuses control characters, ANSI escapes, bidi overrides and lone surrogates", () => {
    for (const raw of [
      "Бат\u0000",
      "Бат\u0007",
      "\u001b[31mУлаан\u001b[0m",
      "Бат\u007F",
      "Бат\u0085x",
      "\u202Egnp.exe",
      "a\u2066b\u2069",
      "x\u200Fy",
      "Бат\uD800",
      "\uDC00Бат",
    ]) {
      expect(visibleText(raw)).toEqual({ ok: false, problem: "control" });
      expect(hasControlCharacters(raw)).toBe(true);
    }
    expect(hasControlCharacters("\u200B")).toBe(false); // invisible, but not a control character
  });
});

describe("sanitizeProviderName", () => {
  it("cleans a provider's name instead of refusing it", () => {
    expect(sanitizeProviderName("\u202EБат\u0007 Болд", "bat")).toBe("Бат Болд");
    expect(sanitizeProviderName("\u200B\u200B", "bat")).toBe("bat");
    expect(sanitizeProviderName("\uD800", "bat")).toBe("bat");
    expect(sanitizeProviderName("а".repeat(80), "bat")).toBe("а".repeat(60));
  });
});
