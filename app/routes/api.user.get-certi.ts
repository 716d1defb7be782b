// POST /api/user/get-certi (SPEC §7): the learner's own certificate (info: wpm, name, start, end), an
// empty list while the exam is not passed; 'failed' on refusal: 402 without a paid plan, 403 without
// 266 finished lessons.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { GetCertiResponse } from "~/core/certificates/certificate-api";
import { createDb } from "~/db/client.server";
import { publicOrigin } from "~/models/certificate-files.server";
import { certificateInfo, certificateStanding } from "~/models/certificates.server";
import { requireApiUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  await readBody(request);
  const t = requestTranslator(request);
  const standing = await certificateStanding(createDb(env.DB), user.id);
  if (!standing || !standing.eligibility.ok) {
    const reason = standing && !standing.eligibility.ok ? standing.eligibility.reason : "lessons";
    const answer: GetCertiResponse = { result: "failed", reason, message: t(reason === "payment" ? "certificate.payment" : "certificate.notEligible") };
    return Response.json(answer, { status: reason === "payment" ? 402 : 403 });
  }
  const info = standing.certificate ? [certificateInfo(standing.certificate, standing.name, publicOrigin(env, request))] : [];
  const answer: GetCertiResponse = { result: "success", info };
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
