// Every limit on what can be guessed or flooded (issue 21), in one place, as policy: how many, over
// which window, and what a success does to the unit it took (issue 29). Each is a sliding window counted
// by the LoginThrottle Durable Object of its key; the unit is taken before the slow work (ADR 030).
// ADR 011 says why each number.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What a success does to the unit its attempt took. "keep": every attempt counts; "giveBack": only
 * failures count (the success's own unit returns); "clear": a success forgets the whole key.
 */
export type AfterSuccess = "keep" | "giveBack" | "clear";

export interface WindowLimit {
  /** Events allowed inside the window; the next one is refused with 429. */
  limit: number;
  windowMs: number;
  afterSuccess: AfterSuccess;
}

export const LIMITS = {
  /**
   * Wrong passwords for one account from one address: the brute-force brake a single attacker meets. A
   * right password clears it; the address-wide and account-wide counts only get the success's unit back,
   * or an owner logging in now and then would reset an attacker's budget.
   */
  loginPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE, afterSuccess: "clear" },
  /** Wrong passwords from one address over all accounts (credential stuffing); schools share addresses. */
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE, afterSuccess: "giveBack" },
  /** Wrong passwords for one account from everywhere: past it the account only answers with an e-mailed link. */
  loginPerAccount: { limit: 20, windowMs: 15 * MINUTE, afterSuccess: "giveBack" },
  /** One-time login links mailed to one account while its brake is on. */
  loginLinksPerAccount: { limit: 3, windowMs: HOUR, afterSuccess: "keep" },
  /** New accounts from one address: a whole class registering from a school's one address fits. */
  registerPerAddress: { limit: 40, windowMs: HOUR, afterSuccess: "keep" },
  /** Reset mails asked from one address. */
  forgotPasswordPerAddress: { limit: 20, windowMs: HOUR, afterSuccess: "keep" },
  /** Reset mails to one e-mail address, whoever asks: no mail-bombing. */
  forgotPasswordPerEmail: { limit: 3, windowMs: HOUR, afterSuccess: "keep" },
  /** Links a class account asks to be mailed to an address it adds (issue 30): a typo or two, not a mail cannon. */
  addEmailMailsPerAccount: { limit: 3, windowMs: HOUR, afterSuccess: "keep" },
  /** Wrong coupon codes from one account. */
  couponFailuresPerUser: { limit: 10, windowMs: HOUR, afterSuccess: "giveBack" },
  /** Wrong coupon codes from one address. */
  couponFailuresPerAddress: { limit: 30, windowMs: HOUR, afterSuccess: "giveBack" },
  /**
   * Unknown certificate tokens from one address (issue 16): an employer mistyping a link meets nothing;
   * guessing 128-bit tokens was hopeless anyway, this only keeps the guesser from costing us queries.
   */
  certificateMissesPerAddress: { limit: 20, windowMs: HOUR, afterSuccess: "giveBack" },
  /**
   * Class join codes that match no class, from one address (issue 30): a class typing the code on a
   * school's one address meets nothing (a found code gives its unit back); 23^8 codes were never
   * guessable, this keeps a guesser from costing us lookups.
   */
  joinCodeMissesPerAddress: { limit: 30, windowMs: HOUR, afterSuccess: "giveBack" },
  /** Friend requests one learner sends, every one (issue 17, ADR 016; issue 29): enough for a class, not for spam. */
  friendRequestsPerUser: { limit: 20, windowMs: HOUR, afterSuccess: "keep" },
  /**
   * The other learner's bell rings for one learner's friend request at most once a day (issue 29): adding,
   * removing and adding again stores the request but rings no second time.
   */
  friendRequestBellPerPair: { limit: 1, windowMs: DAY, afterSuccess: "keep" },
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
