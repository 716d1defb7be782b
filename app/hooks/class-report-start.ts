// Whether a signed-in learner reports to a class's live view, and if so the reports (ADR 040): in its
// own chunk (ADR 045 §9), fetched after the page, so no first load carries the question.
import type { ClassReportFigures } from "./class-report-socket";

/** The class is asked once per page load and user, and again after a minute (a learner may join meanwhile). */
const CLASS_ASKED_FOR_MS = 60_000;

let asked: { userId: number; at: number; classId: Promise<number | null> } | null = null;

function reportingClass(userId: number): Promise<number | null> {
  if (asked && asked.userId === userId && Date.now() - asked.at < CLASS_ASKED_FOR_MS) return asked.classId;
  const classId = (async () => {
    const [{ callApi }, { classLiveMeContract }] = await Promise.all([import("~/utils/api-client"), import("~/core/classes/class-live-api")]);
    const answer = await callApi(classLiveMeContract, {});
    return answer.ok && answer.status === 200 ? answer.body.classId : null;
  })().catch(() => null);
  asked = { userId, at: Date.now(), classId };
  return classId;
}

/** Reports `read()` to the learner's class, if they are in one, until `until` is aborted. */
export async function reportToClass(userId: number, read: () => ClassReportFigures, until: AbortSignal): Promise<void> {
  const classId = await reportingClass(userId);
  if (until.aborted || classId === null) return;
  // The socket and its timer: only for a member of a class.
  const { startClassReports } = await import("./class-report-socket");
  if (!until.aborted) until.addEventListener("abort", startClassReports(classId, read), { once: true });
}
