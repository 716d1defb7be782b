// ADR 029: one JSON line per request, alarm, socket close and error — and never a token, password, code,
// e-mail or phone number in any of them. Every call that carries one is made here with the console
// captured, then the captured text is searched for each secret.
import { runDurableObjectAlarm, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { healthContract } from "~/core/contracts/health-api";
import { createDb } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { createCoupons } from "~/models/billing/coupons.server";
import { hashUserId, logError } from "~/services/log.server";
import { objectNamed } from "~/services/object-placement.server";
import { createTestUser } from "../support/auth";
import { postJson, randomIp } from "../support/http";

let captured: string[] = [];

beforeEach(() => {
  captured = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      captured.push(args.map((a) => (typeof a === "string" ? a : a instanceof Error ? `${a.message}\n${a.stack}` : JSON.stringify(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

/** The JSON lines of one event; the logger writes nothing else. */
function linesOf(event: string): Record<string, unknown>[] {
  return captured
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.event === event);
}

/** The waitUntil'd request lines land just after the response; a socket close after the close frame. */
async function settled(predicate: () => boolean) {
  await vi.waitFor(() => expect(predicate()).toBe(true), { timeout: 5_000, interval: 10 });
}

async function latestMailLink(to: string, path: string): Promise<string> {
  const mail = await createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).get();
  return mail!.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`))![0];
}

describe("log lines never carry secrets", () => {
  it("after register, verify, login, bearer calls, phone, reset, certificate check, coupon and QPay callback", async () => {
    const email = `Logs.Secret-${crypto.randomUUID().slice(0, 8)}@example.mn`;
    const password = `Nuuts-ug-${crypto.randomUUID().slice(0, 8)}`;
    const newPassword = `Shine-ug-${crypto.randomUUID().slice(0, 8)}`;
    const phone = `88${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
    const ip = { "CF-Connecting-IP": randomIp() };
    const secrets: string[] = [email, email.toLowerCase(), email.split("@")[0].toLowerCase(), password, newPassword, phone];

    expect((await postJson("/api/user/register", { name: "Лог Шалгагч", email, password }, ip)).status).toBe(200);
    const verifyLink = await latestMailLink(email.toLowerCase(), "/verify-email");
    secrets.push(new URL(verifyLink).searchParams.get("token")!);
    expect((await SELF.fetch(verifyLink, { redirect: "manual" })).status).toBe(302);

    // A wrong password first (a refusal path), then the right one.
    expect((await postJson("/api/user/login", { email, password: `${password}x` }, ip)).status).toBe(401);
    secrets.push(`${password}x`);
    const login = await postJson("/api/user/login", { email, password }, ip);
    const { token, refresh_token } = await login.json<{ token: string; refresh_token: string }>();
    secrets.push(token, refresh_token);
    const bearer = { Authorization: `Bearer ${token}`, ...ip };
    expect((await postJson("/api/user/get-user-info", {}, bearer)).status).toBe(200);
    expect((await postJson("/api/user/update-profile-info", { phone }, bearer)).status).toBe(200);
    expect((await SELF.fetch(`http://localhost/api/user/auth-with-refresh-token?refresh_token=${refresh_token}`)).status).toBe(200);
    expect((await postJson("/api/user/change-password", { oldPassword: "wrong-old-pass-1", newPassword }, bearer)).status).toBeGreaterThanOrEqual(400);

    expect((await postJson("/api/user/forgot-password", { email }, ip)).status).toBe(200);
    const resetLink = await latestMailLink(email.toLowerCase(), "/reset-password");
    const resetToken = new URL(resetLink).searchParams.get("token")!;
    secrets.push(resetToken);
    expect((await SELF.fetch(resetLink)).status).toBe(200);
    const reset = await SELF.fetch("http://localhost/reset-password?index", {
      method: "POST",
      body: new URLSearchParams({ token: resetToken, password: newPassword, repeat: newPassword }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...ip },
      redirect: "manual",
    });
    expect(reset.status).toBe(302);

    const certificateToken = "Crt0" + crypto.randomUUID().replace(/-/g, "").slice(0, 18);
    secrets.push(certificateToken);
    await SELF.fetch(`http://localhost/check-certificate?token=${certificateToken}`, { headers: ip });
    await postJson("/api/user/check-user-certi", { token: certificateToken }, ip);
    await postJson("/api/user/check-user-certi", {}, { Authorization: `Bearer ${certificateToken}`, ...ip });

    const learner = await createTestUser();
    secrets.push(learner.cookie.split("=")[1], learner.bearer.split(" ")[1], learner.user.email);
    const [coupon] = await createCoupons(env.DB, 1, 1);
    secrets.push(coupon);
    await postJson("/api/purchase/use-coupon", { coupon }, { Authorization: learner.bearer, ...ip });
    await postJson("/api/purchase/confirm-coupon", { coupon: "WRONG-CODE-7Q" }, { Cookie: learner.cookie, ...ip });
    secrets.push("WRONG-CODE-7Q");

    const callbackToken = "Qp" + crypto.randomUUID().replace(/-/g, "") + "Zz9";
    secrets.push(callbackToken);
    await SELF.fetch(`http://localhost/api/purchase/qpay-callback?token=${callbackToken}`);

    await settled(() => linesOf("request").some((l) => String(l.path).startsWith("/api/purchase/qpay-callback")));
    const all = captured.join("\n");
    for (const secret of secrets) expect(all, `a log line holds "${secret}"`).not.toContain(secret);
    // …and the lines are there: the test would pass on silence otherwise.
    const requests = linesOf("request");
    expect(requests.length).toBeGreaterThanOrEqual(15);
    expect(requests.map((l) => l.path)).toContain("/verify-email?token=[redacted]");
    expect(requests.map((l) => l.path)).toContain("/api/purchase/qpay-callback?token=[redacted]");
  });
});

describe("the request line", () => {
  it("has method, path, status, duration, a request id from cf-ray and the user as a keyed hash", async () => {
    const { user, bearer } = await createTestUser();
    const ray = `8f${crypto.randomUUID().slice(0, 12).replace(/-/g, "")}-ULN`;
    const res = await postJson("/api/user/get-user-info", {}, { Authorization: bearer, "cf-ray": ray });
    expect(res.status).toBe(200);
    await settled(() => linesOf("request").some((l) => l.requestId === ray));
    const line = linesOf("request").find((l) => l.requestId === ray)!;
    expect(line).toMatchObject({ method: "POST", path: "/api/user/get-user-info", status: 200, db: "primary" });
    expect(line.ms).toEqual(expect.any(Number));
    expect(line.build).toEqual(expect.any(String));
    expect(line.user).toMatch(/^[0-9a-f]{16}$/);
    expect(line.user).toBe(await hashUserId(user.id, env));
    expect(line.user).not.toBe(String(user.id));

    // The same learner has the same hash; a request without cf-ray gets a random id.
    await postJson("/api/user/get-user-info", {}, { Authorization: bearer });
    await settled(() => linesOf("request").length >= 2);
    const second = linesOf("request").at(-1)!;
    expect(second.user).toBe(line.user);
    expect(second.requestId).toMatch(/^[0-9a-f]{16}$/);
  });

  it("an error line carries the stack, cleaned like every other field", () => {
    logError("test.error", new Error(`failed for bat@example.mn with token=${"Ab1".repeat(12)}`), { path: "/x" });
    const [line] = linesOf("test.error") as { error: { name: string; message: string; stack: string }; level: string }[];
    expect(line.level).toBe("error");
    expect(line.error.message).toBe("failed for [email] with [redacted]");
    expect(line.error.stack).toContain("Error: failed for [email] with [redacted]");
    expect(line.error.stack).toMatch(/suites\/logs\.ts/);
  });

  it("a socket close is one line with the object, the close code and the reason", async () => {
    const res = await SELF.fetch("http://localhost/ws/lobby", { headers: { Upgrade: "websocket", Origin: "http://localhost" } });
    res.webSocket?.accept();
    res.webSocket?.close(4000, "closing for the test");
    await settled(() => linesOf("socket.close").length > 0);
    expect(linesOf("socket.close")[0]).toMatchObject({ object: "lobby", channel: "lobby", code: 4000, reason: "closing for the test" });
  });
});

describe("Durable Object alarms", () => {
  it("write one line per alarm, naming the class and never the throttled key", async () => {
    const email = `alarm-${crypto.randomUUID().slice(0, 8)}@example.mn`;
    const stub = objectNamed(env.LOGIN_THROTTLE, `login:pair:${email}|10.0.0.1`);
    await stub.take(5, 60_000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(linesOf("alarm")).toEqual([expect.objectContaining({ object: "LoginThrottle", ok: true })]);
    expect(captured.join("\n")).not.toContain(email);
  });
});

describe("/healthz", () => {
  it("runs a real D1 query and answers the build's id, as its contract says", async () => {
    const res = await SELF.fetch("http://localhost/healthz");
    expect(res.status).toBe(200);
    const body = healthContract.responses[200].parse(await res.json());
    expect(body.db.ok).toBe(true);
    await settled(() => linesOf("request").some((l) => l.path === "/healthz"));
    expect(linesOf("request").find((l) => l.path === "/healthz")!.build).toBe(body.build);
  });
});
