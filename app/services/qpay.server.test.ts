// @vitest-environment node
// The client against the emulator's handler, with one fake clock for both, so token expiry is exact.
import { describe, expect, it } from "vitest";
import { createQPayEmulator, EMULATOR_DEFAULTS } from "../../scripts/qpay-emulator-core.mjs";
import { createQPayClient, expiryToEpochMs, QPayError, type QPayConfig } from "./qpay.server";

function setup(overrides: Partial<QPayConfig> = {}, emulatorOptions = {}) {
  const clock = { now: Date.UTC(2026, 10, 21, 3, 0, 0) };
  const emulator = createQPayEmulator({
    now: () => clock.now,
    callbacks: false,
    qrImage: false,
    tokenTtlSeconds: 3600,
    refreshTtlSeconds: 7200,
    ...emulatorOptions,
  });
  const config: QPayConfig = {
    // A base URL of its own per test: the token cache is keyed by it.
    baseUrl: `http://qpay-${crypto.randomUUID()}.test`,
    clientId: EMULATOR_DEFAULTS.clientId,
    clientSecret: EMULATOR_DEFAULTS.clientSecret,
    invoiceCode: EMULATOR_DEFAULTS.invoiceCode,
    publicBaseUrl: "https://bichee.example",
    amountScale: 1,
    ...overrides,
  };
  const client = createQPayClient(config, {
    now: () => clock.now,
    fetch: async (input, init) => emulator.handle(new Request(input, init)),
  });
  const invoice = (n = 1) => ({
    senderInvoiceNo: `inv-${crypto.randomUUID()}-${n}`,
    receiverCode: "42",
    description: "Бичээч: 30 хоногийн эрх",
    amount: 9_900,
    callbackUrl: "https://bichee.example/api/purchase/qpay-callback?token=t",
  });
  return { clock, emulator, client, invoice };
}

describe("QPay client", () => {
  it("creates an invoice, checks it and cancels another", async () => {
    const { client, emulator, invoice } = setup();
    const created = await client.createInvoice(invoice());
    expect(created).toMatchObject({ qrText: expect.any(String), qrImage: null, urls: expect.any(Array) });
    expect(created.urls[0]).toMatchObject({ name: "Khan bank", description: "Хаан банк", link: expect.stringMatching(/^khanbank:\/\//) });
    expect(await client.checkPayment(created.invoiceId)).toEqual({ count: 0, paidAmount: 0, rows: [] });
    await emulator.markPaid(created.invoiceId);
    const check = await client.checkPayment(created.invoiceId);
    expect(check).toMatchObject({ count: 1, paidAmount: 9_900, rows: [{ status: "PAID", amount: 9_900, paymentId: expect.any(String) }] });

    const other = await client.createInvoice(invoice(2));
    await client.cancelInvoice(other.invoiceId);
    expect(emulator.invoices.get(other.invoiceId)?.status).toBe("CANCELLED");
  });

  it("passes QPay's base64 QR image through when there is one", async () => {
    const { client, invoice } = setup({}, { qrImage: true });
    const created = await client.createInvoice(invoice());
    expect(created.qrImage).toMatch(/^iVBORw0KGgo/); // PNG signature in base64
  });

  it("logs in once and reuses the token until it is about to expire", async () => {
    const { client, emulator, invoice, clock } = setup();
    const a = await client.createInvoice(invoice(1));
    await client.checkPayment(a.invoiceId);
    clock.now += 58 * 60_000; // still more than the one-minute margin left
    await client.checkPayment(a.invoiceId);
    expect(emulator.stats).toMatchObject({ tokensIssued: 1, refreshes: 0, unauthorized: 0 });
  });

  it("refreshes an expiring access token with the refresh token", async () => {
    const { client, emulator, invoice, clock } = setup();
    const a = await client.createInvoice(invoice());
    clock.now += 59 * 60_000 + 1; // inside the margin: renew before QPay would refuse it
    await client.checkPayment(a.invoiceId);
    expect(emulator.stats).toMatchObject({ tokensIssued: 1, refreshes: 1, unauthorized: 0 });
  });

  it("logs in again when the refresh token has expired too", async () => {
    const { client, emulator, invoice, clock } = setup();
    const a = await client.createInvoice(invoice());
    clock.now += 3 * 3600_000;
    await client.checkPayment(a.invoiceId);
    expect(emulator.stats).toMatchObject({ tokensIssued: 2, refreshes: 0 });
  });

  it("logs in again and retries once when QPay refuses a token it had issued", async () => {
    const { client, emulator, invoice } = setup();
    const a = await client.createInvoice(invoice());
    await emulator.handle(new Request("http://x/emulator/tokens/expire?refresh=1", { method: "POST" }));
    expect((await client.checkPayment(a.invoiceId)).count).toBe(0);
    expect(emulator.stats).toMatchObject({ tokensIssued: 2, unauthorized: 1 });
  });

  it("sends and reads amounts in 1/100 when QPAY_AMOUNT_SCALE is 100", async () => {
    const { client, emulator, invoice } = setup({ amountScale: 100 });
    const created = await client.createInvoice(invoice());
    expect(emulator.invoices.get(created.invoiceId)?.amount).toBe(990_000);
    await emulator.markPaid(created.invoiceId);
    expect((await client.checkPayment(created.invoiceId)).rows[0].amount).toBe(9_900);
  });

  it("reports wrong credentials, refusals and outages as QPayError", async () => {
    const wrong = setup({ clientSecret: "not-the-secret" });
    await expect(wrong.client.createInvoice(wrong.invoice())).rejects.toMatchObject({ name: "QPayError", status: 401, code: "CLIENT_NOTFOUND" });

    const refused = setup({ invoiceCode: "SOMEONE_ELSES" });
    await expect(refused.client.createInvoice(refused.invoice())).rejects.toMatchObject({ status: 400, code: "INVOICE_CODE_INVALID" });
    await expect(refused.client.checkPayment("no-such-invoice")).rejects.toMatchObject({ status: 404, code: "INVOICE_NOTFOUND" });

    const down = createQPayClient(
      {
        baseUrl: "http://down.test",
        clientId: "id",
        clientSecret: "very-secret-value",
        invoiceCode: "CODE",
        publicBaseUrl: "https://bichee.mn",
        amountScale: 1,
      },
      {
        fetch: () => Promise.reject(new TypeError("fetch failed")),
      },
    );
    const error = await down.checkPayment("x").catch((e) => e);
    expect(error).toBeInstanceOf(QPayError);
    expect(error).toMatchObject({ status: 502, code: "UNREACHABLE" });
  });
});

describe("QPay expiry", () => {
  it("understands token expiry as Unix seconds or as a duration", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(expiryToEpochMs(now / 1000 + 3600, now, 60)).toBe(now + 3600_000);
    expect(expiryToEpochMs(3600, now, 60)).toBe(now + 3600_000);
    expect(expiryToEpochMs(undefined, now, 60)).toBe(now + 60_000);
  });
});
