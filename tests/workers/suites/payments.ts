import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb } from "~/db/client.server";
import { invoices } from "~/db/schema";
import {
  checkBill,
  createBill,
  creditInvoice,
  handleQPayCallback,
  hashCallbackToken,
  paymentsContext,
  reconcileOpenBills,
} from "~/models/billing/payments.server";
import { QPayError, type QPayClient } from "~/services/qpay.server";
import {
  callbackPath,
  createPayingUser,
  emulatedInvoice,
  failNextCheck,
  failNextInvoice,
  invoiceRow,
  payAtEmulator,
  paymentsFor,
  userEndAt,
} from "../support/qpay";

async function newBill(userId: number, level: unknown = "plan1") {
  const bill = await createBill(env, userId, level);
  if (!bill.ok) throw new Error(`createBill failed: ${bill.error.key}`);
  return bill;
}

const callback = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`);
  return { status: res.status, body: await res.text() };
};

describe("creating a bill", () => {
  it("creates the invoice at QPay with the plan's amount and an unguessable callback token", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id, "plan1");
    expect(bill).toMatchObject({ plan: "plan1", amount: 9_900, days: 30 });
    expect(bill.qr.text).toContain(bill.qpayInvoiceId);
    expect(bill.urls.length).toBeGreaterThan(0);
    expect(bill.urls[0]).toMatchObject({ name: expect.any(String), link: expect.stringContaining("://") });

    const remote = await emulatedInvoice(bill.invoiceId);
    expect(remote).toMatchObject({ invoice_id: bill.qpayInvoiceId, amount: 9_900, status: "OPEN" });
    const url = new URL(remote.callback_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.PUBLIC_BASE_URL}/api/purchase/qpay-callback`);
    const token = url.searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    const row = await invoiceRow(bill.invoiceId);
    expect(row).toMatchObject({ userId: user.id, plan: "plan1", amount: 9_900, days: 30, status: "created", qpayInvoiceId: bill.qpayInvoiceId });
    // Only the hash is stored, so a database leak does not leak working callback URLs.
    expect(row!.callbackTokenHash).toBe(await hashCallbackToken(token));
    expect(row!.callbackTokenHash).not.toContain(token);
  });

  it("sells the 90-day plan for 14,900 and refuses the free plan and unknown levels", async () => {
    const user = await createPayingUser();
    expect(await newBill(user.id, 2)).toMatchObject({ plan: "plan2", amount: 14_900, days: 90 });
    for (const level of ["plan0", "plan9", 0, null]) {
      expect(await createBill(env, user.id, level)).toEqual({ ok: false, error: { kind: "invalid", key: "payment.unknownPlan" } });
    }
  });

  it("reports QPay's refusal with a message and keeps the invoice as failed", async () => {
    const user = await createPayingUser();
    await failNextInvoice(user.id, "merchant is blocked");
    const result = await createBill(env, user.id, "plan1");
    expect(result).toEqual({ ok: false, error: { kind: "upstream", key: "payment.createFailed" } });
    const rows = await createDb(env.DB).select().from(invoices).where(eq(invoices.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "failed", qpayInvoiceId: null, amount: 9_900 });
  });

  it("cancels the user's earlier open bill at QPay when a new one is made", async () => {
    const user = await createPayingUser();
    const first = await newBill(user.id);
    const second = await newBill(user.id, "plan2");
    expect((await emulatedInvoice(first.invoiceId)).status).toBe("CANCELLED");
    expect((await invoiceRow(first.invoiceId))?.status).toBe("cancelled");
    expect((await emulatedInvoice(second.invoiceId)).status).toBe("OPEN");
  });

  it("credits, rather than cancels, an earlier bill that was paid meanwhile", async () => {
    const user = await createPayingUser();
    const first = await newBill(user.id);
    await payAtEmulator(first.invoiceId);
    await newBill(user.id);
    expect((await invoiceRow(first.invoiceId))?.status).toBe("paid");
    expect(await paymentsFor(first.invoiceId)).toHaveLength(1);
  });
});

describe("the QPay callback", () => {
  it("grants nothing for a forged token", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    await payAtEmulator(bill.invoiceId);
    for (const path of ["/api/purchase/qpay-callback?token=forged", "/api/purchase/qpay-callback", `/api/purchase/qpay-callback?token=${"x".repeat(43)}`]) {
      expect(await callback(path)).toEqual({ status: 404, body: "NOT_FOUND" });
    }
    expect(await userEndAt(user.id)).toBeNull();
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(0);
  });

  it("grants nothing when QPay says the invoice is not paid (a callback is only a prompt)", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    expect(await callback(await callbackPath(bill.invoiceId))).toEqual({ status: 409, body: "NOT_PAID" });
    expect(await userEndAt(user.id)).toBeNull();
    expect((await invoiceRow(bill.invoiceId))?.status).toBe("created");
  });

  it("answers 503 RETRY when QPay cannot be asked, grants nothing, and credits on QPay's next call", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    await payAtEmulator(bill.invoiceId);
    const path = await callbackPath(bill.invoiceId);
    await failNextCheck(bill.invoiceId, "maintenance");
    expect(await callback(path)).toEqual({ status: 503, body: "RETRY" });
    expect(await userEndAt(user.id)).toBeNull();
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(0);
    expect(await callback(path)).toEqual({ status: 200, body: "SUCCESS" });
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(1);
    expect(await userEndAt(user.id)).not.toBeNull();
  });

  it("grants exactly once when ten callbacks for one paid invoice arrive at the same time", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    await payAtEmulator(bill.invoiceId);
    const path = await callbackPath(bill.invoiceId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(path)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ status: 200, body: "SUCCESS" })));

    const rows = await paymentsFor(bill.invoiceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, amount: 9_900, days: 30, endAtBefore: null });
    expect(rows[0].endAtAfter).toBe(rows[0].createdAt + 30 * DAY_MS);
    expect(await userEndAt(user.id)).toBe(rows[0].endAtAfter);
    expect((await invoiceRow(bill.invoiceId))?.status).toBe("paid");

    // And a late duplicate is still answered SUCCESS without a second grant.
    expect(await callback(path)).toEqual({ status: 200, body: "SUCCESS" });
    expect(await userEndAt(user.id)).toBe(rows[0].endAtAfter);
  });

  it("grants exactly once when callbacks and polls race each other", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id, "plan2");
    await payAtEmulator(bill.invoiceId);
    const path = await callbackPath(bill.invoiceId);
    await Promise.all([...Array.from({ length: 6 }, () => callback(path)), ...Array.from({ length: 6 }, () => checkBill(env, user.id, bill.invoiceId))]);
    const rows = await paymentsFor(bill.invoiceId);
    expect(rows).toHaveLength(1);
    expect(await userEndAt(user.id)).toBe(rows[0].createdAt + 90 * DAY_MS);
  });

  it("grants nothing when the amount paid is not the amount billed", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    await payAtEmulator(bill.invoiceId, 5_000);
    expect(await callback(await callbackPath(bill.invoiceId))).toEqual({ status: 409, body: "AMOUNT_MISMATCH" });
    expect(await checkBill(env, user.id, bill.invoiceId)).toEqual({ status: "unpaid" });
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(0);
    expect(await userEndAt(user.id)).toBeNull();
  });

  it("answers 503 so QPay calls again when QPay's check cannot be reached", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    const token = new URL((await emulatedInvoice(bill.invoiceId)).callback_url).searchParams.get("token");
    const down = () => Promise.reject(new QPayError("QPay unreachable", 502, "UNREACHABLE"));
    const unreachable: QPayClient = { createInvoice: down, checkPayment: down, cancelInvoice: down };
    const result = await handleQPayCallback(env, token, { qpay: unreachable, publicBaseUrl: "http://unused" });
    expect(result).toBe("qpay_unavailable");
    expect(await userEndAt(user.id)).toBeNull();
  });
});

describe("polling the bill", () => {
  it("credits when the callback never came, and a later callback changes nothing", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    expect(await checkBill(env, user.id, bill.invoiceId)).toEqual({ status: "unpaid" });
    await payAtEmulator(bill.invoiceId);
    const polled = await checkBill(env, user.id, bill.invoiceId);
    const rows = await paymentsFor(bill.invoiceId);
    expect(rows).toHaveLength(1);
    expect(polled).toEqual({ status: "paid", endAt: rows[0].endAtAfter });

    expect(await callback(await callbackPath(bill.invoiceId))).toEqual({ status: 200, body: "SUCCESS" });
    expect(await checkBill(env, user.id, bill.invoiceId)).toEqual({ status: "paid", endAt: rows[0].endAtAfter });
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(1);
  });

  it("grants nothing to another user polling someone else's invoice", async () => {
    const owner = await createPayingUser();
    const other = await createPayingUser();
    const bill = await newBill(owner.id);
    await payAtEmulator(bill.invoiceId);
    expect(await checkBill(env, other.id, bill.invoiceId)).toBeNull();
    expect(await userEndAt(other.id)).toBeNull();
    // The stranger's poll did not even prompt a check: the owner's bill is untouched until the owner polls.
    expect((await invoiceRow(bill.invoiceId))?.status).toBe("created");
    expect(await checkBill(env, owner.id, bill.invoiceId)).toMatchObject({ status: "paid" });
    expect(await checkBill(env, other.id, bill.invoiceId)).toBeNull();
    expect(await userEndAt(other.id)).toBeNull();
  });

  it("credits the invoice's owner, never the caller, whoever presents the callback token", async () => {
    const owner = await createPayingUser();
    const other = await createPayingUser();
    const bill = await newBill(owner.id);
    await payAtEmulator(bill.invoiceId);
    expect(await callback(await callbackPath(bill.invoiceId))).toEqual({ status: 200, body: "SUCCESS" });
    expect(await userEndAt(owner.id)).not.toBeNull();
    expect(await userEndAt(other.id)).toBeNull();
  });
});

describe("the end date", () => {
  it("extends from the current end while the subscription is still running", async () => {
    const end = Date.now() + 10 * DAY_MS;
    const user = await createPayingUser(end);
    const bill = await newBill(user.id, "plan2");
    await payAtEmulator(bill.invoiceId);
    await checkBill(env, user.id, bill.invoiceId);
    expect(await userEndAt(user.id)).toBe(end + 90 * DAY_MS);
    expect((await paymentsFor(bill.invoiceId))[0]).toMatchObject({ endAtBefore: end, endAtAfter: end + 90 * DAY_MS });
  });

  it("extends from now when the subscription has expired", async () => {
    const user = await createPayingUser(Date.now() - 5 * DAY_MS);
    const bill = await newBill(user.id, "plan1");
    await payAtEmulator(bill.invoiceId);
    await checkBill(env, user.id, bill.invoiceId);
    const [row] = await paymentsFor(bill.invoiceId);
    expect(await userEndAt(user.id)).toBe(row.createdAt + 30 * DAY_MS);
    expect(row.endAtBefore).toBeLessThan(row.createdAt);
  });

  it("adds both when two different bills are paid", async () => {
    const user = await createPayingUser();
    const first = await newBill(user.id, "plan1");
    await payAtEmulator(first.invoiceId);
    await checkBill(env, user.id, first.invoiceId);
    const second = await newBill(user.id, "plan2");
    await payAtEmulator(second.invoiceId);
    await checkBill(env, user.id, second.invoiceId);
    const [a] = await paymentsFor(first.invoiceId);
    expect(await userEndAt(user.id)).toBe(a.endAtAfter + 90 * DAY_MS);
    // A late duplicate callback of the first bill must not put the end date back to its own result.
    expect(await callback(await callbackPath(first.invoiceId))).toEqual({ status: 200, body: "SUCCESS" });
    expect(await userEndAt(user.id)).toBe(a.endAtAfter + 90 * DAY_MS);
  });

  it("ignores a racing credit that read the invoice before another one committed", async () => {
    const user = await createPayingUser();
    const first = await newBill(user.id, "plan1");
    const stale = (await invoiceRow(first.invoiceId))!; // read while still 'created'
    await payAtEmulator(first.invoiceId);
    await checkBill(env, user.id, first.invoiceId);
    const second = await newBill(user.id, "plan2");
    await payAtEmulator(second.invoiceId);
    await checkBill(env, user.id, second.invoiceId);
    const both = await userEndAt(user.id);
    // The SQL guards, not the early "already paid" read, must stop this one.
    expect(stale.status).toBe("created");
    expect(await creditInvoice(paymentsContext(env), stale)).toMatchObject({ status: "already_paid", endAt: both });
    expect(await userEndAt(user.id)).toBe(both);
    expect(await paymentsFor(first.invoiceId)).toHaveLength(1);
  });
});

describe("the reconciling cron", () => {
  it("credits a paid bill whose callback was lost and whose payer left", async () => {
    const user = await createPayingUser();
    const bill = await newBill(user.id);
    await payAtEmulator(bill.invoiceId);
    await reconcileOpenBills(env, Date.now() + 3 * 60_000);
    expect((await invoiceRow(bill.invoiceId))?.status).toBe("paid");
    expect(await paymentsFor(bill.invoiceId)).toHaveLength(1);
  });
});
