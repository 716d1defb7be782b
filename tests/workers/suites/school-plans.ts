// Issue 31 §1 (ADR 041): a class's seats bought with one QPay bill or a school coupon give its students
// paid access, credited exactly once; leaving the class, the licence's end or a refund take it away;
// a student's own plan keeps the later end; the access SQL and the pure rules agree on random classes.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCouponCode } from "~/core/billing/coupons";
import { effectiveAccessEnd, schoolEndFor, seatHolders, type LicenceStart } from "~/core/billing/school-plans";
import { DAY_MS, subscriptionState } from "~/core/billing/subscription";
import { createDb } from "~/db/client.server";
import { accessGrants, classes, classMembers, coupons, schoolLicences } from "~/db/schema";
import { changeLearnerPlan } from "~/models/admin/admin-learners.server";
import { personalEnd, refreshAccess } from "~/models/billing/access.server";
import { createBill, createSchoolBill, checkBill, creditInvoice, paymentsContext } from "~/models/billing/payments.server";
import {
  classPlan,
  licenceAtArchive,
  redeemSchoolCoupon,
  refundLicence,
  startScheduledLicences,
  warnEndingLicences,
} from "~/models/billing/school-licences.server";
import { redeemCoupon } from "~/models/billing/coupons.server";
import { leaveClass } from "~/models/classes/class-joining.server";
import { createTestUser } from "../support/auth";
import { auditRowsFor, postForm } from "../support/admin";
import { callbackPath, emulatedInvoice, invoiceRow, payAtEmulator, paymentsFor, userEndAt } from "../support/qpay";

const db = () => createDb(env.DB);

/** A teacher's class with `count` students who joined one after another (the first joined first). */
async function classWithStudents(count: number) {
  const teacher = await createTestUser({ role: "teacher" });
  const found = await db()
    .insert(classes)
    .values({
      teacherId: teacher.user.id,
      name: "6б анги",
      grade: 6,
      school: "Эрдэм сургууль",
      curriculum: "mn",
      joinCode: crypto.randomUUID().slice(0, 8).toUpperCase(),
    })
    .returning()
    .get();
  const students = [];
  for (let i = 0; i < count; i++) {
    const student = await createTestUser({ name: `Сурагч ${i + 1}` });
    await db()
      .insert(classMembers)
      .values({ classId: found.id, userId: student.user.id, via: "code", joinedAt: 1_000 + i });
    students.push(student.user);
  }
  return { teacher: teacher.user, found, students };
}

async function paidSchoolBill(teacherId: number, found: { id: number; name: string; school: string }, seats: number, months = 1, start: LicenceStart = "now") {
  const bill = await createSchoolBill(env, teacherId, found, seats, months, undefined, start);
  if (!bill.ok) throw new Error(bill.error.key);
  await payAtEmulator(bill.invoiceId);
  return bill;
}

const callback = async (path: string) => (await SELF.fetch(`http://localhost${path}`)).status;
const active = async (userId: number, now = Date.now()) => subscriptionState(await userEndAt(userId), now).active;
const licencesOf = (classId: number) => db().select().from(schoolLicences).where(eq(schoolLicences.classId, classId)).all();

describe("a class bill", () => {
  it("names the school and class, costs seats × months × the seat price, and when paid opens every student's access", async () => {
    const { teacher, found, students } = await classWithStudents(5);
    const before = Date.now();
    const bill = await paidSchoolBill(teacher.id, found, 5, 2);
    expect(bill).toMatchObject({ plan: "school", amount: 5 * 2 * 3_900, days: 60 });
    expect((await emulatedInvoice(bill.invoiceId)).invoice_description).toBe("Бичээч: Эрдэм сургууль, 6б анги, 5 суудал, 2 сар");
    expect(await invoiceRow(bill.invoiceId)).toMatchObject({ classId: found.id, seats: 5, userId: teacher.id });
    for (const s of students) expect(await active(s.id)).toBe(false);

    expect(await callback(await callbackPath(bill.invoiceId))).toBe(200);
    for (const s of students) {
      const end = (await userEndAt(s.id))!;
      expect(end).toBeGreaterThanOrEqual(before + 60 * DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + 60 * DAY_MS);
    }
    // The teacher's own plan is not what the bill bought.
    expect(await active(teacher.id)).toBe(false);
    const plan = await classPlan(db(), found.id, Date.now());
    expect(plan).toMatchObject({ seats: 5, counts: { used: 5, free: 0, over: 0 }, unseated: [], licences: [{ seats: 5, status: "running" }] });
  });

  it("credits once however the callback, the poll and the admin's reconcile race", async () => {
    const { teacher, found, students } = await classWithStudents(2);
    const bill = await paidSchoolBill(teacher.id, found, 2);
    const path = await callbackPath(bill.invoiceId);
    const invoice = (await invoiceRow(bill.invoiceId))!;
    const ctx = paymentsContext(env);
    const outcomes = await Promise.all([
      callback(path),
      callback(path),
      checkBill(env, teacher.id, bill.invoiceId),
      creditInvoice(ctx, invoice),
      creditInvoice(ctx, invoice),
    ]);
    expect(outcomes.slice(0, 2)).toEqual([200, 200]);
    expect(await callback(path)).toBe(200); // replayed later
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(1);
    expect(await licencesOf(found.id)).toHaveLength(1);
    const ends = await Promise.all(students.map((s) => userEndAt(s.id)));
    expect(ends[0]).toBe((await licencesOf(found.id))[0].endAt);
    expect(ends[1]).toBe(ends[0]);
  });
});

describe("seats, leaving and the end of the licence", () => {
  it("seats the earliest joined; a student who leaves loses the school access and frees the seat", async () => {
    const { teacher, found, students } = await classWithStudents(4);
    const bill = await paidSchoolBill(teacher.id, found, 3);
    await callback(await callbackPath(bill.invoiceId));
    expect(await Promise.all(students.map((s) => active(s.id)))).toEqual([true, true, true, false]);
    const plan = await classPlan(db(), found.id, Date.now());
    expect(plan.counts).toEqual({ used: 3, free: 0, over: 1 });
    expect(plan.unseated.map((s) => s.userId)).toEqual([students[3].id]);

    expect(await leaveClass(db(), students[0], found.id)).toBe(true);
    expect(await active(students[0].id)).toBe(false);
    expect(await userEndAt(students[0].id)).toBeNull();
    // The seat goes to the student who had none.
    expect(await active(students[3].id)).toBe(true);
  });

  it("keeps the later end for a student who also pays personally, and the personal plan after leaving", async () => {
    const { teacher, found, students } = await classWithStudents(2);
    const [longer, shorter] = students;
    await changeLearnerPlan(db(), { id: teacher.id, email: teacher.email }, longer.id, 90);
    await changeLearnerPlan(db(), { id: teacher.id, email: teacher.email }, shorter.id, 5);
    const longerEnd = (await userEndAt(longer.id))!;
    const bill = await paidSchoolBill(teacher.id, found, 2);
    await callback(await callbackPath(bill.invoiceId));
    const licenceEnd = (await licencesOf(found.id))[0].endAt;
    expect(await userEndAt(longer.id)).toBe(longerEnd);
    expect(await userEndAt(shorter.id)).toBe(licenceEnd);
    // A personal purchase during the licence extends the personal plan, not the school's period.
    const personal = await createBill(env, shorter.id, "plan1");
    if (!personal.ok) throw new Error(personal.error.key);
    await payAtEmulator(personal.invoiceId);
    await callback(await callbackPath(personal.invoiceId));
    const ledger = await db().select().from(accessGrants).where(eq(accessGrants.userId, shorter.id)).orderBy(accessGrants.id).all();
    expect(ledger.map((g) => g.source)).toEqual(["admin", "payment"]);
    expect(ledger[1].endAfter).toBe(ledger[0].endAfter + 30 * DAY_MS);
    expect(await userEndAt(shorter.id)).toBe(Math.max(licenceEnd, ledger[1].endAfter));
    await leaveClass(db(), shorter, found.id);
    expect(await userEndAt(shorter.id)).toBe(ledger[1].endAfter);
  });

  it("ends when the licence ends, and an admin's refund ends it at once (audited); extending moves every end", async () => {
    const { teacher, found, students } = await classWithStudents(1);
    const bill = await paidSchoolBill(teacher.id, found, 1);
    await callback(await callbackPath(bill.invoiceId));
    const [licence] = await licencesOf(found.id);
    const student = students[0];
    expect(await active(student.id, licence.endAt - 1)).toBe(true);
    expect(await active(student.id, licence.endAt + 1)).toBe(false);

    const admin = await createTestUser({ role: "admin" });
    const actor = { id: admin.user.id, email: admin.user.email };
    const list = await SELF.fetch("http://localhost/admin/licences", { headers: { Cookie: admin.cookie } });
    expect(await list.text()).toContain("Эрдэм сургууль");
    expect((await postForm("/admin/licences", { intent: "extend", id: String(licence.id), days: "0" }, admin.cookie)).status).toBe(400);
    expect((await postForm("/admin/licences", { intent: "extend", id: String(licence.id), days: "10" }, admin.cookie)).status).toBe(200);
    expect(await userEndAt(student.id)).toBe(licence.endAt + 10 * DAY_MS);
    expect(await refundLicence(db(), actor, licence.id)).toEqual({ ok: true });
    expect(await refundLicence(db(), actor, licence.id)).toEqual({ ok: false, reason: "refunded" });
    expect(await userEndAt(student.id)).toBeNull();
    const audit = await auditRowsFor("class", String(found.id));
    expect(audit.map((r) => r.action).sort()).toEqual(["school.extend", "school.refund"]);
  });
});

describe("licences that follow each other and add up", () => {
  it("adds a new licence's seats at once, starts a renewal at the class's last end, each credited once", async () => {
    const { teacher, found, students } = await classWithStudents(4);
    const first = await paidSchoolBill(teacher.id, found, 2, 1);
    await callback(await callbackPath(first.invoiceId));
    expect(await Promise.all(students.map((s) => active(s.id)))).toEqual([true, true, false, false]);

    // One more seat for two months, from today: 3 seats now.
    const topUp = await paidSchoolBill(teacher.id, found, 1, 2, "now");
    await callback(await callbackPath(topUp.invoiceId));
    const [a, b] = (await licencesOf(found.id)).sort((x, y) => x.endAt - y.endAt);
    expect(await Promise.all(students.map((s) => userEndAt(s.id)))).toEqual([b.endAt, a.endAt, a.endAt, null]);

    // A renewal for the whole class starts when the last licence ends; the callback's replay adds nothing.
    const renewal = await paidSchoolBill(teacher.id, found, 4, 1, "renewal");
    expect(await invoiceRow(renewal.invoiceId)).toMatchObject({ plan: "school-renewal" });
    const path = await callbackPath(renewal.invoiceId);
    await Promise.all([callback(path), callback(path), checkBill(env, teacher.id, renewal.invoiceId)]);
    const licences = await licencesOf(found.id);
    expect(licences).toHaveLength(3);
    const c = licences.find((l) => l.key === `invoice:${renewal.invoiceId}`)!;
    expect(c).toMatchObject({ seats: 4, startAt: b.endAt, endAt: b.endAt + 30 * DAY_MS, begunAt: null });
    // Students seated now go on without a gap; the 4th has no seat until the renewal starts.
    expect(await Promise.all(students.map((s) => userEndAt(s.id)))).toEqual([c.endAt, a.endAt, a.endAt, null]);
    const plan = await classPlan(db(), found.id, Date.now());
    expect(plan).toMatchObject({ seats: 3, coveredUntil: c.endAt, counts: { used: 3, free: 0, over: 1 } });
    expect(plan.licences.map((l) => l.status)).toEqual(["scheduled", "running", "running"]);
    // No "ends in 3 days" for a licence a renewal carries on.
    await warnEndingLicences(env, b.endAt - 2 * DAY_MS);
    const notes = await db().all<{ ckey: string }>(sql`SELECT ckey FROM notifications WHERE user_id = ${teacher.id} AND ckey LIKE 'schoolEnding:%'`);
    expect(notes).toEqual([]);

    // The cron starts the renewal once: every student has a seat from then on.
    expect(await startScheduledLicences(env, c.startAt + 1)).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(students.map((s) => userEndAt(s.id)))).toEqual([c.endAt, c.endAt, c.endAt, c.endAt]);
    expect((await licencesOf(found.id)).find((l) => l.id === c.id)?.begunAt).toBe(c.startAt + 1);
    expect(await startScheduledLicences(env, c.startAt + 2)).toBe(0);

    // The archive confirmation says the licence runs on to its end (the seats now, and that end).
    expect(await licenceAtArchive(db(), found.id, c.startAt + 1)).toEqual({ seats: 4, until: c.endAt });
    expect(await licenceAtArchive(db(), found.id, c.endAt)).toBeNull();
  });
});

describe("school coupons and the teacher's warning", () => {
  it("redeems a school coupon once for the class, never as a personal coupon", async () => {
    const { teacher, found, students } = await classWithStudents(2);
    const code = generateCouponCode((bytes) => crypto.getRandomValues(bytes));
    await db().insert(coupons).values({ code, months: 3, seats: 10 });
    expect(await redeemCoupon(env.DB, students[0].id, code)).toEqual({ ok: false });
    const results = await Promise.all([redeemSchoolCoupon(db(), teacher.id, found.id, code), redeemSchoolCoupon(db(), teacher.id, found.id, code)]);
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, seats: 10, months: 3 }]);
    expect(await licencesOf(found.id)).toMatchObject([{ seats: 10, months: 3, source: "coupon" }]);
    for (const s of students) expect(await active(s.id)).toBe(true);
  });

  it("tells the teacher once, 3 days before the licence ends", async () => {
    const { teacher, found } = await classWithStudents(1);
    const bill = await paidSchoolBill(teacher.id, found, 1);
    await callback(await callbackPath(bill.invoiceId));
    const [licence] = await licencesOf(found.id);
    const at = licence.endAt - 2 * DAY_MS;
    expect(await warnEndingLicences(env, at)).toBeGreaterThanOrEqual(1);
    expect(await warnEndingLicences(env, at + 60_000)).toBe(0);
    const notes = await db().all<{ ckey: string }>(sql`SELECT ckey FROM notifications WHERE user_id = ${teacher.id} AND type = 'subscription'`);
    expect(notes).toEqual([{ ckey: `schoolEnding:${licence.id}:${licence.endAt}` }]);
  });
});

describe("the access SQL and the pure rules agree", () => {
  // ADR 041 keeps the rule twice on purpose: pure functions (school-plans.ts) for what the pages say, and
  // one SQL expression as the only writer of users.end_at. Random classes check that they never differ.
  it("on random licences, joining orders, departures, refunds and personal plans", { timeout: 120_000 }, async () => {
    const { teacher, found, students } = await classWithStudents(5);
    const now = 50 * DAY_MS;
    // Days from 1: the SQL reads an end of 0 (1 January 1970) as none, the pure rule as 0 — both no access.
    const day = fc.integer({ min: 1, max: 100 }).map((d) => d * DAY_MS);
    // Licences around `now` (day 50), so that most runs have seats running, ending and following on; one
    // in five refunded.
    const licence = fc.record({
      seats: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 20, max: 60 }).map((d) => d * DAY_MS),
      days: fc.integer({ min: 1, max: 40 }),
      refunded: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    });
    const member = fc.record({ joinedAt: fc.integer({ min: 0, max: 3 }), left: fc.boolean(), personalEnd: fc.option(day, { nil: null }) });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(licence, { maxLength: 4 }), fc.array(member, { minLength: 5, maxLength: 5 }), async (drawn, members) => {
        run++;
        const rows = drawn.map((l, i) => ({
          classId: found.id,
          buyerId: teacher.id,
          source: "payment" as const,
          key: `property:${found.id}:${run}:${i}`,
          seats: l.seats,
          months: 1,
          startAt: l.start,
          endAt: l.start + l.days * DAY_MS,
          refundedAt: l.refunded ? l.start : null,
        }));
        await db().batch([
          db().delete(schoolLicences).where(eq(schoolLicences.classId, found.id)),
          db()
            .delete(accessGrants)
            .where(sql`${accessGrants.key} LIKE ${`property:${found.id}:%`}`),
          ...(rows.length > 0 ? [db().insert(schoolLicences).values(rows)] : []),
          ...students.map((s, i) =>
            db()
              .update(classMembers)
              .set({ joinedAt: members[i].joinedAt, leftAt: members[i].left ? 1 : null })
              .where(sql`${classMembers.classId} = ${found.id} AND ${classMembers.userId} = ${s.id}`),
          ),
          ...students.flatMap((s, i) => {
            const end = members[i].personalEnd;
            return end === null
              ? []
              : [
                  db()
                    .insert(accessGrants)
                    .values({ userId: s.id, source: "admin", key: `property:${found.id}:${run}:u${i}`, days: 1, endAfter: end }),
                ];
          }),
        ]);
        await refreshAccess(db(), { classId: found.id, now });

        const present = students.map((s, i) => ({ userId: s.id, joinedAt: members[i].joinedAt, left: members[i].left })).filter((m) => !m.left);
        const { seated, unseated } = seatHolders(present, present.length);
        const ranked = [...seated, ...unseated];
        for (const [i, s] of students.entries()) {
          const rank = ranked.findIndex((m) => m.userId === s.id);
          const schoolEnd = rank < 0 ? null : schoolEndFor(rank, rows, now);
          const personal = members[i].personalEnd ?? (await personalEnd(db(), s.id));
          expect([i, await userEndAt(s.id)]).toEqual([i, effectiveAccessEnd(personal, schoolEnd)]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
