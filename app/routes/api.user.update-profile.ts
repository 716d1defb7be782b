import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { saveAvatar } from "~/models/avatars.server";
import { requireApiUser } from "~/utils/auth.server";
import { avatarUrl } from "~/utils/avatar";
import { httpFailure } from "~/utils/api.server";
import { postOnly, readBody, requestTranslator } from "~/utils/request.server";

// Multipart `photo` (SPEC §7); answers { image } with the new avatar's URL.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const t = requestTranslator(request);
  const photo = (await readBody(request)).photo;
  if (!(photo instanceof File)) return Response.json({ result: false, message: t("profile.imageTooBig") }, { status: 400 });
  const saved = await saveAvatar(env, user, photo);
  if (!saved.ok) {
    const failure = httpFailure(request, saved.error);
    return Response.json({ result: false, message: failure.message }, { status: failure.status });
  }
  return Response.json({ result: true, image: avatarUrl(saved.key) });
}

export const loader = postOnly;
