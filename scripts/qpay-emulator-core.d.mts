// Types for scripts/qpay-emulator-core.mjs (a plain ES module so Node runs it without a build).
export declare const EMULATOR_DEFAULTS: Readonly<{ port: number; clientId: string; clientSecret: string; invoiceCode: string }>;

export interface EmulatorOptions {
  clientId?: string;
  clientSecret?: string;
  invoiceCode?: string;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  qrImage?: boolean;
  callbacks?: boolean;
  now?: () => number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export interface EmulatorInvoice {
  invoice_id: string;
  sender_invoice_no: string;
  invoice_description: string;
  amount: number;
  callback_url: string;
  status: "OPEN" | "PAID" | "CANCELLED";
  created_at: string;
  payments: { payment_id: string; payment_status: string; payment_amount: number }[];
  callbacks: { at: string; status: number; body: string }[];
}

export interface QPayEmulator {
  handle(request: Request): Promise<Response>;
  markPaid(
    key: string,
    options?: { amount?: number; callback?: boolean },
  ): Promise<{ invoice: EmulatorInvoice; callback: { status: number; body: string } | null; error?: string } | null>;
  invoices: Map<string, EmulatorInvoice>;
  stats: Record<"tokensIssued" | "refreshes" | "checks" | "invoicesCreated" | "cancels" | "unauthorized", number>;
}

export declare function createQPayEmulator(options?: EmulatorOptions): QPayEmulator;
