// GET /prize-challenge/:id/image: the challenge text drawn as glyph outlines (ADR 033), only for its
// own learner and only while the challenge may be answered. Drawn anew on every request.
import { secureRandom } from "~/utils/secure-random";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createDb } from "~/db/client.server";
import { certificateFonts } from "~/models/certificates/certificate-files.server";
import { challengeTextForImage } from "~/models/races/prize-challenges.server";
import { challengeFont, challengeSvg } from "~/services/challenge-image.server";
import { requireUser } from "~/utils/auth.server";
import { idOf } from "~/utils/admin-forms.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireUser(request, env);
  const id = idOf(params.id);
  const text = id === null ? null : await challengeTextForImage(createDb(env.DB), user.id, id);
  if (text === null) throw new Response("Not found", { status: 404 });
  const font = challengeFont((await certificateFonts(env)).regular as ArrayBuffer);
  return new Response(challengeSvg(font, text, secureRandom), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "private, no-store",
      // Opened on its own, the SVG runs nothing and loads nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
