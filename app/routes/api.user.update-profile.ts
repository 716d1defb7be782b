import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateProfileContract } from "~/core/accounts/account-api";
import { saveAvatar } from "~/models/accounts/avatars.server";
import { requireApiUser } from "~/utils/auth.server";
import { avatarUrl } from "~/utils/avatar";
import { httpFailure, parseRequest, reply } from "~/utils/api.server";
import { postOnly, requestTranslator } from "~/utils/request.server";

// Multipart `photo` (SPEC §7); answers { image } with the new avatar's URL.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await requireApiUser(request, env);
  const parsed = await parseRequest(updateProfileContract, request);
  const photo = parsed.success ? parsed.data.photo : null;
  if (!(photo instanceof File)) return reply(updateProfileContract, 400, { result: false, message: requestTranslator(request)("profile.imageTooBig") });
  const saved = await saveAvatar(env, user, photo);
  if (!saved.ok) {
    const failure = httpFailure(request, saved.error);
    return reply(updateProfileContract, failure.status, { result: false, message: failure.message });
  }
  return reply(updateProfileContract, 200, { result: true, image: avatarUrl(saved.key) });
}

export const loader = postOnly;
