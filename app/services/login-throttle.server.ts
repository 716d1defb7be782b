// The login brake (issue 3, reworked in issues 21 and 29; ADR 011, ADR 030). Every password check takes
// a unit three ways before PBKDF2 runs: per (account, address), which stops one attacker without touching
// the owner elsewhere; per address, against credential stuffing; and per account from everywhere, a
// ceiling past which the account stops saying whether a password was right and mails its owner a
// one-time login link instead. A wrong password keeps its units; a right one settles them by policy.
import { takeUnits, type HeldUnits, type LimitClaim } from "./rate-limits.server";

export { clientIp } from "./rate-limits.server";

export type LoginAttempt =
  /** Judge the password, then settle the units by the outcome. */
  | { kind: "open"; held: HeldUnits }
  /** This address has failed too often (for this account, or for any): 429, try later. Nothing is held. */
  | { kind: "blocked"; retryAfterMs: number }
  /** The account is under attack from many addresses: passwords are checked but only a mailed link logs in. */
  | { kind: "brake"; retryAfterMs: number; held: HeldUnits };

const claims = (email: string, ip: string) =>
  ({
    pair: { name: "loginPerAccountAndAddress", key: `${email}|${ip}` },
    address: { name: "loginPerAddress", key: ip },
    account: { name: "loginPerAccount", key: email },
  }) satisfies Record<string, LimitClaim>;

/** Takes this attempt's units before the password is checked (one atomic take per counter, in order). */
export async function startLoginAttempt(env: Env, email: string, ip: string): Promise<LoginAttempt> {
  const { pair, address, account } = claims(email, ip);
  const local = await takeUnits(env, [pair, address]);
  if (!local.ok) return { kind: "blocked", retryAfterMs: local.refusal.retryAfterMs };
  const accountWide = await takeUnits(env, [account]);
  if (!accountWide.ok) return { kind: "brake", retryAfterMs: accountWide.refusal.retryAfterMs, held: local.held };
  return { kind: "open", held: local.held.with(accountWide.held) };
}
