// The browser side of the exam's call: the answer is parsed with its contract, never cast.
import { CERTIFICATE_API, ExamResponseSchema, type ExamResponse } from "~/core/certificates/certificate-api";
import type { Keystroke } from "~/core/typing/typing-engine";

export type ExamOutcome = { kind: "answer"; answer: ExamResponse } | { kind: "payment" } | { kind: "error" };

export async function postExam(input: { examId: number; durationMs: number; keystrokes: readonly Keystroke[] }): Promise<ExamOutcome> {
  try {
    const res = await fetch(CERTIFICATE_API.exam, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(input),
      credentials: "same-origin",
    });
    if (res.status === 402) return { kind: "payment" };
    const parsed = ExamResponseSchema.safeParse(await res.json().catch(() => null));
    return parsed.success ? { kind: "answer", answer: parsed.data } : { kind: "error" };
  } catch {
    return { kind: "error" };
  }
}
