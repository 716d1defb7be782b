import { abortAllDurableObjects, applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe } from "vitest";

/**
 * One suite of a group file (ADR 046): it starts on empty storage with the migrations applied, as it did
 * when it was a file of its own, but shares the group's runtime. Its module is imported inside the
 * describe block, so its top-level hooks belong to it and not to the other suites of the file.
 */
export function isolatedSuite(name: string, load: () => Promise<unknown>) {
  describe(name, async () => {
    beforeAll(async () => {
      // Live objects keep state in memory (a lobby's sockets, a throttle's counters): end them first, or
      // the next suite's user 1 would meet the last suite's user 1 there.
      await abortAllDurableObjects();
      await reset();
      await applyD1Migrations(env.DB, env.TEST_MIGRATIONS ?? []);
    });
    await load();
  });
}
