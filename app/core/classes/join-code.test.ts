import { describe, expect, it } from "vitest";
import {
  formatJoinCode,
  generateJoinCode,
  isJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_ATTEMPTS,
  JOIN_CODE_LENGTH,
  JoinCodeCollisions,
  normalizeJoinCode,
  withFreshJoinCode,
} from "./join-code";

const collision = new Error("D1_ERROR: UNIQUE constraint failed: classes.join_code");
const isCollision = (e: unknown) => e === collision;

describe("the join code's alphabet", () => {
  it("has no look-alike characters and no duplicates", () => {
    for (const ch of "0O1IL2Z5S8BUV") expect(JOIN_CODE_ALPHABET).not.toContain(ch);
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
    expect(JOIN_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });

  it("generates valid codes that use every character about equally", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const code = generateJoinCode();
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      expect(isJoinCode(code)).toBe(true);
      for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(JOIN_CODE_ALPHABET.length);
    const expected = (2000 * JOIN_CODE_LENGTH) / JOIN_CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.25);
  });

  it("draws again for bytes that would bias the first characters", () => {
    // 253 = 23·11 is the first byte refused; 0 maps to the first character, 22 to the last.
    const bytes = [253, 255, 0, 22, 252, 23, 45, 1, 2, 3];
    const code = generateJoinCode((b) => {
      b.set(bytes.slice(0, b.length));
      return b;
    });
    expect(code).toBe("A9" + JOIN_CODE_ALPHABET[252 % 23] + "A9CDE");
  });
});

describe("reading a typed code", () => {
  it("folds case, spaces and dashes", () => {
    expect(normalizeJoinCode(" acde-fghj ")).toBe("ACDEFGHJ");
    expect(normalizeJoinCode("AC DE – FG HJ")).toBe("ACDEFGHJ");
    expect(isJoinCode(normalizeJoinCode(formatJoinCode("ACDEFGHJ")))).toBe(true);
  });

  it("reads Cyrillic look-alikes typed on a Mongolian keyboard as the Latin letters", () => {
    // А Е К М Н Р С Т Х У in both cases.
    expect(normalizeJoinCode("АЕКМ-НРСТ")).toBe("AEKMHPCT");
    expect(normalizeJoinCode("хук7")).toBe("XYK7");
    expect(isJoinCode(normalizeJoinCode("АСЕК-ХТ34"))).toBe(true);
  });

  it("refuses wrong lengths and characters outside the alphabet", () => {
    expect(isJoinCode("ACDEFGH")).toBe(false);
    expect(isJoinCode("ACDEFGHJK")).toBe(false);
    expect(isJoinCode("ACDEFGH0")).toBe(false);
    expect(isJoinCode(normalizeJoinCode("ВОСЕ-ACDE"))).toBe(false); // В → B and О → O are not in the alphabet
    expect(isJoinCode("acdefghj")).toBe(false);
  });
});

describe("writing a fresh code", () => {
  it("tries again on a collision and returns the first free code", async () => {
    const codes = ["AAAAAAAA", "CCCCCCCC", "DDDDDDDD"];
    const tried: string[] = [];
    const result = await withFreshJoinCode(
      async (code) => {
        tried.push(code);
        if (code !== "DDDDDDDD") throw collision;
        return code;
      },
      isCollision,
      { generate: () => codes.shift()! },
    );
    expect(result).toBe("DDDDDDDD");
    expect(tried).toEqual(["AAAAAAAA", "CCCCCCCC", "DDDDDDDD"]);
  });

  it("gives up after a few collisions and passes other errors through", async () => {
    let writes = 0;
    await expect(
      withFreshJoinCode(async () => {
        writes++;
        throw collision;
      }, isCollision),
    ).rejects.toBeInstanceOf(JoinCodeCollisions);
    expect(writes).toBe(JOIN_CODE_ATTEMPTS);
    const other = new Error("disk full");
    await expect(withFreshJoinCode(() => Promise.reject(other), isCollision)).rejects.toBe(other);
  });

  it("never rotates to the code the class already has", async () => {
    const codes = ["ACDEFGHJ", "ACDEFGHJ", "KMNPQRTW"];
    const written = await withFreshJoinCode(async (code) => code, isCollision, { avoid: "ACDEFGHJ", generate: () => codes.shift()! });
    expect(written).toBe("KMNPQRTW");
  });
});
