// The browser side of the prize-race calls: every call goes through callApi, which parses the answer
// with its contract (app/core/races/prize-api.ts).
import type { Keystroke } from "~/core/typing/typing-engine";
import { activeTextContract, upgradePrizeContract, type ActiveTextResponse, type UpgradePrizeResponse } from "~/core/races/prize-api";
import type { HeldPrizeResponse } from "~/core/races/prize-challenge-api";
import { callApi } from "~/utils/api-client";

export type TextOutcome =
  | { kind: "text"; answer: Extract<ActiveTextResponse, { result: "success" }> }
  | { kind: "access"; message: string; reason: string }
  | { kind: "payment" }
  | { kind: "failed" };

export async function fetchRaceText(raceId: number, exclude?: number): Promise<TextOutcome> {
  const answer = await callApi(activeTextContract, { raceId, exclude });
  if (!answer.ok) return { kind: "failed" };
  if (answer.status === 402) return { kind: "payment" };
  if (answer.status === 401 || answer.status === 403) return { kind: "access", message: answer.body.msg, reason: answer.body.reason };
  if (answer.status !== 200) return { kind: "failed" };
  return answer.body.data.text ? { kind: "text", answer: answer.body } : { kind: "failed" };
}

export type SaveOutcome =
  | { kind: "saved"; data: UpgradePrizeResponse["data"] }
  /** Faster than proven: off the board until its challenge is passed (ADR 033). */
  | { kind: "held"; message: string; data: HeldPrizeResponse["data"] }
  | { kind: "refused"; message: string }
  | { kind: "payment" }
  | { kind: "failed" };

export async function postAttempt(input: { raceId: number; textId: number; durationMs: number; keystrokes: readonly Keystroke[] }): Promise<SaveOutcome> {
  const answer = await callApi(upgradePrizeContract, { ...input, keystrokes: [...input.keystrokes] });
  if (!answer.ok) return { kind: "failed" };
  if (answer.status === 200) return { kind: "saved", data: answer.body.data };
  if (answer.status === 202) return { kind: "held", message: answer.body.message, data: answer.body.data };
  if (answer.status === 402) return { kind: "payment" };
  if (answer.status === 400 || answer.status === 403 || answer.status === 404 || answer.status === 409)
    return { kind: "refused", message: answer.body.message };
  return { kind: "failed" };
}
