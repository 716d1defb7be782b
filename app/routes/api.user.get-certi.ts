// POST /api/user/get-certi (SPEC §7): the learner's own certificate (info: wpm, name, start, end), an
// empty list while the exam is not passed; 'failed' on refusal: 402 without a paid plan, 403 without
// 266 finished lessons.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getCertiContract } from "~/core/certificates/certificate-api";
import { createDb } from "~/db/client.server";
import { siteOrigin } from "~/utils/settings.server";
import { certificateInfo, certificateStanding } from "~/models/certificates/certificates.server";
import { parseRequest, reply } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  // Takes no fields (its schema refuses none), but an unreadable body is still readBody's 400 or 415.
  await parseRequest(getCertiContract, request);
  const t = requestTranslator(request);
  const standing = await certificateStanding(createDb(env.DB), user.id);
  if (!standing || !standing.eligibility.ok) {
    const reason = standing && !standing.eligibility.ok ? standing.eligibility.reason : "lessons";
    if (reason === "payment") return reply(getCertiContract, 402, { result: "failed", reason, message: t("certificate.payment") });
    return reply(getCertiContract, 403, { result: "failed", reason, message: t("certificate.notEligible") });
  }
  const info = standing.certificate ? [certificateInfo(standing.certificate, standing.name, siteOrigin(env))] : [];
  return reply(getCertiContract, 200, { result: "success", info }, { "Cache-Control": "no-store" });
}
