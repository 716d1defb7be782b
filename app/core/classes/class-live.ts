// The live class view as a pure reducer (ADR 040): (state, event) → state + effects. The ClassRoom
// Durable Object feeds it the students' reports, their sockets coming and going, a student leaving the
// class, and its alarm; the teacher's sockets get one coalesced frame per CLASS_TICK_MS at most,
// however many students report (the first change after a quiet spell goes out at once).
import type { ErrorCode } from "../races/protocol";
import { CLASS_REPORT_MS, type ClassReport, type LiveStudent } from "./class-live-protocol";

export { CLASS_REPORT_MS, type ClassActivity, type ClassReport, type LiveStudent } from "./class-live-protocol";

/** At most one frame to the teacher per this many ms (report → teacher stays well under 1 s). */
export const CLASS_TICK_MS = 500;
/** Reports closer together than this are refused: the browser sends one per CLASS_REPORT_MS, timers jitter. */
export const CLASS_MIN_REPORT_GAP_MS = CLASS_REPORT_MS - 500;
/** A student whose last socket closed stays listed this long (moving from a lesson to the test reconnects). */
export const CLASS_AWAY_GRACE_MS = 5_000;

export interface ClassLiveState {
  classId: number;
  /** userId → the row the teacher sees. Replaced (never mutated) on every change. */
  students: Readonly<Record<string, LiveStudent>>;
  /** userId → when the student counts as gone (their last socket closed); a new socket cancels it. */
  away: Readonly<Record<string, number>>;
  /** Students who left the class while the object ran: their reports are refused. */
  departed: readonly number[];
  /** Rows changed and students gone since the last frame. */
  changed: readonly number[];
  gone: readonly number[];
  /** When the last frame went out, and when the pending changes go out (null: nothing pending). */
  lastFrameAt: number;
  flushAt: number | null;
}

export type ClassLiveEvent =
  /** A member's socket opened (the object checked the membership in D1). */
  | { kind: "joined"; student: { id: number; name: string }; now: number }
  | { kind: "report"; student: { id: number; name: string }; report: Omit<ClassReport, "type">; now: number }
  /** A student's socket closed; `remainingSockets` of theirs are still open. */
  | { kind: "socketClosed"; userId: number; remainingSockets: number; now: number }
  /** The student left the class (or the teacher removed them): gone at once, their sockets closed. */
  | { kind: "left"; userId: number; now: number }
  /** A member's lesson or test result was saved (the Worker tells every active class of theirs). */
  | { kind: "resultSaved"; userId: number }
  | { kind: "tick"; now: number };

export type ClassTickMessage = { type: "classTick"; classId: number; students: LiveStudent[]; gone: number[]; serverTime: number };
export type ClassResultSavedMessage = { type: "classResultSaved"; classId: number; userId: number };

export type ClassLiveEffect =
  /** One frame for every teacher socket. */
  | { kind: "send"; message: ClassTickMessage | ClassResultSavedMessage }
  /** Close the sockets of a student who is no longer a member. */
  | { kind: "closeStudent"; userId: number };

export type ClassLiveOutcome = { ok: true; state: ClassLiveState; effects: ClassLiveEffect[] } | { ok: false; code: ErrorCode; message: string };

export function openClassLive(classId: number, online: readonly { id: number; name: string }[] = [], now = 0): ClassLiveState {
  const students: Record<string, LiveStudent> = {};
  for (const s of online) students[String(s.id)] = idleRow(s, now);
  return { classId, students, away: {}, departed: [], changed: [], gone: [], lastFrameAt: 0, flushAt: null };
}

function idleRow(student: { id: number; name: string }, now: number): LiveStudent {
  return { id: student.id, name: student.name, activity: "idle", level: null, wpm: 0, accuracy: 100, seq: 0, at: now };
}

/** The rows a teacher's snapshot shows, by name. */
export function liveRows(state: ClassLiveState): LiveStudent[] {
  return Object.values(state.students).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The one alarm: the pending frame, or the first student whose grace runs out. */
export function nextClassLiveAlarm(state: ClassLiveState): number | null {
  const times = [...(state.flushAt === null ? [] : [state.flushAt]), ...Object.values(state.away)];
  return times.length === 0 ? null : Math.min(...times);
}

export function reduceClassLive(state: ClassLiveState, event: ClassLiveEvent): ClassLiveOutcome {
  switch (event.kind) {
    case "joined": {
      const key = String(event.student.id);
      if (state.departed.includes(event.student.id)) return refuse("not_member", "Not a member of this class");
      const away = withoutKey(state.away, key);
      if (state.students[key]) return done(away === state.away ? state : { ...state, away });
      return changed({ ...state, away, students: { ...state.students, [key]: idleRow(event.student, event.now) } }, event.student.id, event.now);
    }
    case "report": {
      const key = String(event.student.id);
      if (state.departed.includes(event.student.id)) return refuse("not_member", "Not a member of this class");
      const held = state.students[key];
      if (held && held.seq > 0 && event.now - held.at < CLASS_MIN_REPORT_GAP_MS) return refuse("rate_limited", "Reports are limited to one per 2 seconds");
      const { activity, wpm, accuracy, seq } = event.report;
      const row: LiveStudent = {
        id: event.student.id,
        name: held?.name ?? event.student.name,
        activity,
        level: activity === "lesson" ? (event.report.level ?? null) : null,
        wpm: activity === "idle" ? 0 : wpm,
        accuracy,
        seq,
        at: event.now,
      };
      return changed({ ...state, away: withoutKey(state.away, key), students: { ...state.students, [key]: row } }, event.student.id, event.now);
    }
    case "resultSaved":
      // Not coalesced with the ticks: it is rare (one per finished lesson or test), and the teacher's page
      // throttles its reloads itself. A student who already left is no longer the teacher's business.
      if (state.departed.includes(event.userId)) return done(state);
      return done(state, [{ kind: "send", message: { type: "classResultSaved", classId: state.classId, userId: event.userId } }]);
    case "socketClosed": {
      const key = String(event.userId);
      if (event.remainingSockets > 0 || !state.students[key]) return done(state);
      return done({ ...state, away: { ...state.away, [key]: event.now + CLASS_AWAY_GRACE_MS } });
    }
    case "left": {
      const key = String(event.userId);
      const departed = state.departed.includes(event.userId) ? state.departed : [...state.departed, event.userId];
      const next = { ...state, departed, away: withoutKey(state.away, key) };
      const effects: ClassLiveEffect[] = [{ kind: "closeStudent", userId: event.userId }];
      if (!state.students[key]) return { ok: true, state: next, effects };
      const out = removed({ ...next, students: withoutKey(state.students, key) }, [event.userId], event.now);
      return out.ok ? { ok: true, state: out.state, effects: [...out.effects, ...effects] } : out;
    }
    case "tick": {
      const expired = Object.entries(state.away)
        .filter(([, due]) => due <= event.now)
        .map(([key]) => Number(key));
      let next = state;
      if (expired.length > 0) {
        const students = { ...state.students };
        const away = { ...state.away };
        for (const id of expired) {
          delete students[String(id)];
          delete away[String(id)];
        }
        next = { ...state, students, away, gone: union(state.gone, expired), changed: state.changed.filter((id) => !expired.includes(id)) };
      }
      if (next.changed.length + next.gone.length === 0) return done(next.flushAt === null ? next : { ...next, flushAt: null });
      if (event.now >= next.lastFrameAt + CLASS_TICK_MS) return flush(next, event.now);
      return done({ ...next, flushAt: next.lastFrameAt + CLASS_TICK_MS });
    }
  }
}

/** A row changed: out at once after a quiet spell, else with the next frame. */
function changed(state: ClassLiveState, userId: number, now: number): ClassLiveOutcome {
  const next = {
    ...state,
    changed: state.changed.includes(userId) ? state.changed : [...state.changed, userId],
    gone: state.gone.filter((id) => id !== userId),
  };
  return pending(next, now);
}

function removed(state: ClassLiveState, userIds: readonly number[], now: number): ClassLiveOutcome {
  return pending({ ...state, gone: union(state.gone, userIds), changed: state.changed.filter((id) => !userIds.includes(id)) }, now);
}

function pending(state: ClassLiveState, now: number): ClassLiveOutcome {
  if (state.flushAt !== null) return done(state);
  const due = state.lastFrameAt + CLASS_TICK_MS;
  if (now >= due) return flush(state, now);
  return done({ ...state, flushAt: due });
}

function flush(state: ClassLiveState, now: number): ClassLiveOutcome {
  const students = state.changed.flatMap((id) => state.students[String(id)] ?? []);
  const message: ClassTickMessage = { type: "classTick", classId: state.classId, students, gone: [...state.gone], serverTime: now };
  return { ok: true, state: { ...state, changed: [], gone: [], lastFrameAt: now, flushAt: null }, effects: [{ kind: "send", message }] };
}

function done(state: ClassLiveState, effects: ClassLiveEffect[] = []): ClassLiveOutcome {
  return { ok: true, state, effects };
}

function refuse(code: ErrorCode, message: string): ClassLiveOutcome {
  return { ok: false, code, message };
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}

function union(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])];
}

/** The teacher's page: a tick's changed rows replace theirs, new ones join, the gone leave; by name. */
export function applyClassTick(rows: readonly LiveStudent[], tick: { students: readonly LiveStudent[]; gone: readonly number[] }): LiveStudent[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of tick.gone) byId.delete(id);
  for (const row of tick.students) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
