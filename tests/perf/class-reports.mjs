#!/usr/bin/env node
// Gradebook CSV and class report card benchmark (issue 30 §5; a benchmark, not part of `npm test`).
//
//   npm run perf:class-reports [-- --runs 30]
//
// Bundles the very code the Worker runs for /teacher/classes/:id/gradebook.csv and /report-card.pdf
// (app/core/classes/gradebook.ts: progress, grades and the CSV; app/services/report-card-pdf.server.ts
// with pdf-lib and @pdf-lib/fontkit) with esbuild and runs it in this Node's V8 — the engine workerd
// embeds — for a class of 60 students with 6 assignments (two of each kind) and a realistic spread of
// results, on the committed fonts. Prints CPU ms (process.cpuUsage, so waiting is not counted, as with
// a Worker's CPU limit) per request, the D1 reads excluded (five queries, in models/classes/gradebook.server.ts):
//   csv    progress of 60 × 6, grades and the CSV text            target ≤ 200 ms
//   pdf    progress, grades and the class report card (3 pages)   target ≤ 200 ms
// each as the first run in a fresh isolate (cold) and the median and p95 of --runs warm runs.
// --out file.pdf keeps the class report card for a person to look at.
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const RUNS = Number(args.runs ?? 30);
const TARGET_MS = 200;
const STUDENTS = 60;

const dir = mkdtempSync(join(tmpdir(), "class-reports-"));
const entry = join(dir, "entry.ts");
writeFileSync(
  entry,
  `export { gradebookRows, gradebookCsv } from ${JSON.stringify(join(root, "app/core/classes/gradebook.ts"))};
export { DEFAULT_GRADING_SCALE } from ${JSON.stringify(join(root, "app/core/classes/grading.ts"))};
export { makeClassReportPdf, classReportPageCount } from ${JSON.stringify(join(root, "app/services/report-card-pdf.server.ts"))};`,
);
const outfile = join(dir, "bundle.mjs");
await build({
  entryPoints: [entry],
  bundle: true,
  format: "esm",
  platform: "neutral",
  mainFields: ["browser", "module", "main"],
  conditions: ["workerd", "worker", "browser"],
  alias: { "~": join(root, "app") },
  outfile,
  logLevel: "error",
});
const { gradebookRows, gradebookCsv, DEFAULT_GRADING_SCALE, makeClassReportPdf, classReportPageCount } = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

const fonts = { regular: readFileSync(join(root, "public/fonts/DejaVuSerif.ttf")), bold: readFileSync(join(root, "public/fonts/DejaVuSerif-Bold.ttf")) };
const given = Date.UTC(2026, 10, 20, 2);
const due = Date.UTC(2026, 11, 4, 15, 59, 59, 999);
const base = { lessonFrom: null, lessonTo: null, targetStars: null, targetWpm: null, targetAccuracy: null, keys: null, dueAt: due, createdAt: given };
const assignments = [
  { ...base, id: 1, kind: "lessons", lessonFrom: 1, lessonTo: 10, targetStars: 2 },
  { ...base, id: 2, kind: "lessons", lessonFrom: 11, lessonTo: 30, targetWpm: 20, targetAccuracy: 90 },
  { ...base, id: 3, kind: "test", targetWpm: 25, targetAccuracy: 95 },
  { ...base, id: 4, kind: "test", targetWpm: 35, targetAccuracy: 95 },
  { ...base, id: 5, kind: "keys", keys: "өүэ", targetAccuracy: 95 },
  { ...base, id: 6, kind: "keys", keys: "фцужэ", targetAccuracy: 90 },
];
const codes = ["KeyA", "KeyS", "KeyD", "KeyF", "KeyG", "KeyH", "KeyJ", "KeyK", "KeyL", "Semicolon", "KeyQ", "KeyW", "KeyE", "KeyR", "KeyT", "Minus", "Equal"];
const names = ["Өнөрмаа Үүрцайх", "Батбаярын Мөнхзул", "Ганбаатар Тэмүүлэн", "=Сараа", "Энхжаргал, Номин"];
const students = Array.from({ length: STUDENTS }, (_, i) => ({
  userId: 1000 + i,
  name: `${names[i % names.length]} ${i + 1}`,
  studentNumber: i % 3 ? `2026-${String(i).padStart(3, "0")}` : null,
  results: {
    lessons: Array.from({ length: (i * 7) % 31 }, (_, l) => ({
      level: l + 1,
      bestScore: 20 + ((l * 13 + i) % 160),
      bestWpm: 10 + ((l + i) % 30),
      bestAccuracy: 80 + ((l * 3 + i) % 21),
    })),
    tests: Array.from({ length: 20 }, (_, k) => ({ wpm: 12 + ((i + k * 5) % 35), accuracy: 85 + ((i + k) % 16), createdAt: given + (k - 5) * 3_600_000 })),
    keys: codes.map((code, k) => ({ code, hits: 100 + ((i * k) % 400), misses: (i + k) % 25, updatedAt: given + (k % 2 ? 1 : -1) * 3_600_000 })),
  },
  bestWpm: 20 + (i % 30),
  averageWpm: 15 + (i % 25),
  averageAccuracy: 88 + (i % 12),
}));
const now = Date.UTC(2026, 10, 27, 4);
const labels = {
  number: "№",
  name: "Сурагч",
  studentNumber: "Сурагчийн дугаар",
  assignments: assignments.map((a) => `Даалгавар ${a.id}`),
  percent: "Дундаж (%)",
  grade: "Дүн",
  bestWpm: "Шилдэг WPM",
  averageWpm: "Дундаж WPM",
  averageAccuracy: "Нарийвчлал (%)",
};
const report = {
  className: "5А",
  school: "Улаанбаатар хотын 1-р сургууль",
  schoolGrade: "5-р анги",
  date: "2026.11.27",
  assignments: assignments.map((a) => ({ title: `Даалгавар ${a.id}: ${a.kind}`, due: "2026.12.04", done: a.id * 3 })),
  statusWord: (s) => s,
  labels: {
    title: "Дүнгийн хуудас",
    classTitle: "Анги",
    school: "Сургууль",
    date: "Огноо",
    student: "Сурагч",
    number: "№",
    assignments: "Даалгавар",
    progress: "Гүйцэтгэл",
    status: "Төлөв",
    due: "Хугацаа",
    percent: "Дундаж (%)",
    gradeLetter: "Дүн",
    bestWpm: "Шилдэг WPM",
    averageWpm: "Дундаж WPM",
    accuracy: "Нарийвчлал (%)",
    done: "Гүйцэтгэсэн",
    page: (n, of) => `Хуудас ${n}/${of}`,
    more: (n) => `… бас ${n}`,
    noAssignments: "—",
  },
};

const cpuMs = (start) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};
const csvRequest = () => gradebookCsv(gradebookRows(assignments, students, DEFAULT_GRADING_SCALE, "mn", now), labels);
const pdfRequest = () => makeClassReportPdf(report, gradebookRows(assignments, students, DEFAULT_GRADING_SCALE, "mn", now), fonts);

async function measure(run) {
  const first = process.cpuUsage();
  const out = await run();
  const cold = cpuMs(first);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.cpuUsage();
    await run();
    times.push(cpuMs(start));
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { out, cold, median: at(0.5), p95: at(0.95) };
}

const csv = await measure(csvRequest);
const pdf = await measure(pdfRequest);
const fmt = (n) => n.toFixed(1);
// As for the certificate: the target is the warm p95; the cold run (fontkit and V8 meeting the code the
// first time) is paid once per isolate and is printed beside it.
const verdict = (m) => (m.p95 <= TARGET_MS ? "ok" : "OVER");
console.log(`class reports for ${STUDENTS} students × ${assignments.length} assignments (${RUNS} warm runs, node ${process.version})`);
console.log(
  `  csv  ${(csv.out.length / 1024).toFixed(1)} KB   cold ${fmt(csv.cold)} ms, warm median ${fmt(csv.median)} ms, p95 ${fmt(csv.p95)} ms CPU   target ≤ ${TARGET_MS} ms  ${verdict(csv)}`,
);
console.log(
  `  pdf  ${(pdf.out.byteLength / 1024).toFixed(1)} KB, ${classReportPageCount(STUDENTS)} pages   cold ${fmt(pdf.cold)} ms, warm median ${fmt(pdf.median)} ms, p95 ${fmt(pdf.p95)} ms CPU   target ≤ ${TARGET_MS} ms  ${verdict(pdf)}`,
);
if (args.out) writeFileSync(args.out, pdf.out);
