// The loader body shared by /, /beginner, /middle and /advanced: who is asking, and one model call.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { screenParams, type TestScreen } from "~/core/typing/typing-api";
import { OFFLINE_WARM_HEADER } from "~/core/offline/offline-pages";
import { OFFLINE_TEXT_POOL } from "~/core/offline/offline-texts";
import { createDb } from "~/db/client.server";
import { offlineTextPool } from "~/models/typing/texts.server";
import { loadTypingScreen } from "~/models/typing/typing-screen.server";
import { getOptionalUser } from "~/utils/auth.server";
import { requestLanguage } from "~/utils/request.server";

export async function typingScreenLoader({ request, context }: LoaderFunctionArgs, screen: TestScreen) {
  const env = context.cloudflare.env;
  const user = await getOptionalUser(request, env);
  const url = new URL(request.url);
  const params = screenParams(screen, { lang: url.searchParams.get("lang"), type: url.searchParams.get("type") }, requestLanguage(request));
  const db = createDb(env.DB);
  const data = await loadTypingScreen(db, { screen, level: params.level, language: params.language, user });
  // The copy the service worker keeps (ADR 044) carries a few more texts: a test taken offline draws from them.
  const warming = request.headers.get(OFFLINE_WARM_HEADER) !== null;
  const offlineTexts = warming ? await offlineTextPool(db, params.level, params.language, data.text?.id, OFFLINE_TEXT_POOL) : [];
  return { screen, ...params, ...data, offlineTexts };
}
export type TypingLoaderData = Awaited<ReturnType<typeof typingScreenLoader>>;
