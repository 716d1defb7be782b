import { describe, expect, it } from "vitest";
import { seedPlan, seedStatements } from "./seed.mjs";

describe("seed", () => {
  it("puts the demo accounts only into the local environment's database unless asked", () => {
    expect(seedPlan([])).toEqual({ target: ["--local", "--env", "local"], demoAccounts: true });
    expect(seedPlan(["--persist-to", "/tmp/x"])).toEqual({ target: ["--local", "--env", "local", "--persist-to", "/tmp/x"], demoAccounts: true });
    expect(seedPlan(["--remote"])).toEqual({ target: ["--remote"], demoAccounts: false });
    expect(seedPlan(["--remote", "--env", "staging"])).toEqual({ target: ["--remote", "--env", "staging"], demoAccounts: false });
    // The production smoke test's local copy of production's database.
    expect(seedPlan(["--env", "production", "--persist-to", "/tmp/x"]).demoAccounts).toBe(false);
    expect(seedPlan(["--remote", "--env", "staging", "--with-demo-accounts"]).demoAccounts).toBe(true);
  });

  it("writes no account, and no result of one, without the demo accounts", async () => {
    const content = await seedStatements({ demoAccounts: false });
    expect(content.some((sql) => /INSERT INTO users\b/.test(sql))).toBe(false);
    expect(content.some((sql) => /prize_race_results|notifications|@bichee\.mn|Bichee-(demo|admin|racer)/.test(sql))).toBe(false);
    expect(content.some((sql) => /INSERT INTO lessons\b/.test(sql))).toBe(true);
    const withDemo = await seedStatements({ demoAccounts: true });
    expect(withDemo.filter((sql) => /INSERT INTO users\b/.test(sql)).length).toBeGreaterThanOrEqual(2);
    expect(withDemo.some((sql) => sql.includes("'admin@bichee.mn'"))).toBe(true);
    // The demo teacher's class (issue 30) comes only with the demo accounts.
    expect(content.some((sql) => /INSERT INTO (classes|class_members|teacher_requests)\b/.test(sql))).toBe(false);
    expect(withDemo.filter((sql) => /INSERT INTO (classes|class_members|teacher_requests)\b/.test(sql))).toHaveLength(3);
  });
});
