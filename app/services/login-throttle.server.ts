// Brute-force guard (issue 3): five failures for one account inside 15 minutes block the sixth
// attempt with 429; one address gets more room because people share addresses (NAT, schools).
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 30;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

function stub(env: Env, key: string) {
  return env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(key));
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

export async function isLoginBlocked(env: Env, email: string, ip: string): Promise<boolean> {
  const [account, address] = await Promise.all([
    stub(env, `account:${email}`).isBlocked(ACCOUNT_FAILURE_LIMIT, FAILURE_WINDOW_MS),
    stub(env, `ip:${ip}`).isBlocked(IP_FAILURE_LIMIT, FAILURE_WINDOW_MS),
  ]);
  return account || address;
}

export async function recordLoginFailure(env: Env, email: string, ip: string): Promise<void> {
  await Promise.all([stub(env, `account:${email}`).recordFailure(FAILURE_WINDOW_MS), stub(env, `ip:${ip}`).recordFailure(FAILURE_WINDOW_MS)]);
}

export async function clearAccountFailures(env: Env, email: string): Promise<void> {
  await stub(env, `account:${email}`).clear();
}
