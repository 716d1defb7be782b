// One per class (ADR 040), named idFromName(String(classId)): the live class view. Students' pages
// report what they are doing at most every 2 s; the class's teacher watches. Who may connect is read
// from D1 when the socket opens (the teacher, or an active member); the role then lives in the
// socket's attachment. The live figures are not written anywhere: after a restart the rows come back
// from the open sockets and the next reports (within 2 s). Rules: app/core/classes/class-live.ts.
import {
  liveRows,
  nextClassLiveAlarm,
  openClassLive,
  reduceClassLive,
  type ClassLiveEffect,
  type ClassLiveEvent,
  type ClassLiveOutcome,
  type ClassLiveState,
} from "~/core/classes/class-live";
import { CLOSE_NOT_IN_CLASS, CLOSE_UNAUTHORIZED } from "~/core/races/close-codes";
import type { ClassClientMessage, ErrorCode, PublicUser } from "~/core/races/protocol";
import { createDb } from "~/db/client.server";
import { classLiveRole, type ClassLiveRole } from "~/models/classes/class-live.server";
import { ReducerObject } from "./reducer-object";
import type { SocketAttachment } from "./socket-object";

interface ClassAttachment extends SocketAttachment {
  role?: ClassLiveRole;
}

export class ClassRoom extends ReducerObject<"class", ClassLiveState, ClassLiveEvent, ClassLiveEffect> {
  protected readonly channel = "class" as const;
  /** Roles read once per socket (they are read on every frame); empty again after hibernation. */
  private readonly roles = new WeakMap<WebSocket, ClassLiveRole | null>();

  // ── the base's hooks ───────────────────────────────────────────────────────────────────────

  /** Only the class id is stored; the rows are the students whose sockets are open. */
  protected loadState(): ClassLiveState | null {
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS class (id INTEGER PRIMARY KEY CHECK (id = 1), class_id INTEGER NOT NULL)`);
    const row = sql.exec<{ class_id: number }>(`SELECT class_id FROM class WHERE id = 1`).toArray()[0];
    if (!row) return null;
    const online = new Map<number, { id: number; name: string }>();
    // Runs inside the base's constructor, before this class's fields exist: attachments are read directly.
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = ws.deserializeAttachment() as ClassAttachment | null;
      if (attachment?.user && attachment.role === "student") online.set(attachment.user.id, { id: attachment.user.id, name: attachment.user.name });
    }
    return openClassLive(row.class_id, [...online.values()], Date.now());
  }

  protected reduceState(state: ClassLiveState, event: ClassLiveEvent): ClassLiveOutcome {
    return reduceClassLive(state, event);
  }

  protected saveState(prev: ClassLiveState | null, next: ClassLiveState): void {
    if (prev === null) this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO class (id, class_id) VALUES (1, ?)`, next.classId);
  }

  protected nextDeadline(state: ClassLiveState): number | null {
    return nextClassLiveAlarm(state);
  }

  protected tickEvent(now: number): ClassLiveEvent {
    return { kind: "tick", now };
  }

  protected describe(): string {
    return `class ${this.state?.classId ?? "?"}`;
  }

  /** One serialization, the teacher's sockets only (students never see each other). */
  protected deliverFrame(fx: Extract<ClassLiveEffect, { kind: "send" }>): void {
    let frame: string | null = null;
    for (const ws of this.allSockets()) {
      if (this.roleOf(ws) !== "teacher") continue;
      frame ??= JSON.stringify(fx.message);
      this.sendRaw(ws, frame);
    }
  }

  protected async carryOut(fx: ClassLiveEffect): Promise<void> {
    if (fx.kind !== "closeStudent") return;
    for (const ws of this.openSockets(fx.userId)) {
      if (this.roleOf(ws) !== "student") continue;
      try {
        ws.close(CLOSE_NOT_IN_CLASS, "Not in this class");
      } catch {
        // already closing
      }
    }
  }

  // ── calls from the Worker (RPC) ────────────────────────────────────────────────────────────

  /** The student's left_at is in D1 (they left, or were removed): gone from the teacher's view, sockets closed. */
  async memberLeft(classId: number, userId: number): Promise<void> {
    this.setUp(classId);
    await this.apply({ kind: "left", userId, now: Date.now() });
  }

  /** A member's lesson or test result is in D1: the teacher's page reloads its progress table. */
  async resultSaved(classId: number, userId: number): Promise<void> {
    this.setUp(classId);
    await this.apply({ kind: "resultSaved", userId });
  }

  /** Who is online, as the teacher's snapshot shows it (tests). */
  async online(): Promise<number[]> {
    return this.state ? liveRows(this.state).map((r) => r.id) : [];
  }

  // ── sockets ────────────────────────────────────────────────────────────────────────────────

  async fetch(request: Request): Promise<Response> {
    const id = Number(new URL(request.url).pathname.split("/")[3]);
    if (Number.isSafeInteger(id) && id > 0) this.setUp(id);
    return super.fetch(request);
  }

  protected async onConnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    const state = this.state;
    if (!user || !state) return this.refuse(ws, CLOSE_UNAUTHORIZED, "unauthorized", "Log in to see the class");
    const role = await classLiveRole(createDb(this.env.DB), state.classId, user.id);
    if (!role) return this.refuse(ws, CLOSE_NOT_IN_CLASS, "forbidden", "Not in this class");
    const attachment = ws.deserializeAttachment() as ClassAttachment;
    ws.serializeAttachment({ ...attachment, role } satisfies ClassAttachment);
    this.roles.set(ws, role);
    if (role === "teacher") {
      this.send(ws, { type: "classLive", classId: state.classId, students: liveRows(state), serverTime: Date.now() });
      return;
    }
    const joined = await this.apply({ kind: "joined", student: { id: user.id, name: user.name }, now: Date.now() });
    if (!joined.ok) this.refuse(ws, CLOSE_NOT_IN_CLASS, joined.code, joined.message);
  }

  protected async onDisconnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (!user || this.roleOf(ws) !== "student") return;
    const remaining = this.openSockets(user.id, ws).filter((other) => this.roleOf(other) === "student").length;
    await this.apply({ kind: "socketClosed", userId: user.id, remainingSockets: remaining, now: Date.now() });
  }

  protected async onMessage(ws: WebSocket, user: PublicUser | null, message: Exclude<ClassClientMessage, { type: "ping" }>): Promise<void> {
    if (!user || this.roleOf(ws) !== "student") return this.sendError(ws, "forbidden", "Only the class's students report", message.type);
    const { type: _type, ...report } = message;
    const out = await this.apply({ kind: "report", student: { id: user.id, name: user.name }, report, now: Date.now() });
    if (!out.ok) this.sendError(ws, out.code, out.message, message.type);
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────────

  /** The first socket or call names the class (the object's name); it is written once. */
  private setUp(classId: number): void {
    if (this.state) return;
    this.state = openClassLive(classId, [], Date.now());
    this.persist();
  }

  private roleOf(ws: WebSocket): ClassLiveRole | null {
    let role = this.roles.get(ws);
    if (role === undefined) {
      role = (ws.deserializeAttachment() as ClassAttachment | null)?.role ?? null;
      this.roles.set(ws, role);
    }
    return role;
  }

  private refuse(ws: WebSocket, code: number, error: ErrorCode, message: string): void {
    this.sendError(ws, error, message);
    try {
      ws.close(code, message);
    } catch {
      // already closed
    }
  }
}
