// A class account's first password (issue 30 §2): typed by a child from a printed card, so lowercase
// only (no Shift), no look-alikes (no 0/o, 1/l/i), grouped "abcd-2345"-style for reading aloud, and
// long enough for the app's password rule (account-forms.ts PASSWORD_MIN) with room to spare.

/** 23 letters without i, l, o; 8 digits without 0 and 1. */
export const FIRST_PASSWORD_LETTERS = "abcdefghjkmnpqrstuvwxyz";
export const FIRST_PASSWORD_DIGITS = "23456789";

/** Uniform index in [0, n) from a random source of 32-bit words (the caller's CSPRNG) (rejection sampling: no modulo bias). */
function pick(n: number, next: () => number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const word = next();
    if (word < limit) return word % n;
  }
}

/**
 * Four letters, a hyphen and four digits ("kmtr-4827"): 9 characters, 23⁴·8⁴ ≈ 1.1·10⁹ choices
 * (30 bits). Guessing online is stopped by the login limits (ADR 030) long before; the learner may
 * change it after the first login.
 */
export function firstPassword(next: () => number): string {
  let letters = "";
  let digits = "";
  for (let i = 0; i < 4; i++) letters += FIRST_PASSWORD_LETTERS[pick(FIRST_PASSWORD_LETTERS.length, next)];
  for (let i = 0; i < 4; i++) digits += FIRST_PASSWORD_DIGITS[pick(FIRST_PASSWORD_DIGITS.length, next)];
  return `${letters}-${digits}`;
}
