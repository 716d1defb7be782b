// The teacher's side of the live class view (ADR 040): the class's socket, the snapshot on connect,
// then the coalesced ticks merged in (applyClassTick). Every frame is parsed with the protocol (useSocket).
import { useCallback, useState } from "react";
import { applyClassTick, type LiveStudent } from "~/core/classes/class-live";
import type { ServerMessages } from "~/core/races/protocol";
import { useSocket } from "./use-socket";

export function useClassLive(classId: number) {
  const [students, setStudents] = useState<LiveStudent[]>([]);
  const onMessage = useCallback((message: ServerMessages["class"]) => {
    if (message.type === "classLive") setStudents(message.students);
    else if (message.type === "classTick") setStudents((rows) => applyClassTick(rows, message));
  }, []);
  const { status } = useSocket("class", `/ws/class/${classId}`, onMessage);
  return { students, status };
}
