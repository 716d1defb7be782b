// Issue 18: the dashboard counts per Ulaanbaatar day and the numbers about right now.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY_MS, ubDay } from "~/core/admin/admin-dashboard";
import { createDb } from "~/db/client.server";
import { invoices, payments, testResults, users } from "~/db/schema";
import { adminDashboard } from "~/models/admin/admin-dashboard.server";
import { createTestUser } from "../support/auth";

const last = <T>(xs: T[]) => xs[xs.length - 1];

describe("the admin dashboard", () => {
  it("counts sign-ups, tests, payments and revenue on the right day, and the open bills and active learners now", async () => {
    const db = createDb(env.DB);
    const now = Date.UTC(2026, 10, 25, 3); // 11:00 in Ulaanbaatar
    const before = await adminDashboard(db, now);
    expect(before.series.signups).toHaveLength(14);
    expect(last(before.series.signups).day).toBe(ubDay(now));

    // 15:59 UTC yesterday is still yesterday in Ulaanbaatar; 16:00 UTC is today.
    const yesterday = Date.UTC(2026, 10, 24, 15, 59);
    const today = Date.UTC(2026, 10, 24, 16, 0);
    const [a] = await db
      .insert(users)
      .values({ name: "Өчигдөр", email: `y-${crypto.randomUUID()}@example.mn`, createdAt: yesterday })
      .returning();
    const [b] = await db
      .insert(users)
      .values({ name: "Өнөөдөр", email: `t-${crypto.randomUUID()}@example.mn`, createdAt: today })
      .returning();
    await db.insert(testResults).values({
      id: crypto.randomUUID(),
      userId: b.id,
      language: "mn",
      level: "begin",
      wpm: 30,
      cpm: 150,
      accuracy: 95,
      characters: 150,
      errors: 2,
      durationMs: 60_000,
      createdAt: now - 60_000,
    });
    await db.insert(invoices).values([
      {
        id: `paid-${a.id}`,
        userId: a.id,
        plan: "plan1",
        amount: 9_900,
        days: 30,
        callbackTokenHash: crypto.randomUUID(),
        status: "paid",
        createdAt: now - 3_600_000,
      },
      {
        id: `open-${a.id}`,
        userId: a.id,
        plan: "plan1",
        amount: 9_900,
        days: 30,
        callbackTokenHash: crypto.randomUUID(),
        status: "created",
        createdAt: now - 60_000,
      },
      {
        id: `stale-${a.id}`,
        userId: a.id,
        plan: "plan1",
        amount: 9_900,
        days: 30,
        callbackTokenHash: crypto.randomUUID(),
        status: "created",
        createdAt: now - 2 * DAY_MS,
      },
    ]);
    await db
      .insert(payments)
      .values({ invoiceId: `paid-${a.id}`, userId: a.id, amount: 9_900, days: 30, endAtAfter: now + 30 * DAY_MS, createdAt: now - 3_000_000 });

    const after = await adminDashboard(db, now);
    const diff = (key: keyof typeof after.series, back: number) =>
      after.series[key][after.series[key].length - 1 - back].value - before.series[key][before.series[key].length - 1 - back].value;
    expect(diff("signups", 0)).toBe(1);
    expect(diff("signups", 1)).toBe(1);
    expect(diff("tests", 0)).toBe(1);
    expect(diff("payments", 0)).toBe(1);
    expect(diff("revenue", 0)).toBe(9_900);
    expect(after.now.openBills - before.now.openBills).toBe(1);
    expect(after.now.activeLearners - before.now.activeLearners).toBe(1);
  });

  it("shows the figures and the charts to an admin", async () => {
    const admin = await createTestUser({ role: "admin" });
    const html = await (await SELF.fetch("http://localhost/admin", { headers: { Cookie: admin.cookie } })).text();
    expect(html).toContain("Хянах самбар");
    expect(html).toContain("Хүлээгдэж буй нэхэмжлэх (24 цаг)");
    expect(html.match(/data-testid="day-chart"/g)).toHaveLength(5);
  });
});
