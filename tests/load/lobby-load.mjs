#!/usr/bin/env node
// Lobby load test (issue 33, ADR 045): N signed-in learners on the real lobby socket (/ws/lobby) of a
// `wrangler dev` on loopback, with churn while they watch: rooms created, filled (an invitation and a
// join per player), then started or cancelled; friends' presence coming and going. For each N it prints
// the delivery of every rooms-list change (newRoom, newRoomPlayers, deletedRoom) to every viewer
// (p50/p95/p99 from the action that caused it), lobby frames per second, lost frames, invitation
// delivery, and the runtime's CPU (every object runs in its one workerd process here: the lobby's share
// is at most that).
//
//   npm run load:lobby                                  # its own fresh server over build/, N = 1000,2500,5000
//   npm run load:lobby -- --sizes 1000 --seconds 20     # other sizes, a shorter churn window
//   npm run load:lobby -- --base http://127.0.0.1:8787  # an already running `npm start`
//   npm run load:lobby -- --rooms 2                     # room cycles started per second (default 1)
//   npm run load:lobby -- --shards 1                    # another LOBBY_SHARDS than wrangler.toml's (ADR 050)
//
// Bounded: each size churns for --seconds (default 30), waits 5 s for the last frames, closes every
// socket; then the next size; the server it started is stopped at the end.
import { existsSync } from "node:fs";
import { configWithoutBuild } from "../../scripts/wrangler-config.mjs";
import { loadavg } from "node:os";
import WebSocket from "ws";
import { mintBots, post } from "./dev-api.mjs";
import { startServer } from "./dev-server.mjs";
import { cpuShare } from "./harness-monitor.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const SIZES = (args.sizes ?? "1000,2500,5000").split(",").map(Number);
const CHURN_MS = Number(args.seconds ?? 30) * 1_000;
const ROOMS_PER_SECOND = Number(args.rooms ?? 1);
const PLAYERS = 5;
/** Learners whose friends are online: a ring of friendships over the first ones (two friends each). */
const FRIEND_CIRCLE = Number(args.friends ?? 200);
/** Of the friend circle, this many leave and come back each second (presence frames to their friends). */
const PRESENCE_PER_SECOND = 4;
const OPEN_AT_ONCE = 50;
const TARGET = { p99: 1_000, lost: 0 };
const SIZE_LIMIT_MS = 12 * 60_000 + CHURN_MS;
const STATE_DIR = args.persist ?? (existsSync("/dev/shm") ? "/dev/shm/bichee-lobby-load-state" : ".wrangler/lobby-load-state");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : "n/a");

/** Counters of one size's run; viewers' receipts of list changes go into `latencies`. */
function freshStats() {
  return {
    latencies: [],
    expected: 0,
    received: 0,
    frames: 0,
    framesBySecond: new Map(),
    invites: [],
    invitesLost: 0,
    errors: [],
    changes: new Map(),
    // How far a size got, printed if it runs out of time.
    stage: "opening sockets",
    opened: 0,
    startedAt: 0,
  };
}
let stats = freshStats();

/** The rooms-list changes in flight: key → { at, viewers (sockets expected to see it), done }. */
const listKey = (m) =>
  m.type === "newRoom"
    ? `new:${m.room.host.id}`
    : m.type === "newRoomPlayers"
      ? `${m.roomId}:players:${m.total}`
      : m.type === "deletedRoom"
        ? `${m.roomId}:deleted`
        : null;

function onLobbyFrame(socket, msg, at) {
  stats.frames++;
  const second = Math.floor(at / 1_000);
  stats.framesBySecond.set(second, (stats.framesBySecond.get(second) ?? 0) + 1);
  if (msg.type === "error") stats.errors.push(msg.code);
  if (msg.type === "inviteGame") socket.invites?.get(msg.roomId)?.(at);
  // The lobby coalesces list changes into one roomsChanged frame per half second (ADR 045 §6).
  for (const change of msg.type === "roomsChanged" ? msg.changes : [msg]) onListChange(socket, change, at);
}

function onListChange(socket, msg, at) {
  const key = listKey(msg);
  const change = key && stats.changes.get(key);
  if (!change || !change.viewers.has(socket)) return;
  change.viewers.delete(socket);
  stats.latencies.push(at - change.at);
  stats.received++;
  if (change.viewers.size === 0) {
    stats.changes.delete(key);
    change.done();
  }
}

/** One lobby socket, open once its lobbyState has arrived. */
function openLobby(base, bot) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws/lobby`, { headers: { Authorization: `Bearer ${bot.token}` }, perMessageDeflate: false });
    const socket = { bot, ws, invites: new Map(), open: false };
    const timer = setTimeout(() => reject(new Error(`lobby socket of bot ${bot.id}: no lobbyState in 60 s`)), 60_000);
    ws.on("message", (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type === "lobbyState") {
        clearTimeout(timer);
        socket.open = true;
        resolve(socket);
      }
      onLobbyFrame(socket, msg, performance.now());
    });
    ws.on("error", (e) => stats.errors.push(`lobby socket: ${e.message}`));
    ws.on("close", () => (socket.open = false));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`lobby upgrade refused: ${res.statusCode}`)));
  });
}

/** A room socket: sends, and waits for a frame that matches. */
function openRoom(base, roomId, bot) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws/room/${roomId}`, {
      headers: { Authorization: `Bearer ${bot.token}` },
      perMessageDeflate: false,
    });
    const waiters = [];
    const recent = [];
    ws.on("message", (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type === "error") stats.errors.push(`room: ${msg.code}`);
      const i = waiters.findIndex((w) => w.pred(msg));
      if (i !== -1) waiters.splice(i, 1)[0].resolve(msg);
      else if (recent.push(msg) > 20) recent.shift();
    });
    ws.on("error", (e) => stats.errors.push(`room socket: ${e.message}`));
    ws.on("unexpected-response", (_req, res) => reject(new Error(`room upgrade refused: ${res.statusCode}`)));
    ws.on("open", () =>
      resolve({
        ws,
        send: (m) => ws.send(JSON.stringify(m)),
        until: (pred, ms = 30_000) =>
          new Promise((res, rej) => {
            const early = recent.findIndex(pred);
            if (early !== -1) return res(recent.splice(early, 1)[0]);
            const timer = setTimeout(() => rej(new Error("room: timed out waiting for a frame")), ms);
            waiters.push({ pred, resolve: (m) => (clearTimeout(timer), res(m)) });
          }),
      }),
    );
  });
}

/**
 * Runs `action` and waits until every viewer open now has the list change `key` (or 10 s): each change
 * of one room is measured from its own action, never from a later one.
 */
async function listChange(viewers, key, action) {
  const change = { at: performance.now(), viewers: new Set(viewers.filter((v) => v.open)) };
  stats.expected += change.viewers.size;
  const seen = new Promise((resolve) => (change.done = resolve));
  stats.changes.set(key, change);
  await action();
  await Promise.race([seen, sleep(10_000)]);
  stats.changes.delete(key);
}

/** One room's life: created, filled by invitation, then started (two in three) or cancelled by its host. */
async function roomCycle(base, players, lobbyOf, viewers) {
  const [host, ...guests] = players;
  let roomId;
  const sockets = [];
  try {
    // The room is listed as it is created (its id is known only then): keyed by its host.
    await listChange(viewers, `new:${host.id}`, async () => {
      roomId = (await post(base, "/api/room/create-room", { language: "en" }, host.token)).roomId;
      sockets.push(await openRoom(base, roomId, host));
      await sockets[0].until((m) => m.type === "roomState");
    });
    for (const [i, guest] of guests.entries()) {
      const s = await openRoom(base, roomId, guest);
      await s.until((m) => m.type === "roomState");
      sockets.push(s);
      // The invitation reaches the guest's lobby socket.
      const lobby = lobbyOf.get(guest.id);
      const invited = performance.now();
      const got = lobby ? new Promise((resolve) => lobby.invites.set(roomId, resolve)) : null;
      sockets[0].send({ type: "inviteTo", roomId, userId: guest.id });
      await sockets[0].until((m) => m.type === "invited" && m.userId === guest.id);
      if (got) {
        const at = await Promise.race([got, sleep(10_000).then(() => null)]);
        if (at === null) stats.invitesLost++;
        else stats.invites.push(at - invited);
        lobby.invites.delete(roomId);
      }
      await listChange(viewers, `${roomId}:players:${i + 2}`, async () => {
        s.send({ type: "joinRoom", roomId });
        await s.until((m) => m.type === "roomState" && m.room.players.some((p) => p.id === guest.id));
      });
    }
    const start = Math.random() < 2 / 3;
    await listChange(viewers, `${roomId}:deleted`, async () => {
      sockets[0].send(start ? { type: "startGame", roomId } : { type: "leaveRoom", roomId });
    });
  } catch (error) {
    stats.errors.push(`room cycle: ${error.message}`);
  } finally {
    for (const s of sockets) s.ws.close();
  }
}

/** Friendships in a ring over the circle: bot i asks bot i+1, who accepts. */
async function makeFriends(base, circle) {
  for (let i = 0; i < circle.length; i++) {
    const [a, b] = [circle[i], circle[(i + 1) % circle.length]];
    await post(base, "/api/user/add-friend", { userId: b.id }, a.token).catch(() => null);
    await post(base, "/api/user/answer-friend", { userId: a.id, accept: true }, b.token).catch(() => null);
  }
}

/** Every bot's lobby socket, OPEN_AT_ONCE at a time; one that does not open in 60 s is an error, not the end of the run. */
async function openAll(base, bots) {
  const sockets = [];
  for (let i = 0; i < bots.length; i += OPEN_AT_ONCE) {
    const batch = bots.slice(i, i + OPEN_AT_ONCE).map((b) => openLobby(base, b).catch((e) => (stats.errors.push(e.message), null)));
    sockets.push(...(await Promise.all(batch)).filter((s) => s !== null));
    stats.opened = sockets.length;
  }
  return sockets;
}

async function measure(base, bots, circleSize) {
  stats = freshStats();
  const opening = performance.now();
  stats.startedAt = opening;
  const sockets = await openAll(base, bots);
  const openedIn = performance.now() - opening;
  const lobbyOf = new Map(sockets.map((s) => [s.bot.id, s]));
  // Viewers: every learner outside the rooms being played and outside the presence churn.
  const churners = sockets.slice(0, circleSize);
  const viewers = sockets.slice(circleSize);
  const players = bots.slice(circleSize);
  const t0 = performance.now();
  stats.stage = "churning";
  const cycles = [];
  let nextPlayer = 0;
  let presenceAt = 0;
  for (let tick = 0; performance.now() - t0 < CHURN_MS; tick++) {
    // Room cycles: five learners each, taken in turn from the viewers (they watch the list meanwhile).
    if (tick % Math.max(1, Math.round(10 / ROOMS_PER_SECOND)) === 0) {
      const five = Array.from({ length: PLAYERS }, () => players[nextPlayer++ % players.length]);
      cycles.push(roomCycle(base, five, lobbyOf, viewers));
    }
    // Presence: a few of the friend circle leave, and come back a second later.
    if (tick % 10 === 0) {
      for (let k = 0; k < PRESENCE_PER_SECOND; k++) {
        const s = churners[presenceAt++ % churners.length];
        if (!s?.open) continue;
        s.ws.close();
        setTimeout(
          () =>
            openLobby(base, s.bot).then(
              (again) => lobbyOf.set(s.bot.id, again),
              (e) => stats.errors.push(e.message),
            ),
          1_000,
        );
      }
    }
    await sleep(100);
  }
  await Promise.all(cycles);
  const churnEnd = performance.now();
  await sleep(5_000);
  const cpu = cpuShare(t0, churnEnd);
  for (const s of lobbyOf.values()) s.ws.close();
  for (const s of sockets) s.ws.close();
  const seconds = (churnEnd - t0) / 1_000;
  const perSecond = [...stats.framesBySecond.values()];
  const sorted = stats.latencies.sort((a, b) => a - b);
  const invites = stats.invites.sort((a, b) => a - b);
  return {
    n: bots.length,
    openedIn,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    lost: stats.expected - stats.received,
    expected: stats.expected,
    rooms: cycles.length,
    framesPerSecond: stats.frames / seconds,
    peakFramesPerSecond: Math.max(0, ...perSecond),
    invitesP99: percentile(invites, 99),
    invites: invites.length,
    invitesLost: stats.invitesLost,
    cpu,
    errors: stats.errors,
    load: loadavg()[0],
  };
}

// The server runs the build/ there is: a rebuild would empty build/client under any other server reading it.
if (!args.base && !existsSync("build/server/index.js")) {
  console.error("No build/ to serve: run `npm run build` first, or pass --base of a running server.");
  process.exit(1);
}
const own = args.base
  ? null
  : await startServer({
      persistTo: STATE_DIR,
      config: configWithoutBuild(process.cwd(), `${STATE_DIR}-config`),
      vars: args.shards ? { LOBBY_SHARDS: args.shards } : {},
      direct: true,
    });
// The bots talk to the worker itself, not through wrangler's dev proxy (dev-server.mjs: it gives out first).
const base = args.base ?? own.directBase;
let exitCode = 0;
// A line every 30 s on stderr: a size that takes long shows where it is (and what goes wrong) as it runs.
const progress = setInterval(
  () =>
    console.error(
      `  … ${stats.stage}: ${stats.opened} sockets open, ${stats.received} of ${stats.expected} list changes delivered, ` +
        `errors ${stats.errors.length}${stats.errors.length ? ` (latest: ${stats.errors.at(-1)})` : ""}`,
    ),
  30_000,
);
try {
  const largest = Math.max(...SIZES);
  const circleSize = Math.min(FRIEND_CIRCLE, Math.floor(largest / 10));
  const bots = await mintBots(base, largest);
  await makeFriends(base, bots.slice(0, circleSize));
  console.log(
    `Lobby load: ${base}, ${args.base ? "its" : (args.shards ?? "wrangler.toml's")} lobby shards, sizes ${SIZES.join(", ")}; ${ROOMS_PER_SECOND} room a second (created, ${PLAYERS - 1} invitations and joins, started or cancelled), ` +
      `${PRESENCE_PER_SECOND} of ${circleSize} friends leaving and coming back a second, ${CHURN_MS / 1_000} s each`,
  );
  for (const n of SIZES) {
    // Each size stops by itself: opening N sockets, the churn and the drain get SIZE_LIMIT_MS in all.
    const r = await Promise.race([measure(base, bots.slice(0, n), circleSize), sleep(SIZE_LIMIT_MS).then(() => null)]);
    if (r === null) {
      // Out of time: say how far it got (the local runtime, not the lobby, is what usually gives out here).
      exitCode = 1;
      const memory = cpuShare(stats.startedAt, performance.now())?.runtime?.peakRssMiB;
      console.log(
        `MISS N=${n}: did not finish in ${SIZE_LIMIT_MS / 60_000} minutes, while ${stats.stage}; ${stats.opened} of ${n} sockets had their lobbyState; ` +
          `${stats.received} of ${stats.expected} list changes delivered; errors ${stats.errors.length} (${[...new Set(stats.errors.map((e) => e.replace(/\d+/g, "#")))].slice(0, 3).join("; ")}); ` +
          `runtime memory peak ${memory === undefined ? "n/a" : `${memory.toFixed(0)} MiB RSS`}; load average ${loadavg()[0].toFixed(2)}`,
      );
      break; // the sockets of this size may still be open: a larger size would measure them too
    }
    const ok = r.p99 <= TARGET.p99 && r.lost <= TARGET.lost;
    if (!ok) exitCode = 1;
    const share = (k) => (r.cpu?.[k] ? `${(r.cpu[k].mean * 100).toFixed(0)} % of a core (busiest second ${(r.cpu[k].peak * 100).toFixed(0)} %)` : "n/a");
    // The bots' process reads every viewer's frames: on a shared 2-core machine it, not the object, is often the slowest part.
    const memory = r.cpu?.runtime ? `; runtime memory (every object) peak ${r.cpu.runtime.peakRssMiB.toFixed(0)} MiB RSS` : "";
    const cpu = r.cpu ? `CPU: runtime (every object) ${share("runtime")}, bots ${share("bots")}${memory}` : "CPU n/a (--base)";
    console.log(
      `${ok ? "ok  " : "MISS"} N=${r.n}: rooms-list change to every viewer p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} max ${fmt(r.max)} ms; ` +
        `lost ${r.lost} of ${r.expected}; ${r.rooms} rooms; lobby frames ${fmt(r.framesPerSecond)}/s (busiest second ${r.peakFramesPerSecond}); ` +
        `invitations ${r.invites} p99 ${fmt(r.invitesP99)} ms, ${r.invitesLost} lost; ${cpu}; sockets opened in ${(r.openedIn / 1000).toFixed(1)} s; ` +
        `errors ${r.errors.length}${r.errors.length ? ` (${[...new Set(r.errors)].slice(0, 3).join("; ")})` : ""}; load average ${r.load.toFixed(2)}`,
    );
  }
  console.log(`Target: p99 ≤ ${TARGET.p99} ms and ${TARGET.lost} lost at every size.`);
} finally {
  clearInterval(progress);
  await own?.stop();
}
process.exit(exitCode);
