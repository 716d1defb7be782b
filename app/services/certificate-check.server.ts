// The public certificate check shared by /check-certificate and /api/user/check-user-certi: one
// lookup by token, and the brake on guessing (unknown tokens from one address are counted).
import { createDb } from "~/db/client.server";
import { certificateByToken, type PublicCertificate } from "~/models/certificates/certificates.server";
import { clientIp, withLimits } from "./rate-limits.server";

export type CertificateCheck = { kind: "found"; found: PublicCertificate } | { kind: "missing" } | { kind: "limited"; retryAfterMs: number };

export async function checkCertificate(env: Env, request: Request, token: unknown): Promise<CertificateCheck> {
  // Every lookup takes a unit first; a hit gives it back, so only misses count.
  const done = await withLimits(env, [{ name: "certificateMissesPerAddress", key: clientIp(request) }], async () => {
    const found = await certificateByToken(createDb(env.DB), token);
    return { value: found, outcome: found ? "success" : "failure" };
  });
  if (!done.ok) return { kind: "limited", retryAfterMs: done.refusal.retryAfterMs };
  return done.value ? { kind: "found", found: done.value } : { kind: "missing" };
}
