// The class's live-view socket of useClassReport (ADR 040), in its own chunk (ADR 045 §9): only a
// learner who is an active member of a class opens it, so no other first load carries it.
import type { ClassActivity } from "~/core/classes/class-live-protocol";
import type { ClientMessages } from "~/core/races/protocol";
import { openSocket } from "./use-socket";

const REPORT_MS = 2_000;

export interface ClassReportFigures {
  activity: ClassActivity;
  /** The lesson's level, while activity is "lesson". */
  level?: number | null;
  wpm: number;
  accuracy: number;
}

const ignoreFrames = () => {};

/** Opens /ws/class/:classId and reports `read()` every 2 s while it is open; the returned function closes it. */
export function startClassReports(classId: number, read: () => ClassReportFigures): () => void {
  let socket: { send(data: string): void; close(code: number, reason: string): void } | null = null;
  let stopped = false;
  let timer: number | undefined;
  let seq = 0;
  const report = () => {
    const figures = read();
    const message: ClientMessages["class"] = {
      type: "classReport",
      activity: figures.activity,
      level: figures.activity === "lesson" ? (figures.level ?? null) : null,
      wpm: clamp(figures.wpm, 1_000),
      accuracy: clamp(figures.accuracy, 100),
      seq: ++seq,
    };
    socket?.send(JSON.stringify(message));
  };
  // Reports are sent only while the socket is open: a stale one queued during a reconnect is worth nothing.
  const onStatus = (status: string) => {
    window.clearInterval(timer);
    timer = undefined;
    if (status !== "open" || stopped) return;
    seq = 0;
    report();
    timer = window.setInterval(report, REPORT_MS);
  };
  void openSocket("class", `/ws/class/${classId}`, onStatus, ignoreFrames).then((ws) => {
    if (stopped) ws.close(1000, "leaving");
    else socket = ws;
  });
  return () => {
    stopped = true;
    window.clearInterval(timer);
    socket?.close(1000, "leaving");
    socket = null;
  };
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;
}
