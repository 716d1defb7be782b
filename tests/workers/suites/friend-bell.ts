// Issue 29 §5: adding, removing and adding a friend again does not ring the other learner's bell again
// within a day; after a day it does.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AddFriendResponseSchema, NotificationsResponseSchema } from "~/core/social/social-api";
import { createRacer } from "../support/auth";
import { postJson } from "../support/http";
import { lobbySocket } from "../support/sockets";

const call = (path: string, who: { bearer: string }, body: unknown = {}) => postJson(path, body, { Authorization: who.bearer });
const addFriend = async (who: { bearer: string }, userId: number) =>
  AddFriendResponseSchema.parse(await (await call("/api/user/add-friend", who, { userId })).json()).status;
const removeFriend = (who: { bearer: string }, userId: number) => call("/api/user/remove-friend", who, { userId });
const requestsOf = async (who: { bearer: string }) =>
  NotificationsResponseSchema.parse(await (await call("/api/user/get-notify", who)).json()).data.filter((n) => n.type === "friendRequest");

describe("the friend-request bell", () => {
  it("rings once a day per pair, however often the request is withdrawn and sent again", async () => {
    const ann = await createRacer({ name: "Анар" });
    const bat = await createRacer({ name: "Бат" });
    const batLobby = await lobbySocket(bat.cookie);
    await batLobby.waitFor("lobbyState");

    expect(await addFriend(ann, bat.user.id)).toBe("requested");
    expect((await batLobby.waitFor("notify")).notification).toMatchObject({ type: "friendRequest", value: ann.user.id });
    // Withdrawn and sent again, twice: the request stands, the bell stays quiet.
    for (let i = 0; i < 2; i++) {
      expect((await removeFriend(ann, bat.user.id)).status).toBe(200);
      expect(await addFriend(ann, bat.user.id)).toBe("requested");
    }
    expect(await batLobby.receivesNo("notify")).toBe(true);
    expect(await requestsOf(bat)).toHaveLength(1);
    // Accepted, removed, asked again: still quiet within the day.
    expect((await call("/api/user/answer-friend", bat, { userId: ann.user.id, accept: true })).status).toBe(200);
    expect((await removeFriend(bat, ann.user.id)).status).toBe(200);
    expect(await addFriend(ann, bat.user.id)).toBe("requested");
    expect(await batLobby.receivesNo("notify", { where: (m) => m.type === "notify" && m.notification.type === "friendRequest" })).toBe(true);

    // A day later the bell rings again.
    const bell = env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(`friendRequestBellPerPair:${ann.user.id}>${bat.user.id}`));
    expect(await runDurableObjectAlarm(bell)).toBe(true);
    expect((await removeFriend(ann, bat.user.id)).status).toBe(200);
    expect(await addFriend(ann, bat.user.id)).toBe("requested");
    expect((await batLobby.waitFor("notify", (m) => m.notification.type === "friendRequest")).notification).toMatchObject({ value: ann.user.id });
  });
});
