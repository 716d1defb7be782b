// POST /api/text/{begintext,middletext,advancedtext} { lang: 'Мон' | 'Eng' } → { result, data } (SPEC §7).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { LEVEL_OF_TEXT_TYPE, isTextType, textContract } from "~/core/typing/typing-api";
import { createDb } from "~/db/client.server";
import type { MessageKey } from "~/i18n";
import { nextTestText } from "~/models/typing/texts.server";
import { getOptionalUser } from "~/utils/auth.server";
import { postOnly, requestTranslator } from "~/utils/request.server";
import { parseRequest, reply } from "~/utils/api.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isTextType(params.textType)) return reply(textContract, 404, { result: false, message: requestTranslator(request)("typing.error.text") });
  const t = requestTranslator(request);
  const parsed = await parseRequest(textContract, request);
  if (!parsed.success)
    return reply(textContract, 400, { result: false, message: t((parsed.error.issues[0]?.message ?? "typing.error.language") as MessageKey) });
  const env = context.cloudflare.env;
  const user = await getOptionalUser(request, env);
  const text = await nextTestText(createDb(env.DB), user?.id ?? null, LEVEL_OF_TEXT_TYPE[params.textType], parsed.data.lang, parsed.data.exclude);
  if (!text) return reply(textContract, 404, { result: false, message: t("typing.error.text") });
  return reply(textContract, 200, { result: true, data: text });
}

export const loader = postOnly;
