// Issue 21: logout ends the whole login, a copied refresh token ends its sessions, and the sockets of
// every ended session close with CLOSE_SESSION_ENDED.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CLOSE_SESSION_ENDED } from "~/core/races/close-codes";
import { createDb } from "~/db/client.server";
import { openRoom, roomRow } from "~/models/races/rooms.server";
import { createSession } from "~/models/accounts/sessions.server";
import { SESSION_COOKIE } from "~/utils/auth.server";
import { createRacer } from "../support/auth";
import { postJson, randomIp } from "../support/http";
import { ensureShortTexts, lobbySocket, openSocket, roomSocket, sleep } from "../support/sockets";

beforeAll(ensureShortTexts);

async function apiLogin(email: string, password: string) {
  const res = await postJson("/api/user/login", { email, password }, { "CF-Connecting-IP": randomIp() });
  expect(res.status).toBe(200);
  return res.json<{ token: string; refresh_token: string }>();
}

const refresh = (token: string) => SELF.fetch(`http://localhost/api/user/auth-with-refresh-token?refresh_token=${token}`);
const userInfo = (bearer: string) => SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Authorization: `Bearer ${bearer}` } });
const logout = (headers: Record<string, string>) => SELF.fetch("http://localhost/logout", { method: "POST", headers, redirect: "manual" });

async function newCookie(userId: number) {
  return `${SESSION_COOKIE}=${(await createSession(createDb(env.DB), userId, "cookie")).token}`;
}

describe("logout ends the whole login", () => {
  it("a bearer logout refuses the login's refresh token and every access token of its family, and no other login's", async () => {
    const { user, password } = await createRacer();
    const login = await apiLogin(user.email, password);
    const laptop = await apiLogin(user.email, password);
    // One refresh: the family now has two access tokens and a fresh refresh token.
    const first = await refresh(login.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json<{ data: [{ token: string; refresh_token: string }] }>()).data[0];
    expect((await userInfo(rotated.token)).status).toBe(200);

    expect((await logout({ Authorization: `Bearer ${login.token}` })).status).toBe(302);
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    expect((await userInfo(login.token)).status).toBe(400);
    expect((await userInfo(rotated.token)).status).toBe(400);
    // The user's other login lives on.
    expect((await userInfo(laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refresh_token)).status).toBe(200);
  });
});

describe("a replayed refresh token", () => {
  it("ends the access token that the first use handed out", async () => {
    const { user, password } = await createRacer();
    const login = await apiLogin(user.email, password);
    const first = (await (await refresh(login.refresh_token)).json<{ data: [{ token: string }] }>()).data[0];
    expect((await userInfo(first.token)).status).toBe(200);
    expect((await refresh(login.refresh_token)).status).toBe(401); // the copy
    expect((await userInfo(first.token)).status).toBe(400);
    expect((await userInfo(login.token)).status).toBe(400);
  });
});

describe("sockets of an ended session", () => {
  it("logout closes the lobby and room sockets of that session with 4403, and not the user's other tabs' sessions", async () => {
    const { user } = await createRacer();
    const doomed = await newCookie(user.id);
    const kept = await newCookie(user.id);
    const { roomId } = await openRoom(env, user, "en");
    const lobby = await lobbySocket(doomed);
    const room = await roomSocket(roomId, doomed);
    await room.waitFor("roomState");
    const otherLobby = await lobbySocket(kept);

    await logout({ Cookie: doomed });
    expect(await lobby.closed).toMatchObject({ code: CLOSE_SESSION_ENDED });
    expect(await room.closed).toMatchObject({ code: CLOSE_SESSION_ENDED });
    // The other session, and its socket, live on.
    otherLobby.send({ type: "ping", at: 1 });
    expect(await otherLobby.waitFor("pong")).toMatchObject({ at: 1 });
    const info = (c: string) => SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Cookie: c } });
    expect((await info(doomed)).status).toBe(400);
    expect((await info(kept)).status).toBe(200);
  });

  it("a password change closes the sockets of the other sessions, in a race under way too", async () => {
    const host = await createRacer({ name: "Хост" });
    const guest = await createRacer({ name: "Зочин" });
    const { roomId } = await openRoom(env, host.user, "en");
    const hostRoom = await roomSocket(roomId, host.cookie);
    await hostRoom.waitFor("roomState");
    hostRoom.send({ type: "inviteTo", roomId, userId: guest.user.id });
    await hostRoom.waitFor("invited");
    const guestRoom = await roomSocket(roomId, guest.cookie);
    guestRoom.send({ type: "joinRoom", roomId });
    await hostRoom.waitFor("newPlayer", (m) => m.player.id === guest.user.id);
    hostRoom.send({ type: "startGame", roomId });
    await guestRoom.waitFor("start");
    // The room's D1 row says "racing" once the start has been carried out.
    for (let i = 0; i < 80 && (await roomRow(createDb(env.DB), roomId))?.status !== "racing"; i++) await sleep(25);
    expect((await roomRow(createDb(env.DB), roomId))?.status).toBe("racing");

    const guestOtherTab = await newCookie(guest.user.id);
    const changed = await postJson("/api/user/change-password", { oldPassword: guest.password, password: "Шинэ-нууц-үг-2026" }, { Cookie: guestOtherTab });
    expect(changed.status).toBe(200);
    expect(await guestRoom.closed).toMatchObject({ code: CLOSE_SESSION_ENDED });
    hostRoom.send({ type: "ping", at: 2 });
    expect(await hostRoom.waitFor("pong")).toMatchObject({ at: 2 });
  });

  it("a replayed refresh token closes the lobby socket of the access token it had handed out", async () => {
    const { user, password } = await createRacer();
    const login = await apiLogin(user.email, password);
    const first = (await (await refresh(login.refresh_token)).json<{ data: [{ token: string }] }>()).data[0];
    const lobby = await openSocket("/ws/lobby", "lobby", { Authorization: `Bearer ${first.token}` });
    expect((await lobby.waitFor("lobbyState")).you).toBe(user.id);
    expect((await refresh(login.refresh_token)).status).toBe(401);
    expect(await lobby.closed).toMatchObject({ code: CLOSE_SESSION_ENDED });
  });
});
