// Class race load test (issue 31 §2, ADR 042), run by `npm run load:class -- --races 10`: N class races
// at once, each with its teacher's projector socket and B student bots (default 10 × 40) on the real
// sockets (/ws/room/:id through the Worker, bearer sessions). The students join, the teacher starts,
// every bot types the text word by word at a person's pace and finishes. Prints: progress latency
// from a bot's `write` to every viewer (the teacher and the other students) seeing that lane at least
// that far (p50/p95/p99; target p99 ≤ 150 ms), progress never seen by a viewer (target 0), room_results
// rows per race (each result once: rows = players, no duplicate), frames a second per viewer, the CPU
// share of the runtime, the dev proxy and the bots' process, and the machine's load average.
// Progress comes coalesced (one `lanes` frame per room per 100 ms), so a viewer may skip a lane's
// intermediate percent: a later, larger one covers it (not lost).
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { mintBots, openSocket, post } from "./dev-api.mjs";
import { cpuShare } from "./harness-monitor.mjs";
import { openProjectors } from "./projector-shots.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const TARGET = { p99: 150, lost: 0 };
/** A word every ~1.5 s (≈ 55 WPM on these texts), jittered: well inside what the room accepts from a person. */
const WORD_MS = 1_500;
/** The mid-race screenshot: the countdown (3 s), a little slack, and about half of a 40-word text. */
const START_AND_HALF_MS = 5_000 + 20 * WORD_MS;

function open(base, id, token, onFrame) {
  return openSocket(base, `/ws/room/${id}`, token, { readyType: "roomState", timeoutMs: 20_000, onFrame });
}

/** The teacher's "Open a race" form, as a bot with a bearer session: the answer redirects to the projector. */
async function openRace(base, classId, token) {
  const res = await fetch(`${base}/teacher/classes/${classId}/races`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "open=1",
    redirect: "manual",
  });
  const location = res.headers.get("Location") ?? "";
  const roomId = location.split("/").pop();
  if (res.status !== 302 || !roomId?.startsWith("class-")) throw new Error(`open race → ${res.status} ${location}`);
  return roomId;
}

/** One race's viewers: per viewer, per sender, the progress sent and not yet seen (percent, sent at). */
function newRace(roomId) {
  return { roomId, text: null, startsAt: 0, offset: 0, ended: false, pending: new Map(), latencies: [], frames: 0, lanesFrames: 0, errors: [] };
}

function onViewerFrame(race, viewerId, msg, at) {
  race.frames++;
  if (msg.type === "error") race.errors.push(msg.code);
  if (msg.type !== "lanes") return;
  race.lanesFrames++;
  for (const lane of msg.lanes) {
    if (lane.userId === viewerId) continue;
    const queue = race.pending.get(`${viewerId}:${lane.userId}`);
    while (queue && queue.length > 0 && queue[0].percent <= lane.percent) race.latencies.push(at - queue.shift().sentAt);
  }
}

export async function runClassRaces(base, { races = 10, bots = 40, persistTo, screenshots }) {
  const accounts = await mintBots(base, races * (bots + 1));
  const setups = [];
  for (let r = 0; r < races; r++) {
    const [teacher, ...students] = accounts.slice(r * (bots + 1), (r + 1) * (bots + 1));
    const { classId } = await post(base, "/dev/class-live", { teacherId: teacher.id, studentIds: students.map((b) => b.id), name: `Load ${r + 1}` });
    setups.push({ teacher, students, classId, roomId: await openRace(base, classId, teacher.token) });
  }
  const all = setups.map((s) => ({ ...s, race: newRace(s.roomId) }));
  // Everyone connects; students join; then each teacher starts.
  for (const s of all) {
    const { race } = s;
    s.teacherWs = await open(base, s.roomId, s.teacher.token, (msg, at) => {
      if (msg.type === "start") {
        race.text = msg.text;
        race.startsAt = msg.startsAt;
        race.offset = msg.serverTime - Date.now();
      }
      if (msg.type === "endGame") race.ended = true;
      onViewerFrame(race, s.teacher.id, msg, at);
    });
    s.studentWs = await Promise.all(s.students.map((b) => open(base, s.roomId, b.token, (msg, at) => onViewerFrame(race, b.id, msg, at))));
    for (const ws of s.studentWs) ws.send(JSON.stringify({ type: "joinRoom", roomId: s.roomId }));
  }
  await sleep(3_000);
  // The first race's projector, as its teacher sees it (only with --screenshots).
  const shots = screenshots
    ? await openProjectors(base, { teacherToken: all[0].teacher.token, classId: all[0].classId, roomId: all[0].roomId, dir: screenshots })
    : null;
  await shots?.shoot("waiting");
  for (const s of all) s.teacherWs.send(JSON.stringify({ type: "startGame", roomId: s.roomId }));
  for (let i = 0; i < 100 && all.some((s) => !s.race.text); i++) await sleep(100);
  const t0 = performance.now();
  const cpuFrom = performance.now();
  const midRace = shots ? sleep(START_AND_HALF_MS).then(() => shots.shoot("racing")) : null;
  await Promise.all(
    all.map(async ({ race, students, studentWs, teacher, roomId }) => {
      if (!race.text) throw new Error(`${roomId} did not start`);
      const words = race.text.split(" ");
      await sleep(Math.max(0, race.startsAt - (Date.now() + race.offset)) + 200);
      const viewers = [teacher.id, ...students.map((b) => b.id)];
      await Promise.all(
        studentWs.map(async (ws, i) => {
          const me = students[i].id;
          await sleep(Math.random() * WORD_MS);
          for (let n = 1; n <= words.length; n++) {
            await sleep(WORD_MS * (0.8 + Math.random() * 0.4));
            if (n === words.length) {
              ws.send(JSON.stringify({ type: "finishPlayer", roomId, typed: [words[n - 1]] }));
              break;
            }
            const percent = Math.floor((n / words.length) * 100);
            const sentAt = performance.now();
            for (const v of viewers) {
              if (v === me) continue;
              const key = `${v}:${me}`;
              if (!race.pending.has(key)) race.pending.set(key, []);
              race.pending.get(key).push({ percent, sentAt });
            }
            ws.send(JSON.stringify({ type: "write", roomId, words: n, typed: [words[n - 1]] }));
          }
        }),
      );
    }),
  );
  for (let i = 0; i < 50 && all.some((s) => !s.race.ended); i++) await sleep(100);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuShare(cpuFrom, performance.now());
  await midRace;
  await shots?.shoot("podium", "class-podium");
  await shots?.close();
  await sleep(2_500); // the results' D1 batch follows the end frame
  for (const s of all) for (const ws of [s.teacherWs, ...s.studentWs]) ws.close(1000, "done");

  const latencies = all.flatMap((s) => s.race.latencies).sort((a, b) => a - b);
  const lost = all.reduce((n, s) => n + [...s.race.pending.values()].reduce((m, q) => m + q.length, 0), 0);
  const viewers = races * (bots + 1);
  const frames = all.reduce((n, s) => n + s.race.frames, 0);
  const lanesFrames = all.reduce((n, s) => n + s.race.lanesFrames, 0);
  const errors = [...new Set(all.flatMap((s) => s.race.errors))];
  const fmt = (ms) => `${Math.round(ms)} ms`;
  const p99 = percentile(latencies, 99);
  console.log(
    `${races} class races × ${bots} bots (+ a teacher each), typing ${seconds.toFixed(0)} s; ended: ${all.filter((s) => s.race.ended).length}/${races}`,
  );
  console.log(`progress receipts ${latencies.length}, lost ${lost} (target ${TARGET.lost})`);
  console.log(
    `bot write → every viewer: p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, p99 ${fmt(p99)} (target ≤ ${TARGET.p99} ms), max ${fmt(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `frames per viewer: ${(frames / viewers / seconds).toFixed(1)} a second (lanes ${(lanesFrames / viewers / seconds).toFixed(1)}); errors: ${errors.length === 0 ? "none" : errors.join(", ")}`,
  );
  if (cpu)
    console.log(
      `CPU (share of one core, mean / busiest second): ${Object.entries(cpu)
        .map(([k, v]) => `${k} ${v.mean.toFixed(2)} / ${v.peak.toFixed(2)}`)
        .join(", ")}`,
    );
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  let once = true;
  if (persistTo) {
    const ids = all.map((s) => `'${s.roomId}'`).join(",");
    const out = execFileSync(
      process.execPath,
      [
        "node_modules/wrangler/bin/wrangler.js",
        "d1",
        "execute",
        "DB",
        "--local",
        "--env",
        "local",
        "--persist-to",
        persistTo,
        "--json",
        "--command",
        `SELECT room_id AS roomId, count(*) AS n, count(DISTINCT user_id) AS users FROM room_results WHERE room_id IN (${ids}) GROUP BY room_id`,
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const rows = JSON.parse(out).flatMap((r) => r.results ?? []);
    once = rows.length === races && rows.every((r) => r.n === bots && r.users === bots);
    console.log(`results in D1: ${rows.map((r) => `${r.n}`).join(" ")} rows per race (${once ? "each player once" : "NOT once each"})`);
  }
  const met = p99 <= TARGET.p99 && lost === TARGET.lost && once;
  console.log(met ? "targets met" : "targets MISSED");
  return met;
}
