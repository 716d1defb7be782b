import { describe, expect, it } from "vitest";
import { redactText, redactValue, REDACTED } from "./redact";

describe("redactText", () => {
  it("blanks secret URL parameters and keeps the rest of the path", () => {
    expect(redactText("/verify-email?token=abc123DEF&lang=mn")).toBe(`/verify-email?token=${REDACTED}&lang=mn`);
    expect(redactText("/api/purchase/qpay-callback?invoice=12&token=x.y-z")).toBe(`/api/purchase/qpay-callback?invoice=12&token=${REDACTED}`);
    expect(redactText("/check-certificate?code=BCH-2026-0001")).toBe(`/check-certificate?code=${REDACTED}`);
    expect(redactText("/login?redirectTo=%2Freset-password%3Ftoken%3Dqwe")).toBe(`/login?redirectTo=${REDACTED}`);
  });

  it("replaces e-mail addresses, phone numbers, bearer and JWT-like tokens", () => {
    expect(redactText("no user bat.erdene@example.mn here")).toBe("no user [email] here");
    expect(redactText("call 9911-2233 or +976 88112233 or +1 415 555 0100")).toBe("call [phone] or [phone] or [phone]");
    expect(redactText("Authorization: Bearer abc.DEF-123")).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig_part")).toBe(`jwt ${REDACTED}`);
  });

  it("replaces long random strings (session tokens, base64 hashes, hex digests)", () => {
    const sessionToken = "q9Z_x2LmP0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345a";
    expect(redactText(`token ${sessionToken} expired`)).toBe(`token ${REDACTED} expired`);
    expect(redactText("hash kS0p4VwqI3h1Yd+Q8mW9fL2cXnR5tE7uA6bG0jH1oP4=")).toBe(`hash ${REDACTED}`);
    expect(redactText("sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")).toBe(`sha ${REDACTED}`);
  });

  it("leaves ordinary paths, numbers and timestamps alone", () => {
    for (const text of ["/api/purchase/qpay-create-bill", "/race/AbC123", "at 1764239999999 took 1234 ms", "status 503", "RaceRoom r1: tick"]) {
      expect(redactText(text)).toBe(text);
    }
  });
});

describe("redactValue", () => {
  it("blanks values by key name, at any depth, and keeps numeric codes", () => {
    const out = redactValue({
      body: { email: "a@b.mn", password: "hunter2hunter2", newPassword: "x", couponCode: "SPRING", phone: "99112233", nested: [{ refresh_token: "t" }] },
      closeCode: 4001,
      status: 200,
      headers: { Authorization: "Bearer zzz", Cookie: "bichee_session=abc" },
    });
    expect(out).toEqual({
      body: { email: REDACTED, password: REDACTED, newPassword: REDACTED, couponCode: REDACTED, phone: REDACTED, nested: [{ refresh_token: REDACTED }] },
      closeCode: 4001,
      status: 200,
      headers: { Authorization: REDACTED, Cookie: REDACTED },
    });
  });

  it("reduces an error to name, message and stack, each cleaned", () => {
    const error = new Error("Failed query: insert into users values (?) params: bat@example.mn");
    const out = redactValue(error) as { name: string; message: string; stack: string };
    expect(out.name).toBe("Error");
    expect(out.message).toBe("Failed query: insert into users values (?) params: [email]");
    expect(out.stack).not.toContain("bat@example.mn");
  });
});
