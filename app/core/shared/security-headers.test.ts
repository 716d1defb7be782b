import { describe, expect, it } from "vitest";
import { API_POLICY, contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows this origin's scripts and the nonce, never inline or eval", () => {
    const csp = contentSecurityPolicy("abc123==", "https://bichee.mn");
    expect(csp).toContain("script-src 'self' 'nonce-abc123=='");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets sockets reach the same host: wss only over https, ws and wss over http", () => {
    expect(contentSecurityPolicy("n", "https://bichee.mn")).toContain("connect-src 'self' wss://bichee.mn;");
    expect(contentSecurityPolicy("n", "http://127.0.0.1:8787")).toContain("connect-src 'self' ws://127.0.0.1:8787 wss://127.0.0.1:8787;");
  });

  it("adds the QPay host to the image sources (the local emulator is plain http)", () => {
    expect(contentSecurityPolicy("n", "http://127.0.0.1:8787", ["http://127.0.0.1:8790"])).toContain(
      "img-src 'self' data: blob: https: http://127.0.0.1:8790;",
    );
  });

  it("refuses something that is not an http(s) origin", () => {
    expect(() => contentSecurityPolicy("n", "file:///etc")).toThrow();
  });
});

describe("securityHeaders", () => {
  const base = { origin: "https://bichee.mn", nonce: "n0nce" };

  it("gives HTML the page policy and forbids framing", () => {
    const headers = securityHeaders({ ...base, appEnv: "production", contentType: "text/html; charset=utf-8" });
    expect(headers["Content-Security-Policy"]).toContain("'nonce-n0nce'");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("gives JSON nosniff and a policy that allows nothing", () => {
    const headers = securityHeaders({ ...base, appEnv: "production", contentType: "application/json; charset=utf-8" });
    expect(headers["Content-Security-Policy"]).toBe(API_POLICY);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("leaves the CSP off other files (avatars, PDFs) but keeps nosniff", () => {
    const headers = securityHeaders({ ...base, appEnv: "production", contentType: "image/png" });
    expect(headers["Content-Security-Policy"]).toBeUndefined();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("sends HSTS only in production", () => {
    for (const appEnv of ["local", "test"] as const) {
      expect(securityHeaders({ ...base, appEnv, contentType: "text/html" })["Strict-Transport-Security"]).toBeUndefined();
    }
  });
});
