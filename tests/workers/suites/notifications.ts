// Notifications (issue 17): one function creates them, exactly once per event however often the event
// repeats, and pushes them live; the events wired so far (payment, coupon, the prize race close, the
// cron's 3-day warning) and the bell's calls (get-notify, seen-notify, remove-notify by id).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationKey } from "~/core/social/notifications";
import { NotificationsResponseSchema } from "~/core/social/social-api";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb } from "~/db/client.server";
import { notifications, prizeRaceResults, prizeRaces } from "~/db/schema";
import { createCoupons } from "~/models/billing/coupons.server";
import { createNotification } from "~/models/social/notifications.server";
import { checkBill, createBill } from "~/models/billing/payments.server";
import { warnEndingSubscriptions } from "~/models/billing/subscription-warnings.server";
import worker from "../../../workers/entry";
import { createRacer, createTestUser } from "../support/auth";
import { postJson } from "../support/http";
import { payAtEmulator } from "../support/qpay";
import { lobbySocket } from "../support/sockets";

const db = () => createDb(env.DB);
const rowsOf = (userId: number, type?: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type as "payment") : undefined));

describe("createNotification", () => {
  it("creates one notification per event key however often, and however concurrently, the event repeats", async () => {
    const { user } = await createTestUser();
    const input = { userId: user.id, type: "certificate" as const, ckey: notificationKey.certificate(77), params: { wpm: 41 } };
    const results = await Promise.all(Array.from({ length: 6 }, () => createNotification(db(), input)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await createNotification(db(), input)).toBeNull();
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "certificate", title: "Гэрчилгээ олгогдлоо", message: "Таны гэрчилгээ бэлэн боллоо.", seen: false });
    // Another event of the same kind is another notification.
    expect(await createNotification(db(), { ...input, ckey: notificationKey.certificate(78) })).not.toBeNull();
  });
});

describe("the events", () => {
  it("a paid bill: one notification, pushed live, however many checks credit it", async () => {
    const learner = await createRacer({ endAt: null });
    const lobby = await lobbySocket(learner.cookie);
    await lobby.waitFor("lobbyState");
    const bill = await createBill(env, learner.user.id, "plan1");
    if (!bill.ok) throw new Error(bill.error.key);
    await payAtEmulator(bill.invoiceId);
    await Promise.all([
      checkBill(env, learner.user.id, bill.invoiceId),
      checkBill(env, learner.user.id, bill.invoiceId),
      checkBill(env, learner.user.id, bill.invoiceId),
    ]);
    await checkBill(env, learner.user.id, bill.invoiceId);
    const rows = await rowsOf(learner.user.id, "payment");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Төлбөр амжилттай төлөгдлөө", ckey: `payment:${bill.invoiceId}` });
    expect((await lobby.waitFor("notify")).notification).toMatchObject({ type: "payment", params: { via: "bill", days: 30 } });
    expect(await lobby.receivesNo("notify")).toBe(true);
  });

  it("a coupon: one notification for the confirmation that used it", async () => {
    const learner = await createTestUser();
    const [code] = await createCoupons(env.DB, 1, 1);
    const confirm = () => postJson("/api/purchase/confirm-coupon", { coupon: code, month: 1 }, { Authorization: learner.bearer });
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const rows = await rowsOf(learner.user.id, "payment");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Купон амжилттай ашиглагдлаа", value: null });
    expect(JSON.parse(rows[0].params!)).toMatchObject({ via: "coupon", months: 1 });
  });

  it("a prize race's final place: one per participant (type race, ckey, value = place), pushed live, in both languages' words", async () => {
    const first = await createRacer({ name: "Нэгдүгээр" });
    const second = await createRacer({ name: "Хоёрдугаар" });
    const lobby = await lobbySocket(second.cookie);
    await lobby.waitFor("lobbyState");
    const race = await db()
      .insert(prizeRaces)
      .values({ name: "Намрын уралдаан", maxPoint: 1_000, limitWpm: 200, startAt: Date.now() - 60_000, endAt: Date.now() - 1_000 })
      .returning()
      .get();
    await db()
      .insert(prizeRaceResults)
      .values([
        { raceId: race.id, userId: first.user.id, bestWpm: 70, bestAt: 1, updatedAt: 1 },
        { raceId: race.id, userId: second.user.id, bestWpm: 50, bestAt: 1, updatedAt: 1 },
      ]);
    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    const pushed = await lobby.waitFor("notify", (m) => m.notification.raceId === race.id);
    expect(pushed.notification).toMatchObject({ type: "race", ckey: `prize:${race.id}`, value: 2, params: { name: "Намрын уралдаан", place: 2 } });
    expect(pushed.notification.message).toBe("«Намрын уралдаан» уралдаанд та 2-р байр эзэллээ.");
    expect(await lobby.receivesNo("notify", { where: (m) => m.type === "notify" && m.notification.raceId === race.id })).toBe(true);
    expect(await rowsOf(second.user.id, "race")).toHaveLength(1);
    expect((await rowsOf(first.user.id, "race"))[0]).toMatchObject({ value: 1 });
  });

  it("the cron warns once of a subscription ending within 3 days, and again for a new end after renewal", async () => {
    const now = Date.now();
    const soon = await createRacer({ endAt: now + 2 * DAY_MS });
    const later = await createRacer({ endAt: now + 5 * DAY_MS });
    const lapsed = await createRacer({ endAt: now - DAY_MS });
    const lobby = await lobbySocket(soon.cookie);
    await lobby.waitFor("lobbyState");
    for (let run = 0; run < 3; run++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    const rows = await rowsOf(soon.user.id, "subscription");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "Үйлчилгээний хугацаа дуусах гэж байна", ckey: `subscriptionEnding:${now + 2 * DAY_MS}` });
    expect((await lobby.waitFor("notify")).notification).toMatchObject({ type: "subscription", params: { date: now + 2 * DAY_MS } });
    expect(await rowsOf(later.user.id, "subscription")).toHaveLength(0);
    expect(await rowsOf(lapsed.user.id, "subscription")).toHaveLength(0);
    // Five days later the other plan is within the window.
    expect(await warnEndingSubscriptions(env, now + 3 * DAY_MS)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(later.user.id, "subscription")).toHaveLength(1);
  });
});

describe("the bell's calls", () => {
  it("lists newest first, marks all seen, deletes one by id (only the caller's)", async () => {
    const me = await createTestUser();
    const other = await createTestUser();
    const a = await createNotification(db(), { userId: me.user.id, type: "certificate", ckey: "bell:a", now: 1_000 });
    const b = await createNotification(db(), { userId: me.user.id, type: "subscription", ckey: "bell:b", params: { date: Date.now() }, now: 2_000 });
    const theirs = await createNotification(db(), { userId: other.user.id, type: "certificate", ckey: "bell:c" });
    const list = async () => NotificationsResponseSchema.parse(await (await postJson("/api/user/get-notify", {}, { Authorization: me.bearer })).json()).data;
    expect((await list()).map((n) => [n.id, n.seen])).toEqual([
      [b!.id, 0],
      [a!.id, 0],
    ]);
    expect(await (await postJson("/api/user/seen-notify", {}, { Authorization: me.bearer })).json()).toEqual({ result: true, seen: 2 });
    expect((await list()).map((n) => n.seen)).toEqual([1, 1]);
    expect(await (await postJson("/api/user/remove-notify", { id: theirs!.id }, { Authorization: me.bearer })).json()).toEqual({ result: false });
    expect(await (await postJson("/api/user/remove-notify", { id: a!.id }, { Authorization: me.bearer })).json()).toEqual({ result: true });
    expect((await list()).map((n) => n.id)).toEqual([b!.id]);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
    expect((await postJson("/api/user/remove-notify", { id: 1, raceId: 2 }, { Authorization: me.bearer })).status).toBe(400);
  });
});
