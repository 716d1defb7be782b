import { describe, expect, it } from "vitest";
import { LoginSchema, PASSWORD_MIN } from "~/core/accounts/account-forms";
import { isCommonPassword } from "~/core/accounts/common-passwords";
import { firstPassword, FIRST_PASSWORD_DIGITS, FIRST_PASSWORD_LETTERS } from "./first-password";

describe("first passwords", () => {
  it("have no look-alike characters and pass the password rules", () => {
    for (const ch of "0o1liI") expect(FIRST_PASSWORD_LETTERS + FIRST_PASSWORD_DIGITS).not.toContain(ch);
    for (let i = 0; i < 200; i++) {
      const password = firstPassword(() => crypto.getRandomValues(new Uint32Array(1))[0]);
      expect(password).toMatch(/^[a-hjkmnp-z]{4}-[2-9]{4}$/);
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(isCommonPassword(password)).toBe(false);
      expect(LoginSchema.safeParse({ email: "bold042", password }).success).toBe(true);
    }
  });

  it("draw without modulo bias (a word past the last full cycle is thrown away)", () => {
    const words = [0xffff_ffff, 0, 1, 2, 3, 0, 1, 2, 3];
    let i = 0;
    expect(firstPassword(() => words[i++])).toBe("abcd-2345");
  });
});
