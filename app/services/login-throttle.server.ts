// The login brake (issue 3, reworked in issue 21, ADR 011). Wrong passwords are counted three ways:
// per (account, address), which stops one attacker without touching the owner elsewhere; per address,
// against credential stuffing; and per account from everywhere, a ceiling past which the account stops
// saying whether a password was right and mails its owner a one-time login link instead.
import { firstRefusal, peekLimit, recordLimit, clearLimit } from "./rate-limits.server";

export { clientIp } from "./rate-limits.server";

export type LoginGate =
  | { kind: "open" }
  /** This address has failed too often (for this account, or for any): 429, try later. */
  | { kind: "blocked"; retryAfterMs: number }
  /** The account is under attack from many addresses: passwords are checked but only a mailed link logs in. */
  | { kind: "brake"; retryAfterMs: number };

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

export async function loginGate(env: Env, email: string, ip: string): Promise<LoginGate> {
  const [pair, address, account] = await Promise.all([
    peekLimit(env, "loginPerAccountAndAddress", pairKey(email, ip)),
    peekLimit(env, "loginPerAddress", ip),
    peekLimit(env, "loginPerAccount", email),
  ]);
  const blocked = firstRefusal([pair, address]);
  if (blocked) return { kind: "blocked", retryAfterMs: blocked.retryAfterMs };
  if (!account.allowed) return { kind: "brake", retryAfterMs: account.retryAfterMs };
  return { kind: "open" };
}

export async function recordLoginFailure(env: Env, email: string, ip: string): Promise<void> {
  await Promise.all([
    recordLimit(env, "loginPerAccountAndAddress", pairKey(email, ip)),
    recordLimit(env, "loginPerAddress", ip),
    recordLimit(env, "loginPerAccount", email),
  ]);
}

/**
 * A right password clears this address's failures for the account only: the account-wide count stays,
 * or an owner logging in now and then would reset an attacker's budget.
 */
export async function clearLoginFailures(env: Env, email: string, ip: string): Promise<void> {
  await clearLimit(env, "loginPerAccountAndAddress", pairKey(email, ip));
}
