// QPay bills and the one credit function that both the callback and the browser's polling use.
// Money is never lost and never granted twice: QPay's own check decides whether an invoice is paid
// (a callback is only a prompt), and the grant is one D1 batch keyed by the unique invoice id.
import { and, desc, eq, gt, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { DomainError } from "~/core/contracts/errors";
import { notificationKey } from "~/core/social/notifications";
import { purchasablePlan } from "~/core/billing/plans";
import { DAYS_PER_SCHOOL_MONTH, SCHOOL_PLAN, SCHOOL_RENEWAL_PLAN, schoolQuote, type LicenceStart } from "~/core/billing/school-plans";
import { DAY_MS } from "~/core/billing/subscription";
import { createDb, type Db } from "~/db/client.server";
import { classes, invoices, payments, schoolLicences, users } from "~/db/schema";
import { grantAccess, licenceStartSql, personalEndSql } from "./access.server";
import { translator } from "~/i18n";
import { recordAuditIf, type AuditEntry } from "~/models/admin/audit.server";
import { notify, type NewNotification } from "~/models/social/notifications.server";
import { QPayError, qpayFromEnv, type BankLink, type QPayClient } from "~/services/qpay.server";
import { logError, logWarn } from "~/services/log.server";

export const CALLBACK_PATH = "/api/purchase/qpay-callback";
/** Open bills older than this are no longer superseded or reconciled: QPay's QR has long expired. */
const OPEN_BILL_WINDOW_MS = DAY_MS;

export interface PaymentsDeps {
  qpay?: QPayClient;
  publicBaseUrl?: string;
  now?: () => number;
}

export interface PaymentsContext {
  db: Db;
  qpay: QPayClient;
  publicBaseUrl: string;
  now: () => number;
  /** Tells the payer, once per credited invoice (a notification, pushed live). */
  announce: (input: NewNotification) => Promise<unknown>;
}

/** The database, QPay client and clock the functions below use (tests pass their own deps). */
export function paymentsContext(env: Env, deps: PaymentsDeps = {}): PaymentsContext {
  const fromEnv = deps.qpay && deps.publicBaseUrl ? null : qpayFromEnv(env);
  const db = createDb(env.DB);
  return {
    db,
    announce: (input) => notify(env, db, input),
    qpay: deps.qpay ?? fromEnv!.client,
    publicBaseUrl: deps.publicBaseUrl ?? fromEnv!.config.publicBaseUrl,
    now: deps.now ?? Date.now,
  };
}

type InvoiceRow = typeof invoices.$inferSelect;

export type CreditOutcome = { status: "credited" | "already_paid"; endAt: number | null } | { status: "not_paid" | "amount_mismatch" };

/**
 * Asks QPay whether the invoice is paid and, if a PAID payment of exactly the invoice amount exists,
 * extends the owner's subscription from max(now, end_at) by the plan's days. Safe to call any number
 * of times, concurrently: only the first batch to commit grants anything.
 * Throws QPayError when QPay cannot answer (the caller decides whether to retry). `audit`: an admin's
 * reconcile (ADR 017), recorded in the credit's own batch when, and only when, it credits.
 */
export async function creditInvoice(ctx: PaymentsContext, invoice: InvoiceRow, audit?: AuditEntry): Promise<CreditOutcome> {
  if (invoice.status === "paid") return { status: "already_paid", endAt: await endAtOf(ctx.db, invoice.userId) };
  if (!invoice.qpayInvoiceId) return { status: "not_paid" };
  const check = await ctx.qpay.checkPayment(invoice.qpayInvoiceId);
  const paid = check.rows.filter((row) => row.status === "PAID");
  const exact = paid.find((row) => row.amount === invoice.amount);
  if (!exact) {
    if (paid.length > 0) {
      logWarn("payment.amount_mismatch", { invoice: invoice.id, paid: paid.map((p) => p.amount), billed: invoice.amount });
      return { status: "amount_mismatch" };
    }
    return { status: "not_paid" };
  }
  const now = ctx.now();
  const id = invoice.id;
  const paymentExists = sql`EXISTS (SELECT 1 FROM payments WHERE invoice_id = ${id})`;
  // One transaction (a D1 batch). The payments row is unique per invoice, so only the first batch
  // writes it; the grant (keyed by the invoice too) and the invoice status change only while the
  // invoice is not yet 'paid', which the same batch then sets. A second caller finds both and changes nothing.
  const unpaid = sql`EXISTS (SELECT 1 FROM invoices WHERE id = ${id} AND status <> 'paid')`;
  // School bills (ADR 041) grant a licence to the class; personal ones a ledger row to the payer.
  const start: LicenceStart = invoice.plan === SCHOOL_RENEWAL_PLAN ? "renewal" : "now";
  const grant =
    invoice.classId !== null && invoice.seats !== null
      ? grantAccess(ctx.db, {
          classId: invoice.classId,
          buyerId: invoice.userId,
          source: "payment",
          key: `invoice:${id}`,
          seats: invoice.seats,
          months: Math.round(invoice.days / DAYS_PER_SCHOOL_MONTH),
          amount: invoice.amount,
          start,
          guard: sql`${unpaid} AND ${paymentExists}`,
          now,
        })
      : grantAccess(ctx.db, {
          userId: invoice.userId,
          source: "payment",
          key: `payment:${id}`,
          days: invoice.days,
          guard: sql`${unpaid} AND ${paymentExists}`,
          now,
        });
  const credit = [
    ctx.db
      .insert(payments)
      .values({
        invoiceId: id,
        qpayPaymentId: exact.paymentId,
        userId: invoice.userId,
        amount: invoice.amount,
        days: invoice.days,
        endAtBefore: invoice.classId !== null ? null : sql`${personalEndSql(sql`${invoice.userId}`)}`,
        endAtAfter:
          invoice.classId !== null
            ? sql`${licenceStartSql(invoice.classId, start, now)} + ${invoice.days * DAY_MS}`
            : sql`MAX(${now}, COALESCE(${personalEndSql(sql`${invoice.userId}`)}, 0)) + ${invoice.days * DAY_MS}`,
        createdAt: now,
      })
      .onConflictDoNothing(),
    ...grant,
    ctx.db
      .update(invoices)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(invoices.id, id), ne(invoices.status, "paid"), paymentExists))
      .returning({ id: invoices.id }),
  ] as const;
  // An admin's manual reconcile writes its audit row in the same batch, only if this batch credited.
  const results = audit ? await ctx.db.batch([...credit, recordAuditIf(ctx.db, { ...audit, at: now }, sql`changes() = 1`)]) : await ctx.db.batch(credit);
  const marked = results[3];
  const endAt = await endAtOf(ctx.db, invoice.userId);
  if (marked.length !== 1) return { status: "already_paid", endAt };
  // Only the batch that marked the invoice paid gets here, and the key is the invoice: one notification.
  await ctx.announce({
    userId: invoice.userId,
    type: "payment",
    ckey: notificationKey.payment(id),
    params: invoice.classId !== null ? await schoolWords(ctx.db, invoice, now) : { via: "bill", date: endAt ?? now, days: invoice.days },
    now,
  });
  return { status: "credited", endAt };
}

/** A school bill's notification names the class, its seats and the licence's end (a renewal's is later). */
async function schoolWords(db: Db, invoice: InvoiceRow, now: number) {
  const [found, licence] = await Promise.all([
    db.query.classes.findFirst({ columns: { name: true }, where: eq(classes.id, invoice.classId!) }),
    db
      .select({ endAt: schoolLicences.endAt })
      .from(schoolLicences)
      .where(eq(schoolLicences.key, `invoice:${invoice.id}`))
      .get(),
  ]);
  return { via: "school", class: found?.name.slice(0, 80) ?? "", seats: invoice.seats ?? 0, date: licence?.endAt ?? now + invoice.days * DAY_MS };
}

async function endAtOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.query.users.findFirst({ columns: { endAt: true }, where: eq(users.id, userId) });
  return row?.endAt ?? null;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export async function hashCallbackToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export type CreateBillResult =
  | {
      ok: true;
      invoiceId: string;
      qpayInvoiceId: string;
      plan: string;
      amount: number;
      days: number;
      qr: { text: string; image: string | null; shortUrl: string | null };
      urls: BankLink[];
    }
  | { ok: false; error: CreateBillError };

/** An unknown plan is the caller's mistake; QPay not answering (or not configured) is upstream's. The route words them in the caller's language. */
export type CreateBillError = DomainError<"payment.unknownPlan", "invalid"> | DomainError<"payment.createFailed", "upstream">;

const UNKNOWN_PLAN = { kind: "invalid", key: "payment.unknownPlan" } as const;
const CREATE_FAILED = { kind: "upstream", key: "payment.createFailed" } as const;

/** Creates a QPay bill for one of the plans for sale; `level` is what the client sent. */
export async function createBill(env: Env, userId: number, level: unknown, deps?: PaymentsDeps): Promise<CreateBillResult> {
  const plan = purchasablePlan(level);
  if (!plan) return { ok: false, error: UNKNOWN_PLAN };
  // QPay shows the description to the payer in their bank app: always in Mongolian.
  const description = translator("mn")("payment.invoiceDescription", { days: plan.days });
  return issueBill(env, userId, { plan: plan.level, amount: plan.price, days: plan.days, description, classId: null, seats: null }, deps);
}

/** A school plan's bill (ADR 041): `seats` seats of the teacher's class for `months` months. */
export async function createSchoolBill(
  env: Env,
  teacherId: number,
  found: { id: number; name: string; school: string },
  seats: number,
  months: number,
  deps?: PaymentsDeps,
  start: LicenceStart = "now",
): Promise<CreateBillResult> {
  const quote = schoolQuote(seats, months);
  const description = translator("mn")("school.invoiceDescription", { school: found.school, class: found.name, seats, months }).slice(0, 255);
  // The bill remembers how its licence starts (its plan name), so the credit, whenever it comes, knows.
  const plan = start === "renewal" ? SCHOOL_RENEWAL_PLAN : SCHOOL_PLAN;
  return issueBill(env, teacherId, { plan, amount: quote.amount, days: quote.days, description, classId: found.id, seats }, deps);
}

interface BillOrder {
  plan: string;
  amount: number;
  days: number;
  description: string;
  classId: number | null;
  seats: number | null;
}

async function issueBill(env: Env, userId: number, order: BillOrder, deps?: PaymentsDeps): Promise<CreateBillResult> {
  let ctx: PaymentsContext;
  try {
    ctx = paymentsContext(env, deps);
  } catch (error) {
    logError("payment.settings", error);
    return { ok: false, error: CREATE_FAILED };
  }
  await supersedeOpenBills(ctx, userId);

  const id = crypto.randomUUID().replaceAll("-", "");
  // The callback URL is the only thing that lets a caller prompt a check of this invoice, so it
  // carries 256 random bits; only their hash is stored.
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await ctx.db.insert(invoices).values({
    id,
    userId,
    plan: order.plan,
    amount: order.amount,
    days: order.days,
    classId: order.classId,
    seats: order.seats,
    callbackTokenHash: await hashCallbackToken(token),
    createdAt: ctx.now(),
  });
  try {
    const bill = await ctx.qpay.createInvoice({
      senderInvoiceNo: id,
      receiverCode: String(userId),
      description: order.description,
      amount: order.amount,
      callbackUrl: `${ctx.publicBaseUrl}${CALLBACK_PATH}?token=${token}`,
    });
    await ctx.db.update(invoices).set({ qpayInvoiceId: bill.invoiceId, qrText: bill.qrText }).where(eq(invoices.id, id));
    return {
      ok: true,
      invoiceId: id,
      qpayInvoiceId: bill.invoiceId,
      plan: order.plan,
      amount: order.amount,
      days: order.days,
      qr: { text: bill.qrText, image: bill.qrImage, shortUrl: bill.shortUrl },
      urls: bill.urls,
    };
  } catch (error) {
    if (!(error instanceof QPayError)) throw error;
    logError("payment.create_refused", error, { invoice: id, qpayError: error.code });
    await ctx.db
      .update(invoices)
      .set({ status: "failed" })
      .where(and(eq(invoices.id, id), eq(invoices.status, "created")));
    return { ok: false, error: CREATE_FAILED };
  }
}

/**
 * A new bill replaces the user's earlier open ones: each is checked first (a paid one is credited,
 * a wrongly paid one is kept for support), the rest are cancelled at QPay so an old QR cannot be paid.
 * Best effort: a failure here must not stop the new bill.
 */
async function supersedeOpenBills(ctx: PaymentsContext, userId: number) {
  const open = await ctx.db.query.invoices.findMany({
    where: and(
      eq(invoices.userId, userId),
      eq(invoices.status, "created"),
      isNotNull(invoices.qpayInvoiceId),
      gt(invoices.createdAt, ctx.now() - OPEN_BILL_WINDOW_MS),
    ),
  });
  for (const invoice of open) {
    try {
      if ((await creditInvoice(ctx, invoice)).status !== "not_paid") continue;
      await ctx.qpay.cancelInvoice(invoice.qpayInvoiceId!);
      await ctx.db
        .update(invoices)
        .set({ status: "cancelled" })
        .where(and(eq(invoices.id, invoice.id), eq(invoices.status, "created")));
    } catch (error) {
      logWarn("payment.not_superseded", { invoice: invoice.id, error });
    }
  }
}

export type CheckBillResult = { status: "paid"; endAt: number | null } | { status: "unpaid" };

/**
 * The browser's poll (every 5 s while the QR is shown). Only the owner may poll an invoice; the same
 * credit function as the callback runs, so a lost callback still credits. Null: not this user's bill.
 */
export async function checkBill(env: Env, userId: number, invoiceId: string, deps?: PaymentsDeps): Promise<CheckBillResult | null> {
  const db = createDb(env.DB);
  const invoice = await db.query.invoices.findFirst({ where: and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)) });
  if (!invoice) return null;
  if (invoice.status === "paid") return { status: "paid", endAt: await endAtOf(db, userId) };
  const outcome = await creditInvoice(paymentsContext(env, deps), invoice);
  return outcome.status === "credited" || outcome.status === "already_paid" ? { status: "paid", endAt: outcome.endAt } : { status: "unpaid" };
}

export type CallbackResult = "credited" | "already_paid" | "not_paid" | "amount_mismatch" | "unknown_token" | "qpay_unavailable";

/** QPay's callback: the token finds the invoice, and QPay's check decides. */
export async function handleQPayCallback(env: Env, token: string | null, deps?: PaymentsDeps): Promise<CallbackResult> {
  if (!token || token.length > 200) return "unknown_token";
  const db = createDb(env.DB);
  const invoice = await db.query.invoices.findFirst({ where: eq(invoices.callbackTokenHash, await hashCallbackToken(token)) });
  if (!invoice) return "unknown_token";
  try {
    return (await creditInvoice(paymentsContext(env, deps), invoice)).status;
  } catch (error) {
    if (!(error instanceof QPayError)) throw error;
    logError("payment.callback_check_failed", error, { invoice: invoice.id, qpayError: error.code });
    return "qpay_unavailable";
  }
}

/**
 * Cron: bills still open after a few minutes are checked again, so a payment whose callback was lost
 * while the payer closed the page is still credited. A few per run, newest first, keep the cron short.
 */
export async function reconcileOpenBills(env: Env, now: number, limit = 10, deps?: PaymentsDeps): Promise<number> {
  let ctx: PaymentsContext;
  try {
    ctx = paymentsContext(env, { now: () => now, ...deps });
  } catch {
    return 0; // QPay is not configured here: nothing to reconcile.
  }
  const open = await ctx.db.query.invoices.findMany({
    where: and(
      eq(invoices.status, "created"),
      isNotNull(invoices.qpayInvoiceId),
      gt(invoices.createdAt, now - OPEN_BILL_WINDOW_MS),
      lt(invoices.createdAt, now - 2 * 60_000),
    ),
    orderBy: desc(invoices.createdAt),
    limit,
  });
  let credited = 0;
  for (const invoice of open) {
    try {
      if ((await creditInvoice(ctx, invoice)).status === "credited") credited++;
    } catch (error) {
      logWarn("payment.reconcile_failed", { invoice: invoice.id, error });
    }
  }
  return credited;
}
