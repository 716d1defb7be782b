// One per online room (SPEC §4 Room): players, chat and the authoritative race clock. Thin by design:
// parse → app/core reducer → persist the difference → carry out the effects. One alarm drives every
// deadline (typing opens, race end, invitation and join-request timeouts, the away clock, clean-up).
import { QuietFlush } from "./quiet-flush";
import { eq } from "drizzle-orm";
import type { ErrorCode, PublicUser, RaceLanguage, RoomClientMessage, RoomServerMessage, RoomView } from "~/core/races/protocol";
import { classAccountPublicName } from "~/core/classes/public-name";
import { CLOSE_NOT_IN_CLASS } from "~/core/races/close-codes";
import { progressTickMs, ROOM_CAPACITY } from "~/core/races/race-rules";
import {
  checkStart,
  createClassRace,
  createRoom,
  finishedResults,
  isMember,
  nextAlarm,
  reduceRoom,
  resumeAfterLoss,
  roomCapacity,
  roomState,
  toListing,
  toView,
  type RoomEffect,
  type RoomEvent,
  type RoomOutcome,
  type RoomState,
} from "~/core/races/race-room";
import { createDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { pickRaceText, publicUserOf, saveRoomResults, updateRoomRow } from "~/models/races/rooms.server";
import { classLiveRole, type ClassLiveRole } from "~/models/classes/class-live.server";
import { pickClassRaceText } from "~/models/classes/class-races.server";
import { deliverToUser, onEveryLobbyShard } from "~/models/races/lobby-shards.server";
import { ReducerObject, type Outcome } from "./reducer-object";
import { FrameTicker } from "./frame-ticker";
import { PROGRESS_MAX_STALE_MS, PROGRESS_QUIET_MS, RESULTS_BATCH_MS, RoomStorage } from "./room-storage";
import { CLOSE_GONE, CLOSE_UNAUTHORIZED, type SocketAttachment } from "./socket-object";

/** A class race's sockets carry the role D1 gave them when they opened (ADR 040's rule, ADR 042). */
interface RoomAttachment extends SocketAttachment {
  role?: ClassLiveRole;
}

/** Events decided by the clock alone: their frames go out before the write, since a restart would decide the same. */
const CLOCK = new Set<RoomEvent["kind"]>(["tick"]);

export type RoomCallResult<T extends object = object> = ({ ok: true } & T) | { ok: false; code: ErrorCode; message: string };

export class RaceRoom extends ReducerObject<"room", RoomState, RoomEvent, RoomEffect> {
  protected readonly channel = "room" as const;
  private storage!: RoomStorage;
  /** Unwritten progress: when it first and last changed, and the timer that writes it. */
  private readonly progressWrites = new QuietFlush(PROGRESS_QUIET_MS, PROGRESS_MAX_STALE_MS, {
    firstChange: (now) => this.storage.markUnwritten(now),
    flush: () => {
      if (this.state) this.storage.flushProgress(this.state);
    },
  });
  private resultsTimer: ReturnType<typeof setTimeout> | null = null;
  /** Progress: each move at once in a public room, on a coalesced tick in a class race (progressTickMs). */
  private readonly lanes = new FrameTicker<number, number>(
    () => progressTickMs(this.state ? roomCapacity(this.state) : ROOM_CAPACITY),
    (moved) => this.sendLanes(moved),
  );
  /** A class race's socket roles, read once per socket; empty again after hibernation. */
  private readonly roles = new WeakMap<WebSocket, ClassLiveRole | null>();

  // ── the base's hooks ───────────────────────────────────────────────────────────────────────

  protected async loadState(): Promise<RoomState | null> {
    this.storage = new RoomStorage(this.ctx.storage);
    const loaded = await this.storage.load();
    if (!loaded) return null;
    if (loaded.lostSince === null) return loaded.state;
    // The runtime died with progress unwritten (ADR 021). Reports lost can date from no later than
    // the flush that was due (PROGRESS_MAX_STALE_MS after the spell began, its timer a little late).
    this.storage.markWritten();
    return resumeAfterLoss(loaded.state, Math.min(Date.now(), loaded.lostSince + PROGRESS_MAX_STALE_MS + PROGRESS_QUIET_MS));
  }

  protected reduceState(state: RoomState, event: RoomEvent): RoomOutcome {
    return reduceRoom(state, event);
  }

  protected saveState(prev: RoomState | null, next: RoomState): void {
    this.storage.save(prev, next);
  }

  protected nextDeadline(state: RoomState): number | null {
    return nextAlarm(state);
  }

  protected tickEvent(now: number): RoomEvent {
    return { kind: "tick", now };
  }

  protected framesBeforeWrite(event: RoomEvent): boolean {
    return CLOCK.has(event.kind);
  }

  protected missing(): RoomOutcome {
    return { ok: false, code: "not_found", message: "No such room" };
  }

  protected describe(): string {
    return `room ${this.state?.roomId}`;
  }

  // ── calls from the Worker and the Lobby (RPC) ──────────────────────────────────────────────

  /** Sets the room up once; the D1 row must exist (results reference it). */
  async create(input: { roomId: string; host: PublicUser; language: RaceLanguage }): Promise<RoomCallResult> {
    if (this.state) return this.state.roomId === input.roomId ? { ok: true } : { ok: false, code: "conflict", message: "Room id in use" };
    const state = createRoom(input.roomId, input.host, input.language, Date.now());
    this.state = state;
    this.persist();
    await this.scheduleAlarm();
    await this.run([{ kind: "listing", item: toListing(state) }]);
    return { ok: true };
  }

  /** Sets a class race up once (issue 31): the teacher hosts and watches; the D1 row (with its class) must exist. */
  async createClassRace(input: { roomId: string; teacherId: number; classId: number; language: RaceLanguage }): Promise<RoomCallResult> {
    if (this.state) return this.state.roomId === input.roomId ? { ok: true } : { ok: false, code: "conflict", message: "Room id in use" };
    this.state = createClassRace(input.roomId, input.teacherId, input.classId, input.language, Date.now());
    this.persist();
    await this.scheduleAlarm();
    return { ok: true };
  }

  /** The teacher opened the next round: everyone on this race's sockets moves there. */
  async announceNextRound(next: string): Promise<void> {
    if (!this.state) return;
    const frame = JSON.stringify({ type: "nextRound", roomId: this.state.roomId, next } satisfies RoomServerMessage);
    for (const ws of this.allSockets()) this.sendRaw(ws, frame);
  }

  async requestJoin(user: PublicUser): Promise<RoomCallResult<{ expiresAt: number }>> {
    const out = await this.apply({ kind: "requestJoin", user, now: Date.now() });
    if (!out.ok) return out;
    const ticket = out.state.tickets.find((t) => t.user.id === user.id);
    return { ok: true, expiresAt: ticket?.expiresAt ?? Date.now() };
  }

  /** The host invites someone from outside the room page (the profile's online friends, issue 17). */
  async invite(hostId: number, target: PublicUser): Promise<RoomCallResult> {
    const out = await this.apply({ kind: "invite", userId: hostId, target, now: Date.now() });
    return out.ok ? { ok: true } : out;
  }

  async ignoreInvite(userId: number): Promise<void> {
    await this.apply({ kind: "ignoreInvite", userId, now: Date.now() });
  }

  async view(): Promise<RoomView | null> {
    return this.state ? toView(this.state) : null;
  }

  // ── sockets ────────────────────────────────────────────────────────────────────────────────

  protected async onConnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (!user) return this.refuseSocket(ws, "unauthorized", "Log in to take part in races", CLOSE_UNAUTHORIZED);
    if (!this.state) return this.refuseSocket(ws, "not_found", "No such room", CLOSE_GONE);
    const classId = this.state.classId;
    if (classId !== undefined) {
      // A class race: only its teacher and the class's active students, read from D1 now.
      const role = await classLiveRole(createDb(this.env.DB), classId, user.id);
      if (!role) return this.refuseSocket(ws, "forbidden", "Only this class's teacher and students can open its race", CLOSE_NOT_IN_CLASS);
      ws.serializeAttachment({ ...(ws.deserializeAttachment() as RoomAttachment), role } satisfies RoomAttachment);
      this.roles.set(ws, role);
    }
    await this.apply({ kind: "connect", userId: user.id, now: Date.now() });
    // Members get their room back (reconnects); others see the room they are about to join.
    this.send(ws, roomState(this.state, user.id, Date.now()));
  }

  protected async onDisconnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (!user || !this.state || this.openSockets(user.id, ws).length > 0) return;
    await this.apply({ kind: "disconnect", userId: user.id, now: Date.now() });
  }

  protected onMessage(ws: WebSocket, user: PublicUser | null, msg: Exclude<RoomClientMessage, { type: "ping" }>): void | Promise<void> {
    if (!user) return this.sendError(ws, "unauthorized", "Log in to take part in races", msg.type);
    if (!this.state) return this.sendError(ws, "not_found", "No such room", msg.type);
    if (msg.roomId !== this.state.roomId) return this.sendError(ws, "invalid", "This socket belongs to another room", msg.type);
    // Every word of every player: handled without a single await (see applyHot).
    if (msg.type === "write")
      return this.answer(ws, msg.type, this.applyHot({ kind: "write", userId: user.id, words: msg.words, typed: msg.typed, now: Date.now() }));
    if (msg.type === "chatRoomMessage")
      return this.answer(ws, msg.type, this.applyHot({ kind: "chat", userId: user.id, message: msg.message, now: Date.now() }));
    return this.handle(user, msg).then((out) => this.answer(ws, msg.type, out));
  }

  private answer(ws: WebSocket, type: string, out: Outcome<RoomState, RoomEffect>): void {
    if (!out.ok) this.sendError(ws, out.code, out.message, type);
  }

  private async handle(
    user: PublicUser,
    msg: Exclude<RoomClientMessage, { type: "ping" | "write" | "chatRoomMessage" }>,
  ): Promise<Outcome<RoomState, RoomEffect>> {
    const now = Date.now();
    const userId = user.id;
    switch (msg.type) {
      case "joinRoom": {
        const classId = this.state!.classId;
        if (classId === undefined) return this.apply({ kind: "join", user, now });
        // In the class the race shows the class's short names ("Болд Б."), without pictures.
        const student = { ...user, name: classAccountPublicName(user.name), image: null };
        return this.apply({ kind: "join", user: student, now, admitted: this.roleOfUser(userId) === "student" });
      }
      case "leaveRoom":
        return this.apply({ kind: "leave", userId, now });
      case "deleteRoom":
        return this.apply({ kind: "delete", userId, now });
      case "finishPlayer":
        return this.apply({ kind: "finish", userId, typed: msg.typed, now });
      case "acceptJoinRequest":
        return this.apply({ kind: "acceptJoinRequest", userId, targetId: msg.userId, now });
      case "declineJoinRequest":
        return this.apply({ kind: "declineJoinRequest", userId, targetId: msg.userId, now });
      case "inviteTo": {
        const row = await createDb(this.env.DB).select().from(users).where(eq(users.id, msg.userId)).get();
        if (!row || !row.active) return { ok: false, code: "not_found", message: "No such user" };
        return this.apply({ kind: "invite", userId, target: publicUserOf(row), now: Date.now() });
      }
      case "startGame": {
        const allowed = checkStart(this.state!, userId);
        if (!allowed.ok) return allowed;
        // The text is chosen by the room's language (a class race: its class's level), once, for everyone.
        const classId = this.state!.classId;
        const db = createDb(this.env.DB);
        const text = classId === undefined ? await pickRaceText(db, this.state!.language) : await pickClassRaceText(db, classId);
        if (!text) return { ok: false, code: "no_text", message: "No race text for this language" };
        return this.apply({ kind: "start", userId, text, now: Date.now() });
      }
    }
  }

  // ── the loop: reduce, persist, schedule, carry out ─────────────────────────────────────────

  /**
   * Progress and chat: their only effects are frames, and their state is written later (progressWrites),
   * so they need no await, and the frames go out before anything else can happen.
   */
  private applyHot(event: Extract<RoomEvent, { kind: "write" | "chat" }>): Outcome<RoomState, RoomEffect> {
    const prev = this.state;
    const out = this.reduce(event);
    if (!out.ok) return out;
    this.sendFrames(out.effects);
    for (const fx of out.effects) if (fx.kind === "progress") this.lanes.add(fx.userId, fx.percent);
    if (out.state !== prev) this.progressWrites.changed();
    return out;
  }

  /** Sends one `lanes` frame; a writer alone in it does not get it back (their lane moves in their browser). */
  private sendLanes(moved: ReadonlyMap<number, number>): void {
    const state = this.state;
    if (!state) return;
    const lanes = [...moved].map(([userId, percent]) => ({ userId, percent }));
    const only = lanes.length === 1 ? lanes[0].userId : undefined;
    this.deliverTo("members", JSON.stringify({ type: "lanes", roomId: state.roomId, lanes } satisfies RoomServerMessage), only);
  }

  /** Writes everything that changed since the last write (volatile progress included). */
  protected persist(): void {
    super.persist();
    // The rows just written hold the progress too.
    if (this.progressWrites.pending) this.storage.markWritten();
    this.progressWrites.cancel();
  }

  protected deliverFrame(fx: Extract<RoomEffect, { kind: "send" }>): void {
    // Lanes waiting for their tick go first, so no frame overtakes the progress before it.
    if (fx.to === "members" && this.lanes.pending) this.lanes.flush();
    this.deliverTo(fx.to, JSON.stringify(fx.message), fx.except);
  }

  private deliverTo(to: "members" | number, frame: string, except?: number): void {
    const state = this.state;
    if (!state) return;
    if (to !== "members") {
      for (const ws of this.openSockets(to)) this.sendRaw(ws, frame);
      return;
    }
    // A class race's teacher and late comers watch: every socket the class admitted gets the room's frames.
    const watched = state.classId !== undefined;
    for (const ws of this.allSockets()) {
      const user = this.userOf(ws);
      if (!user || user.id === except) continue;
      if (watched ? this.roleOf(ws) !== null : isMember(state, user.id)) this.sendRaw(ws, frame);
    }
  }

  private roleOf(ws: WebSocket): ClassLiveRole | null {
    let role = this.roles.get(ws);
    if (role === undefined) {
      role = (ws.deserializeAttachment() as RoomAttachment | null)?.role ?? null;
      this.roles.set(ws, role);
    }
    return role;
  }

  private roleOfUser(userId: number): ClassLiveRole | null {
    for (const ws of this.openSockets(userId)) {
      const role = this.roleOf(ws);
      if (role) return role;
    }
    return null;
  }

  /** Everything but frames (sent already): lobby deliveries, D1 writes, clean-up. */
  protected async carryOut(fx: RoomEffect): Promise<void> {
    const state = this.state;
    if (!state) return;
    switch (fx.kind) {
      case "progress":
        this.lanes.add(fx.userId, fx.percent);
        return;
      case "deliver":
        await deliverToUser(this.env, fx.userId, fx.message);
        return;
      // Every shard holds the whole list (ADR 050): the same change, with one seq, to each.
      case "listing": {
        // The current state, not the effect's snapshot: with the seq taken now, the newest always wins.
        if (state.status !== "waiting") return;
        const [item, members, seq] = [toListing(state), state.players.map((p) => p.id), this.storage.nextSeq()];
        await onEveryLobbyShard(this.env, (lobby) => lobby.list(item, members, seq));
        return;
      }
      case "unlist": {
        const seq = this.storage.nextSeq();
        await onEveryLobbyShard(this.env, (lobby) => lobby.unlist(state.roomId, fx.reason, seq));
        return;
      }
      case "roomRow": {
        const { kind: _k, ...patch } = fx;
        await updateRoomRow(createDb(this.env.DB), state.roomId, patch);
        return;
      }
      case "saveResults":
        await saveRoomResults(createDb(this.env.DB), state.roomId, fx.rows);
        // Marked in memory and written with the room's next write: no commit of its own. A restart
        // before that only makes the room insert these rows again, which D1 ignores (and the players
        // hear "resultSaved" once more, which only refreshes their menu).
        {
          const saved = this.reduce({ kind: "resultsSaved", userIds: fx.rows.map((r) => r.userId) });
          if (saved.ok) this.sendFrames(saved.effects);
        }
        return;
      case "saveResultsSoon":
        this.resultsTimer ??= setTimeout(() => void this.saveFinishedResults(), RESULTS_BATCH_MS);
        return;
      case "wipe":
        for (const ws of this.openSockets()) ws.close(1000, "room closed");
        this.progressWrites.cancel();
        this.lanes.stop();
        if (this.resultsTimer !== null) clearTimeout(this.resultsTimer);
        this.resultsTimer = null;
        await this.wipe();
        this.storage = new RoomStorage(this.ctx.storage);
        return;
    }
  }

  /** The finished players' results, in one D1 call, while the race goes on (its end saves every result itself). */
  private async saveFinishedResults(): Promise<void> {
    this.resultsTimer = null;
    const state = this.state;
    if (state?.status !== "racing") return;
    const rows = finishedResults(state);
    // A failure is logged there; the race end saves every result not yet saved.
    if (rows.length > 0) await this.run([{ kind: "saveResults", rows }]);
  }

  private refuseSocket(ws: WebSocket, code: ErrorCode, message: string, closeCode: number): void {
    this.sendError(ws, code, message);
    ws.close(closeCode, message);
  }
}
