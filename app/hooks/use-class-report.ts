// A student's typing screens (lesson, 60-second test, key practice, race) tell their class's live view
// what they are doing (ADR 040): one socket to /ws/class/:classId, opened only for a learner who is an
// active member of a class, and one report per CLASS_REPORT_MS read from `source`. Typing pays nothing
// for it: each render only replaces the function in a ref; the timer calls it every 2 s.
import { useEffect, useRef, useState } from "react";
import type { ClassActivity } from "~/core/classes/class-live-protocol";
import { useCurrentUser } from "./use-current-user";
import { useSocket } from "./use-socket";

const REPORT_MS = 2_000;
/** The class is asked once per page load and user, and again after a minute (a learner may join meanwhile). */
const CLASS_ASKED_FOR_MS = 60_000;

export interface ClassReportFigures {
  activity: ClassActivity;
  /** The lesson's level, while activity is "lesson". */
  level?: number | null;
  wpm: number;
  accuracy: number;
}

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

const ignoreFrames = () => {};

export function useClassReport(source: () => ClassReportFigures) {
  const userId = useCurrentUser()?.id ?? null;
  const latest = useRef(source);
  latest.current = source;
  const [classId, setClassId] = useState<number | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let gone = false;
    void reportingClass(userId).then((id) => {
      if (!gone) setClassId(id);
    });
    return () => {
      gone = true;
    };
  }, [userId]);

  const { send, status } = useSocket("class", classId === null ? null : `/ws/class/${classId}`, ignoreFrames);
  const open = status === "open";

  useEffect(() => {
    // Reports are sent only while the socket is open: a stale one queued during a reconnect is worth nothing.
    if (!open) return;
    let seq = 0;
    const report = () => {
      const figures = latest.current();
      send({
        type: "classReport",
        activity: figures.activity,
        level: figures.activity === "lesson" ? (figures.level ?? null) : null,
        wpm: clamp(figures.wpm, 1_000),
        accuracy: clamp(figures.accuracy, 100),
        seq: ++seq,
      });
    };
    report();
    const timer = window.setInterval(report, REPORT_MS);
    return () => window.clearInterval(timer);
  }, [open, send]);
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;
}
