#!/usr/bin/env node
// Race load test: N rooms × 5 bots against `wrangler dev` on loopback. Each bot types at 250 WPM
// (a `write` after every word) and posts a chat line every 10 s; one bot per room stops halfway so
// every race ends on the room's deadline (180 s after typing opens). Rooms press Start at random
// moments within --spread ms (default 10 s) and each bot begins within its first second, as people
// do; --spread 0 --sync makes every room and bot move in the same millisecond (the worst case). For each N it prints the
// latency from one player's send to the other players' receipt (p50/p95/p99), lost and reordered
// messages, errors, and how far each room's endGame landed from its deadline.
//
//   npm run load:race                       # starts its own wrangler dev (fresh state), N = 25,50,100,200
//   npm run load:race -- --inspector        # the same through the CLI, with wrangler's devtools inspector
//   npm run load:race -- --rounds 10,50     # other sizes
//   npm run load:race -- --base http://127.0.0.1:8787   # an already running `npm start`
//   npm run load:race -- --spread 0 --sync   # all rooms start together, all bots in lockstep
//   npm run load:race -- --window 40000      # latency only: stop after 40 s, do not wait for deadlines
//   npm run load:race -- --timeline 1        # also a line per second of the round: receipts, slow ones, starts, finishes,
//                                           # the bots' own GC pauses and stalls, and (Linux) CPU and run-queue wait of the
//                                           # runtime, the dev proxy and the bots' process, and the CPU the VM's host took (steal)
//   (a 20-s unmeasured warm-up round runs first; --no-warmup skips it)
//
// Bots get accounts and bearer sessions from POST /dev/race-bots, which exists only when
// APP_ENV is local or test (404 in production).
//
// The server is `wrangler dev` started through wrangler's own API with the devtools inspector off
// (ADR 009): with it on, wrangler's Node process writes every inspector event of every D1 call to
// its debug log and takes a fifth of a core from the two the bots and the server share.
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import WebSocket from "ws";
import { mintBots, post } from "./dev-api.mjs";
import { startServer } from "./dev-server.mjs";
import { addHarnessFigures, hostSteal, watchOwnProcess } from "./harness-monitor.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const ROUNDS = (args.rounds ?? "25,50,100,200").split(",").map(Number);
const WPM = 250;
const CHARS_PER_MS = (WPM * 5) / 60_000;
const CHAT_EVERY_MS = 10_000;
const PLAYERS = 5;
const TARGET = { p99: 50, lost: 0, deadlineMs: 50 };
const SPREAD_MS = Number(args.spread ?? 10_000);
const SYNC = "sync" in args;
/** Start the server with the CLI (`wrangler dev`, devtools inspector on) instead of wrangler's API. */
const INSPECTOR = "inspector" in args;
/**
 * The server's throw-away state (D1, room storage): on tmpfs where there is one. Every SQLite commit
 * of every room fsyncs on the one runtime thread that runs them all, and this machine's disk stalls an
 * fsync for up to ~200 ms now and then, which froze every room at once even when idle (ADR 009).
 * `--persist .wrangler/load-state` measures with the disk.
 */
const STATE_DIR = args.persist ?? (existsSync("/dev/shm") ? "/dev/shm/bichee-load-state" : ".wrangler/load-state");
/** Measure only this long after the starts (no deadline figures); 0 = until every room's deadline. */
let WINDOW_MS = Number(args.window ?? 0);
/** A bot's reaction after typing opens (0 in lockstep mode). */
const reaction = () => (SYNC ? 0 : Math.random() * 1_000);

watchOwnProcess();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/** One bot's socket: frames parsed, waiters by predicate. */
function connect(base, roomId, bot, stats, onFrame) {
  return new Promise((resolve, reject) => {
    // No permessage-deflate: one process standing in for many browsers would otherwise queue every frame
    // behind its own zlib thread pool (each real browser inflates only its own socket).
    const ws = new WebSocket(`${base.replace("http", "ws")}/ws/room/${roomId}`, {
      headers: { Authorization: `Bearer ${bot.token}` },
      perMessageDeflate: false,
    });
    const waiters = [];
    // Frames can arrive in the same tick as "open", before anyone waits: keep the recent ones.
    const recent = [];
    ws.on("message", (data) => {
      const at = performance.now();
      const msg = JSON.parse(String(data));
      if (msg.type === "error") stats.errors.push(`${msg.code}${msg.for ? ` (${msg.for})` : ""}`);
      onFrame(msg, at);
      let taken = false;
      if (waiters.length > 0) {
        for (const w of waiters.splice(0)) {
          if (!taken && w(msg)) taken = true;
          else waiters.push(w);
        }
      }
      // Nobody waits for the measured frames: keeping them would promote every one to the old
      // generation and make this process's GC threads take CPU from the server in bursts.
      if (!taken && msg.type !== "lanes" && msg.type !== "onMessage") {
        recent.push(msg);
        if (recent.length > 50) recent.shift();
      }
    });
    ws.on("error", (e) => stats.errors.push(`socket: ${e.message}`));
    ws.on("open", () =>
      resolve({
        ws,
        send: (m) => ws.send(JSON.stringify(m)),
        until: (pred, ms = 30_000) =>
          new Promise((res, rej) => {
            const early = recent.findIndex(pred);
            if (early !== -1) return res(recent.splice(early, 1)[0]);
            const timer = setTimeout(() => rej(new Error(`timed out waiting for a frame: ${pred}`)), ms);
            waiters.push((m) => (pred(m) ? (clearTimeout(timer), res(m), true) : false));
          }),
      }),
    );
    ws.on("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

async function setUpRoom(base, bots, stats) {
  const host = bots[0];
  const { roomId } = await post(base, "/api/room/create-room", { language: "en" }, host.token);
  const room = {
    roomId,
    bots,
    sockets: [],
    sent: new Map(),
    got: new Map(),
    lastPercent: new Map(),
    seenChats: new Set(),
    reordered: 0,
    deadline: 0,
    endedAt: null,
  };
  for (const bot of bots) {
    const s = await connect(base, roomId, bot, stats, (msg, at) => receive(room, bot, msg, at));
    await s.until((m) => m.type === "roomState");
    room.sockets.push(s);
  }
  for (let i = 1; i < bots.length; i++) {
    room.sockets[0].send({ type: "inviteTo", roomId, userId: bots[i].id });
    await room.sockets[0].until((m) => m.type === "invited" && m.userId === bots[i].id);
    room.sockets[i].send({ type: "joinRoom", roomId });
    await room.sockets[i].until((m) => m.type === "roomState" && m.room.players.some((p) => p.id === bots[i].id));
  }
  return room;
}

/**
 * Receipts: latency against the first send of the same message, and order per sender. Progress keys
 * are numbers (sender × 1000 + percent) and samples go into number arrays: 17 k receipts a second
 * allocate next to nothing that lives on.
 */
const writeKey = (userId, percent) => userId * 1_000 + percent;
function receive(room, bot, msg, at) {
  // Progress comes coalesced (one `lanes` frame per room tick, ADR 042).
  if (msg.type === "lanes")
    for (const lane of msg.lanes) {
      if (lane.userId === bot.id) continue;
      // Percents only grow: a smaller one is out of order, an equal one is the same news again.
      const pair = bot.id * 10_000_000 + lane.userId;
      const last = room.lastPercent.get(pair) ?? -1;
      if (lane.percent < last) room.reordered++;
      if (lane.percent > last) {
        room.lastPercent.set(pair, lane.percent);
        count(room, writeKey(lane.userId, lane.percent), 0, at);
      }
    }
  if (msg.type === "onMessage" && msg.user.id !== bot.id) {
    const key = `c:${msg.user.id}:${msg.message}`;
    if (!room.seenChats.has(`${bot.id}|${key}`)) {
      room.seenChats.add(`${bot.id}|${key}`);
      count(room, key, 1, at);
    }
  }
  if (msg.type === "endGame" && bot === room.bots[0]) {
    room.endReason = msg.reason;
    room.endedAt = Date.now();
  }
}

function count(room, key, isChat, at) {
  const sentAt = room.sent.get(key);
  if (sentAt === undefined) return;
  room.latencies.push(at - sentAt);
  room.sampleSentAt.push(sentAt);
  room.sampleIsChat.push(isChat);
  room.got.set(key, (room.got.get(key) ?? 0) + 1);
}

function race(room, start) {
  const words = start.text.split(" ");
  const timers = [];
  const { roomId } = room;
  room.deadline = start.deadline;
  const openIn = start.startsAt - Date.now() + 5;
  room.bots.forEach((bot, b) => {
    const s = room.sockets[b];
    const lag = reaction();
    // The last bot stops halfway, so the race runs to its deadline.
    const last = b === room.bots.length - 1 ? Math.floor(words.length / 2) : words.length;
    let chars = 0;
    let lastPercent = -1;
    for (let i = 1; i <= last; i++) {
      chars += words[i - 1].length + 1;
      const percent = Math.floor((i / words.length) * 100);
      const fresh = percent !== lastPercent;
      lastPercent = percent;
      timers.push(
        setTimeout(
          () => {
            const key = writeKey(bot.id, percent);
            if (fresh && !room.sent.has(key)) room.sent.set(key, performance.now());
            // Each report carries the word typed: the room judges it against its text (ADR 012).
            s.send({ type: "write", roomId, words: i, typed: [words[i - 1]] });
            if (i === words.length) {
              s.send({ type: "finishPlayer", roomId });
              (room.finishSends ??= []).push(performance.now());
            }
          },
          openIn + lag + chars / CHARS_PER_MS,
        ),
      );
    }
    for (let t = CHAT_EVERY_MS / 2 + b * 700, n = 0; t < start.deadline - start.startsAt - 1000; t += CHAT_EVERY_MS, n++) {
      timers.push(
        setTimeout(
          () => {
            const message = `бот ${b} мөр ${n}`;
            room.sent.set(`c:${bot.id}:${message}`, performance.now());
            s.send({ type: "chatRoomMessage", roomId, message });
          },
          openIn + lag + t,
        ),
      );
    }
  });
  return timers;
}

async function round(base, n, { warmUp = false } = {}) {
  const stats = { errors: [] };
  const bots = await mintBots(base, n * PLAYERS);
  const rooms = [];
  const setupStarted = Date.now();
  // Set rooms up a few at a time (the setup is not what is measured).
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, (_, j) => setUpRoom(base, bots.slice((i + j) * PLAYERS, (i + j + 1) * PLAYERS), stats)),
    );
    rooms.push(...batch);
  }
  for (const room of rooms) {
    room.latencies = [];
    room.sampleSentAt = [];
    room.sampleIsChat = [];
  }
  const t0 = performance.now();
  const setupMs = Date.now() - setupStarted;
  // Hosts press Start at random moments within the spread (all at once with --spread 0); each room's
  // bots are scheduled the moment its own start arrives, not after every room has started (which
  // would make early rooms send their first seconds of words in one burst).
  const timers = [];
  await Promise.all(
    rooms.map(async (room) => {
      await sleep(Math.random() * SPREAD_MS);
      room.sockets[0].send({ type: "startGame", roomId: room.roomId });
      room.startSent = performance.now();
      timers.push(...race(room, await room.sockets[0].until((m) => m.type === "start")));
    }),
  );
  const lastDeadline = Math.max(...rooms.map((r) => r.deadline));
  const stopAt = WINDOW_MS > 0 ? Date.now() + WINDOW_MS : lastDeadline + 5_000;
  while (Date.now() < stopAt && rooms.some((r) => r.endedAt === null)) await sleep(250);
  timers.forEach(clearTimeout);
  await sleep(500); // late receipts
  for (const room of rooms) for (const s of room.sockets) s.ws.close(1000, "done");

  const latencies = rooms.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const samples = rooms.flatMap((r) => r.latencies.map((latency, i) => ({ chat: r.sampleIsChat[i] === 1, sentAt: r.sampleSentAt[i], latency })));
  const byKind = (chat) =>
    samples
      .filter((s) => s.chat === chat)
      .map((s) => s.latency)
      .sort((a, b) => a - b);
  // Where the slow receipts are: per 10-second slice of the round.
  const slow = samples.filter((s) => s.latency > TARGET.p99);
  const slices = {};
  for (const s of slow) {
    const slice = Math.floor((s.sentAt - t0) / 10_000) * 10;
    slices[slice] = (slices[slice] ?? 0) + 1;
  }
  if ("timeline" in args && !warmUp) {
    // Per second: receipts, slow ones, worst latency, and the finishes and starts sent then.
    const rows = {};
    const row = (t) => (rows[Math.floor((t - t0) / 1_000)] ??= { n: 0, slow: 0, max: 0, finishes: 0, starts: 0, gcMs: 0, gcMax: 0, stallMax: 0, cpu: "" });
    for (const s of samples) {
      const r = row(s.sentAt);
      r.n++;
      if (s.latency > TARGET.p99) r.slow++;
      r.max = Math.max(r.max, s.latency);
    }
    for (const room of rooms) {
      for (const t of room.finishSends ?? []) row(t).finishes++;
      if (room.startSent) row(room.startSent).starts++;
    }
    addHarnessFigures(t0, row);
    // For lining up with `perf record -k CLOCK_MONOTONIC` of the runtime (process.hrtime is that clock).
    console.log(`    timeline t=0 is CLOCK_MONOTONIC ${(Number(process.hrtime.bigint()) / 1e9 - (performance.now() - t0) / 1e3).toFixed(3)} s`);
    for (const [sec, r] of Object.entries(rows).sort((a, b) => a[0] - b[0])) {
      console.log(
        `    t=${sec}s receipts ${r.n} slow ${r.slow} max ${r.max.toFixed(0)} ms starts ${r.starts} finishes ${r.finishes}` +
          ` | bots' process: gc ${r.gcMs.toFixed(0)} ms (longest ${r.gcMax.toFixed(0)}), stall ${r.stallMax.toFixed(0)} ms` +
          (r.cpu ? ` | cpu ms ${r.cpu}` : ""),
      );
    }
  }
  let expected = 0;
  let received = 0;
  for (const room of rooms) {
    for (const [key, sentAt] of room.sent) {
      // In a latency-only window, the last half second's sends may still be on their way.
      if (WINDOW_MS > 0 && sentAt > performance.now() - 1_000) continue;
      expected += PLAYERS - 1;
      received += Math.min(PLAYERS - 1, room.got.get(key) ?? 0);
    }
  }
  const deadlineErrors = rooms.map((r) => (r.endedAt === null ? Infinity : r.endedAt - r.deadline));
  const worstDeadline = Math.max(...deadlineErrors.map(Math.abs));
  return {
    n,
    bots: n * PLAYERS,
    setupMs,
    sent: rooms.reduce((sum, r) => sum + r.sent.size, 0),
    receipts: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    lost: expected - received,
    reordered: rooms.reduce((sum, r) => sum + r.reordered, 0),
    errors: stats.errors,
    deadlineMin: Math.min(...deadlineErrors),
    deadlineMax: Math.max(...deadlineErrors),
    worstDeadline,
    timeUpEnds: rooms.filter((r) => r.endReason === "timeUp").length,
    writesP99: percentile(byKind(false), 99),
    chatsP99: percentile(byKind(true), 99),
    steal: hostSteal(t0, performance.now()),
    slowSlices: Object.entries(slices)
      .map(([s, n]) => `${s}s:${n}`)
      .join(" "),
  };
}

const fmt = (x) => (Number.isFinite(x) ? x.toFixed(1) : String(x));
const own = args.base ? null : await startServer({ persistTo: STATE_DIR, inspector: INSPECTOR });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    Promise.resolve(own?.stop()).finally(() => process.exit(130));
  });
}
const base = args.base ?? own.base;
console.log(
  `race load test against ${base} (${args.base ? "given server" : INSPECTOR ? "wrangler dev CLI, inspector on" : "wrangler dev API, inspector off"}): ${ROUNDS.join(", ")} rooms × ${PLAYERS} bots, ${WPM} WPM, chat every ${CHAT_EVERY_MS / 1000} s, ` +
    `starts spread over ${SPREAD_MS / 1000} s${SYNC ? ", bots in lockstep" : ""}${args.base ? "" : `, state in ${STATE_DIR}`}`,
);
const results = [];
try {
  // A fresh server compiles and tiers up its code during its first seconds of traffic; a production
  // server is warm. One short unmeasured round first.
  if (!("no-warmup" in args)) {
    const measured = WINDOW_MS;
    WINDOW_MS = 20_000;
    const w = await round(base, Math.min(10, ROUNDS[0]), { warmUp: true });
    WINDOW_MS = measured;
    console.log(`warm-up (${Math.min(10, ROUNDS[0])} rooms, 20 s, not counted): p99 ${fmt(w.p99)} ms`);
  }
  for (const n of ROUNDS) {
    const r = await round(base, n);
    results.push(r);
    const ok = r.p99 <= TARGET.p99 && r.lost === TARGET.lost && r.worstDeadline <= TARGET.deadlineMs && r.errors.length === 0;
    r.ok = ok;
    console.log(
      `N=${r.n} (${r.bots} bots, setup ${(r.setupMs / 1000).toFixed(1)} s): sent ${r.sent}, receipts ${r.receipts}, ` +
        `latency p50 ${fmt(r.p50)} ms p95 ${fmt(r.p95)} ms p99 ${fmt(r.p99)} ms, lost ${r.lost}, reordered ${r.reordered}, errors ${r.errors.length}` +
        `${r.errors.length ? ` [${[...new Set(r.errors)].slice(0, 5).join("; ")}]` : ""}, ` +
        `deadline error ${fmt(r.deadlineMin)}..${fmt(r.deadlineMax)} ms (${r.timeUpEnds}/${r.n} ended by the deadline) → ${ok ? "meets" : "misses"} the target`,
    );
    console.log(`    p99 writes ${fmt(r.writesP99)} ms, chat ${fmt(r.chatsP99)} ms; receipts over ${TARGET.p99} ms by send time: ${r.slowSlices || "none"}`);
    if (r.steal)
      console.log(
        `    CPU taken by the VM's host during the round: ${r.steal.total} ms in all, at most ${r.steal.worst} ms in one second (of ${cpus().length * 1000})`,
      );
  }
} finally {
  await own?.stop();
}
const best = results.filter((r) => r.ok).map((r) => r.n);
console.log(best.length ? `Largest N meeting p99 ≤ 50 ms, 0 lost, deadlines ±50 ms: ${Math.max(...best)}` : "No N met the target.");
