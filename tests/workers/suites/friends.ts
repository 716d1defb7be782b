// Friends (issue 17): request → accept → both listed, the rules around it, the live notifications
// and presence it causes, the request limit and the profile's invitation.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AddFriendResponseSchema, FriendsResponseSchema, NotificationsResponseSchema } from "~/core/social/social-api";
import { LIMITS } from "~/core/accounts/rate-limits";
import { createDb } from "~/db/client.server";
import { friendRequests, friendships, notifications, users } from "~/db/schema";
import { createRacer, createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { lobbySocket } from "../support/sockets";

const call = (path: string, who: { bearer: string }, body: unknown = {}) => postJson(path, body, { Authorization: who.bearer });
const addFriend = async (who: { bearer: string }, userId: number) => call("/api/user/add-friend", who, { userId });
const friendsOf = async (who: { bearer: string }) => FriendsResponseSchema.parse(await (await call("/api/user/get-friends", who)).json()).data;
const notificationsOf = async (who: { bearer: string }) => NotificationsResponseSchema.parse(await (await call("/api/user/get-notify", who)).json()).data;

describe("a friendship", () => {
  it("request → accept → both listed; each side hears of it once, live", async () => {
    const ann = await createRacer({ name: "Анар" });
    const bat = await createRacer({ name: "Бат" });
    const annLobby = await lobbySocket(ann.cookie);
    await annLobby.waitFor("lobbyState");
    const batLobby = await lobbySocket(bat.cookie);
    await batLobby.waitFor("lobbyState");

    const asked = await addFriend(ann, bat.user.id);
    expect(AddFriendResponseSchema.parse(await asked.json()).status).toBe("requested");
    // Bat's bell gets the request live, with Ann's name and id to answer it.
    const pushed = await batLobby.waitFor("notify");
    expect(pushed.notification).toMatchObject({
      type: "friendRequest",
      value: ann.user.id,
      params: { name: "Анар" },
      message: "Анар тантай найз болохыг хүсэж байна.",
      seen: 0,
    });
    // Asking again while it is pending changes nothing: still one request, one notification.
    expect(AddFriendResponseSchema.parse(await (await addFriend(ann, bat.user.id)).json()).status).toBe("pending");
    expect((await notificationsOf(bat)).filter((n) => n.type === "friendRequest")).toHaveLength(1);
    expect(await batLobby.receivesNo("notify")).toBe(true);

    const answer = await call("/api/user/answer-friend", bat, { userId: ann.user.id, accept: true });
    expect(await answer.json()).toEqual({ result: true, status: "accepted" });
    expect((await friendsOf(ann)).map((f) => [f.name, f.online])).toEqual([["Бат", 1]]);
    expect((await friendsOf(bat)).map((f) => [f.name, f.online])).toEqual([["Анар", 1]]);
    // Ann is told; Bat's answered request leaves the bell.
    expect((await annLobby.waitFor("notify")).notification).toMatchObject({ type: "friendAccepted", params: { name: "Бат" } });
    expect((await notificationsOf(bat)).filter((n) => n.type === "friendRequest")).toHaveLength(0);
    // Both were online: each sees the other appear at once.
    expect(await annLobby.waitFor("onlineUser", (m) => m.user.id === bat.user.id)).toBeTruthy();
    expect(await batLobby.waitFor("onlineUser", (m) => m.user.id === ann.user.id)).toBeTruthy();
    // Answering again, or asking again, is a no-op.
    expect(await (await call("/api/user/answer-friend", bat, { userId: ann.user.id, accept: true })).json()).toEqual({ result: true, status: "already" });
    expect(AddFriendResponseSchema.parse(await (await addFriend(bat, ann.user.id)).json()).status).toBe("already");
    expect(await createDb(env.DB).select().from(friendships).where(eq(friendships.userId, ann.user.id))).toHaveLength(1);

    // Either side removes it, both ways, and the other's dot goes.
    expect(await (await call("/api/user/remove-friend", bat, { userId: ann.user.id })).json()).toEqual({ result: true });
    expect(await friendsOf(ann)).toEqual([]);
    expect(await friendsOf(bat)).toEqual([]);
    expect(await annLobby.waitFor("offlineUser", (m) => m.userId === bat.user.id)).toBeTruthy();
  });

  it("no friending yourself or nobody; a decline drops the request; asking back accepts", async () => {
    const me = await createRacer({ name: "Би" });
    const other = await createRacer({ name: "Тэр" });
    const self = await addFriend(me, me.user.id);
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ result: false, message: "Өөрийгөө найзаар нэмэх боломжгүй." });
    const nobody = await addFriend(me, 2_000_000_000);
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toMatchObject({ message: "Ийм ID-тай хэрэглэгч олдсонгүй." });
    expect((await addFriend(me, -1)).status).toBe(400);

    await addFriend(me, other.user.id);
    expect(await (await call("/api/user/answer-friend", other, { userId: me.user.id, accept: false })).json()).toEqual({ result: true, status: "declined" });
    expect(await friendsOf(other)).toEqual([]);
    expect(await createDb(env.DB).select().from(friendRequests).where(eq(friendRequests.toId, other.user.id))).toEqual([]);
    expect((await notificationsOf(other)).filter((n) => n.type === "friendRequest")).toHaveLength(0);

    // A new request after the decline is a new event (a new notification); asking back accepts it.
    await addFriend(me, other.user.id);
    expect(AddFriendResponseSchema.parse(await (await addFriend(other, me.user.id)).json()).status).toBe("accepted");
    expect((await friendsOf(me)).map((f) => f.id)).toEqual([other.user.id]);
  });

  it("friend requests are rate-limited per learner", async () => {
    const me = await createTestUser({ name: "Олон хүсэлт" });
    const db = createDb(env.DB);
    const limit = LIMITS.friendRequestsPerUser.limit;
    // One row per statement: D1 binds at most 100 parameters to one.
    const targets = await Promise.all(
      Array.from({ length: limit + 1 }, (_, i) =>
        db
          .insert(users)
          .values({ name: `Хүн ${i}`, email: `many-${i}-${crypto.randomUUID()}@example.mn` })
          .returning({ id: users.id })
          .get(),
      ),
    );
    for (const t of targets.slice(0, limit)) expect((await addFriend(me, t.id)).status).toBe(200);
    const refused = await addFriend(me, targets[limit].id);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ result: false, message: expect.stringContaining("Хэт олон найзын хүсэлт") });
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, targets[limit].id))),
    ).toEqual([]);
  });
});

describe("the profile's invitation", () => {
  it("invites an online friend to the caller's room; not a stranger, not an offline friend", async () => {
    const host = await createRacer({ name: "Эзэн" });
    const friend = await createRacer({ name: "Найз" });
    const stranger = await createRacer({ name: "Танихгүй" });
    await addFriend(host, friend.user.id);
    await call("/api/user/answer-friend", friend, { userId: host.user.id, accept: true });

    expect((await call("/api/room/invite-friend", host, { userId: friend.user.id })).status).toBe(409); // offline
    const friendLobby = await lobbySocket(friend.cookie);
    await friendLobby.waitFor("lobbyState");
    const invited = await call("/api/room/invite-friend", host, { userId: friend.user.id });
    expect(invited.status).toBe(200);
    const { roomId } = await invited.json<{ roomId: string }>();
    expect(await friendLobby.waitFor("inviteGame")).toMatchObject({ roomId, from: "Эзэн", fromId: host.user.id, to: friend.user.id });

    const strangerLobby = await lobbySocket(stranger.cookie);
    await strangerLobby.waitFor("lobbyState");
    const refused = await call("/api/room/invite-friend", host, { userId: stranger.user.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "Зөвхөн онлайн байгаа найзаа урих боломжтой." });
    expect(await strangerLobby.receivesNo("inviteGame")).toBe(true);
  });
});
