// The browser's side of the per-key calls, through callApi: every answer is parsed with its contract.
import type { KeyStat, KeyStatsLayout } from "~/core/typing/key-stats";
import { keyStatsContract, practiceRoundContract, type PracticeRoundRequest } from "~/core/typing/key-stats-api";
import { callApi } from "~/utils/api-client";

/** The signed-in learner's rows for a layout, or null when the call fails. */
export async function fetchKeyStats(layout: KeyStatsLayout): Promise<KeyStat[] | null> {
  const answer = await callApi(keyStatsContract, { layout });
  return answer.ok && answer.status === 200 ? answer.body.keys : null;
}

/** Folds a practice round in on the server; the answer is the rows after it. */
export async function postPracticeRound(round: PracticeRoundRequest): Promise<KeyStat[] | null> {
  const answer = await callApi(practiceRoundContract, round);
  return answer.ok && answer.status === 200 ? answer.body.keys : null;
}
