// A lobby shard (SPEC §4 Presence, Invitation, Join request; ADR 050): the sockets of the learners whose
// shard it is (lobbyShardOf), their presence and the delivery of invitations and accepted join requests
// to them; and the whole live room list, which every room sends to every shard.
import { emptyLobby, nextLobbyAlarm, openRooms, reduceLobby, roomOf, type LobbyEvent, type LobbyState, type ListedRoom } from "~/core/races/lobby";
import type { LobbyClientMessage, LobbyServerMessage, PublicUser, RoomListItem } from "~/core/races/protocol";
import { presenceSubject } from "~/core/races/lobby";
import { addListChange, isListChange, LIST_FRAME_MS, listFrame, roomIdOf, type ListChange } from "~/core/races/list-batch";
import { FrameTicker } from "./frame-ticker";
import { createDb } from "~/db/client.server";
import { friendIds } from "~/models/social/friends.server";
import { userHasPaidAccess } from "~/utils/subscription.server";
import { ReducerObject, type Outcome } from "./reducer-object";
import { objectNamed } from "~/services/object-placement.server";
import { lobbyShardOf } from "~/core/races/lobby-shard";
import { lobbyShards, perShardOf } from "~/models/races/lobby-shards.server";

/**
 * Frames for every socket, and presence (onlineUser / offlineUser), which goes only to the sockets of
 * that learner's friends (issue 17): who is online is nobody else's business.
 */
type LobbyEffect = { kind: "send"; message: LobbyServerMessage } | { kind: "presence"; userId: number; message: LobbyServerMessage };

export class Lobby extends ReducerObject<"lobby", LobbyState, LobbyEvent, LobbyEffect> {
  protected readonly channel = "lobby" as const;

  // ── the base's hooks ───────────────────────────────────────────────────────────────────────

  protected loadState(): LobbyState {
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS rooms (room_id TEXT PRIMARY KEY, data TEXT NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS going_offline (user_id INTEGER PRIMARY KEY, due INTEGER NOT NULL)`);
    const rooms: Record<string, ListedRoom> = {};
    for (const r of sql.exec<{ room_id: string; data: string }>(`SELECT room_id, data FROM rooms`)) rooms[r.room_id] = JSON.parse(r.data) as ListedRoom;
    const goingOffline: Record<string, number> = {};
    for (const r of sql.exec<{ user_id: number; due: number }>(`SELECT user_id, due FROM going_offline`)) goingOffline[String(r.user_id)] = r.due;
    return { rooms, goingOffline };
  }

  protected reduceState(state: LobbyState, event: LobbyEvent): Outcome<LobbyState, LobbyEffect> {
    const { state: next, broadcast, refused } = reduceLobby(state, event);
    if (refused) return { ok: false, ...refused };
    return {
      ok: true,
      state: next,
      effects: broadcast.map((message): LobbyEffect => {
        const subject = presenceSubject(message);
        return subject === null ? { kind: "send", message } : { kind: "presence", userId: subject, message };
      }),
    };
  }

  protected nextDeadline(state: LobbyState): number | null {
    return nextLobbyAlarm(state);
  }

  protected tickEvent(now: number): LobbyEvent {
    return { kind: "tick", online: new Set(this.openSockets().flatMap((ws) => this.userOf(ws)?.id ?? [])), now };
  }

  /**
   * Rooms-list changes go out coalesced, at most one frame every LIST_FRAME_MS (ADR 045 §6): the first of
   * a quiet spell at once, the rest together when the half second is up, one change per room.
   */
  protected deliverFrame(fx: LobbyEffect): void {
    if (isListChange(fx.message)) this.listChanges.add(roomIdOf(fx.message), fx.message);
    else this.toEverySocket(JSON.stringify(fx.message));
  }

  private readonly listChanges = new FrameTicker<string, ListChange>(
    LIST_FRAME_MS,
    (batch) => this.toEverySocket(JSON.stringify(listFrame(batch))),
    (batch, _roomId, change) => addListChange(batch, change),
  );

  /** No readyState look-up per socket (ADR 045; sendRaw ignores a closing one). */
  private toEverySocket(frame: string): void {
    for (const ws of this.allSockets()) this.sendRaw(ws, frame);
  }

  /**
   * Presence: to the friends' sockets only (their ids are read from D1 once and kept while the object
   * lives). Friends in other shards get it through their shard, one call per shard.
   */
  protected async carryOut(fx: LobbyEffect): Promise<void> {
    if (fx.kind !== "presence") return;
    const frame = JSON.stringify(fx.message);
    await perShardOf(
      this.env,
      await this.friendsOf(fx.userId),
      (lobby, ids) => lobby.sendTo(ids, frame),
      this.shardOf(fx.userId, (ids) => this.sendTo(ids, frame)),
    );
  }

  /** This shard (that of `userId`, a learner of it), doing its own part of a per-shard call itself. */
  private shardOf<T>(userId: number, call: (ids: number[]) => Promise<T>) {
    return { shard: lobbyShardOf(userId, lobbyShards(this.env)), call };
  }

  /** userId → their friends' ids; kept up to date by friendsChanged. */
  private readonly friendCache = new Map<number, Set<number>>();

  private async friendsOf(userId: number): Promise<Set<number>> {
    let known = this.friendCache.get(userId);
    if (!known) {
      known = new Set(await friendIds(createDb(this.env.DB), userId));
      this.friendCache.set(userId, known);
    }
    return known;
  }

  protected describe(): string {
    return "lobby";
  }

  /** Always set up (an empty lobby before the first event). */
  private get lobby(): LobbyState {
    return this.state ?? emptyLobby();
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
    return openRooms(this.lobby);
  }

  async roomOf(userId: number): Promise<string | null> {
    return roomOf(this.lobby, userId);
  }

  /** A presence frame from another shard, for the sockets of these learners of this one. */
  async sendTo(userIds: number[], frame: string): Promise<void> {
    for (const userId of userIds) for (const ws of this.openSockets(userId)) this.sendRaw(ws, frame);
  }

  /**
   * A friendship of `me` (a learner of this shard) began or ended: their friends change, and their open
   * tabs see the other appear (if online: `otherOnline`, from the other's shard) or disappear at once.
   */
  async friendChanged(me: number, other: number, added: boolean, otherOnline: PublicUser | null): Promise<void> {
    const known = this.friendCache.get(me);
    if (known) {
      if (added) known.add(other);
      else known.delete(other);
    }
    const message: LobbyServerMessage | null = added
      ? otherOnline
        ? { type: "onlineUser", user: otherOnline }
        : null
      : { type: "offlineUser", userId: other };
    if (message) await this.deliver(me, message);
  }

  /**
   * Which of these learners of this shard are online: `online` with a socket open, `inGrace` in the
   * seconds after their last socket closed (still online to the friends list, not offered for invitations).
   * Each learner's own sockets (an indexed tag look-up), never every socket of the shard (ADR 045).
   */
  async presenceAmong(userIds: number[]): Promise<{ online: PublicUser[]; inGrace: number[] }> {
    const online: PublicUser[] = [];
    const inGrace: number[] = [];
    for (const userId of userIds) {
      if (String(userId) in this.lobby.goingOffline) {
        inGrace.push(userId);
        continue;
      }
      const user = this.openSockets(userId)
        .map((ws) => this.userOf(ws))
        .find((u) => u !== null);
      if (user) online.push(user);
    }
    return { online, inGrace };
  }

  /** The online friends of a learner of this shard (a guest has none): the room lobby's invite list and the profile's dots. */
  async onlineFriends(userId: number): Promise<PublicUser[]> {
    const answers = await perShardOf(
      this.env,
      await this.friendsOf(userId),
      (lobby, ids) => lobby.presenceAmong(ids),
      this.shardOf(userId, (ids) => this.presenceAmong(ids)),
    );
    return answers.flatMap((a) => a.online);
  }

  // ── sockets ────────────────────────────────────────────────────────────────────────────────

  protected async onConnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (user) await this.apply({ kind: "connect", user, otherSockets: this.openSockets(user.id, ws).length, now: Date.now() });
    const online = user ? await this.onlineFriends(user.id) : [];
    this.send(ws, { type: "lobbyState", rooms: openRooms(this.lobby), online, you: user?.id ?? null, serverTime: Date.now() });
  }

  protected async onDisconnect(ws: WebSocket, user: PublicUser | null): Promise<void> {
    if (!user) return;
    await this.apply({ kind: "disconnect", userId: user.id, remainingSockets: this.openSockets(user.id, ws).length, now: Date.now() });
  }

  protected async onMessage(ws: WebSocket, user: PublicUser | null, msg: Exclude<LobbyClientMessage, { type: "ping" }>): Promise<void> {
    if (!user) return this.sendError(ws, "unauthorized", "Log in to join races", msg.type);
    const room = objectNamed(this.env.RACE_ROOM, msg.roomId);
    switch (msg.type) {
      case "joinRequest": {
        // Joining a room needs an active plan (SPEC §6, ADR 016): the browser goes to /text.
        if (!(await userHasPaidAccess(createDb(this.env.DB), user.id)))
          return this.sendError(ws, "payment_required", "An active plan is needed to join rooms", msg.type);
        // The sender's flood limit is this shard's reducer's; the room checks its own (ADR 050).
        const checked = await this.apply({ kind: "joinRequest", userId: user.id, now: Date.now() });
        if (!checked.ok) return this.sendError(ws, checked.code, checked.message, msg.type);
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

  protected saveState(prev: LobbyState | null, next: LobbyState): void {
    const sql = this.ctx.storage.sql;
    const before = prev ?? emptyLobby();
    if (before.rooms !== next.rooms) {
      for (const [roomId, r] of Object.entries(next.rooms)) {
        if (before.rooms[roomId] !== r) sql.exec(`INSERT OR REPLACE INTO rooms (room_id, data) VALUES (?, ?)`, roomId, JSON.stringify(r));
      }
      for (const roomId of Object.keys(before.rooms)) if (!(roomId in next.rooms)) sql.exec(`DELETE FROM rooms WHERE room_id = ?`, roomId);
    }
    if (before.goingOffline !== next.goingOffline) {
      sql.exec(`DELETE FROM going_offline`);
      for (const [userId, due] of Object.entries(next.goingOffline)) sql.exec(`INSERT INTO going_offline (user_id, due) VALUES (?, ?)`, Number(userId), due);
    }
  }
}
