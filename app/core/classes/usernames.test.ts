import { describe, expect, it } from "vitest";
import { looksLikeUsername, transliterate, USERNAME_PATTERN, usernameBase, usernameCandidate } from "./usernames";

describe("transliterate (MNS 5217:2012)", () => {
  it("follows the standard's table, ө and ү as plain o and u", () => {
    expect(transliterate("Өлзийсайхан")).toBe("olziisaikhan");
    expect(transliterate("Үүрцайх")).toBe("uurtsaikh");
    expect(transliterate("Жаргал Ёндон Цэцэг Чимэд Шүрэн Юмжаа Яргай Ерөөл")).toBe("jargalyondontsetsegchimedshurenyumjaayargaiyerool");
    expect(transliterate("Щ ъ ь ы й")).toBe("shiiyi");
    expect(transliterate("Anna-Mariya 2")).toBe("annamariya2");
  });
});

describe("login names", () => {
  it("take the given name (the last word) and three digits", () => {
    expect(usernameBase("Б. Болд")).toBe("bold");
    expect(usernameBase("Батын Тэмүүлэн")).toBe("temuulen");
    expect(usernameBase("Ганбаатарын Ариунболорсайхан")).toBe("ariunbolorsa");
    expect(usernameCandidate("bold", 42)).toBe("bold042");
    expect(usernameCandidate("bold", 123456)).toBe("bold456");
  });

  it("fall back to a neutral base when the name has no letters to keep", () => {
    expect(usernameBase("Б")).toBe("student");
    expect(usernameBase("★★★")).toBe("student");
  });

  it("always match the login pattern", () => {
    for (const name of ["Б. Болд", "Я", "Б", "Ganbold", "Ариунболорсайхан", "Батын Өө"]) {
      expect(usernameCandidate(usernameBase(name), 7)).toMatch(USERNAME_PATTERN);
    }
    expect(looksLikeUsername("bold042")).toBe(true);
    expect(looksLikeUsername("bold@example.mn")).toBe(false);
  });
});
