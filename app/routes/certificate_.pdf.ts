// GET /certificate/pdf: the learner's certificate as a PDF download, made once and kept in R2.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { certificatePdf } from "~/models/certificates/certificate-files.server";
import { siteOrigin } from "~/utils/settings.server";
import { certificateStanding } from "~/models/certificates/certificates.server";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const standing = await certificateStanding(createDb(env.DB), user.id);
  const certificate = standing?.certificate;
  if (!standing || !certificate || certificate.revokedAt !== null) throw new Response("Not found", { status: 404 });
  const body = await certificatePdf(env, certificate, standing.name, siteOrigin(env));
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="bichee-certificate-${certificate.id}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
