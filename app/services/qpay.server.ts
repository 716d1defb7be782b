// The QPay merchant API v2 (see docs/decisions/007-qpay-emulator-and-exactly-once-credit.md)
// behind a small interface, so the models never see HTTP. Amounts cross this boundary in whole tugrik;
// QPAY_AMOUNT_SCALE converts them if the live API turns out to count in 1/100 (public sources disagree; ADR 007).
import { z } from "zod";
import { settingsOf, type QPayConfig } from "~/utils/settings.server";

export interface BankLink {
  name: string;
  description: string;
  logo: string | null;
  link: string;
}

export interface QPayInvoice {
  invoiceId: string;
  qrText: string;
  /** Base64 PNG without the data: prefix, when QPay sends one. */
  qrImage: string | null;
  shortUrl: string | null;
  urls: BankLink[];
}

export interface QPayPayment {
  paymentId: string;
  status: string;
  /** Whole tugrik. */
  amount: number;
}

export interface QPayPaymentCheck {
  count: number;
  paidAmount: number;
  rows: QPayPayment[];
}

export interface CreateInvoiceInput {
  senderInvoiceNo: string;
  receiverCode: string;
  description: string;
  /** Whole tugrik. */
  amount: number;
  callbackUrl: string;
}

export interface QPayClient {
  createInvoice(input: CreateInvoiceInput): Promise<QPayInvoice>;
  checkPayment(qpayInvoiceId: string): Promise<QPayPaymentCheck>;
  cancelInvoice(qpayInvoiceId: string): Promise<void>;
}

/** A refusal or an outage of QPay; `message` is QPay's own words (for logs, not for users). */
export class QPayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = "QPayError";
  }
}

export type { QPayConfig };

const TokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().optional(),
  refresh_token: z.string().min(1).optional(),
  refresh_expires_in: z.coerce.number().optional(),
});

const InvoiceSchema = z.object({
  invoice_id: z.string().min(1),
  qr_text: z.string().min(1),
  qr_image: z.string().nullish(),
  qPay_shortUrl: z.string().nullish(),
  urls: z.array(z.object({ name: z.string(), description: z.string().nullish(), logo: z.string().nullish(), link: z.string() })).nullish(),
});

const CheckSchema = z.object({
  count: z.coerce.number().default(0),
  paid_amount: z.coerce.number().nullish(),
  rows: z.array(z.object({ payment_id: z.union([z.string(), z.number()]), payment_status: z.string(), payment_amount: z.coerce.number() })).default([]),
});

interface CachedTokens {
  access: string;
  accessExpiresAt: number;
  refresh: string | null;
  refreshExpiresAt: number;
}

/**
 * Tokens per merchant, kept for the life of the isolate. Only settled values are stored (never a
 * pending promise): a Worker must not await another request's I/O.
 */
const tokenCache = new Map<string, CachedTokens>();
/** Renew this long before QPay's stated expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 15_000;

/** QPay sends expiries as Unix seconds; other deployments send a duration. Accept both. */
export function expiryToEpochMs(value: number | undefined, now: number, fallbackSeconds: number): number {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return now + fallbackSeconds * 1000;
  return value > 1_000_000_000 ? value * 1000 : now + value * 1000;
}

export interface QPayClientDeps {
  fetch?: typeof fetch;
  now?: () => number;
}

export function createQPayClient(config: QPayConfig, deps: QPayClientDeps = {}): QPayClient {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = deps.now ?? Date.now;
  const cacheKey = `${config.baseUrl}\n${config.clientId}\n${config.clientSecret}`;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new QPayError(`QPay unreachable: ${error instanceof Error ? error.message : String(error)}`, 502, "UNREACHABLE");
    }
  }

  async function failure(res: Response): Promise<QPayError> {
    const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
    const code = typeof body?.error === "string" ? body.error : `HTTP_${res.status}`;
    const message = typeof body?.message === "string" ? body.message : code;
    return new QPayError(message, res.status, code);
  }

  function remember(raw: unknown): CachedTokens {
    const parsed = TokenSchema.safeParse(raw);
    if (!parsed.success) throw new QPayError("QPay sent an unreadable token", 502, "BAD_TOKEN");
    const t = now();
    const tokens: CachedTokens = {
      access: parsed.data.access_token,
      accessExpiresAt: expiryToEpochMs(parsed.data.expires_in, t, 300),
      refresh: parsed.data.refresh_token ?? null,
      refreshExpiresAt: parsed.data.refresh_token ? expiryToEpochMs(parsed.data.refresh_expires_in, t, 3600) : 0,
    };
    tokenCache.set(cacheKey, tokens);
    return tokens;
  }

  async function accessToken(): Promise<string> {
    const cached = tokenCache.get(cacheKey);
    const t = now();
    if (cached && cached.accessExpiresAt - EXPIRY_MARGIN_MS > t) return cached.access;
    if (cached?.refresh && cached.refreshExpiresAt - EXPIRY_MARGIN_MS > t) {
      const res = await call("/v2/auth/refresh", { method: "POST", headers: { Authorization: `Bearer ${cached.refresh}` } });
      if (res.ok) return remember(await res.json()).access;
      // A refused refresh token is not fatal: log in again with the client credentials.
    }
    tokenCache.delete(cacheKey);
    const basic = btoa(`${config.clientId}:${config.clientSecret}`);
    const res = await call("/v2/auth/token", { method: "POST", headers: { Authorization: `Basic ${basic}` } });
    if (!res.ok) throw await failure(res);
    return remember(await res.json()).access;
  }

  /** An authorized call; one retry with a fresh login if QPay says the token is no longer good. */
  async function authorized(path: string, method: string, body?: unknown): Promise<Response> {
    const send = async (token: string) =>
      call(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let res = await send(await accessToken());
    if (res.status === 401) {
      tokenCache.delete(cacheKey);
      res = await send(await accessToken());
    }
    if (!res.ok) throw await failure(res);
    return res;
  }

  const toWire = (tugrik: number) => tugrik * config.amountScale;
  const fromWire = (amount: number) => amount / config.amountScale;

  return {
    async createInvoice(input) {
      const res = await authorized("/v2/invoice", "POST", {
        invoice_code: config.invoiceCode,
        sender_invoice_no: input.senderInvoiceNo,
        invoice_receiver_code: input.receiverCode,
        invoice_description: input.description,
        amount: toWire(input.amount),
        callback_url: input.callbackUrl,
      });
      const parsed = InvoiceSchema.safeParse(await res.json());
      if (!parsed.success) throw new QPayError("QPay sent an unreadable invoice", 502, "BAD_INVOICE");
      const d = parsed.data;
      return {
        invoiceId: d.invoice_id,
        qrText: d.qr_text,
        qrImage: d.qr_image || null,
        shortUrl: d.qPay_shortUrl || null,
        urls: (d.urls ?? []).map((u) => ({ name: u.name, description: u.description ?? u.name, logo: u.logo || null, link: u.link })),
      };
    },

    async checkPayment(qpayInvoiceId) {
      const res = await authorized("/v2/payment/check", "POST", {
        object_type: "INVOICE",
        object_id: qpayInvoiceId,
        offset: { page_number: 1, page_limit: 100 },
      });
      const parsed = CheckSchema.safeParse(await res.json());
      if (!parsed.success) throw new QPayError("QPay sent an unreadable payment check", 502, "BAD_CHECK");
      const rows = parsed.data.rows.map((r) => ({ paymentId: String(r.payment_id), status: r.payment_status, amount: fromWire(r.payment_amount) }));
      return { count: parsed.data.count, paidAmount: fromWire(parsed.data.paid_amount ?? 0), rows };
    },

    async cancelInvoice(qpayInvoiceId) {
      await authorized(`/v2/invoice/${encodeURIComponent(qpayInvoiceId)}`, "DELETE");
    },
  };
}

/** The client for this deployment's settings. */
export function qpayFromEnv(env: Env, deps?: QPayClientDeps): { client: QPayClient; config: QPayConfig } {
  const settings = settingsOf(env);
  // Only a local run gets here without QPay: a deployed Worker with broken settings answers 503 (ADR 028).
  if (!settings.qpay) throw new QPayError(`QPay is not configured: check ${settings.qpayProblems.join(", ")} (see .dev.vars.example)`, 500, "CONFIG");
  const config = settings.qpay;
  return { client: createQPayClient(config, deps), config };
}

/** Forgets cached tokens (tests). */
export function clearQPayTokenCache() {
  tokenCache.clear();
}
