#!/usr/bin/env node
// The public certificate check's load performance on a phone (issue 16; a benchmark, not a test).
// Lighthouse is not installed on the dev machine, so this measures the figures its mobile
// performance score is made of, under Lighthouse's own mobile throttling (4× CPU slowdown, 150 ms
// RTT, 1.6 Mbit/s down) in headless Chromium at 390 × 844:
//   FCP, LCP (ms), TBT (sum of long-task time over 50 ms until load + 5 s), CLS, and bytes moved.
// Lighthouse 10's mobile score reaches 95+ with roughly FCP ≤ 1.5 s, LCP ≤ 2.2 s, TBT ≤ 150 ms,
// CLS ≤ 0.05.
//
//   npm start        # or any running server with a certificate in it
//   npm run perf:certificate-page -- --url "http://127.0.0.1:8787/check-certificate?token=…"
import { chromium } from "@playwright/test";

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
if (!args.url) {
  console.error("--url http://…/check-certificate?token=… is required");
  process.exit(2);
}
const RUNS = Number(args.runs ?? 3);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
const results = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  await page.addInitScript(() => {
    const w = window;
    w.__perf = { lcp: 0, cls: 0, tbt: 0, longTasks: 0 };
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__perf.lcp = e.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => !e.hadRecentInput && (w.__perf.cls += e.value))).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        w.__perf.longTasks += 1;
        w.__perf.tbt += Math.max(0, e.duration - 50);
      }),
    ).observe({ type: "longtask", buffered: true });
  });
  await page.goto(args.url, { waitUntil: "load" });
  await page.waitForTimeout(5_000); // settle: the benchmark watches for late long tasks
  const figures = await page.evaluate(() => ({ ...window.__perf, fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0 }));
  results.push({ ...figures, kb: bytes / 1024 });
  await context.close();
}
await browser.close();
const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
console.log(`check-certificate on a throttled phone (${RUNS} cold loads, median)`);
console.log(`  FCP ${median("fcp").toFixed(0)} ms   LCP ${median("lcp").toFixed(0)} ms   TBT ${median("tbt").toFixed(0)} ms   CLS ${median("cls").toFixed(3)}   transferred ${median("kb").toFixed(0)} KB`);
