// ADR 019: every page carries a nonce-based CSP and cannot be framed; JSON answers are nosniff with a
// CSP that allows nothing; HSTS only in production; the session cookie stays Secure/HttpOnly/SameSite.
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/entry";
import { createTestUser } from "../support/auth";
import { randomIp } from "../support/http";
import { productionEnv } from "../support/production";

function cspNonce(csp: string | null): string {
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "");
  if (!match) throw new Error(`No script nonce in CSP: ${csp}`);
  return match[1];
}

describe("security headers on pages", () => {
  it("the home page allows only this origin's scripts and the request's nonce, and cannot be framed", async () => {
    const res = await SELF.fetch("http://localhost/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' ws://localhost wss://localhost");
    expect(csp).toContain(`img-src 'self' data: blob: https: ${new URL(env.QPAY_BASE_URL!).origin};`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    // APP_ENV is "test": plain http, no HSTS.
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();

    // Every script element in the page (the theme script, Remix's context and module scripts) carries it.
    const nonce = cspNonce(csp);
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('localStorage.getItem("darkMode")');
  });

  it("makes a new nonce for every request", async () => {
    const first = cspNonce((await SELF.fetch("http://localhost/lesson")).headers.get("Content-Security-Policy"));
    const second = cspNonce((await SELF.fetch("http://localhost/lesson")).headers.get("Content-Security-Policy"));
    expect(first).not.toBe(second);
    expect(atob(first)).toHaveLength(16);
  });

  it("the 404 page and redirects carry the headers too", async () => {
    const missing = await SELF.fetch("http://localhost/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    const redirect = await SELF.fetch("http://localhost/profile", { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(redirect.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("security headers on JSON answers", () => {
  it("a JSON call is nosniff with a CSP that allows nothing", async () => {
    const res = await SELF.fetch("http://localhost/api/user/top-all-time");
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("a refused cross-site write is nosniff as well", async () => {
    const res = await SELF.fetch("http://localhost/api/user/login", { method: "POST", headers: { Origin: "https://evil.example" }, body: "{}" });
    expect(res.status).toBe(403);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

/** The Worker with other settings, as production or `npm run dev` would run it. */
async function fetchAs(appEnv: string, url: string, vars: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const settings = appEnv === "production" ? productionEnv() : { ...env, APP_ENV: appEnv };
  const res = await worker.fetch(new Request(url) as Request<unknown, IncomingRequestCfProperties>, { ...settings, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("HSTS", () => {
  it("is sent in production, for pages and JSON alike", async () => {
    const page = await fetchAs("production", "https://bichee.example/");
    expect(page.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers.get("Content-Security-Policy")).toContain("connect-src 'self' wss://bichee.example;");
    const json = await fetchAs("production", "https://bichee.example/healthz");
    expect(json.status).toBe(200);
    expect(json.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("is never sent locally", async () => {
    expect((await fetchAs("local", "http://127.0.0.1:8787/")).headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("live reload (npm run dev)", () => {
  it("reports the policy instead of enforcing it, locally only", async () => {
    const dev = await fetchAs("local", "http://127.0.0.1:8787/", { CSP_REPORT_ONLY: "1" });
    expect(dev.headers.get("Content-Security-Policy")).toBeNull();
    expect(dev.headers.get("Content-Security-Policy-Report-Only")).toContain("frame-ancestors 'none'");
    const production = await fetchAs("production", "https://bichee.example/", { CSP_REPORT_ONLY: "1" });
    expect(production.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
    expect(production.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax and Secure over https", async () => {
    const { user, password } = await createTestUser();
    const form = new URLSearchParams({ email: user.email, password });
    const res = await SELF.fetch("https://localhost/login.data", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": randomIp() },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
