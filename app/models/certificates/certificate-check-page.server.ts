// What /check-certificate?token= shows: the certificate (masked for anyone but its owner) and the
// passing exam's recording, nothing for an unknown token, or the guessing brake.
import type { VerifiedCertificate } from "~/core/certificates/certificate-api";
import { createDb } from "~/db/client.server";
import { checkCertificate } from "~/services/certificate-check.server";
import { examRecording, maskedFor, type ExamRecording } from "./certificates.server";

export type CheckPage =
  | { state: "found"; certificate: VerifiedCertificate; owner: boolean; replay: ExamRecording | null }
  | { state: "missing" }
  | { state: "limited"; retryAfterMs: number };

export async function certificateCheckPage(env: Env, request: Request, token: string | null, viewerId: number | null): Promise<CheckPage> {
  const check = await checkCertificate(env, request, token);
  if (check.kind === "missing") return { state: "missing" };
  if (check.kind === "limited") return { state: "limited", retryAfterMs: check.retryAfterMs };
  const owner = viewerId === check.found.ownerId;
  const replay = await examRecording(createDb(env.DB), check.found.examId, owner);
  return { state: "found", certificate: maskedFor(check.found, viewerId), owner, replay };
}
