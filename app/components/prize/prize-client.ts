// The browser side of the prize-race calls: every answer is parsed with its contract.
import type { Keystroke } from "~/core/typing/typing-engine";
import { ActiveTextResponseSchema, PrizeErrorSchema, PRIZE_API, UpgradePrizeResponseSchema, type ActiveTextResponse, type UpgradePrizeResponse } from "~/core/races/prize-api";

async function post(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  return { status: res.status, json: await res.json().catch(() => null) };
}

export type TextOutcome = { kind: "text"; answer: Extract<ActiveTextResponse, { result: "success" }> } | { kind: "access"; message: string; reason: string } | { kind: "payment" } | { kind: "failed" };

export async function fetchRaceText(raceId: number, exclude?: number): Promise<TextOutcome> {
  try {
    const { status, json } = await post(PRIZE_API.activeText, { raceId, exclude });
    if (status === 402) return { kind: "payment" };
    const parsed = ActiveTextResponseSchema.safeParse(json);
    if (!parsed.success || parsed.data.result === "failed") return { kind: "failed" };
    if (parsed.data.result === "access") return { kind: "access", message: parsed.data.msg, reason: parsed.data.reason };
    return parsed.data.data.text ? { kind: "text", answer: parsed.data } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

export type SaveOutcome = { kind: "saved"; data: UpgradePrizeResponse["data"] } | { kind: "refused"; message: string } | { kind: "payment" } | { kind: "failed" };

export async function postAttempt(input: { raceId: number; textId: number; durationMs: number; keystrokes: readonly Keystroke[] }): Promise<SaveOutcome> {
  try {
    const { status, json } = await post(PRIZE_API.upgrade, input);
    if (status === 402) return { kind: "payment" };
    const ok = UpgradePrizeResponseSchema.safeParse(json);
    if (ok.success) return { kind: "saved", data: ok.data.data };
    const refused = PrizeErrorSchema.safeParse(json);
    return refused.success ? { kind: "refused", message: refused.data.message } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
