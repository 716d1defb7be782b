// Issue 21: every guessable or floodable call answers 429 with Retry-After and a message in the user's
// language, and lets through again once its window has passed (the counter's alarm, or its clock).
import { runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS, type LimitName } from "~/core/accounts/rate-limits";
import { createDb } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { createCoupons } from "~/models/billing/coupons.server";
import type { LoginThrottle } from "../../../workers/login-throttle";
import { createTestUser } from "../support/auth";
import { postJson, randomIp } from "../support/http";

const counter = (name: LimitName, key: string) => env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(`${name}:${key}`));
const newEmail = () => `lim-${crypto.randomUUID()}@example.mn`;
const ipHeader = (ip: string) => ({ "CF-Connecting-IP": ip });

/** Fills a counter up to its limit without going through the call (cheap for limits of 20 or 40). */
async function fill(name: LimitName, key: string) {
  const { limit, windowMs } = LIMITS[name];
  for (let i = 0; i < limit; i++) await counter(name, key).take(limit, windowMs);
}

/** Counts `times` units at a given time, whatever the limit. */
async function stamp(name: LimitName, key: string, times: number, at: number) {
  for (let i = 0; i < times; i++) await counter(name, key).take(Number.MAX_SAFE_INTEGER, LIMITS[name].windowMs, at);
}

/** The window has passed: the counter's alarm forgets the key. */
async function windowPasses(name: LimitName, key: string) {
  expect(await runDurableObjectAlarm(counter(name, key))).toBe(true);
}

function expectRetryAfter(res: Response, name: LimitName) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get("Retry-After"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(LIMITS[name].windowMs / 1000);
}

async function mailsTo(to: string) {
  return createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
}

describe("the sliding window", () => {
  it("refuses the event past the limit until the oldest one leaves the window", async () => {
    const stub = counter("registerPerAddress", `clock-${crypto.randomUUID()}`);
    await runInDurableObject(stub, async (throttle: LoginThrottle) => {
      const t0 = 1_000_000;
      expect((await throttle.take(2, 60_000, t0)).allowed).toBe(true);
      expect((await throttle.take(2, 60_000, t0 + 10_000)).allowed).toBe(true);
      expect(await throttle.take(2, 60_000, t0 + 20_000)).toEqual({ count: 2, allowed: false, retryAfterMs: 40_000 });
      // The first event leaves the window at t0 + 60 s: one more fits, the next waits for the second.
      expect((await throttle.take(2, 60_000, t0 + 60_001)).allowed).toBe(true);
      expect((await throttle.take(2, 60_000, t0 + 60_002)).retryAfterMs).toBe(9_998);
    });
  });
});

describe("the synchronous take", () => {
  it("reads the counts the earlier asynchronous version stored, so a deploy forgets nobody's failures", async () => {
    const stub = counter("loginPerAddress", `deploy-${crypto.randomUUID()}`);
    await runInDurableObject(stub, async (throttle: LoginThrottle, state) => {
      await state.storage.put("failures", [Date.now() - 1_000]);
      expect(await throttle.take(1, 60_000)).toMatchObject({ allowed: false, count: 1 });
    });
  });
});

describe("login", () => {
  it("brakes one address after five wrong passwords while the owner still logs in from elsewhere", async () => {
    const { user, password } = await createTestUser();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await postJson("/api/user/login", { email: user.email, password: `guess-${i}-xyz` }, ipHeader(attacker))).status).toBe(401);
    const blocked = await postJson("/api/user/login", { email: user.email, password }, ipHeader(attacker));
    expectRetryAfter(blocked, "loginPerAccountAndAddress");
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(randomIp()))).status).toBe(200);

    await windowPasses("loginPerAccountAndAddress", `${user.email}|${attacker}`);
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(attacker))).status).toBe(200);
  });

  it("a right password clears this address's failures for the account, not the account-wide count", async () => {
    const { user, password } = await createTestUser();
    const ip = randomIp();
    const wrong = (i: number) => postJson("/api/user/login", { email: user.email, password: `wrong-${i}-xyz` }, ipHeader(ip));
    for (let i = 0; i < 4; i++) expect((await wrong(i)).status).toBe(401);
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(ip))).status).toBe(200);
    // Four more would make eight: without the clear the fifth failure would already have blocked.
    for (let i = 0; i < 4; i++) expect((await wrong(10 + i)).status).toBe(401);
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(ip))).status).toBe(200);
    // Eight failures sit in the account-wide window (the successes gave their units back): a limit of 8 is reached.
    expect(await counter("loginPerAccount", user.email).take(8, LIMITS.loginPerAccount.windowMs)).toMatchObject({ count: 8, allowed: false });
  });

  it("one address failing over many accounts is refused for every account, other addresses are not", async () => {
    const { user, password } = await createTestUser();
    const stuffer = randomIp();
    await fill("loginPerAddress", stuffer);
    const refused = await postJson("/api/user/login", { email: user.email, password }, ipHeader(stuffer));
    expectRetryAfter(refused, "loginPerAddress");
    expect(await refused.json()).toMatchObject({ data: "Хэт олон удаа буруу оролдлоо. Арван таван минутын дараа дахин оролдоно уу." });
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(randomIp()))).status).toBe(200);
    await windowPasses("loginPerAddress", stuffer);
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(stuffer))).status).toBe(200);
  });

  it("counts an address's failures only inside the 15-minute window", async () => {
    const { user, password } = await createTestUser();
    const ip = randomIp();
    const { limit, windowMs } = LIMITS.loginPerAddress;
    const now = Date.now();
    await stamp("loginPerAddress", ip, limit, now - windowMs - 1_000);
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(ip))).status).toBe(200);
    await stamp("loginPerAddress", ip, limit, now - windowMs + 60_000);
    const refused = await postJson("/api/user/login", { email: user.email, password }, ipHeader(ip));
    expect(refused.status).toBe(429);
    // The oldest failure leaves the window a minute from now.
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(50);
  });

  it("an attack from many addresses does not lock the owner out: the owner gets a one-time login link", async () => {
    const { user, password } = await createTestUser({ name: "Эзэмшигч" });
    // The account-wide ceiling, reached from many addresses (one wrong password each).
    for (let i = 0; i < LIMITS.loginPerAccount.limit; i++) {
      expect((await postJson("/api/user/login", { email: user.email, password: `guess-${i}-xyz` }, ipHeader(randomIp()))).status).toBe(401);
    }
    const owner = await postJson("/api/user/login", { email: user.email, password }, ipHeader(randomIp()));
    const wrong = await postJson("/api/user/login", { email: user.email, password: "still-guessing" }, ipHeader(randomIp()));
    // Right and wrong passwords get the same answer, so guessing on learns nothing.
    expectRetryAfter(owner, "loginPerAccount");
    expect(wrong.status).toBe(429);
    expect(await owner.text()).toBe(await wrong.text());

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1); // only the right password sent one
    const link = mails[0].text.match(/https?:\/\/\S+\/login-link\?token=([A-Za-z0-9_-]+)/)!;
    expect((await SELF.fetch(link[0])).status).toBe(200); // opening the link changes nothing
    const form = {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: link[1] }),
    } as const;
    const spent = await SELF.fetch("http://localhost/login-link", form);
    expect(spent.status).toBe(302);
    const cookie = spent.headers.get("Set-Cookie")!.split(";")[0];
    const info = await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Cookie: cookie } });
    expect(await info.json()).toMatchObject({ data: { info: { email: user.email } } });
    // Single use.
    expect((await SELF.fetch("http://localhost/login-link", { ...form, body: new URLSearchParams({ token: link[1] }) })).status).toBe(400);
  });
});

describe("register", () => {
  it("answers 429 with Retry-After past the limit for one address, in the user's language, until the window passes", async () => {
    const ip = randomIp();
    await fill("registerPerAddress", ip);
    const body = () => ({ name: "Бүртгэл", email: newEmail(), password: "tsagaan-sar-2026" });
    const refused = await postJson("/api/user/register", body(), ipHeader(ip));
    expectRetryAfter(refused, "registerPerAddress");
    expect(await refused.json()).toMatchObject({ data: { message: expect.stringContaining("хэт олон бүртгэл") } });
    const english = await postJson("/api/user/register", body(), { ...ipHeader(ip), Cookie: "lang=en" });
    expect(await english.json()).toMatchObject({ data: { message: expect.stringContaining("Too many accounts") } });
    expect((await postJson("/api/user/register", body(), ipHeader(randomIp()))).status).toBe(200);

    await windowPasses("registerPerAddress", ip);
    expect((await postJson("/api/user/register", body(), ipHeader(ip))).status).toBe(200);
  });
});

describe("forgot password", () => {
  it("sends at most three reset mails an hour to one e-mail, whoever asks", async () => {
    const { user } = await createTestUser();
    for (let i = 0; i < LIMITS.forgotPasswordPerEmail.limit; i++) {
      expect((await postJson("/api/user/forgot-password", { email: user.email }, ipHeader(randomIp()))).status).toBe(200);
    }
    const refused = await postJson("/api/user/forgot-password", { email: user.email }, ipHeader(randomIp()));
    expectRetryAfter(refused, "forgotPasswordPerEmail");
    expect(await mailsTo(user.email)).toHaveLength(LIMITS.forgotPasswordPerEmail.limit);
    // An address without an account is limited the same way: a 429 reveals nobody.
    const nobody = newEmail();
    for (let i = 0; i < LIMITS.forgotPasswordPerEmail.limit; i++) await postJson("/api/user/forgot-password", { email: nobody }, ipHeader(randomIp()));
    expect((await postJson("/api/user/forgot-password", { email: nobody }, ipHeader(randomIp()))).status).toBe(429);

    await windowPasses("forgotPasswordPerEmail", user.email);
    expect((await postJson("/api/user/forgot-password", { email: user.email }, ipHeader(randomIp()))).status).toBe(200);
  });

  it("limits one address over many e-mails, on the page's form too", async () => {
    const ip = randomIp();
    await fill("forgotPasswordPerAddress", ip);
    expectRetryAfter(await postJson("/api/user/forgot-password", { email: newEmail() }, ipHeader(ip)), "forgotPasswordPerAddress");
    // The login page's dialog posts with a fetcher, through single fetch's .data address.
    const page = await SELF.fetch("http://localhost/forgot-password.data", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...ipHeader(ip) },
      body: new URLSearchParams({ email: newEmail() }),
    });
    expectRetryAfter(page, "forgotPasswordPerAddress");
    await windowPasses("forgotPasswordPerAddress", ip);
    expect((await postJson("/api/user/forgot-password", { email: newEmail() }, ipHeader(ip))).status).toBe(200);
  });
});

describe("change password", () => {
  it("counts wrong old passwords toward the login brake of the account", async () => {
    const { user, password, bearer } = await createTestUser();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await postJson(
        "/api/user/change-password",
        { oldPassword: `guess-${i}-xyz`, password: "shine-nuuts-2026" },
        { Authorization: bearer, ...ipHeader(ip) },
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await postJson(
      "/api/user/change-password",
      { oldPassword: password, password: "shine-nuuts-2026" },
      { Authorization: bearer, ...ipHeader(ip) },
    );
    expectRetryAfter(refused, "loginPerAccountAndAddress");
    expect(await refused.json()).toMatchObject({
      result: "failed",
      data: { message: "Хэт олон удаа буруу оролдлоо. Арван таван минутын дараа дахин оролдоно уу." },
    });
    // The same count brakes a password login for this account from that address.
    expect((await postJson("/api/user/login", { email: user.email, password }, ipHeader(ip))).status).toBe(429);

    await windowPasses("loginPerAccountAndAddress", `${user.email}|${ip}`);
    const changed = await postJson(
      "/api/user/change-password",
      { oldPassword: password, password: "shine-nuuts-2026" },
      { Authorization: bearer, ...ipHeader(ip) },
    );
    expect(changed.status).toBe(200);
  });
});

describe("coupons", () => {
  it("refuses every code, even a good one, after ten wrong codes from one user", async () => {
    const { user, bearer } = await createTestUser();
    const [good] = await createCoupons(env.DB, 1, 1);
    const headers = { Authorization: bearer, ...ipHeader(randomIp()) };
    for (let i = 0; i < LIMITS.couponFailuresPerUser.limit; i++) {
      const path = i % 2 ? "/api/purchase/use-coupon" : "/api/purchase/confirm-coupon";
      expect((await postJson(path, { coupon: `WRONG-${i}-CODE` }, headers)).status).toBe(400);
    }
    for (const path of ["/api/purchase/use-coupon", "/api/purchase/confirm-coupon"]) {
      const refused = await postJson(path, { coupon: good }, headers);
      expectRetryAfter(refused, "couponFailuresPerUser");
      expect(await refused.json()).toMatchObject({ message: expect.stringContaining("Купоны кодыг хэт олон удаа") });
    }
    await windowPasses("couponFailuresPerUser", String(user.id));
    expect((await postJson("/api/purchase/confirm-coupon", { coupon: good }, headers)).status).toBe(200);
  });

  it("limits one address over many users", async () => {
    const ip = randomIp();
    await fill("couponFailuresPerAddress", ip);
    const { bearer } = await createTestUser();
    expectRetryAfter(
      await postJson("/api/purchase/use-coupon", { coupon: "ANY-CODE-1" }, { Authorization: bearer, ...ipHeader(ip) }),
      "couponFailuresPerAddress",
    );
    await windowPasses("couponFailuresPerAddress", ip);
    expect((await postJson("/api/purchase/use-coupon", { coupon: "ANY-CODE-1" }, { Authorization: bearer, ...ipHeader(ip) })).status).toBe(400);
  });
});
