// Friends (SPEC §3 Friend: id, name, image, online 1/0) and friend requests (issue 17). The rules are
// app/core/social/friends.ts; this file reads the relation, carries out the verdict, notifies and tells the
// Lobby object (which sends presence only to friends).
import { and, eq, or, sql } from "drizzle-orm";
import { decideFriendAnswer, decideFriendRequest, friendshipRows, type FriendRelation } from "~/core/social/friends";
import { notificationKey } from "~/core/social/notifications";
import type { AddFriendStatus } from "~/core/social/social-api";
import { createDb, type Db } from "~/db/client.server";
import { friendRequests, friendships, users } from "~/db/schema";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { avatarUrl } from "~/utils/avatar";
import { takeUnits } from "~/services/rate-limits.server";
import { notify, removeFriendRequestNotices } from "./notifications.server";
import { openRoom, publicUserOf, roomObject } from "../races/rooms.server";
import { friendsChanged, onlineAmong } from "../races/lobby-shards.server";

export async function friendsWithPresence(env: Env, userId: number) {
  const db = createDb(env.DB);
  const rows = await db
    .select({ id: users.id, name: users.name, image: users.image })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.userId, userId))
    .orderBy(users.name);
  const here = await onlineAmong(
    env,
    rows.map((f) => f.id),
  );
  return rows.map((f) => ({ id: f.id, name: f.name, image: avatarUrl(f.image), online: here.has(f.id) ? (1 as const) : (0 as const) }));
}

/** The friends' ids (the Lobby object's audience for this user's presence). */
export async function friendIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: friendships.friendId }).from(friendships).where(eq(friendships.userId, userId));
  return rows.map((r) => r.id);
}

export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .select({ a: friendships.userId })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .get();
  return row !== undefined;
}

async function relationOf(db: Db, me: number, other: number): Promise<FriendRelation> {
  const [friends, requests] = await Promise.all([
    areFriends(db, me, other),
    db
      .select({ fromId: friendRequests.fromId })
      .from(friendRequests)
      .where(or(and(eq(friendRequests.fromId, me), eq(friendRequests.toId, other)), and(eq(friendRequests.fromId, other), eq(friendRequests.toId, me)))),
  ]);
  return { friends, outgoing: requests.some((r) => r.fromId === me), incoming: requests.some((r) => r.fromId === other) };
}

export type AddFriendOutcome = { ok: true; status: AddFriendStatus } | { ok: false; reason: "self" | "unknown" | "classOnly" };

/** Both are current members of one class (a class account's friends come from its class, ADR 038). */
async function classmates(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db.get<{ n: number }>(sql`
    SELECT count(*) AS n FROM class_members x JOIN class_members y ON y.class_id = x.class_id
    WHERE x.user_id = ${a} AND y.user_id = ${b} AND x.left_at IS NULL AND y.left_at IS NULL`);
  return (row?.n ?? 0) > 0;
}

/** add-friend: a new request notifies the other learner (once a day per pair); a request back accepts theirs; repeats change nothing. */
export async function requestFriend(
  env: Env,
  me: Pick<AuthUser, "id" | "name"> & { classAccount?: boolean },
  targetId: number,
  now = Date.now(),
): Promise<AddFriendOutcome> {
  const db = createDb(env.DB);
  const target = await db
    .select({ id: users.id, classAccount: users.classAccount })
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.active, true)))
    .get();
  // A class account is not seen outside its class: to anyone else it is an unknown id; it may ask only classmates.
  if (target && me.id !== targetId && (me.classAccount || target.classAccount) && !(await classmates(db, me.id, targetId)))
    return { ok: false, reason: target.classAccount ? "unknown" : "classOnly" };
  const verdict = decideFriendRequest(me.id, targetId, target !== undefined, await relationOf(db, me.id, targetId));
  switch (verdict.kind) {
    case "refused":
      return { ok: false, reason: verdict.reason };
    case "noop":
      return { ok: true, status: verdict.reason };
    case "accept":
      return { ok: true, status: (await acceptFriendship(env, db, me, targetId, now)) ? "accepted" : "already" };
    case "request": {
      // The primary key (from, to) makes a concurrent second request a no-op as well.
      const [stored] = await db.insert(friendRequests).values({ fromId: me.id, toId: targetId, createdAt: now }).onConflictDoNothing().returning();
      if (!stored) return { ok: true, status: "pending" };
      // Add, remove, add again: the request stands, but the other learner's bell rings once a day at most.
      const bell = await takeUnits(env, [{ name: "friendRequestBellPerPair", key: `${me.id}>${targetId}` }]);
      if (!bell.ok) return { ok: true, status: "requested" };
      await notify(env, db, {
        userId: targetId,
        type: "friendRequest",
        ckey: notificationKey.friendRequest(me.id, stored.createdAt),
        value: me.id,
        params: { name: me.name, userId: me.id },
        now,
      });
      return { ok: true, status: "requested" };
    }
  }
}

/** answer-friend: accept makes the friendship both ways; decline drops the request. Either way its notification goes. */
export async function answerFriend(env: Env, me: Pick<AuthUser, "id" | "name">, fromId: number, accept: boolean, now = Date.now()) {
  const db = createDb(env.DB);
  const verdict = decideFriendAnswer(await relationOf(db, me.id, fromId), accept);
  if (verdict.kind === "noop") {
    await removeFriendRequestNotices(db, me.id, fromId);
    return verdict.reason;
  }
  if (verdict.kind === "decline") {
    await db.delete(friendRequests).where(and(eq(friendRequests.fromId, fromId), eq(friendRequests.toId, me.id)));
    await removeFriendRequestNotices(db, me.id, fromId);
    return "declined" as const;
  }
  return (await acceptFriendship(env, db, me, fromId, now)) ? ("accepted" as const) : ("already" as const);
}

/**
 * The request from `requesterId` to `me` becomes a friendship. Deleting the request row decides who
 * accepted (a second, concurrent accept deletes nothing and does nothing more).
 */
async function acceptFriendship(env: Env, db: Db, me: Pick<AuthUser, "id" | "name">, requesterId: number, now: number): Promise<boolean> {
  const [taken, ..._rows] = await db.batch([
    db
      .delete(friendRequests)
      .where(and(eq(friendRequests.fromId, requesterId), eq(friendRequests.toId, me.id)))
      .returning(),
    db.insert(friendships).values(friendshipRows(me.id, requesterId)).onConflictDoNothing(),
    // A request the other way, if both asked at once, is answered by the same friendship.
    db.delete(friendRequests).where(and(eq(friendRequests.fromId, me.id), eq(friendRequests.toId, requesterId))),
  ]);
  const request = taken[0];
  if (!request) return false;
  await removeFriendRequestNotices(db, me.id, requesterId);
  await notify(env, db, {
    userId: requesterId,
    type: "friendAccepted",
    ckey: notificationKey.friendAccepted(me.id, request.createdAt),
    value: me.id,
    params: { name: me.name, userId: me.id },
    now,
  });
  await friendsChanged(env, me.id, requesterId, true);
  return true;
}

/** remove-friend: either side ends it, both ways; any request between them goes too. */
export async function removeFriend(env: Env, me: number, other: number): Promise<boolean> {
  const db = createDb(env.DB);
  const [removed] = await db.batch([
    db
      .delete(friendships)
      .where(or(and(eq(friendships.userId, me), eq(friendships.friendId, other)), and(eq(friendships.userId, other), eq(friendships.friendId, me))))
      .returning(),
    db
      .delete(friendRequests)
      .where(or(and(eq(friendRequests.fromId, me), eq(friendRequests.toId, other)), and(eq(friendRequests.fromId, other), eq(friendRequests.toId, me)))),
  ]);
  if (removed.length === 0) return false;
  await friendsChanged(env, me, other, false);
  return true;
}

export type InviteOutcome = { ok: true; roomId: string } | { ok: false; reason: "notFriend" | "failed" };

/**
 * The profile's Invite (issue 17): the caller's open room — or a new Mongolian one — invites an online
 * friend; the friend sees 'Урилга' wherever they are, and the caller goes to the room to wait.
 */
export async function inviteFriend(env: Env, host: AuthUser, friendId: number): Promise<InviteOutcome> {
  const db = createDb(env.DB);
  const [friends, online, row] = await Promise.all([
    areFriends(db, host.id, friendId),
    onlineAmong(env, [friendId]),
    db.select().from(users).where(eq(users.id, friendId)).get(),
  ]);
  if (!friends || !row || !online.has(friendId)) return { ok: false, reason: "notFriend" };
  const { roomId } = await openRoom(env, host, "mn");
  const sent = await roomObject(env, roomId).invite(host.id, publicUserOf(row));
  return sent.ok ? { ok: true, roomId } : { ok: false, reason: "failed" };
}
