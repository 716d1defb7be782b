import { lobbyShardCount } from "~/core/races/lobby-shard";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { checkDeployedConfig, checkSize, checkTopLevelIsProduction, MAX_GZIP_BYTES, migratedClasses, type CheckedConfig } from "./deploy-check-rules.mjs";

// A production environment that passes; each test breaks one thing.
const good: CheckedConfig = {
  name: "bichee",
  vars: { APP_ENV: "production", MAILER: "http", QPAY_BASE_URL: "https://merchant.qpay.mn", PUBLIC_BASE_URL: "https://bichee.mn", QPAY_AMOUNT_SCALE: "1" },
  d1_databases: [{ binding: "DB", database_name: "bichee", database_id: "abc" }],
  r2_buckets: [{ binding: "IMAGES", bucket_name: "bichee-images" }],
  durable_objects: {
    bindings: [
      { name: "RACE_ROOM", class_name: "RaceRoom" },
      { name: "LOGIN_THROTTLE", class_name: "LoginThrottle" },
    ],
  },
  migrations: [
    { tag: "v1", new_sqlite_classes: ["RaceRoom"] },
    { tag: "v2", new_sqlite_classes: ["LoginThrottle"] },
  ],
  triggers: { crons: ["* * * * *"] },
};
const check = (config: CheckedConfig, reference?: CheckedConfig) => checkDeployedConfig(config, { label: "[env.production]", appEnv: "production", reference });

describe("deploy:check rules", () => {
  it("passes a production config", () => {
    expect(check(good, good)).toEqual([]);
  });

  it("fails on local settings: APP_ENV, the outbox, loopback addresses, plain http", () => {
    expect(check({ ...good, vars: { ...good.vars, APP_ENV: "local" } })).toEqual(['[env.production]: APP_ENV is "local", not "production"']);
    for (const shards of ["0", "4.5", "51", "four"])
      expect(check({ ...good, vars: { ...good.vars, LOBBY_SHARDS: shards } })).toEqual([
        `[env.production]: LOBBY_SHARDS is "${shards}", not a whole number 1–50`,
      ]);
    expect(check({ ...good, vars: { ...good.vars, LOBBY_SHARDS: "20" } })).toEqual([]);
    // The same rule as the Worker's (written twice: this script is plain JavaScript run by Node).
    for (const shards of ["", "1", "4", "09", "20", "50", "51", "0", "-1", "1e1", " 4"]) {
      const workerTakes = (() => {
        try {
          lobbyShardCount(shards);
          return true;
        } catch {
          return false;
        }
      })();
      expect(check({ ...good, vars: { ...good.vars, LOBBY_SHARDS: shards } }).length === 0, JSON.stringify(shards)).toBe(workerTakes);
    }
    expect(check({ ...good, vars: { ...good.vars, MAILER: "outbox" } })).toEqual([
      '[env.production]: MAILER is "outbox", not "http" (the outbox is local only)',
    ]);
    for (const loopback of ["http://127.0.0.1:8790", "https://localhost/", "http://[::1]:8787", "http://0.0.0.0"]) {
      expect(check({ ...good, vars: { ...good.vars, QPAY_BASE_URL: loopback } })).toContain("[env.production]: QPAY_BASE_URL points at a loopback address");
    }
    expect(check({ ...good, vars: { ...good.vars, MAIL_API_URL: "http://localhost:9000" } })).toEqual([
      "[env.production]: MAIL_API_URL points at a loopback address",
    ]);
    expect(check({ ...good, vars: { ...good.vars, PUBLIC_BASE_URL: "http://bichee.mn" } })).toEqual([
      "[env.production]: PUBLIC_BASE_URL is not an https address",
    ]);
  });

  it("fails on a secret committed in [vars]", () => {
    expect(check({ ...good, vars: { ...good.vars, QPAY_CLIENT_SECRET: "x" } })).toEqual([
      "[env.production]: QPAY_CLIENT_SECRET is a secret: set it with `wrangler secret put QPAY_CLIENT_SECRET`, not in [vars]",
    ]);
  });

  it("fails on a Durable Object class without a migration, or deleted by one", () => {
    const withLobby = { ...good, durable_objects: { bindings: [...good.durable_objects!.bindings, { name: "LOBBY", class_name: "Lobby" }] } };
    expect(check(withLobby)).toEqual(["[env.production]: the Durable Object class Lobby (LOBBY) has no migration"]);
    const deleted = { ...good, migrations: [...good.migrations!, { tag: "v3", deleted_classes: ["LoginThrottle"] }] };
    expect(check(deleted)).toEqual(["[env.production]: the Durable Object class LoginThrottle (LOGIN_THROTTLE) has no migration"]);
    expect([
      ...migratedClasses([
        { tag: "v1", new_classes: ["A"] },
        { tag: "v2", renamed_classes: [{ from: "A", to: "B" }] },
      ]),
    ]).toEqual(["B"]);
  });

  it("fails without a cron", () => {
    expect(check({ ...good, triggers: { crons: [] } })).toEqual(["[env.production]: no cron trigger (bills, prize races and mail reminders need it)"]);
    expect(check({ ...good, triggers: undefined })).toHaveLength(1);
  });

  it("fails when an environment forgot a binding it does not inherit", () => {
    expect(check({ ...good, r2_buckets: [] }, good)).toEqual(["[env.production]: bindings IMAGES are missing (environments do not inherit them)"]);
  });

  it("fails when the top level (a deploy with no flags) is not production's", () => {
    expect(checkTopLevelIsProduction(good, good)).toEqual([]);
    expect(checkTopLevelIsProduction({ ...good, vars: { ...good.vars, APP_ENV: "local" } }, good)).toEqual([
      "top level: [vars] differ from [env.production.vars]",
    ]);
    expect(checkTopLevelIsProduction({ ...good, d1_databases: [{ binding: "DB", database_id: "other" }] }, good)).toEqual([
      "top level: the D1 database_id differs from [env.production]'s",
    ]);
  });

  it("fails over 3 MiB gzipped", () => {
    expect(checkSize(1.4 * 1024 * 1024)).toEqual([]);
    expect(checkSize(MAX_GZIP_BYTES + 1)).toEqual(["the Worker is 3.00 MiB gzipped, over the 3.00 MiB limit"]);
  });

  it("passes this repository's wrangler.toml, whose top level is production", () => {
    const read = (env?: string) => unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true }) as unknown as CheckedConfig;
    const local = read("local");
    expect(checkTopLevelIsProduction(read(), read("production"))).toEqual([]);
    expect(check(read(), local)).toEqual([]);
    expect(checkDeployedConfig(read("staging"), { label: "[env.staging]", appEnv: "staging", reference: local })).toEqual([]);
    expect(read().vars).toMatchObject({ APP_ENV: "production", MAILER: "http" });
    // The local environment is what the deploy check must refuse.
    expect(check(local).length).toBeGreaterThan(0);
  });
});
