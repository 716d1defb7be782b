// The browser side of the exam's call: it goes through callApi, which parses the answer with the
// call's contract (app/core/certificates/certificate-api.ts).
import { examContract, type ExamResponse } from "~/core/certificates/certificate-api";
import type { Keystroke } from "~/core/typing/typing-engine";
import { callApi } from "~/utils/api-client";

export type ExamOutcome = { kind: "answer"; answer: ExamResponse } | { kind: "payment" } | { kind: "error" };

export async function postExam(input: { examId: number; durationMs: number; keystrokes: readonly Keystroke[] }): Promise<ExamOutcome> {
  const answer = await callApi(examContract, { ...input, keystrokes: [...input.keystrokes] });
  if (!answer.ok) return { kind: "error" };
  if (answer.status === 402) return { kind: "payment" };
  if (answer.status === 200 || answer.status === 403 || answer.status === 409) return { kind: "answer", answer: answer.body };
  if (answer.status === 400 && answer.body.result === "failed" && "figures" in answer.body) return { kind: "answer", answer: answer.body };
  return { kind: "error" };
}
