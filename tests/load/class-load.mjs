#!/usr/bin/env node
// Live class view load test (issue 30 §4, ADR 040): one class of 60 student bots on the real sockets
// (/ws/class/:id through the Worker, bearer sessions), each reporting every 2 s as a student's typing
// screen does, and one teacher socket. Prints the latency from a report's send to its row reaching the
// teacher (p50/p95/p99; target p95 ≤ 1 s), lost reports (target 0), the frames the teacher got, and the
// progress table's D1 statement count for the 60 students (target ≤ 3).
//
//   npm run load:class                                  # starts its own wrangler dev (fresh state), 30 s
//   npm run load:class -- --seconds 60 --students 60
//   npm run load:class -- --base http://127.0.0.1:8787  # an already running `npm start`
//   npm run load:class -- --races 10 --bots 40          # class races instead (issue 31, class-race-load.mjs)
//   npm run load:class -- --races 1 --bots 60 --screenshots /tmp/projector   # + the projector at 1920 × 1080
//
// Bots and the class come from the local-only /dev/race-bots and /dev/class-live (404 in production).
// Loopback only; every loop is bounded and the script stops its server and exits by itself.
import { existsSync } from "node:fs";
import { mintBots, openSocket, post } from "./dev-api.mjs";
import { startServer } from "./dev-server.mjs";
import { runClassRaces } from "./class-race-load.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const STUDENTS = Math.min(100, Number(args.students ?? 60));
const SECONDS = Math.min(600, Number(args.seconds ?? 30));
const REPORT_MS = 2_000;
const TARGET = { p95: 1_000, lost: 0, statements: 3 };
const STATE_DIR = existsSync("/dev/shm") ? "/dev/shm/bichee-class-load-state" : ".wrangler/class-load-state";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

function open(base, id, token, onFrame) {
  return openSocket(base, `/ws/class/${id}`, token, { readyType: "hello", timeoutMs: 15_000, onFrame });
}

async function run(base) {
  const bots = await mintBots(base, STUDENTS + 1);
  const [teacherBot, ...studentBots] = bots;
  const { classId } = await post(base, "/dev/class-live", { teacherId: teacherBot.id, studentIds: studentBots.map((b) => b.id) });

  const sentAt = new Map();
  const latencies = [];
  const errors = [];
  let frames = 0;
  let snapshot = false;
  const teacher = await open(base, classId, teacherBot.token, (msg, at) => {
    if (msg.type === "classLive") snapshot = true;
    if (msg.type === "error") errors.push(`teacher: ${msg.code}`);
    if (msg.type !== "classTick") return;
    frames++;
    for (const row of msg.students) {
      const key = `${row.id}:${row.seq}`;
      const sent = sentAt.get(key);
      if (sent === undefined) continue;
      sentAt.delete(key);
      latencies.push(at - sent);
    }
  });
  const students = await Promise.all(
    studentBots.map((b) => open(base, classId, b.token, (msg) => msg.type === "error" && errors.push(`student: ${msg.code}`))),
  );
  if (!snapshot) errors.push("teacher: no classLive snapshot");
  console.log(`class ${classId}: ${students.length} students and the teacher connected; reporting every ${REPORT_MS} ms for ${SECONDS} s`);

  let sent = 0;
  const until = performance.now() + SECONDS * 1_000;
  await Promise.all(
    students.map(async (ws, i) => {
      // Students start at random moments within the first 2 s, as pages open at different times.
      await sleep(Math.random() * REPORT_MS);
      for (let seq = 1; performance.now() < until; seq++) {
        const next = performance.now() + REPORT_MS;
        sentAt.set(`${studentBots[i].id}:${seq}`, performance.now());
        ws.send(JSON.stringify({ type: "classReport", activity: "lesson", level: 1 + (seq % 40), wpm: 20 + (seq % 30), accuracy: 95, seq }));
        sent++;
        await sleep(Math.max(0, next - performance.now()));
      }
    }),
  );
  // The last reports' ticks (at most 500 ms), then count what never arrived.
  await sleep(1_500);
  const lost = sentAt.size;
  for (const ws of [...students, teacher]) ws.close(1000, "done");

  const sorted = latencies.sort((a, b) => a - b);
  const fmt = (ms) => `${Math.round(ms)} ms`;
  const p95 = percentile(sorted, 95);
  console.log(`reports sent ${sent}, reached the teacher ${sorted.length}, lost ${lost} (target ${TARGET.lost})`);
  console.log(
    `report → teacher: p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(p95)} (target ≤ ${TARGET.p95} ms), p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)}`,
  );
  console.log(
    `teacher frames: ${frames} in ${SECONDS} s (${(frames / SECONDS).toFixed(1)} a second); errors: ${errors.length === 0 ? "none" : [...new Set(errors)].join(", ")}`,
  );

  const progress = await post(base, "/dev/class-live", { progressOf: classId });
  console.log(`progress table: ${progress.rows} students in ${progress.statements} D1 statement(s) (target ≤ ${TARGET.statements}), ${progress.ms} ms`);
  const met = p95 <= TARGET.p95 && lost === TARGET.lost && progress.statements <= TARGET.statements && progress.rows === STUDENTS;
  console.log(met ? "targets met" : "targets MISSED");
  return met;
}

const server = args.base ? { base: args.base, stop: async () => {} } : await startServer({ persistTo: STATE_DIR });
let met = false;
try {
  met = args.races
    ? await runClassRaces(server.base, {
        races: Math.min(20, Number(args.races)),
        bots: Math.min(60, Number(args.bots ?? 40)),
        persistTo: args.base ? undefined : STATE_DIR,
        screenshots: args.screenshots,
      })
    : await run(server.base);
} finally {
  await server.stop();
}
process.exit(met ? 0 : 1);
