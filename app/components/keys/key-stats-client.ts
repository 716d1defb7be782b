// The browser's side of the per-key calls: every answer is parsed with its schema, never cast.
import type { KeyStat, KeyStatsLayout } from "~/core/typing/key-stats";
import { KEY_STATS_API, KeyStatsResponseSchema, type PracticeRoundRequest } from "~/core/typing/key-stats-api";

async function post(url: string, body: unknown): Promise<KeyStat[] | null> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
    if (!res.ok) return null;
    const parsed = KeyStatsResponseSchema.safeParse(await res.json());
    return parsed.success ? parsed.data.keys : null;
  } catch {
    return null;
  }
}

/** The signed-in learner's rows for a layout, or null when the call fails. */
export function fetchKeyStats(layout: KeyStatsLayout): Promise<KeyStat[] | null> {
  return post(KEY_STATS_API.read, { layout });
}

/** Folds a practice round in on the server; the answer is the rows after it. */
export function postPracticeRound(round: PracticeRoundRequest): Promise<KeyStat[] | null> {
  return post(KEY_STATS_API.practice, round);
}
