import { describe, expect, it } from "vitest";
import { EMULATOR_DEFAULTS } from "../../scripts/qpay-emulator-core.mjs";
import { checkSettings, describeProblems, EMULATOR_MERCHANT, isLoopbackHost, type SettingsCheck } from "./settings.server";

// A complete production configuration; each test breaks one thing.
const production = {
  APP_ENV: "production",
  MAILER: "http",
  MAIL_API_URL: "https://api.mail.example/v1/send",
  MAIL_API_KEY: "mail-key-0123456789",
  MAIL_FROM: "Бичээч <no-reply@bichee.mn>",
  PUBLIC_BASE_URL: "https://bichee.mn/",
  QPAY_BASE_URL: "https://merchant.qpay.mn",
  QPAY_CLIENT_ID: "BICHEE",
  QPAY_CLIENT_SECRET: "qpay-secret-value-1",
  QPAY_INVOICE_CODE: "BICHEE_INVOICE",
  QPAY_AMOUNT_SCALE: "1",
  PASSWORD_PEPPER: "a-pepper-of-sixteen-or-more",
};

const problemsOf = (check: SettingsCheck) => (check.ok ? [] : check.problems);

describe("production settings", () => {
  it("accepts a complete configuration and reads it into settings", () => {
    const check = checkSettings(production);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.settings).toMatchObject({
      appEnv: "production",
      deployed: true,
      mail: { kind: "http", url: "https://api.mail.example/v1/send", key: "mail-key-0123456789" },
      qpay: { baseUrl: "https://merchant.qpay.mn", publicBaseUrl: "https://bichee.mn", amountScale: 1 },
      publicBaseUrl: "https://bichee.mn",
    });
  });

  it("treats a missing APP_ENV as production, and staging by the same rules", () => {
    const { APP_ENV: _unused, ...withoutAppEnv } = production;
    expect(problemsOf(checkSettings({ ...withoutAppEnv, MAILER: "outbox" }))).toEqual([{ name: "MAILER", reason: "local-only" }]);
    expect(checkSettings({ ...production, APP_ENV: "staging", QPAY_BASE_URL: "https://merchant-sandbox.qpay.mn" })).toMatchObject({
      ok: true,
      settings: { appEnv: "staging", deployed: true },
    });
    expect(problemsOf(checkSettings({ ...production, APP_ENV: "prod" }))).toEqual([{ name: "APP_ENV", reason: "invalid" }]);
  });

  const required = [
    "PUBLIC_BASE_URL",
    "QPAY_BASE_URL",
    "QPAY_CLIENT_ID",
    "QPAY_INVOICE_CODE",
    "QPAY_CLIENT_SECRET",
    "PASSWORD_PEPPER",
    "MAIL_API_URL",
    "MAIL_API_KEY",
    "MAIL_FROM",
    "MAILER",
  ] as const;
  for (const name of required) {
    it(`refuses a missing ${name}, naming it`, () => {
      expect(problemsOf(checkSettings({ ...production, [name]: undefined }))).toEqual([{ name, reason: "missing" }]);
      expect(problemsOf(checkSettings({ ...production, [name]: "  " }))).toEqual([{ name, reason: "missing" }]);
    });
  }

  for (const name of ["PUBLIC_BASE_URL", "QPAY_BASE_URL", "MAIL_API_URL"] as const) {
    for (const loopback of [
      "http://127.0.0.1:8787",
      "https://localhost",
      "https://127.1.2.3/x",
      "https://[::1]:8443",
      "https://0.0.0.0",
      "https://app.localhost",
    ]) {
      it(`refuses ${name} at ${loopback}`, () => {
        expect(problemsOf(checkSettings({ ...production, [name]: loopback }))).toEqual([{ name, reason: "loopback" }]);
      });
    }
    it(`refuses ${name} over plain http or not a URL`, () => {
      expect(problemsOf(checkSettings({ ...production, [name]: "http://bichee.mn" }))).toEqual([{ name, reason: "not-https" }]);
      expect(problemsOf(checkSettings({ ...production, [name]: "bichee.mn" }))).toEqual([{ name, reason: "invalid" }]);
    });
  }

  it("refuses the QPay emulator's merchant and the outbox", () => {
    const emulator = {
      ...production,
      QPAY_CLIENT_ID: EMULATOR_DEFAULTS.clientId,
      QPAY_CLIENT_SECRET: EMULATOR_DEFAULTS.clientSecret,
      QPAY_INVOICE_CODE: EMULATOR_DEFAULTS.invoiceCode,
    };
    expect(problemsOf(checkSettings(emulator)).map((p) => `${p.name}:${p.reason}`)).toEqual([
      "QPAY_CLIENT_ID:emulator",
      "QPAY_CLIENT_SECRET:emulator",
      "QPAY_INVOICE_CODE:emulator",
    ]);
    expect(problemsOf(checkSettings({ ...production, MAILER: "outbox" }))).toEqual([{ name: "MAILER", reason: "local-only" }]);
    // "cloudflare" once meant the outbox in disguise.
    expect(problemsOf(checkSettings({ ...production, MAILER: "cloudflare" }))).toEqual([{ name: "MAILER", reason: "invalid" }]);
  });

  it("refuses a short pepper, an unknown amount scale and a malformed sender", () => {
    expect(problemsOf(checkSettings({ ...production, PASSWORD_PEPPER: "short" }))).toEqual([{ name: "PASSWORD_PEPPER", reason: "invalid" }]);
    expect(problemsOf(checkSettings({ ...production, QPAY_AMOUNT_SCALE: "10" }))).toEqual([{ name: "QPAY_AMOUNT_SCALE", reason: "invalid" }]);
    expect(problemsOf(checkSettings({ ...production, MAIL_FROM: "nobody" }))).toEqual([{ name: "MAIL_FROM", reason: "invalid" }]);
  });

  it("names every problem and never a value", () => {
    const check = checkSettings({ ...production, PUBLIC_BASE_URL: "http://127.0.0.1:8787", QPAY_CLIENT_SECRET: "", PASSWORD_PEPPER: "pepper!" });
    const line = describeProblems(problemsOf(check));
    expect(line).toBe("PUBLIC_BASE_URL (loopback), QPAY_CLIENT_SECRET (missing), PASSWORD_PEPPER (invalid)");
    expect(line).not.toContain("127.0.0.1");
    expect(line).not.toContain("pepper!");
  });
});

describe("local settings", () => {
  const local = { APP_ENV: "local", MAILER: "outbox", QPAY_BASE_URL: "http://127.0.0.1:8790", PUBLIC_BASE_URL: "http://127.0.0.1:8787" };
  const qpayVars = {
    QPAY_CLIENT_ID: EMULATOR_MERCHANT.clientId,
    QPAY_CLIENT_SECRET: EMULATOR_MERCHANT.clientSecret,
    QPAY_INVOICE_CODE: EMULATOR_MERCHANT.invoiceCode,
  };

  it("allows loopback, the emulator and the outbox", () => {
    expect(checkSettings({ ...local, ...qpayVars })).toMatchObject({
      ok: true,
      settings: { appEnv: "local", deployed: false, mail: { kind: "outbox" }, qpay: { baseUrl: "http://127.0.0.1:8790" } },
    });
  });

  it("leaves QPay unconfigured, naming what is missing, instead of failing the site", () => {
    expect(checkSettings({ APP_ENV: "test" })).toMatchObject({
      ok: true,
      settings: { qpay: null, qpayProblems: ["QPAY_BASE_URL", "QPAY_CLIENT_ID", "QPAY_CLIENT_SECRET", "QPAY_INVOICE_CODE", "PUBLIC_BASE_URL"] },
    });
  });

  it("refuses an unknown mailer instead of falling back to the outbox", () => {
    expect(problemsOf(checkSettings({ APP_ENV: "local", MAILER: "cloudflare" }))).toEqual([{ name: "MAILER", reason: "invalid" }]);
    expect(problemsOf(checkSettings({ APP_ENV: "local", MAILER: "http" })).map((p) => p.name)).toEqual(["MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"]);
  });
});

describe("loopback hosts", () => {
  it("knows loopback from public names", () => {
    for (const host of ["localhost", "LOCALHOST.", "127.0.0.1", "127.255.0.9", "[::1]", "::ffff:7f00:1", "0.0.0.0", "x.localhost"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["bichee.mn", "128.0.0.1", "merchant.qpay.mn", "localhost.example", "10.0.0.1"]) expect(isLoopbackHost(host), host).toBe(false);
  });

  it("keeps the emulator's merchant the one scripts/qpay-emulator-core.mjs serves", () => {
    expect(EMULATOR_MERCHANT).toEqual({
      clientId: EMULATOR_DEFAULTS.clientId,
      clientSecret: EMULATOR_DEFAULTS.clientSecret,
      invoiceCode: EMULATOR_DEFAULTS.invoiceCode,
    });
  });
});
