// The single lobby (SPEC §4 Presence, Invitation, Join request): who is online, the live room list,
// and delivery of invitations and accepted join requests to the one user they are for.
import { emptyLobby, nextLobbyAlarm, openRooms, reduceLobby, roomOf, type LobbyEvent, type LobbyOutcome, type LobbyState, type ListedRoom } from "~/core/lobby";
import type { LobbyClientMessage, LobbyServerMessage, PublicUser, RoomListItem } from "~/core/protocol";
import { SocketObject } from "./socket-object";

export class Lobby extends SocketObject<"lobby"> {
  protected readonly channel = "lobby" as const;
  private state: LobbyState = emptyLobby();
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      const sql = ctx.storage.sql;
      sql.exec(`CREATE TABLE IF NOT EXISTS rooms (room_id TEXT PRIMARY KEY, data TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS going_offline (user_id INTEGER PRIMARY KEY, due INTEGER NOT NULL)`);
      const rooms: Record<string, ListedRoom> = {};
      for (const r of sql.exec<{ room_id: string; data: string }>(`SELECT room_id, data FROM rooms`)) rooms[r.room_id] = JSON.parse(r.data);
      const goingOffline: Record<string, number> = {};
      for (const r of sql.exec<{ user_id: number; due: number }>(`SELECT user_id, due FROM going_offline`)) goingOffline[String(r.user_id)] = r.due;
      this.state = { rooms, goingOffline };
      this.alarmAt = await ctx.storage.getAlarm();
    });
  }

  // ── calls from rooms and the Worker (RPC) ──────────────────────────────────────────────────

  async list(item: RoomListItem, members: number[], seq: number): Promise<void> {
    await this.apply({ kind: "list", item, members, seq, now: Date.now() });
  }

  async unlist(roomId: string, reason: "cancelled" | "started" | "finished" | "expired", seq: number): Promise<void> {
    await this.apply({ kind: "unlist", roomId, reason, seq, now: Date.now() });
  }

  /** To one user's sockets only: invitations and accepted requests are nobody else's business. */
  async deliver(userId: number, message: LobbyServerMessage): Promise<number> {
    const sockets = this.openSockets(userId);
    const frame = JSON.stringify(message);
    for (const ws of sockets) this.sendRaw(ws, frame);
    return sockets.length;
  }

  async rooms(): Promise<RoomListItem[]> {
    return openRooms(this.state);
  }

  async roomOf(userId: number): Promise<string | null> {
    return roomOf(this.state, userId);
  }

  async onlineUsers(): Promise<PublicUser[]> {
    const seen = new Map<number, PublicUser>();
    for (const ws of this.openSockets()) {
      const user = this.userOf(ws);
      if (user && !seen.has(user.id)) seen.set(user.id, user);
    }
    for (const key of Object.keys(this.state.goingOffline)) seen.delete(Number(key));
    return [...seen.values()];
  }

  async onlineIds(): Promise<number[]> {
    return [...new Set([...this.openSockets().flatMap((ws) => this.userOf(ws)?.id ?? []), ...Object.keys(this.state.goingOffline).map(Number)])];
  }

  // ── sockets ────────────────────────────────────────────────────────────────────────────────

  protected async onConnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (user) await this.apply({ kind: "connect", user, otherSockets: this.openSockets(user.id, ws).length, now: Date.now() });
    const online = await this.onlineUsers();
    this.send(ws, { type: "lobbyState", rooms: openRooms(this.state), online, you: user?.id ?? null, serverTime: Date.now() });
  }

  protected async onDisconnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (!user) return;
    await this.apply({ kind: "disconnect", userId: user.id, remainingSockets: this.openSockets(user.id, ws).length, now: Date.now() });
  }

  protected async onMessage(ws: WebSocket, user: PublicUser | null, msg: Exclude<LobbyClientMessage, { type: "ping" }>): Promise<void> {
    if (!user) return this.sendError(ws, "unauthorized", "Log in to join races", msg.type);
    const room = this.env.RACE_ROOM.get(this.env.RACE_ROOM.idFromName(msg.roomId));
    switch (msg.type) {
      case "joinRequest": {
        // The flood limits are the lobby reducer's (app/core/flood-limits.ts).
        const refused = await this.apply({ kind: "joinRequest", userId: user.id, roomId: msg.roomId, now: Date.now() });
        if (refused) return this.sendError(ws, refused.code, refused.message, msg.type);
        const result = await room.requestJoin(user);
        if (result.ok) this.send(ws, { type: "joinRequestSent", roomId: msg.roomId, expiresAt: result.expiresAt });
        else this.sendError(ws, result.code, result.message, msg.type);
        return;
      }
      case "ignoreRoom":
        await room.ignoreInvite(user.id);
        return;
    }
  }

  async alarm(): Promise<void> {
    const now = Math.max(Date.now(), this.alarmAt ?? 0);
    this.alarmAt = null;
    const online = new Set(this.openSockets().flatMap((ws) => this.userOf(ws)?.id ?? []));
    await this.apply({ kind: "tick", online, now });
  }

  // ── reduce, persist, broadcast ─────────────────────────────────────────────────────────────

  private async apply(event: LobbyEvent): Promise<LobbyOutcome["refused"]> {
    const prev = this.state;
    const { state, broadcast, refused } = reduceLobby(prev, event);
    if (state !== prev) {
      this.state = state;
      this.persist(prev, state);
    }
    if (broadcast.length > 0) {
      const sockets = this.openSockets();
      for (const message of broadcast) {
        const frame = JSON.stringify(message);
        for (const ws of sockets) this.sendRaw(ws, frame);
      }
    }
    const at = nextLobbyAlarm(this.state);
    if (at !== this.alarmAt) {
      this.alarmAt = at;
      if (at === null) await this.ctx.storage.deleteAlarm();
      else await this.ctx.storage.setAlarm(at);
    }
    return refused;
  }

  private persist(prev: LobbyState, next: LobbyState): void {
    const sql = this.ctx.storage.sql;
    if (prev.rooms !== next.rooms) {
      for (const [roomId, r] of Object.entries(next.rooms)) {
        if (prev.rooms[roomId] !== r) sql.exec(`INSERT OR REPLACE INTO rooms (room_id, data) VALUES (?, ?)`, roomId, JSON.stringify(r));
      }
      for (const roomId of Object.keys(prev.rooms)) if (!(roomId in next.rooms)) sql.exec(`DELETE FROM rooms WHERE room_id = ?`, roomId);
    }
    if (prev.goingOffline !== next.goingOffline) {
      sql.exec(`DELETE FROM going_offline`);
      for (const [userId, due] of Object.entries(next.goingOffline)) sql.exec(`INSERT INTO going_offline (user_id, due) VALUES (?, ?)`, Number(userId), due);
    }
  }
}
