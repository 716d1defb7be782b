// POST /api/user/certificate-exam {examId, durationMs, keystrokes}: the finished exam, judged only from
// its keystroke log against the sitting's own text (ADR 015). A pass answers the certificate; a
// real attempt below the marks answers 200 'failed' with its figures; a log the plausibility rule
// refuses is a 400; a closed or unknown sitting, or a log copied from an accepted one (ADR 032), a 409.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CERTIFICATE_MIN_ACCURACY, CERTIFICATE_MIN_WPM } from "~/core/certificates/certificate";
import { EXAM_REASON_KEYS, examContract } from "~/core/certificates/certificate-api";
import { STATUS_OF_ERROR, statusOfError } from "~/core/contracts/errors";
import { createDb } from "~/db/client.server";
import { announceCertificate, submitExam } from "~/models/certificates/certificate-exam.server";
import { siteOrigin } from "~/utils/settings.server";
import { certificateInfo } from "~/models/certificates/certificates.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";
import { PAYMENT_REQUIRED_HEADERS, paymentRequiredBody } from "~/utils/subscription.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const t = requestTranslator(request);
  const marks = { wpm: CERTIFICATE_MIN_WPM, accuracy: CERTIFICATE_MIN_ACCURACY };
  const parsed = await parseRequest(examContract, request);
  if (!parsed.success) {
    return reply(examContract, STATUS_OF_ERROR.invalid, { result: "failed", reason: "malformed", message: t(EXAM_REASON_KEYS.malformed), figures: null });
  }
  const db = createDb(env.DB);
  const outcome = await submitExam(db, user.id, parsed.data);
  if (outcome.kind === "refused") {
    if (outcome.reason === "payment") return reply(examContract, STATUS_OF_ERROR.payment, paymentRequiredBody(request), PAYMENT_REQUIRED_HEADERS);
    return reply(examContract, STATUS_OF_ERROR.forbidden, { result: "failed", reason: "lessons", message: t("certificate.notEligible"), figures: null });
  }
  if (outcome.kind === "closed") {
    return reply(examContract, STATUS_OF_ERROR.conflict, { result: "failed", reason: "closed", message: t(EXAM_REASON_KEYS.closed), figures: null });
  }
  if (outcome.kind === "failed") {
    const figures = outcome.result ? { wpm: outcome.result.wpm, cpm: outcome.result.cpm, accuracy: outcome.result.accuracy } : null;
    const answer = { result: "failed", reason: outcome.reason, message: t(EXAM_REASON_KEYS[outcome.reason], marks), figures } as const;
    // A real attempt below the marks is not an error (200); a log the plausibility rule refuses is.
    return outcome.error ? reply(examContract, statusOfError({ kind: outcome.error }), answer) : reply(examContract, 200, answer);
  }
  if (outcome.issued) await announceCertificate(env, db, user.id, outcome.certificate);
  const r = outcome.result;
  return reply(examContract, 200, {
    result: "success",
    figures: { wpm: r.wpm, cpm: r.cpm, accuracy: r.accuracy },
    certificate: certificateInfo(outcome.certificate, outcome.name, siteOrigin(env)),
  });
}
