// What the typing screen asks the server for once a test is under way or over: the top lists, a new
// text (or, with no connection, one kept with the page), and the save. Its own chunk with the API client
// and the contracts (zod): a learner types the first key before any of it arrives (ADR 027, ADR 045 §9).
import { textContract, topAllTimeContract, topThisMonthContract } from "~/core/typing/typing-api";
import { API_LANGUAGE, type TestLanguage, type TextType } from "~/core/typing/typing-kinds";
import type { TypingLoaderData } from "~/utils/typing-screen.server";
import { callApi } from "~/utils/api-client";
import { offlineText } from "./offline-text";

export { noteTyped } from "./offline-text";
export { saveFinishedTest } from "./save-result";

type Tops = { allTime: TypingLoaderData["topAllTime"]; thisMonth: TypingLoaderData["topThisMonth"] };
type ShownText = NonNullable<TypingLoaderData["text"]>;

/** Both top lists; null when either did not come (they refresh on the next visit). */
export async function fetchTops(limit: number): Promise<Tops | null> {
  const [allTime, thisMonth] = await Promise.all([callApi(topAllTimeContract, { limit }), callApi(topThisMonthContract, { limit })]);
  if (allTime.ok && allTime.status === 200 && thisMonth.ok && thisMonth.status === 200) return { allTime: allTime.body.data, thisMonth: thisMonth.body.data };
  return null;
}

/**
 * A new text of the screen's language and type other than `exclude`; with no connection one of the texts
 * kept with the page that was not typed lately (ADR 044); null when none came.
 */
export async function fetchNewText(
  query: { language: TestLanguage; textType: TextType; exclude: number | undefined },
  kept: readonly (ShownText | null)[],
): Promise<ShownText | null> {
  const answer = await callApi(textContract, { lang: API_LANGUAGE[query.language], exclude: query.exclude }, { params: { textType: query.textType } });
  if (!answer.ok && answer.error.kind === "offline") return offlineText(kept, query.exclude);
  return answer.ok && answer.status === 200 ? answer.body.data : null;
}
