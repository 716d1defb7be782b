// A class's join code (issue 30): 8 characters a child can read off a projector and type without
// confusing look-alikes, made with the platform's cryptographic generator, and read back leniently
// (any case, spaces, dashes, and the Cyrillic capitals that look like Latin ones on a Mongolian keyboard).

/** Latin capitals and digits without 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V: 23 characters, 23^8 ≈ 7.8·10^10 codes. */
export const JOIN_CODE_ALPHABET = "ACDEFGHJKMNPQRTWXY34679";
export const JOIN_CODE_LENGTH = 8;

const VALID = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** Cyrillic letters that look like a Latin capital (upper case; lower case is folded first). */
const CYRILLIC_LOOKALIKES: Record<string, string> = {
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  У: "Y",
  Х: "X",
};

/** What a person typed, as a code would be written: upper case, look-alikes mapped, no spaces or dashes. */
export function normalizeJoinCode(typed: string): string {
  return [...typed.toUpperCase()]
    .filter((ch) => !/[\s\-‐‑‒–—_.]/u.test(ch))
    .map((ch) => CYRILLIC_LOOKALIKES[ch] ?? ch)
    .join("");
}

export function isJoinCode(code: string): boolean {
  return VALID.test(code);
}

/** The code in two groups of four, easier to read aloud and off a screen ("ACDE-FGHJ"). */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

type FillRandom = (bytes: Uint8Array) => Uint8Array;

// crypto is a global in browsers and Workers alike; app/core's lib (ES2022, no DOM) does not declare it.
const platformRandom: FillRandom = (bytes) =>
  (globalThis as unknown as { crypto: { getRandomValues: (b: Uint8Array) => Uint8Array } }).crypto.getRandomValues(bytes);

/**
 * A fresh code. Bytes at or above the largest multiple of the alphabet's size are drawn again, so every
 * character is equally likely (a plain `byte % 23` would favour the first ones).
 */
export function generateJoinCode(fill: FillRandom = platformRandom): string {
  const limit = 256 - (256 % JOIN_CODE_ALPHABET.length);
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of fill(new Uint8Array(16))) {
      if (byte >= limit) continue;
      code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
      if (code.length === JOIN_CODE_LENGTH) break;
    }
  }
  return code;
}

/** How many fresh codes an insert tries before giving up (a collision is ~1 in 10^10 per class already made). */
export const JOIN_CODE_ATTEMPTS = 5;

export class JoinCodeCollisions extends Error {
  constructor() {
    super(`no free join code after ${JOIN_CODE_ATTEMPTS} attempts`);
  }
}

/**
 * Runs `write` with fresh codes until one is not taken: `write` reports a taken code by throwing an error
 * that `isCollision` recognises (the unique index on classes.join_code). Other errors pass through.
 * `avoid` is never handed out (rotation must change the code).
 */
export async function withFreshJoinCode<T>(
  write: (code: string) => Promise<T>,
  isCollision: (error: unknown) => boolean,
  { avoid, generate = generateJoinCode }: { avoid?: string; generate?: () => string } = {},
): Promise<T> {
  for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt++) {
    const code = generate();
    if (code === avoid) continue;
    try {
      return await write(code);
    } catch (error) {
      if (!isCollision(error)) throw error;
    }
  }
  throw new JoinCodeCollisions();
}
