// Issue 29 §5: mailed links are built from PUBLIC_BASE_URL whatever Host the request names, and a message
// really sent leaves no live link in the e-mail outbox.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "~/core/accounts/rate-limits";
import { createDb } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { createMailer } from "~/services/mailer.server";
import { createTestUser } from "../support/auth";
import { randomIp } from "../support/http";

const EVIL = "http://evil.example";
const db = () => createDb(env.DB);
const latestMail = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).get())!;
const linkIn = (text: string) => text.match(/https?:\/\/\S+\?token=[A-Za-z0-9_-]+/)![0];

/** A POST whose URL, and so Host, is an attacker's domain. */
function forged(path: string, body: unknown) {
  return SELF.fetch(`${EVIL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomIp(), "X-Forwarded-Host": "evil.example" },
    body: JSON.stringify(body),
  });
}

function expectOurLink(text: string, path: string) {
  const link = linkIn(text);
  expect(new URL(link).origin).toBe(new URL(env.PUBLIC_BASE_URL!).origin);
  expect(new URL(link).pathname).toBe(path);
  expect(text).not.toContain("evil.example");
}

describe("mailed links under a forged Host", () => {
  it("the verification, reset and one-time login links all point at PUBLIC_BASE_URL", async () => {
    const email = `host-${crypto.randomUUID()}@example.mn`;
    expect((await forged("/api/user/register", { name: "Хост", email, password: "tsagaan-sar-2026" })).status).toBe(200);
    expectOurLink((await latestMail(email)).text, "/verify-email");

    expect((await forged("/api/user/forgot-password", { email })).status).toBe(200);
    expectOurLink((await latestMail(email)).text, "/reset-password");

    // The one-time login link, mailed while the account-wide brake is on.
    const { user, password } = await createTestUser();
    const { limit, windowMs } = LIMITS.loginPerAccount;
    const stub = env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(`loginPerAccount:${user.email}`));
    for (let i = 0; i < limit; i++) await stub.take(limit, windowMs);
    expect((await forged("/api/user/login", { email: user.email, password })).status).toBe(429);
    expectOurLink((await latestMail(user.email)).text, "/login-link");
  });
});

describe("the outbox after a real send", () => {
  afterEach(() => vi.restoreAllMocks());
  const httpEnv = { ...env, MAILER: "http", MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "key", MAIL_FROM: "Бичээч <no-reply@bichee.mn>" } as Env;
  const message = (to: string) => ({
    to,
    subject: "Нууц үг сэргээх",
    text: "Сэргээх холбоос: https://bichee.mn/reset-password?token=LiveToken_123",
    html: '<a href="https://bichee.mn/reset-password?token=LiveToken_123">Сэргээх</a>',
  });

  it("a sent message is stored without its live link; the recipient got the link", async () => {
    const posted: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      posted.push(typeof init?.body === "string" ? init.body : "");
      return new Response("{}", { status: 200 });
    });
    const to = `sent-${crypto.randomUUID()}@example.mn`;
    await createMailer(httpEnv, db()).send(message(to));
    expect(posted[0]).toContain("reset-password?token=LiveToken_123");
    const stored = await latestMail(to);
    expect(stored.status).toBe("sent");
    expect(`${stored.text} ${stored.html}`).not.toContain("LiveToken_123");
    expect(stored.text).toContain("https://bichee.mn/reset-password");
  });

  it("a message the mail API refused is marked failed, never sent", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 503 }));
    const to = `failed-${crypto.randomUUID()}@example.mn`;
    await expect(createMailer(httpEnv, db()).send(message(to))).rejects.toThrow("503");
    const stored = await latestMail(to);
    expect(stored.status).toBe("failed");
    expect(stored.sentAt).toBeNull();
  });
});
