// The restart tests' own `wrangler dev` (ADR 021): started, crashed and started again by the test,
// on the port and the state directory that scripts/run-restart-e2e.mjs prepared, so the main e2e
// server never notices. "The runtime is killed" is a SIGKILL of the workerd process behind wrangler
// (no close handshake, no flush, nothing in memory survives), then wrangler's whole process group;
// a new `wrangler dev` on the same --persist-to is the runtime coming back.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configWithoutBuild } from "../../scripts/wrangler-config.mjs";

const root = process.cwd();
export const port = Number(process.env.RESTART_PORT || 8797);
export const persistTo = process.env.RESTART_PERSIST_TO || ".wrangler/restart-state";
export const base = `http://127.0.0.1:${port}`;

let wrangler: ChildProcess | null = null;

/** SIGKILL to a process group this module started; resolves once its leader has exited (at once if it had). */
async function killGroup(child: ChildProcess): Promise<void> {
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // the whole group had already ended
  }
  await exited;
}

// Never leave a runtime behind, whatever ends this process.
process.once("exit", () => {
  if (wrangler?.pid) {
    try {
      process.kill(-wrangler.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

async function waitUntil(probe: () => Promise<boolean> | boolean, what: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Starts `wrangler dev` (in a process group of its own) and resolves once /healthz answers. */
export async function startRuntime(): Promise<void> {
  if (wrangler) throw new Error("the runtime is already running");
  const config = configWithoutBuild(root, persistTo);
  wrangler = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/wrangler/bin/wrangler.js"),
      "dev",
      "--env",
      "local",
      "--config",
      config,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      path.resolve(root, persistTo),
      "--log-level",
      "error",
    ],
    { cwd: root, detached: true, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } },
  );
  const child = wrangler;
  child.once("exit", () => {
    if (wrangler === child) wrangler = null;
  });
  await waitUntil(healthy, "wrangler dev to answer /healthz");
}

/** Parent of every process, read from /proc. */
function parents(): Map<number, { ppid: number; name: string }> {
  const all = new Map<number, { ppid: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces or parentheses, so read from the last ')'.
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      all.set(Number(entry), { ppid, name });
    } catch {
      // the process ended meanwhile
    }
  }
  return all;
}

/** The workerd processes below the wrangler this module started. */
export function workerdPids(): number[] {
  if (!wrangler?.pid) return [];
  const all = parents();
  const below = (pid: number): boolean => {
    for (let p = all.get(pid)?.ppid; p !== undefined && p > 1; p = all.get(p)?.ppid) if (p === wrangler!.pid) return true;
    return false;
  };
  return [...all].filter(([pid, { name }]) => name === "workerd" && below(pid)).map(([pid]) => pid);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The crash: SIGKILL to the runtime (workerd), then to wrangler's process group (it cannot bring a
 * dead runtime back by itself). Resolves once every one of them is gone and the port is closed.
 */
export async function killRuntime(): Promise<{ workerd: number[] }> {
  const child = wrangler;
  if (!child?.pid) throw new Error("the runtime is not running");
  const workerd = workerdPids();
  if (workerd.length === 0) throw new Error(`no workerd process below wrangler ${child.pid}`);
  for (const pid of workerd) process.kill(pid, "SIGKILL");
  await waitUntil(() => workerd.every((pid) => !alive(pid)), "workerd to die", 10_000);
  await killGroup(child);
  wrangler = null;
  await waitUntil(async () => !(await healthy()), "the port to close", 10_000);
  return { workerd };
}

/** Ends the runtime at the end of the run (the same SIGKILL of the group this module started). */
export async function stopRuntime(): Promise<void> {
  const child = wrangler;
  if (!child?.pid) return;
  await killGroup(child);
  wrangler = null;
}

/** Rows of a SQL query against this runtime's D1 (read from its state directory; the runtime may be down). */
export function queryD1<T>(sql: string): T[] {
  const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--env", "local", "--persist-to", persistTo, "--json", "--command", sql], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  return (JSON.parse(output) as { results?: T[] }[]).flatMap((r) => r.results ?? []);
}
