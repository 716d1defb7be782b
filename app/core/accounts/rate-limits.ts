// Every limit on what can be guessed or flooded (issue 21), in one place. Each is a sliding window
// counted by the LoginThrottle Durable Object of its key. ADR 011 says why each number.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface WindowLimit {
  /** Events allowed inside the window; the next one is refused with 429. */
  limit: number;
  windowMs: number;
}

export const LIMITS = {
  /** Wrong passwords for one account from one address: the brute-force brake a single attacker meets. */
  loginPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address over all accounts (credential stuffing); schools share addresses. */
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from everywhere: past it the account only answers with an e-mailed link. */
  loginPerAccount: { limit: 20, windowMs: 15 * MINUTE },
  /** One-time login links mailed to one account while its brake is on. */
  loginLinksPerAccount: { limit: 3, windowMs: HOUR },
  /** New accounts from one address: a whole class registering from a school's one address fits. */
  registerPerAddress: { limit: 40, windowMs: HOUR },
  /** Reset mails asked from one address. */
  forgotPasswordPerAddress: { limit: 20, windowMs: HOUR },
  /** Reset mails to one e-mail address, whoever asks: no mail-bombing. */
  forgotPasswordPerEmail: { limit: 3, windowMs: HOUR },
  /** Wrong coupon codes from one account. */
  couponFailuresPerUser: { limit: 10, windowMs: HOUR },
  /** Wrong coupon codes from one address. */
  couponFailuresPerAddress: { limit: 30, windowMs: HOUR },
  /**
   * Unknown certificate tokens from one address (issue 16): an employer mistyping a link meets nothing;
   * guessing 128-bit tokens was hopeless anyway, this only keeps the guesser from costing us queries.
   */
  certificateMissesPerAddress: { limit: 20, windowMs: HOUR },
  /** New friend requests one learner sends (issue 17, ADR 016): enough for a class, not for spam. */
  friendRequestsPerUser: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, WindowLimit>;

export type LimitName = keyof typeof LIMITS;

/** Retry-After is whole seconds, at least one. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** The wait a message names, in whole minutes, at least one. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / MINUTE));
}
