// A student's typing screens (lesson, 60-second test, key practice, race) tell their class's live view
// what they are doing (ADR 040): one socket to /ws/class/:classId, opened only for a learner who is an
// active member of a class, and one report per CLASS_REPORT_MS read from `source`. Typing pays nothing
// for it: each render only replaces the function in a ref; the timer calls it every 2 s.
// The socket and its timer load only for such a learner (./class-report-socket, ADR 045 §9).
import { useEffect, useRef } from "react";
import type { ClassReportFigures } from "./class-report-socket";
import { useCurrentUser } from "./use-current-user";

export type { ClassReportFigures };

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

export function useClassReport(source: () => ClassReportFigures) {
  const userId = useCurrentUser()?.id ?? null;
  const latest = useRef(source);
  latest.current = source;

  useEffect(() => {
    if (userId === null) return;
    let gone = false;
    let stop: (() => void) | null = null;
    void reportingClass(userId).then(async (classId) => {
      if (gone || classId === null) return;
      const { startClassReports } = await import("./class-report-socket");
      if (!gone) stop = startClassReports(classId, () => latest.current());
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [userId]);
}
