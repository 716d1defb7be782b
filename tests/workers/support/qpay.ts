// Helpers for tests that pay: users made straight in D1, and the QPay emulator's control routes
// (the Worker's outbound fetch reaches the emulator; see vitest.config.ts).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { accessGrants, invoices, payments, users } from "~/db/schema";

/** A user whose plan ends at `endAt`, written as the ledger would hold it (ADR 041: a legacy grant row). */
export async function createPayingUser(endAt: number | null = null) {
  const db = createDb(env.DB);
  const [user] = await db
    .insert(users)
    .values({ name: "Төлөгч", email: `payer-${crypto.randomUUID()}@example.mn`, endAt })
    .returning();
  if (endAt !== null) await db.insert(accessGrants).values({ userId: user.id, source: "legacy", key: `legacy:${user.id}`, days: 0, endAfter: endAt });
  return user;
}

export async function userEndAt(userId: number) {
  const row = await createDb(env.DB).query.users.findFirst({ where: eq(users.id, userId) });
  return row?.endAt ?? null;
}

export async function paymentsFor(invoiceId: string) {
  return createDb(env.DB).select().from(payments).where(eq(payments.invoiceId, invoiceId));
}

export async function invoiceRow(invoiceId: string) {
  return createDb(env.DB).query.invoices.findFirst({ where: eq(invoices.id, invoiceId) });
}

const emulator = (path: string, init?: RequestInit) => fetch(`${env.QPAY_BASE_URL}${path}`, init);

export interface EmulatedInvoice {
  invoice_id: string;
  sender_invoice_no: string;
  amount: number;
  /** What the payer's bank app shows. */
  invoice_description: string;
  callback_url: string;
  status: string;
}

/** The emulator's copy of our invoice (found by our id, QPay's sender_invoice_no). */
export async function emulatedInvoice(ourInvoiceId: string): Promise<EmulatedInvoice> {
  const all = await (await emulator("/emulator/invoices")).json<EmulatedInvoice[]>();
  const found = all.find((i) => i.sender_invoice_no === ourInvoiceId);
  if (!found) throw new Error(`The emulator has no invoice ${ourInvoiceId}`);
  return found;
}

/** Pays the invoice at the emulator (the invoice amount unless told otherwise); it never calls back in tests. */
export async function payAtEmulator(ourInvoiceId: string, amount?: number) {
  const res = await emulator(`/emulator/invoices/${ourInvoiceId}/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ callback: false, ...(amount === undefined ? {} : { amount }) }),
  });
  if (!res.ok) throw new Error(`The emulator refused to pay ${ourInvoiceId}: ${res.status}`);
}

async function control(path: string, body: Record<string, unknown>) {
  const res = await emulator(path, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`The emulator refused ${path}: ${res.status} ${await res.text()}`);
}

/** QPay refuses this user's next invoice (only theirs: other test files share the emulator). */
export async function failNextInvoice(userId: number, message: string) {
  await control("/emulator/fail-next-invoice", { receiver: String(userId), message });
}

/** QPay answers 500 to the next payment check of this invoice (ours or QPay's id). */
export async function failNextCheck(invoiceId: string, message: string) {
  await control("/emulator/fail-next-check", { invoice: invoiceId, message });
}

/** The callback path and query QPay would call, as the emulator holds it. */
export async function callbackPath(ourInvoiceId: string) {
  const url = new URL((await emulatedInvoice(ourInvoiceId)).callback_url);
  return `${url.pathname}${url.search}`;
}
