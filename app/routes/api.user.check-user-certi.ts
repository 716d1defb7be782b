// POST /api/user/check-user-certi (SPEC §7): the certificate a token names, the token in the body or
// as the bearer. E-mail and phone are masked unless the owner (by session cookie) asks. Unknown or
// malformed token: 404 'Амжилтгүй' / 'Уучлаарай гэрчилгээний мэдээлэл одсонгүй'; guessing: 429.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkCertiContract } from "~/core/certificates/certificate-api";
import { maskedFor } from "~/models/certificates/certificates.server";
import { checkCertificate } from "~/services/certificate-check.server";
import { limitReached } from "~/services/rate-limits.server";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = requestTranslator(request);
  const body = await parseRequest(checkCertiContract, request);
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)$/)?.[1];
  const token = (body.success ? body.data.token : undefined) ?? bearer;
  const check = await checkCertificate(env, request, token);
  if (check.kind === "limited") {
    const failure = httpFailure(request, limitReached("certificate.tooManyChecks", check.retryAfterMs));
    return reply(checkCertiContract, failure.status, { result: "failed", title: t("certificate.failedTitle"), message: failure.message }, failure.headers);
  }
  if (check.kind === "missing")
    return reply(checkCertiContract, 404, { result: "failed", title: t("certificate.failedTitle"), message: t("certificate.notFound") });
  const viewer = await getOptionalUser(request, env);
  return reply(checkCertiContract, 200, { result: "success", info: [maskedFor(check.found, viewer?.id ?? null)] }, { "Cache-Control": "no-store" });
}
