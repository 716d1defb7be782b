import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";

// Runs before each test file. The files share one workerd, one after another (vitest.config.ts, ADR 035), so
// each starts as it would in a workerd of its own: reset() deletes the data of every binding (D1, R2 and
// every Durable Object, whose instances it also ends), then the migrations make an empty database again.
// Timers and spies a file left behind are put back too.
await reset();
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS ?? []);
