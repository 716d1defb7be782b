#!/usr/bin/env node
// Certificate PDF benchmark (issue 16; a benchmark, not part of `npm test`).
//
//   npm run perf:certificate [-- --runs 30]
//
// Bundles the very generator the Worker runs (app/services/certificate-pdf.server.ts with pdf-lib,
// @pdf-lib/fontkit and qrcode) with esbuild and runs it in this Node's V8 — the engine workerd embeds —
// on the committed fonts, and prints:
//   size      bytes of the PDF (target ≤ 200 KB)
//   start     CPU ms to load the bundled modules (paid once per isolate, at start-up)
//   cold      CPU ms of the first PDF in a fresh isolate (V8 has not optimised the code yet)
//   warm      CPU ms per PDF afterwards (median and p95 of --runs; fonts already fetched, as in an
//             isolate that has served one before) — target ≤ 200 ms
// CPU time is process.cpuUsage (user + system) around each call, so waiting is not counted, as with a
// Worker's CPU limit. The Worker makes each certificate's PDF once and serves it from R2 afterwards.
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const RUNS = Number(args.runs ?? 30);
const TARGETS = { sizeKB: 200, cpuMs: 200 };

const dir = mkdtempSync(join(tmpdir(), "cert-pdf-"));
const outfile = join(dir, "certificate-pdf.mjs");
await build({
  entryPoints: [join(root, "app/services/certificate-pdf.server.ts")],
  bundle: true,
  format: "esm",
  platform: "neutral",
  mainFields: ["browser", "module", "main"],
  conditions: ["workerd", "worker", "browser"],
  alias: { "~": join(root, "app") },
  outfile,
  logLevel: "error",
});

const cpuMs = (start) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

const startUp = process.cpuUsage();
const { makeCertificatePdf } = await import(pathToFileURL(outfile).href);
const moduleMs = cpuMs(startUp);
const fonts = { regular: readFileSync(join(root, "public/fonts/DejaVuSerif.ttf")), bold: readFileSync(join(root, "public/fonts/DejaVuSerif-Bold.ttf")) };
const input = (i) => ({
  id: 1000 + i,
  name: i % 2 ? "Өнөрмаа Үүрцайх-Батбаяр" : "Ганбаатарын Мөнхзул",
  wpm: 40 + (i % 30),
  accuracy: 90 + (i % 10),
  start: Date.UTC(2026, 0, 5, 3),
  end: Date.UTC(2026, 10, 25, 3),
  url: `https://bichee.mn/check-certificate?token=${"AbCdEfGhIjKlMnOpQrStU"}${i % 10}`,
});

const firstStart = process.cpuUsage();
const first = await makeCertificatePdf(input(0), fonts);
const cold = cpuMs(firstStart);
const times = [];
let size = first.byteLength;
for (let i = 1; i <= RUNS; i++) {
  const start = process.cpuUsage();
  const bytes = await makeCertificatePdf(input(i), fonts);
  times.push(cpuMs(start));
  size = Math.max(size, bytes.byteLength);
}
rmSync(dir, { recursive: true, force: true });
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
const fmt = (n) => n.toFixed(1);
const sizeKB = size / 1024;
console.log(`certificate PDF (${RUNS} warm runs, node ${process.version})`);
console.log(`  size   ${fmt(sizeKB)} KB (largest)          target ≤ ${TARGETS.sizeKB} KB  ${sizeKB <= TARGETS.sizeKB ? "ok" : "OVER"}`);
console.log(`  start  ${fmt(moduleMs)} ms CPU to load the bundled modules (a Worker pays it at isolate start-up)`);
console.log(`  cold   ${fmt(cold)} ms CPU for the first PDF in the isolate (code not yet optimised by V8)`);
console.log(`  warm   median ${fmt(at(0.5))} ms, p95 ${fmt(at(0.95))} ms CPU   target ≤ ${TARGETS.cpuMs} ms  ${at(0.95) <= TARGETS.cpuMs ? "ok" : "OVER"}`);
