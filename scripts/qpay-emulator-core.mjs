// The QPay merchant API v2 (/v2/auth/token, /v2/invoice, /v2/payment/check; ADR 007), in memory, as one fetch-style
// handler (Request -> Response). scripts/qpay-emulator.mjs serves it over HTTP for `npm start` and
// the e2e tests; vitest.config.ts plugs the same handler in as the Worker's outbound service, so the
// workers tests talk to exactly this code without a socket.
import QRCode from "qrcode";
import { renderEmulatorPage } from "./qpay-emulator-page.mjs";

/** Local-only credentials: the emulator's, never a real merchant's. */
export const EMULATOR_DEFAULTS = Object.freeze({
  port: 8790,
  clientId: "BICHEE_LOCAL",
  clientSecret: "local-emulator-secret",
  invoiceCode: "BICHEE_LOCAL_INVOICE",
});

const BANKS = [
  ["khanbank", "Khan bank", "Хаан банк", "#0a7c3e"],
  ["statebank", "State bank", "Төрийн банк", "#1b4f9c"],
  ["xacbank", "Xac bank", "Хас банк", "#e0701b"],
  ["tdbbank", "TDB online", "Худалдаа хөгжлийн банк", "#1f2f6b"],
  ["qpaywallet", "qPay wallet", "qPay хэтэвч", "#00a0e3"],
];

const json = (body, status = 200) => Response.json(body, { status });
const qpayError = (status, error, message = error) => json({ error, message }, status);
const randomId = () => crypto.randomUUID();
const randomToken = () => Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * options: clientId, clientSecret, invoiceCode, tokenTtlSeconds, refreshTtlSeconds,
 * qrImage (false: answer without qr_image, as the app must then draw qr_text itself),
 * callbacks (false: never call callback URLs), now(), fetch (used for callbacks), log().
 */
export function createQPayEmulator(options = {}) {
  const config = {
    ...EMULATOR_DEFAULTS,
    tokenTtlSeconds: 3600,
    refreshTtlSeconds: 86_400,
    qrImage: true,
    callbacks: true,
    now: () => Date.now(),
    fetch: (...args) => fetch(...args),
    log: () => {},
    ...options,
  };
  const accessTokens = new Map(); // token -> expires (ms)
  const refreshTokens = new Map();
  const invoices = new Map(); // invoice_id -> invoice
  const stats = { tokensIssued: 0, refreshes: 0, checks: 0, invoicesCreated: 0, cancels: 0, unauthorized: 0 };
  // Failures a test asks for, each aimed at one payer (invoice_receiver_code) or one invoice (QPay's
  // invoice_id): test files run side by side against this one emulator, and an unaimed "fail the next
  // one" was taken by another file's bill (CI, stop 40).
  /** Set by POST /emulator/fail-next-invoice: receiver code -> the message of its next refused invoice. */
  const failNextInvoice = new Map();
  /** Set by POST /emulator/fail-next-check: invoice id -> the message of its next check's 500 (QPay down mid-payment). */
  const failNextCheck = new Map();

  function issueTokens() {
    const now = config.now();
    const access = randomToken();
    const refresh = randomToken();
    accessTokens.set(access, now + config.tokenTtlSeconds * 1000);
    refreshTokens.set(refresh, now + config.refreshTtlSeconds * 1000);
    // QPay reports both expiries as Unix timestamps in seconds, not as durations.
    return {
      token_type: "bearer",
      access_token: access,
      expires_in: Math.floor((now + config.tokenTtlSeconds * 1000) / 1000),
      refresh_token: refresh,
      refresh_expires_in: Math.floor((now + config.refreshTtlSeconds * 1000) / 1000),
      scope: "profile email",
    };
  }

  const bearer = (request) => /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  const validIn = (store, token) => token !== undefined && (store.get(token) ?? 0) > config.now();

  function findInvoice(key) {
    if (key === "latest") return [...invoices.values()].at(-1);
    return invoices.get(key) ?? [...invoices.values()].find((i) => i.sender_invoice_no === key);
  }

  function paymentCheck(invoice) {
    const rows = invoice.payments;
    const paid = rows.filter((r) => r.payment_status === "PAID").reduce((sum, r) => sum + Number(r.payment_amount), 0);
    return { count: rows.length, paid_amount: paid, rows };
  }

  async function createInvoice(request) {
    const body = await request.json().catch(() => null);
    if (!body || typeof body !== "object") return qpayError(400, "INVALID_JSON");
    for (const field of ["invoice_code", "sender_invoice_no", "invoice_receiver_code", "invoice_description", "callback_url"]) {
      if (typeof body[field] !== "string" || body[field] === "") return qpayError(400, "VALIDATION_ERROR", `${field} is required`);
    }
    if (body.invoice_code !== config.invoiceCode) return qpayError(400, "INVOICE_CODE_INVALID");
    if (!Number.isFinite(Number(body.amount)) || Number(body.amount) <= 0) return qpayError(400, "INVALID_AMOUNT");
    if (!URL.canParse(body.callback_url)) return qpayError(400, "VALIDATION_ERROR", "callback_url is not a URL");
    if ([...invoices.values()].some((i) => i.sender_invoice_no === body.sender_invoice_no)) {
      return qpayError(400, "INVOICE_ALREADY_CREATED");
    }
    const refusal = failNextInvoice.get(body.invoice_receiver_code);
    if (refusal !== undefined) {
      failNextInvoice.delete(body.invoice_receiver_code);
      return qpayError(500, "INTERNAL_ERROR", refusal);
    }
    const origin = new URL(request.url).origin;
    const invoice_id = randomId();
    const qr_text = `${origin}/?invoice=${invoice_id}`;
    const invoice = {
      invoice_id,
      sender_invoice_no: body.sender_invoice_no,
      invoice_description: body.invoice_description,
      amount: Number(body.amount),
      callback_url: body.callback_url,
      status: "OPEN",
      created_at: new Date(config.now()).toISOString(),
      payments: [],
      callbacks: [],
    };
    invoices.set(invoice_id, invoice);
    stats.invoicesCreated++;
    config.log(`invoice ${invoice_id} (${body.sender_invoice_no}) for ${invoice.amount}`);
    return json({
      invoice_id,
      qr_text,
      qr_image: config.qrImage ? (await QRCode.toDataURL(qr_text)).replace(/^data:image\/png;base64,/, "") : "",
      qPay_shortUrl: `${origin}/?invoice=${invoice_id}`,
      urls: BANKS.map(([id, name, description]) => ({
        name,
        description,
        logo: `${origin}/logos/${id}.svg`,
        link: `${id}://q?qPay_QRcode=${encodeURIComponent(qr_text)}`,
      })),
    });
  }

  /** Records a payment (of the invoice amount unless `amount` says otherwise) and calls back. */
  async function markPaid(key, { amount, callback = true } = {}) {
    const invoice = findInvoice(key);
    if (!invoice) return null;
    if (invoice.status === "CANCELLED") return { invoice, error: "INVOICE_CANCELLED" };
    const paidAmount = amount === undefined || amount === null || amount === "" ? invoice.amount : Number(amount);
    invoice.payments.push({
      payment_id: String(1_000_000 + Math.floor(Math.random() * 9_000_000)),
      payment_status: "PAID",
      payment_amount: paidAmount,
      trx_fee: 0,
      payment_currency: "MNT",
      payment_wallet: "QPay emulator",
      transaction_type: "P2P",
      payment_date: new Date(config.now()).toISOString(),
    });
    invoice.status = "PAID";
    config.log(`paid ${invoice.invoice_id} with ${paidAmount}`);
    let callbackResult = null;
    if (callback && config.callbacks) {
      try {
        const res = await config.fetch(invoice.callback_url, { method: "GET" });
        callbackResult = { status: res.status, body: (await res.text()).slice(0, 200) };
      } catch (error) {
        callbackResult = { status: 0, body: error instanceof Error ? error.message : String(error) };
      }
      invoice.callbacks.push({ at: new Date(config.now()).toISOString(), ...callbackResult });
      config.log(`callback ${invoice.invoice_id}: ${callbackResult.status} ${callbackResult.body}`);
    }
    return { invoice, callback: callbackResult };
  }

  async function control(request, url) {
    const path = url.pathname;
    if (request.method === "GET" && path === "/emulator/invoices") return json([...invoices.values()]);
    if (request.method === "GET" && path === "/emulator/stats") return json(stats);
    if (request.method === "POST" && path === "/emulator/tokens/expire") {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
      if (url.searchParams.get("refresh") === "1") for (const token of refreshTokens.keys()) refreshTokens.set(token, 0);
      return json({ ok: true });
    }
    if (request.method === "POST" && path === "/emulator/fail-next-invoice") {
      const body = await request.json().catch(() => ({}));
      if (typeof body.receiver !== "string") return qpayError(400, "VALIDATION_ERROR", "receiver (the payer's invoice_receiver_code) is required");
      failNextInvoice.set(body.receiver, typeof body.message === "string" ? body.message : "QPay is unavailable");
      return json({ ok: true });
    }
    if (request.method === "POST" && path === "/emulator/fail-next-check") {
      const body = await request.json().catch(() => ({}));
      const invoice = typeof body.invoice === "string" ? findInvoice(body.invoice) : undefined;
      if (!invoice) return qpayError(404, "INVOICE_NOTFOUND", "invoice (ours or QPay's id) is required");
      failNextCheck.set(invoice.invoice_id, typeof body.message === "string" ? body.message : "QPay is unavailable");
      return json({ ok: true });
    }
    const pay = /^\/emulator\/invoices\/([^/]+)\/pay$/.exec(path);
    if (request.method === "POST" && pay) {
      const fromForm = (request.headers.get("Content-Type") ?? "").includes("form");
      const input = fromForm ? Object.fromEntries(await request.formData()) : await request.json().catch(() => ({}));
      const result = await markPaid(decodeURIComponent(pay[1]), {
        amount: input.amount,
        callback: input.callback !== false && input.callback !== "0",
      });
      if (!result) return qpayError(404, "INVOICE_NOTFOUND");
      if (result.error) return qpayError(409, result.error);
      // The page's form comes back to the list; scripts get the result.
      return fromForm ? new Response(null, { status: 303, headers: { Location: "/" } }) : json(result);
    }
    return null;
  }

  async function api(request, url) {
    const path = url.pathname;
    if (request.method === "POST" && path === "/v2/auth/token") {
      const basic = /^Basic (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
      const expected = btoa(`${config.clientId}:${config.clientSecret}`);
      if (basic !== expected) return qpayError(401, "CLIENT_NOTFOUND", "Invalid client credentials");
      stats.tokensIssued++;
      return json(issueTokens());
    }
    if (request.method === "POST" && path === "/v2/auth/refresh") {
      const token = bearer(request);
      if (!validIn(refreshTokens, token)) return qpayError(401, "REFRESH_TOKEN_EXPIRED");
      refreshTokens.delete(token);
      stats.refreshes++;
      return json(issueTokens());
    }
    if (!path.startsWith("/v2/")) return null;
    if (!validIn(accessTokens, bearer(request))) {
      stats.unauthorized++;
      return qpayError(401, "NO_CREDENTIALS", "Access token is missing or expired");
    }
    if (request.method === "POST" && path === "/v2/invoice") return createInvoice(request);
    if (request.method === "POST" && path === "/v2/payment/check") {
      const body = await request.json().catch(() => null);
      if (body?.object_type !== "INVOICE" || typeof body.object_id !== "string") return qpayError(400, "VALIDATION_ERROR");
      const invoice = invoices.get(body.object_id);
      if (!invoice) return qpayError(404, "INVOICE_NOTFOUND");
      const outage = failNextCheck.get(invoice.invoice_id);
      if (outage !== undefined) {
        failNextCheck.delete(invoice.invoice_id);
        return qpayError(500, "INTERNAL_ERROR", outage);
      }
      stats.checks++;
      return json(paymentCheck(invoice));
    }
    const cancel = /^\/v2\/invoice\/([^/]+)$/.exec(path);
    if (request.method === "DELETE" && cancel) {
      const invoice = invoices.get(decodeURIComponent(cancel[1]));
      if (!invoice) return qpayError(404, "INVOICE_NOTFOUND");
      if (invoice.status === "PAID") return qpayError(400, "INVOICE_PAID");
      invoice.status = "CANCELLED";
      stats.cancels++;
      return json({ message: "Invoice cancelled" });
    }
    return qpayError(404, "NOT_FOUND");
  }

  async function handle(request) {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/") {
      return new Response(renderEmulatorPage([...invoices.values()].reverse(), url.searchParams.get("invoice")), {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }
    const logo = /^\/logos\/([a-z]+)\.svg$/.exec(url.pathname);
    if (request.method === "GET" && logo) {
      const bank = BANKS.find(([id]) => id === logo[1]);
      if (!bank) return new Response("Not found", { status: 404 });
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${bank[3]}"/><text x="20" y="26" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${bank[1][0]}</text></svg>`;
      return new Response(svg, { headers: { "Content-Type": "image/svg+xml" } });
    }
    return (await control(request, url)) ?? (await api(request, url)) ?? new Response("Not found", { status: 404 });
  }

  return { handle, markPaid, invoices, stats };
}
