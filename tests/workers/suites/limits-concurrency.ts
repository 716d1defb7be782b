// Issue 29: every limit holds when its requests arrive at once. Each test sends a burst of concurrent
// requests and checks that exactly the allowed number is judged and the rest answer 429 with
// Retry-After (the unit is taken in the limiter object before the slow work, ADR 030).
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS, type LimitName } from "~/core/accounts/rate-limits";
import { createDb } from "~/db/client.server";
import { certificates, emailOutbox, notifications, users } from "~/db/schema";
import { createCoupons } from "~/models/billing/coupons.server";
import { createTestUser } from "../support/auth";
import { postJson, randomIp } from "../support/http";

const BURST = 40;
const db = () => createDb(env.DB);
const counter = (name: LimitName, key: string) => env.LOGIN_THROTTLE.get(env.LOGIN_THROTTLE.idFromName(`${name}:${key}`));
const ipHeader = (ip: string) => ({ "CF-Connecting-IP": ip });
const login = (email: string, password: string, ip: string) => postJson("/api/user/login", { email, password }, ipHeader(ip));

/** `count` requests at once. */
function burst(count: number, send: (i: number) => Promise<Response>): Promise<Response[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

/** Every response that is not a 429 was judged; every 429 names a wait. */
function judged(responses: readonly Response[]): Response[] {
  for (const r of responses.filter((r) => r.status === 429)) expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
  return responses.filter((r) => r.status !== 429);
}

const statuses = (responses: readonly Response[]) => responses.map((r) => r.status);

describe("login under a burst", () => {
  it("judges five guesses for one account from one address; the right password sent with them is refused", async () => {
    const { user, password } = await createTestUser();
    const ip = randomIp();
    // 39 wrong guesses and, last, the right password: all at once.
    const answers = await burst(BURST, (i) => login(user.email, i === BURST - 1 ? password : `guess-${i}-xyz`, ip));
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.loginPerAccountAndAddress.limit).fill(401));
    expect(answers[BURST - 1].status).toBe(429);
    expect((await login(user.email, password, ip)).status).toBe(429);
    // The owner elsewhere is not locked out.
    expect((await login(user.email, password, randomIp())).status).toBe(200);
  });

  it("a fresh address per guess meets the account-wide ceiling: twenty judged, the right password only mails a link", async () => {
    const { user, password } = await createTestUser();
    const answers = await burst(BURST, (i) => login(user.email, i === BURST - 1 ? password : `guess-${i}-xyz`, randomIp()));
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.loginPerAccount.limit).fill(401));
    expect(answers[BURST - 1].status).toBe(429);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toHaveLength(1);
  });

  it("one address over many accounts: thirty judged", async () => {
    const ip = randomIp();
    const answers = await burst(BURST, (i) => login(`nobody-${i}-${crypto.randomUUID()}@example.mn`, "guess-xyz-123", ip));
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.loginPerAddress.limit).fill(401));
  });

  it("a refusal on one counter costs nothing on the others", async () => {
    const { user, password } = await createTestUser();
    const ip = randomIp();
    const { limit, windowMs } = LIMITS.loginPerAddress;
    for (let i = 0; i < limit; i++) await counter("loginPerAddress", ip).take(limit, windowMs);
    expect(statuses(await burst(10, () => login(user.email, password, ip)))).toEqual(Array(10).fill(429));
    // The pair and account units those refusals took first went back: both counters are empty.
    expect(await counter("loginPerAccountAndAddress", `${user.email}|${ip}`).take(1, windowMs)).toMatchObject({ allowed: true, count: 1 });
    expect(await counter("loginPerAccount", user.email).take(1, windowMs)).toMatchObject({ allowed: true, count: 1 });
  });

  it("change-password's old-password check: five judged, the right old password sent with them is refused", async () => {
    const { user, password, bearer } = await createTestUser();
    const ip = randomIp();
    const headers = { Authorization: bearer, ...ipHeader(ip) };
    const answers = await burst(BURST, (i) =>
      postJson("/api/user/change-password", { oldPassword: i === BURST - 1 ? password : `guess-${i}-xyz`, password: "shine-nuuts-2026" }, headers),
    );
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.loginPerAccountAndAddress.limit).fill(400));
    expect(answers[BURST - 1].status).toBe(429);
    // The password did not change.
    expect((await login(user.email, password, randomIp())).status).toBe(200);
  });
});

describe("other limits under a burst", () => {
  it("coupon codes: ten wrong codes judged, a good code sent with them is refused and stays unused", async () => {
    const { bearer } = await createTestUser();
    const [good] = await createCoupons(env.DB, 1, 1);
    const headers = { Authorization: bearer, ...ipHeader(randomIp()) };
    const answers = await burst(BURST, (i) =>
      i === BURST - 1
        ? postJson("/api/purchase/confirm-coupon", { coupon: good }, headers)
        : postJson(i % 2 ? "/api/purchase/use-coupon" : "/api/purchase/confirm-coupon", { coupon: `WRONG-${i}-CODE` }, headers),
    );
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.couponFailuresPerUser.limit).fill(400));
    expect(answers[BURST - 1].status).toBe(429);
    expect((await postJson("/api/purchase/confirm-coupon", { coupon: good }, { Authorization: (await createTestUser()).bearer })).status).toBe(200);
  });

  it("coupon codes: a good code gives its unit back, so ten wrong ones still fit after it", async () => {
    const { bearer } = await createTestUser();
    const [good] = await createCoupons(env.DB, 1, 1);
    const headers = { Authorization: bearer, ...ipHeader(randomIp()) };
    expect((await postJson("/api/purchase/use-coupon", { coupon: good }, headers)).status).toBe(200);
    const answers = await burst(LIMITS.couponFailuresPerUser.limit + 1, (i) => postJson("/api/purchase/use-coupon", { coupon: `WRONG-${i}-CODE` }, headers));
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.couponFailuresPerUser.limit).fill(400));
  });

  it("friend requests: twenty sent, and only their twenty learners are told", async () => {
    const me = await createTestUser({ name: "Олон хүсэлт" });
    const tag = crypto.randomUUID();
    const targets = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        db()
          .insert(users)
          .values({ name: `Хүн ${i}`, email: `burst-${i}-${tag}@example.mn` })
          .returning({ id: users.id })
          .get(),
      ),
    );
    const answers = await burst(BURST, (i) => postJson("/api/user/add-friend", { userId: targets[i].id }, { Authorization: me.bearer }));
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.friendRequestsPerUser.limit).fill(200));
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "friendRequest"), like(notifications.ckey, `friendRequest:${me.user.id}:%`)));
    expect(told).toHaveLength(LIMITS.friendRequestsPerUser.limit);
  });

  it("certificate tokens: twenty unknown tokens looked up; a real token gives its unit back", async () => {
    const ip = randomIp();
    const { user } = await createTestUser();
    const token = crypto.randomUUID().replaceAll("-", "").slice(0, 22);
    await db().insert(certificates).values({ userId: user.id, token, wpm: 40, startAt: Date.now(), endAt: Date.now() });
    // Found tokens first: they take a unit each and give it back.
    for (let i = 0; i < 3; i++) expect((await postJson("/api/user/check-user-certi", { token }, ipHeader(ip))).status).toBe(200);
    const answers = await burst(BURST, (i) => postJson("/api/user/check-user-certi", { token: `guess${String(i).padStart(17, "0")}` }, ipHeader(ip)));
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.certificateMissesPerAddress.limit).fill(404));
  });

  // Each accepted registration hashes a password (PBKDF2): 68 s at load 19 with three other files beside it.
  it("registrations from one address: forty judged", { timeout: 180_000 }, async () => {
    const ip = randomIp();
    const answers = await burst(BURST + 5, (i) =>
      postJson("/api/user/register", { name: "Бүртгэл", email: `burst-${i}-${crypto.randomUUID()}@example.mn`, password: "tsagaan-sar-2026" }, ipHeader(ip)),
    );
    expect(statuses(judged(answers))).toEqual(Array(LIMITS.registerPerAddress.limit).fill(200));
  });

  it("reset mails to one e-mail from fresh addresses: three sent", async () => {
    const { user } = await createTestUser();
    const toOne = await burst(BURST, () => postJson("/api/user/forgot-password", { email: user.email }, ipHeader(randomIp())));
    expect(statuses(judged(toOne))).toEqual(Array(LIMITS.forgotPasswordPerEmail.limit).fill(200));
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toHaveLength(LIMITS.forgotPasswordPerEmail.limit);
  });

  it("reset mails asked from one address: twenty judged", async () => {
    const ip = randomIp();
    const fromOne = await burst(BURST, (i) => postJson("/api/user/forgot-password", { email: `burst-${i}-${crypto.randomUUID()}@example.mn` }, ipHeader(ip)));
    expect(statuses(judged(fromOne))).toEqual(Array(LIMITS.forgotPasswordPerAddress.limit).fill(200));
  });

  it("login links: a burst of right passwords during the account brake mails three", async () => {
    const { user, password } = await createTestUser();
    const { limit, windowMs } = LIMITS.loginPerAccount;
    for (let i = 0; i < limit; i++) await counter("loginPerAccount", user.email).take(limit, windowMs);
    // Twelve, not forty: each one runs PBKDF2 and the limit is three.
    const answers = await burst(12, () => login(user.email, password, randomIp()));
    expect(statuses(answers)).toEqual(Array(12).fill(429));
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toHaveLength(LIMITS.loginLinksPerAccount.limit);
  });
});
