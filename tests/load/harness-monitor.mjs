// What the race load test's own machine is doing, for its per-second timeline (--timeline): the bots'
// process delays receipts just as a slow server would, and on two cores every process takes CPU from
// the others, so the figures are shown beside the latencies.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { PerformanceObserver } from "node:perf_hooks";

const seen = { gc: [], stalls: [], cpu: [] };

/** The bots' process: its garbage-collection pauses and its event-loop stalls over 5 ms. */
export function watchOwnProcess() {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.gc.push({ at: e.startTime, ms: e.duration });
  }).observe({ entryTypes: ["gc"] });
  const TICK_MS = 10;
  let expected = performance.now() + TICK_MS;
  setInterval(() => {
    const now = performance.now();
    if (now - expected > 5) seen.stalls.push({ at: expected, ms: now - expected });
    expected = now + TICK_MS;
  }, TICK_MS).unref();
}

/** Linux: CPU time and run-queue wait (ms, from /proc/…/schedstat) summed over a process's threads. */
function cpuTimes(pid) {
  let cpu = 0;
  let wait = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [c, w] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ").map(Number);
      cpu += c / 1e6;
      wait += w / 1e6;
    } catch {
      // the thread ended
    }
  }
  return { cpu, wait };
}

/** Linux: a process's resident memory (MiB), 0 if it has ended. */
function residentMiB(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Linux: the machine's steal and softirq time so far (ms): a VM's host taking its CPUs, and the kernel's loopback work. */
function machineTimes() {
  const [, , , , , , , softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).map(Number);
  return { steal: steal * 10, softirq: softirq * 10 };
}

function childWorkerds() {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (ppid !== process.pid || !stat.includes("(workerd)")) return [];
        return [{ pid, cmdline: readFileSync(`/proc/${pid}/cmdline`, "utf8") }];
      } catch {
        return [];
      }
    });
}

/**
 * Every second: the bots' process (which also hosts wrangler's Node side) and each workerd it started,
 * the dev proxy (it listens on the public port) and the runtime that runs every room.
 */
export function sampleCpu(publicPort) {
  if (!existsSync("/proc/self/task")) return;
  setInterval(() => {
    const sample = { at: performance.now(), bots: cpuTimes(process.pid), machine: machineTimes() };
    for (const w of childWorkerds()) {
      const kind = w.cmdline.includes(`:${publicPort}`) ? "proxy" : "runtime";
      sample[kind] = { ...cpuTimes(w.pid), rssMiB: residentMiB(w.pid) };
    }
    seen.cpu.push(sample);
  }, 1_000).unref();
}

/** Adds what happened since t0 to the timeline's rows (`row(t)` gives the row of moment t). */
export function addHarnessFigures(t0, row) {
  for (const g of seen.gc.filter((g) => g.at >= t0)) {
    const r = row(g.at);
    r.gcMs += g.ms;
    r.gcMax = Math.max(r.gcMax, g.ms);
  }
  for (const st of seen.stalls.filter((st) => st.at >= t0)) row(st.at).stallMax = Math.max(row(st.at).stallMax, st.ms);
  // CPU per second: ms on a core + ms runnable but waiting for one.
  seen.cpu.forEach((cur, i) => {
    const prev = seen.cpu[i - 1];
    if (!prev || prev.at < t0) return;
    const delta = (k) => (cur[k] && prev[k] ? `${(cur[k].cpu - prev[k].cpu).toFixed(0)}+w${(cur[k].wait - prev[k].wait).toFixed(0)}` : "?");
    const machine = `steal ${cur.machine.steal - prev.machine.steal} softirq ${cur.machine.softirq - prev.machine.softirq}`;
    row((prev.at + cur.at) / 2).cpu = `runtime ${delta("runtime")} proxy ${delta("proxy")} bots ${delta("bots")} | machine ${machine}`;
  });
}

/**
 * Linux: CPU time the VM's host took from this machine between two moments (ms in all, and the most
 * in one second). A round that loses whole cores to the host says so beside its figures.
 */
export function hostSteal(from, to) {
  const samples = seen.cpu.filter((s) => s.at >= from - 1_000 && s.at <= to + 1_000);
  let total = 0;
  let worst = 0;
  for (let i = 1; i < samples.length; i++) {
    const ms = samples[i].machine.steal - samples[i - 1].machine.steal;
    total += ms;
    worst = Math.max(worst, ms);
  }
  return samples.length > 1 ? { total, worst } : null;
}

/** Linux: each process's CPU between two moments, as a share of one core (0.5 = half a core), and its busiest second. */
export function cpuShare(from, to) {
  const samples = seen.cpu.filter((s) => s.at >= from && s.at <= to);
  if (samples.length < 2) return null;
  const first = samples[0];
  const last = samples.at(-1);
  const wall = last.at - first.at;
  const share = {};
  for (const k of ["runtime", "proxy", "bots"]) {
    if (!first[k] || !last[k]) continue;
    let peak = 0;
    for (let i = 1; i < samples.length; i++)
      if (samples[i][k] && samples[i - 1][k]) peak = Math.max(peak, (samples[i][k].cpu - samples[i - 1][k].cpu) / (samples[i].at - samples[i - 1].at));
    share[k] = { mean: (last[k].cpu - first[k].cpu) / wall, peak, peakRssMiB: Math.max(...samples.map((x) => x[k]?.rssMiB ?? 0)) };
  }
  return share;
}
