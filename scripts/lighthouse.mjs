#!/usr/bin/env node
// `npm run perf:lighthouse [-- <base url> [more paths…]]`: Lighthouse 12 (mobile preset, simulated throttling) in
// Debian's Chromium against a running site — `npm start` (http://127.0.0.1:8787, the default) or the
// url given — for the pages a new visitor opens. Prints performance, accessibility, best practices,
// SEO and CLS per page; paths after the url are measured too (a certificate's public
// /check-certificate?token=… address, say). Not part of `npm test`: scores depend on the machine.
// Each page is measured LIGHTHOUSE_RUNS times (3 by default) and the median run is reported, as
// Lighthouse's own guidance on variability advises: one run on a shared machine can be 15 points off.
//   CHROMIUM_PATH moves the browser (default /usr/bin/chromium); LIGHTHOUSE_JSON=dir keeps the reports.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);
const base = (process.argv[2] || process.env.BASE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const chrome = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const PAGES = ["/", "/lesson", "/races", "/payment", "/ranking-rooms", "/certificate", ...process.argv.slice(3)];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

try {
  const health = await fetch(`${base}/healthz`);
  if (!health.ok) throw new Error(`status ${health.status}`);
} catch (error) {
  console.error(`No site at ${base} (${error instanceof Error ? error.message : error}). Start it with \`npm start\`, or pass its url.`);
  process.exit(1);
}

/** One Lighthouse run in its own Chromium; tried twice, as Chromium sometimes dies on a busy machine. */
async function lighthouse(url) {
  const args = [
    "node_modules/lighthouse/cli/index.js",
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking",
  ];
  const options = { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 };
  try {
    return await run(process.execPath, args, options);
  } catch (error) {
    console.log(
      `${url}: ${
        String(error.stderr || error.message)
          .trim()
          .split("\n")[0]
      }; trying again`,
    );
    return run(process.execPath, args, options);
  }
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const path of PAGES) {
  const url = `${base}${path}`;
  // A page that does not exist (yet) is left out rather than scored as a 404.
  const probe = await fetch(url, { redirect: "manual" });
  if (probe.status === 404) {
    console.log(`${path}: 404, skipped`);
    continue;
  }
  const reports = [];
  for (let i = 0; i < RUNS; i++) reports.push(JSON.parse((await lighthouse(url)).stdout));
  const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  // The median run by performance, so the figures of one row belong together.
  const report = reports.find((r) => score(r, "performance") === median(reports.map((r) => score(r, "performance"))));
  if (process.env.LIGHTHOUSE_JSON) {
    mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
    writeFileSync(`${process.env.LIGHTHOUSE_JSON}/${path.replace(/\W+/g, "_") || "_"}.json`, JSON.stringify(report));
  }
  const ms = (id) => Math.round(report.audits[id].numericValue);
  const landed = new URL(report.finalDisplayedUrl).pathname;
  rows.push({
    page: landed === path ? path : `${path} → ${landed}`,
    performance: score(report, "performance"),
    "runs (perf)": reports.map((r) => score(r, "performance")).join(" "),
    accessibility: score(report, "accessibility"),
    "best practices": score(report, "best-practices"),
    SEO: score(report, "seo"),
    CLS: Number(report.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    "FCP ms": ms("first-contentful-paint"),
    "LCP ms": ms("largest-contentful-paint"),
    "TBT ms": ms("total-blocking-time"),
  });
  console.log(`${path}: done`);
}
console.table(rows);
