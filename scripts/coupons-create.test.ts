import { describe, expect, it } from "vitest";
import * as core from "~/core/billing/coupons";
import { COUPON_ALPHABET, formatCode, generateCode, insertStatement, parseArgs } from "./coupons-create.mjs";

describe("coupons:create", () => {
  it("uses the app's alphabet and makes codes the app accepts", () => {
    expect(COUPON_ALPHABET).toBe(core.COUPON_ALPHABET);
    for (let i = 0; i < 200; i++) {
      const code = generateCode();
      expect(core.normalizeCouponCode(formatCode(code))).toBe(code);
    }
  });

  it("draws the same codes as the app from the same random bytes", () => {
    const bytes = (seed: number) => (b: Uint8Array) => b.map((_, i) => (seed * 31 + i * 97) % 256);
    for (const seed of [1, 7, 200]) expect(generateCode(bytes(seed))).toBe(core.generateCouponCode(bytes(seed)));
  });

  it("reads --months, --count and the target database", () => {
    expect(parseArgs(["--months", "3", "--count", "10"])).toEqual({ months: 3, count: 10, target: ["--local", "--env", "local"] });
    expect(parseArgs(["--months", "1", "--remote"])).toEqual({ months: 1, count: 1, target: ["--remote"] });
    expect(parseArgs(["--months", "2", "--persist-to", "/tmp/x"]).target).toEqual(["--local", "--env", "local", "--persist-to", "/tmp/x"]);
    expect(() => parseArgs(["--count", "3"])).toThrow(/--months/);
    expect(() => parseArgs(["--months", "0"])).toThrow(/--months/);
    expect(() => parseArgs(["--months", "3", "--count", "1.5"])).toThrow(/--count/);
  });

  it("writes one insert that skips clashes and returns what it stored", () => {
    expect(insertStatement(["ABCDEFGHJKMN", "PQRSTUVWXYZ2"], 3)).toBe(
      "INSERT INTO coupons (code, months) VALUES ('ABCDEFGHJKMN', 3), ('PQRSTUVWXYZ2', 3) ON CONFLICT(code) DO NOTHING RETURNING code",
    );
  });
});
