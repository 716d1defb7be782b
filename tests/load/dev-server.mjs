// A fresh local server for the load tests, like scripts/run-e2e.mjs: own state, migrations, seed.
// Started through wrangler's own API with the devtools inspector off (ADR 009); `inspector: true`
// runs the CLI (`wrangler dev`) instead.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { unstable_DevEnv } from "wrangler";
import { sampleCpu } from "./harness-monitor.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `config`: another wrangler.toml, e.g. one without [build] (scripts/wrangler-config.mjs) for a server over
 * the build/ there is. `vars`: settings that replace wrangler.toml's (e.g. LOBBY_SHARDS).
 * `direct`: also return `directBase`, the worker's own address behind wrangler's dev proxy. The proxy is a
 * second workerd that carries every socket once more and gives out at ~3,300 WebSockets on this machine
 * (the lobby's 5,000-learner run); Cloudflare has no such hop.
 */
export async function startServer({ persistTo, inspector = false, config = "wrangler.toml", vars = {}, direct = false }) {
  rmSync(persistTo, { recursive: true, force: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", "local", "--persist-to", persistTo], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "true" },
  });
  execFileSync("node", ["scripts/seed.mjs", "--persist-to", persistTo], { stdio: "ignore" });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (!inspector) {
    // The bots need no real Request.cf object; without this, miniflare tries the network for one.
    process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
    const devEnv = new unstable_DevEnv();
    // wrangler hands the worker's own address only to its proxy (an unstable API: without it, the proxy's).
    let reloaded;
    const userWorker = new Promise((resolve) => (reloaded = resolve));
    const toProxy = devEnv.proxy.onReloadComplete.bind(devEnv.proxy);
    devEnv.proxy.onReloadComplete = (event) => {
      const url = event.proxyData?.userWorkerUrl;
      reloaded(url ? `${url.protocol}//${url.hostname}:${url.port}` : base);
      toProxy(event);
    };
    const worker = await devEnv.startWorker({
      config,
      env: "local",
      bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }])),
      dev: { server: { hostname: "127.0.0.1", port }, persist: persistTo, logLevel: "error", inspector: false, watch: false },
    });
    await worker.ready;
    const directBase = direct ? await Promise.race([userWorker, sleep(30_000).then(() => base)]) : base;
    sampleCpu(port);
    return { base, directBase, stop: () => worker.dispose() };
  }
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--env",
      "local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persistTo,
      "--log-level",
      "error",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop: () => process.kill(-child.pid, "SIGTERM") };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  process.kill(-child.pid, "SIGTERM");
  throw new Error("wrangler dev did not come up");
}
