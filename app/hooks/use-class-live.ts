// The teacher's side of the live class view (ADR 040): the class's socket, the snapshot on connect,
// then the coalesced ticks merged in (applyClassTick). Every frame is parsed with the protocol (useSocket).
// When a student's result reaches D1 the object says so (classResultSaved) and `onResultSaved` runs: the
// page reloads its progress table, at most once per RESULT_RELOAD_MS (results saved meanwhile are
// carried by one reload at the end of that time).
import { useCallback, useEffect, useRef, useState } from "react";
import { applyClassTick, type LiveStudent } from "~/core/classes/class-live";
import type { ServerMessages } from "~/core/races/protocol";
import { useSocket } from "./use-socket";

const RESULT_RELOAD_MS = 3_000;

export function useClassLive(classId: number, onResultSaved?: () => void) {
  const [students, setStudents] = useState<LiveStudent[]>([]);
  const rows = useRef<LiveStudent[]>([]);
  const saved = useRef(onResultSaved);
  saved.current = onResultSaved;
  const reload = useRef<{ timer: number | null; last: number }>({ timer: null, last: 0 });

  const resultSaved = useCallback(() => {
    const r = reload.current;
    if (r.timer !== null) return; // the reload already waiting will show it
    r.timer = window.setTimeout(
      () => {
        r.timer = null;
        r.last = Date.now();
        saved.current?.();
      },
      Math.max(0, r.last + RESULT_RELOAD_MS - Date.now()),
    );
  }, []);
  useEffect(() => () => void (reload.current.timer !== null && window.clearTimeout(reload.current.timer)), []);

  const onMessage = useCallback(
    (message: ServerMessages["class"]) => {
      if (message.type === "classResultSaved") return resultSaved();
      if (message.type === "classLive") rows.current = message.students;
      else if (message.type === "classTick") rows.current = applyClassTick(rows.current, message);
      else return;
      setStudents(rows.current);
    },
    [resultSaved],
  );
  const { status } = useSocket("class", `/ws/class/${classId}`, onMessage);
  return { students, status };
}
