// Bills as the admin sees them (issue 18): the list, QPay's answer for one bill, and the manual
// reconcile, which credits through creditInvoice — the callback's own function (ADR 007) — so a bill
// is credited exactly once however many times the admin, QPay and the cron ask.
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { BILLS_PAGE_SIZE, type BillFilter } from "~/core/admin/admin-payments";
import { createDb, type Db } from "~/db/client.server";
import { invoices, users } from "~/db/schema";
import { creditInvoice, paymentsContext, type CreditOutcome } from "~/models/billing/payments.server";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { QPayError, type QPayPayment } from "~/services/qpay.server";

export async function listBills(db: Db, filter: BillFilter) {
  const page = filter.page ?? 1;
  const where: SQL[] = [];
  if (filter.status) where.push(eq(invoices.status, filter.status));
  if (filter.q) {
    const q = filter.q.toLowerCase();
    where.push(or(eq(invoices.id, filter.q), eq(invoices.qpayInvoiceId, filter.q), sql`instr(${users.email}, ${q}) > 0`)!);
  }
  const rows = await db
    .select({
      id: invoices.id,
      userId: invoices.userId,
      email: users.email,
      name: users.name,
      plan: invoices.plan,
      amount: invoices.amount,
      days: invoices.days,
      status: invoices.status,
      qpayInvoiceId: invoices.qpayInvoiceId,
      createdAt: invoices.createdAt,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(invoices.createdAt))
    .limit(BILLS_PAGE_SIZE + 1)
    .offset((page - 1) * BILLS_PAGE_SIZE);
  return { bills: rows.slice(0, BILLS_PAGE_SIZE), page, hasMore: rows.length > BILLS_PAGE_SIZE };
}

export type BillCheck =
  | { status: "checked"; invoiceId: string; paidAmount: number; rows: QPayPayment[] }
  | { status: "not_found" | "no_qpay_invoice" | "qpay_unavailable"; invoiceId: string };

/** What QPay says about one bill, changing nothing. */
export async function checkBillAtQPay(env: Env, invoiceId: string): Promise<BillCheck> {
  const invoice = await createDb(env.DB).query.invoices.findFirst({ where: eq(invoices.id, invoiceId) });
  if (!invoice) return { status: "not_found", invoiceId };
  if (!invoice.qpayInvoiceId) return { status: "no_qpay_invoice", invoiceId };
  try {
    const check = await paymentsContext(env).qpay.checkPayment(invoice.qpayInvoiceId);
    return { status: "checked", invoiceId, paidAmount: check.paidAmount, rows: check.rows };
  } catch (error) {
    if (!(error instanceof QPayError)) throw error;
    return { status: "qpay_unavailable", invoiceId };
  }
}

export type ReconcileResult = { invoiceId: string; status: CreditOutcome["status"] | "not_found" | "qpay_unavailable" };

/**
 * Credits the bill if QPay says it is paid in full. The audit row is written in the credit's own batch
 * and only when this call credited, so a bill has at most one reconcile row.
 */
export async function reconcileBill(env: Env, admin: Pick<AuthUser, "id" | "email">, invoiceId: string): Promise<ReconcileResult> {
  const invoice = await createDb(env.DB).query.invoices.findFirst({ where: eq(invoices.id, invoiceId) });
  if (!invoice) return { invoiceId, status: "not_found" };
  try {
    const outcome = await creditInvoice(paymentsContext(env), invoice, {
      actor: admin,
      action: "payment.reconcile",
      targetType: "invoice",
      targetId: invoice.id,
      // The end date before the credit, as the credit's own payments row recorded it.
      before: sql`json_object('status', ${invoice.status}, 'userId', ${invoice.userId}, 'endAt', (SELECT end_at_before FROM payments WHERE invoice_id = ${invoice.id}))`,
      after: sql`json_object('status', 'paid', 'userId', ${invoice.userId}, 'endAt', (SELECT end_at FROM users WHERE id = ${invoice.userId}))`,
    });
    return { invoiceId, status: outcome.status };
  } catch (error) {
    if (!(error instanceof QPayError)) throw error;
    return { invoiceId, status: "qpay_unavailable" };
  }
}
