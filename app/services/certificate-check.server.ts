// The public certificate check shared by /check-certificate and /api/user/check-user-certi: one
// lookup by token, and the brake on guessing (unknown tokens from one address are counted).
import { createDb } from "~/db/client.server";
import { certificateByToken, type PublicCertificate } from "~/models/certificates.server";
import { clientIp, peekLimit, recordLimit } from "./rate-limits.server";

export type CertificateCheck = { kind: "found"; found: PublicCertificate } | { kind: "missing" } | { kind: "limited"; retryAfterMs: number };

export async function checkCertificate(env: Env, request: Request, token: unknown): Promise<CertificateCheck> {
  const ip = clientIp(request);
  const verdict = await peekLimit(env, "certificateMissesPerAddress", ip);
  if (!verdict.allowed) return { kind: "limited", retryAfterMs: verdict.retryAfterMs };
  const found = await certificateByToken(createDb(env.DB), token);
  if (found) return { kind: "found", found };
  await recordLimit(env, "certificateMissesPerAddress", ip);
  return { kind: "missing" };
}
