// Issue 18: the admin's payments screen. A manual reconcile credits through the callback's own function
// (ADR 007), exactly once however often it is pressed or raced by the callback, and writes one audit row
// only when it credited; the QPay check changes nothing.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "~/core/billing/subscription";
import { createBill } from "~/models/billing/payments.server";
import { createTestUser } from "../support/auth";
import { auditRowsFor, postForm } from "../support/admin";
import { callbackPath, invoiceRow, payAtEmulator, paymentsFor, userEndAt } from "../support/qpay";

async function newBill(userId: number) {
  const bill = await createBill(env, userId, "plan1");
  if (!bill.ok) throw new Error(`createBill failed: ${bill.error.key}`);
  return bill;
}

const reconcile = (invoiceId: string, cookie: string) => postForm("/admin/payments", { intent: "reconcile", invoiceId }, cookie);
const check = (invoiceId: string, cookie: string) => postForm("/admin/payments", { intent: "check", invoiceId }, cookie);

describe("the bills list", () => {
  it("lists a learner's bill with its status, found by e-mail and by status", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser();
    const bill = await newBill(user.id);
    const html = await (
      await SELF.fetch(`http://localhost/admin/payments?q=${encodeURIComponent(user.email)}&status=created`, { headers: { Cookie: admin.cookie } })
    ).text();
    expect(html).toContain(bill.invoiceId);
    expect(html).toContain("Хүлээгдэж буй");
    const paidOnly = await (
      await SELF.fetch(`http://localhost/admin/payments?q=${encodeURIComponent(user.email)}&status=paid`, { headers: { Cookie: admin.cookie } })
    ).text();
    expect(paidOnly).not.toContain(bill.invoiceId);
  });
});

describe("checking a bill at QPay", () => {
  it("shows what QPay says and changes nothing", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: null });
    const bill = await newBill(user.id);
    expect(await (await check(bill.invoiceId, admin.cookie)).text()).toContain("QPay: төлбөр алга.");
    await payAtEmulator(bill.invoiceId);
    const res = await check(bill.invoiceId, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/QPay: 1 төлбөр, нийт 9[,  ]?900₮\./);
    expect((await invoiceRow(bill.invoiceId))?.status).toBe("created");
    expect(await userEndAt(user.id)).toBeNull();
    expect(await auditRowsFor("invoice", bill.invoiceId)).toHaveLength(0);
  });
});

describe("a manual reconcile", () => {
  it("credits a paid bill once, with one audit row, however often it is pressed and whatever the callback does", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: null });
    const bill = await newBill(user.id);

    const unpaid = await reconcile(bill.invoiceId, admin.cookie);
    expect(await unpaid.text()).toContain("QPay төлөгдөөгүй гэж хариуллаа.");
    expect(await auditRowsFor("invoice", bill.invoiceId)).toHaveLength(0);

    await payAtEmulator(bill.invoiceId);
    const before = Date.now();
    // Two admins press at once: one credit, one row.
    const [a, b] = await Promise.all([reconcile(bill.invoiceId, admin.cookie), reconcile(bill.invoiceId, admin.cookie)]);
    const texts = [await a.text(), await b.text()];
    expect(texts.filter((t) => t.includes("Төлбөрийг тулгаж, эрхийг сунгалаа."))).toHaveLength(1);
    expect(texts.filter((t) => t.includes("Энэ нэхэмжлэхийн эрх өмнө нь сунгагдсан."))).toHaveLength(1);

    const endAt = (await userEndAt(user.id))!;
    expect(endAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(1);
    const rows = await auditRowsFor("invoice", bill.invoiceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "payment.reconcile", actorId: admin.user.id });
    expect(JSON.parse(rows[0].before!)).toEqual({ status: "created", userId: user.id, endAt: null });
    expect(JSON.parse(rows[0].after!)).toEqual({ status: "paid", userId: user.id, endAt });

    // Pressed again, and QPay's late callback: nothing more.
    expect(await (await reconcile(bill.invoiceId, admin.cookie)).text()).toContain("Энэ нэхэмжлэхийн эрх өмнө нь сунгагдсан.");
    expect((await SELF.fetch(`http://localhost${await callbackPath(bill.invoiceId)}`)).status).toBe(200);
    expect(await userEndAt(user.id)).toBe(endAt);
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(1);
    expect(await auditRowsFor("invoice", bill.invoiceId)).toHaveLength(1);
  });

  it("does nothing to a bill the callback already credited", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { user } = await createTestUser({ endAt: null });
    const bill = await newBill(user.id);
    await payAtEmulator(bill.invoiceId);
    expect((await SELF.fetch(`http://localhost${await callbackPath(bill.invoiceId)}`)).status).toBe(200);
    const endAt = await userEndAt(user.id);
    expect(await (await reconcile(bill.invoiceId, admin.cookie)).text()).toContain("Энэ нэхэмжлэхийн эрх өмнө нь сунгагдсан.");
    expect(await userEndAt(user.id)).toBe(endAt);
    expect(await auditRowsFor("invoice", bill.invoiceId)).toHaveLength(0);
  });

  it("refuses an unknown bill with 404 and a missing id with 400", async () => {
    const admin = await createTestUser({ role: "admin" });
    const unknown = await reconcile("no-such-bill", admin.cookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Нэхэмжлэх олдсонгүй.");
    expect((await postForm("/admin/payments", { intent: "reconcile" }, admin.cookie)).status).toBe(400);
  });
});
