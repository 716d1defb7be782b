// POST /api/user/check-user-certi (SPEC §7): the certificate a token names, the token in the body or
// as the bearer. E-mail and phone are masked unless the owner (by session cookie) asks. Unknown or
// malformed token: 404 'Амжилтгүй' / 'Уучлаарай гэрчилгээний мэдээлэл одсонгүй'; guessing: 429.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { CheckCertiRequestSchema, type CheckCertiResponse } from "~/core/certificates/certificate-api";
import { minutesToWait } from "~/core/accounts/rate-limits";
import { maskedFor } from "~/models/certificates.server";
import { checkCertificate } from "~/services/certificate-check.server";
import { retryAfterHeader } from "~/services/rate-limits.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = requestTranslator(request);
  const body = CheckCertiRequestSchema.safeParse(await readBody(request));
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(\S+)$/)?.[1];
  const token = (body.success ? body.data.token : undefined) ?? bearer;
  const check = await checkCertificate(env, request, token);
  if (check.kind === "limited") {
    const answer: CheckCertiResponse = {
      result: "failed",
      title: t("certificate.failedTitle"),
      message: t("certificate.tooManyChecks", { minutes: minutesToWait(check.retryAfterMs) }),
    };
    return Response.json(answer, { status: 429, headers: retryAfterHeader(check.retryAfterMs) });
  }
  if (check.kind === "missing") {
    const answer: CheckCertiResponse = { result: "failed", title: t("certificate.failedTitle"), message: t("certificate.notFound") };
    return Response.json(answer, { status: 404 });
  }
  const viewer = await getOptionalUser(request, env);
  const answer: CheckCertiResponse = { result: "success", info: [maskedFor(check.found, viewer?.id ?? null)] };
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
