import { describe, expect, it } from "vitest";
import { COUPON_ALPHABET, formatCouponCode, generateCouponCode, normalizeCouponCode, spreadCouponInput } from "./coupons";

const cryptoRandom = (bytes: Uint8Array) => crypto.getRandomValues(bytes);

describe("coupon codes", () => {
  it("leaves out the characters people confuse", () => {
    for (const ch of "ILO01") expect(COUPON_ALPHABET).not.toContain(ch);
    expect(new Set(COUPON_ALPHABET).size).toBe(COUPON_ALPHABET.length);
  });

  it("generates 12 characters from the alphabet, different every time", () => {
    const codes = new Set(Array.from({ length: 500 }, () => generateCouponCode(cryptoRandom)));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(normalizeCouponCode(code)).toBe(code);
  });

  it("throws away biased bytes instead of folding them onto the first letters", () => {
    // 255 is above the largest multiple of 31 below 256 (248), so it must be skipped.
    let calls = 0;
    const source = (bytes: Uint8Array) => {
      calls++;
      bytes.fill(calls === 1 ? 255 : 0);
      return bytes;
    };
    expect(generateCouponCode(source)).toBe("A".repeat(12));
    expect(calls).toBe(2);
  });

  it("normalizes what a person typed", () => {
    expect(normalizeCouponCode("abcd-efgh-jkmn")).toBe("ABCDEFGHJKMN");
    expect(normalizeCouponCode(" ABCD EFGH JKMN ")).toBe("ABCDEFGHJKMN");
    expect(normalizeCouponCode("ABCDEFGHJKM")).toBeNull();
    expect(normalizeCouponCode("ABCDEFGHJKMNP")).toBeNull();
    expect(normalizeCouponCode("ABCDEFGHJKM0")).toBeNull();
    expect(normalizeCouponCode("АВСDEFGHJKMN")).toBeNull(); // Cyrillic А, В, С look-alikes
  });

  it("prints codes in three groups of four", () => {
    expect(formatCouponCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
  });

  it("fills one box while typing and all boxes on a paste", () => {
    expect(spreadCouponInput(["", "", ""], 0, "ab")).toEqual(["AB", "", ""]);
    expect(spreadCouponInput(["ABCD", "", ""], 1, "e-f")).toEqual(["ABCD", "EF", ""]);
    expect(spreadCouponInput(["", "", ""], 0, "abcd-efgh-jkmn")).toEqual(["ABCD", "EFGH", "JKMN"]);
    expect(spreadCouponInput(["ABCD", "", ""], 1, "EFGHJKMNPQRS")).toEqual(["ABCD", "EFGH", "JKMN"]);
  });
});
