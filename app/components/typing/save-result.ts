// Posts a finished test to /api/text/upgrade-wpm. The post is idempotent (the test id is the key),
// so a network failure is retried once.
import type { UpgradeWpmStats } from "~/models/test-results.server";
import type { FinishedTest } from "./typing-test";

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; counted: boolean }
  | { kind: "refused" }
  | { kind: "failed" };

export type SaveOutcome = { kind: "saved"; stats: UpgradeWpmStats } | { kind: "refused" } | { kind: "failed" };

export async function saveFinishedTest(test: FinishedTest): Promise<SaveOutcome> {
  const body = JSON.stringify({
    testId: test.testId,
    textId: test.textId,
    durationMs: Math.round(test.durationMs),
    keystrokes: test.log,
    // SPEC §7 names these; the server recomputes them from the keystrokes and ignores these values.
    point: 1,
    wpm: test.figures.wpm,
    percent: 100,
  });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch("/api/text/upgrade-wpm", { method: "POST", headers: { "Content-Type": "application/json" }, body });
      if (res.ok) return { kind: "saved", stats: await res.json<UpgradeWpmStats>() };
      if (res.status === 400 || res.status === 409) return { kind: "refused" };
      if (res.status < 500) return { kind: "failed" };
    } catch {
      // Network trouble: try once more.
    }
  }
  return { kind: "failed" };
}
