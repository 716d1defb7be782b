// A student's typing screens (lesson, 60-second test, key practice, race) tell their class's live view
// what they are doing (ADR 040): one socket to /ws/class/:classId, opened only for a learner who is an
// active member of a class, and one report per CLASS_REPORT_MS read from `source`. Typing pays nothing
// for it: each render only replaces the function in a ref; the timer calls it every 2 s.
// The question (./class-report-start) loads only for a signed-in learner, after the page; the socket
// and its timer only for a member of a class (./class-report-socket, ADR 045 §9).
import { useEffect, useRef } from "react";
import type { ClassReportFigures } from "./class-report-socket";
import { useCurrentUser } from "./use-current-user";

export type { ClassReportFigures };

export function useClassReport(source: () => ClassReportFigures) {
  const userId = useCurrentUser()?.id ?? null;
  const latest = useRef(source);
  latest.current = source;

  useEffect(() => {
    if (userId === null) return;
    const left = new AbortController();
    void import("./class-report-start").then((m) => m.reportToClass(userId, () => latest.current(), left.signal));
    return () => left.abort();
  }, [userId]);
}
