// The teacher's side of the live class view (ADR 040): the class's socket, the snapshot on connect,
// then the coalesced ticks merged in (applyClassTick). Every frame is parsed with the protocol (useSocket).
// When a student moves on from what they were doing (a result may have been saved), `onActivityEnded`
// runs, at most once per ACTIVITY_RELOAD_MS, and once more after it (the page reloads its progress table
// from D1).
import { useCallback, useEffect, useRef, useState } from "react";
import { applyClassTick, tickEndsActivity, type LiveStudent } from "~/core/classes/class-live";
import type { ServerMessages } from "~/core/races/protocol";
import { useSocket } from "./use-socket";

const ACTIVITY_RELOAD_MS = 5_000;

export function useClassLive(classId: number, onActivityEnded?: () => void) {
  const [students, setStudents] = useState<LiveStudent[]>([]);
  const rows = useRef<LiveStudent[]>([]);
  const ended = useRef(onActivityEnded);
  ended.current = onActivityEnded;
  const reload = useRef<{ timer: number | null; last: number }>({ timer: null, last: 0 });

  const activityEnded = useCallback(() => {
    const r = reload.current;
    if (r.timer !== null) return;
    // Once at once and once more a reload later: the student's result can land after their screen closed
    // (a slow line, a busy server, a result sent from the device's queue), and the first reload miss it.
    const reloadNow = (again: boolean) => {
      r.timer = again ? window.setTimeout(() => reloadNow(false), ACTIVITY_RELOAD_MS) : null;
      r.last = Date.now();
      ended.current?.();
    };
    r.timer = window.setTimeout(() => reloadNow(true), Math.max(0, r.last + ACTIVITY_RELOAD_MS - Date.now()));
  }, []);
  useEffect(() => () => void (reload.current.timer !== null && window.clearTimeout(reload.current.timer)), []);

  const onMessage = useCallback(
    (message: ServerMessages["class"]) => {
      if (message.type === "classLive") rows.current = message.students;
      else if (message.type === "classTick") {
        if (tickEndsActivity(rows.current, message)) activityEnded();
        rows.current = applyClassTick(rows.current, message);
      } else return;
      setStudents(rows.current);
    },
    [activityEnded],
  );
  const { status } = useSocket("class", `/ws/class/${classId}`, onMessage);
  return { students, status };
}
