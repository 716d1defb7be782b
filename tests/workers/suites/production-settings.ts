// ADR 028: a production Worker checks its own settings. Broken settings: every request (pages, JSON,
// sockets, /dev) answers 503 with the "being set up" page and the log names the setting, never its
// value; the cron logs and does nothing. Good settings: the development-only routes are 404 to every method.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../../workers/entry";
import { productionEnv, productionVars } from "../support/production";

async function fetchWith(target: Env, url: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, target, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const DEV_PATHS = ["/dev", "/dev/outbox", "/dev/race-bots", "/dev/prize-race", "/dev/prize-board/1", "/dev/anything"];

afterEach(() => vi.restoreAllMocks());

describe("a production Worker with good settings", () => {
  it("serves the site, with HSTS and a CSP", async () => {
    const res = await fetchWith(productionEnv(), "https://bichee.example/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
  });

  for (const path of DEV_PATHS) {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      it(`answers 404 to ${method} ${path}`, async () => {
        const init: RequestInit =
          method === "GET" ? {} : { method, headers: { "Content-Type": "application/json", Origin: "https://bichee.example" }, body: '{"from":0,"count":1}' };
        const res = await fetchWith(productionEnv(), `https://bichee.example${path}`, init);
        expect(res.status).toBe(404);
      });
    }
  }
});

// Each setting a production Worker cannot run without, and values it must refuse.
const BROKEN: [keyof typeof productionVars, string | undefined][] = [
  ["PUBLIC_BASE_URL", undefined],
  ["PUBLIC_BASE_URL", "http://127.0.0.1:8787"],
  ["QPAY_BASE_URL", undefined],
  ["QPAY_BASE_URL", "http://127.0.0.1:8790"],
  ["QPAY_CLIENT_ID", undefined],
  ["QPAY_CLIENT_ID", "BICHEE_LOCAL"],
  ["QPAY_INVOICE_CODE", undefined],
  ["QPAY_CLIENT_SECRET", undefined],
  ["QPAY_CLIENT_SECRET", "local-emulator-secret"],
  ["PASSWORD_PEPPER", undefined],
  ["MAILER", "outbox"],
  ["MAILER", "cloudflare"],
  ["MAIL_API_URL", undefined],
  ["MAIL_API_URL", "http://localhost:9000/send"],
  ["MAIL_API_KEY", undefined],
  ["MAIL_FROM", undefined],
];

describe("a production Worker with a broken setting", () => {
  for (const [name, value] of BROKEN) {
    it(`answers 503 "being set up" everywhere when ${name} is ${value ?? "missing"}, and logs the name only`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const broken = productionEnv({ [name]: value });
      for (const [path, init] of [
        ["/", undefined],
        ["/login", { method: "POST", headers: { Origin: "https://bichee.example" }, body: "x" }],
        ["/api/user/get-user-info", undefined],
        ["/dev/outbox", undefined],
        ["/dev/race-bots", undefined],
        ["/ws/lobby", { headers: { Upgrade: "websocket" } }],
        ["/healthz", undefined],
      ] as const) {
        const res = await fetchWith(broken, `https://bichee.example${path}`, init);
        expect(res.status, path).toBe(503);
        if (path === "/") {
          const html = await res.text();
          expect(html).toContain("Сайтыг тохируулж байна");
          expect(html).toContain("The site is being set up");
          expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
        }
      }
      const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(logged).toContain(name);
      // The log names the request's path too: /dev/outbox is not the value "outbox".
      if (value) expect(logged.replaceAll("/dev/outbox", "")).not.toContain(value);
      for (const secret of [productionVars.PASSWORD_PEPPER, productionVars.QPAY_CLIENT_SECRET, productionVars.MAIL_API_KEY])
        expect(logged).not.toContain(secret);
    });
  }

  it("skips the cron and says why", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = productionEnv({ PASSWORD_PEPPER: undefined });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), broken, ctx);
    await waitOnExecutionContext(ctx);
    expect(errors.mock.calls.map((call) => call.join(" ")).join("\n")).toMatch(/cron \* \* \* \* \*.*PASSWORD_PEPPER \(missing\)/);
  });
});
