// The settings of a production Worker that passes its check (ADR 028), for tests that run the Worker
// as production runs it. The outside services keep real-looking https names: nothing here is fetched.
import { env } from "cloudflare:workers";

export const productionVars = {
  APP_ENV: "production",
  MAILER: "http",
  MAIL_API_URL: "https://mail-api.example/v1/send",
  MAIL_API_KEY: "mail-key-0123456789",
  MAIL_FROM: "no-reply@bichee.example",
  PUBLIC_BASE_URL: "https://bichee.example",
  QPAY_BASE_URL: "https://merchant.qpay.mn",
  QPAY_CLIENT_ID: "BICHEE",
  QPAY_CLIENT_SECRET: "qpay-secret-value-1",
  QPAY_INVOICE_CODE: "BICHEE_INVOICE",
  QPAY_AMOUNT_SCALE: "1",
  PASSWORD_PEPPER: "a-pepper-of-sixteen-or-more",
  CSP_REPORT_ONLY: undefined,
} satisfies Partial<Record<keyof Env, string | undefined>>;

/** The test env's bindings (D1, R2, Durable Objects) with production's settings over them. */
export function productionEnv(overrides: Partial<Record<keyof Env, string | undefined>> = {}): Env {
  return { ...env, ...productionVars, ...overrides } as Env;
}
