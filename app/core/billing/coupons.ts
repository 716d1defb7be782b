// Coupon codes (SPEC §3, §5): 12 characters typed into three boxes of 4. The alphabet leaves out the
// characters people confuse when reading a printed code: I, L, O, 0 and 1.
export const COUPON_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const COUPON_PART_LENGTH = 4;
export const COUPON_PARTS = 3;
export const COUPON_LENGTH = COUPON_PART_LENGTH * COUPON_PARTS;

/** What a person typed (any case, spaces or dashes between the parts) as the stored form, or null. */
export function normalizeCouponCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== COUPON_LENGTH) return null;
  for (const ch of code) if (!COUPON_ALPHABET.includes(ch)) return null;
  return code;
}

/** "ABCD-EFGH-JKMN", the way codes are printed. */
export function formatCouponCode(code: string): string {
  const parts: string[] = [];
  for (let i = 0; i < code.length; i += COUPON_PART_LENGTH) parts.push(code.slice(i, i + COUPON_PART_LENGTH));
  return parts.join("-");
}

/**
 * Splits a pasted code over the boxes from `start` on, 4 characters per box, so pasting a whole
 * "ABCD-EFGH-JKMN" into the first box fills all three.
 */
export function spreadCouponInput(parts: readonly string[], start: number, input: string): string[] {
  const next = [...parts];
  const chars = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (chars.length <= COUPON_PART_LENGTH) {
    next[start] = chars;
    return next;
  }
  let rest = chars;
  for (let i = start; i < COUPON_PARTS && rest.length > 0; i++) {
    next[i] = rest.slice(0, COUPON_PART_LENGTH);
    rest = rest.slice(COUPON_PART_LENGTH);
  }
  return next;
}

/**
 * A new random code. `randomValues` fills a byte array (crypto.getRandomValues); bytes that would
 * bias the choice are thrown away, so every character is equally likely.
 */
export function generateCouponCode(randomValues: (bytes: Uint8Array) => Uint8Array): string {
  const limit = 256 - (256 % COUPON_ALPHABET.length);
  let code = "";
  while (code.length < COUPON_LENGTH) {
    for (const byte of randomValues(new Uint8Array(COUPON_LENGTH * 2))) {
      if (byte < limit && code.length < COUPON_LENGTH) code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
    }
  }
  return code;
}
