// Posts a finished test to /api/text/upgrade-wpm. The post is idempotent (the test id is the key),
// so a network failure is retried once. The answer is parsed with the call's contract.
import type { UpgradeWpmStats } from "~/core/typing/typing-api";
import { callApi } from "~/utils/api-client";
import type { FinishedTest } from "./typing-test";

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; counted: boolean }
  | { kind: "refused" }
  | { kind: "failed" }
  /** Kept on the device with no connection; sent when the line is back (ADR 044). */
  | { kind: "queued" };

export type SaveOutcome = { kind: "saved"; stats: UpgradeWpmStats } | { kind: "refused" } | { kind: "failed" } | { kind: "queued" };

/** With no connection the test is kept on the device (same test id) for the signed-in learner `userId`. */
export async function saveFinishedTest(test: FinishedTest, userId: number): Promise<SaveOutcome> {
  const body = {
    testId: test.testId,
    textId: test.textId,
    durationMs: Math.round(test.durationMs),
    keystrokes: [...test.log],
    // SPEC §7 names these; the server recomputes them from the keystrokes and ignores these values.
    point: 1,
    wpm: test.figures.wpm,
    percent: 100,
  };
  // Fetched with zod at the first save, not on the page's first load (ADR 027).
  const { upgradeWpmContract } = await import("~/core/typing/typing-api");
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await callApi(upgradeWpmContract, body);
    // Network trouble: try once more. An answer the contract does not allow is a failure.
    if (!answer.ok && answer.error.kind === "offline") {
      if (navigator.onLine !== false && attempt === 0) continue;
      const { queueResult } = await import("~/components/offline/offline-queue");
      await queueResult({ id: body.testId, kind: "test", userId, body });
      return { kind: "queued" };
    }
    if (!answer.ok) return { kind: "failed" };
    if (answer.status === 200) return { kind: "saved", stats: answer.body };
    if (answer.status === 400 || answer.status === 409) return { kind: "refused" };
    return { kind: "failed" };
  }
  return { kind: "failed" };
}
