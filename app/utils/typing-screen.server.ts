// The loader body shared by /, /beginner, /middle and /advanced: who is asking, and one model call.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { screenParams, type TestScreen } from "~/core/typing/typing-api";
import { createDb } from "~/db/client.server";
import { loadTypingScreen } from "~/models/typing/typing-screen.server";
import { getOptionalUser } from "~/utils/auth.server";
import { requestLanguage } from "~/utils/request.server";

export async function typingScreenLoader({ request, context }: LoaderFunctionArgs, screen: TestScreen) {
  const env = context.cloudflare.env;
  const user = await getOptionalUser(request, env);
  const url = new URL(request.url);
  const params = screenParams(screen, { lang: url.searchParams.get("lang"), type: url.searchParams.get("type") }, requestLanguage(request));
  const data = await loadTypingScreen(createDb(env.DB), { screen, level: params.level, language: params.language, user });
  return { screen, ...params, ...data };
}
export type TypingLoaderData = Awaited<ReturnType<typeof typingScreenLoader>>;
