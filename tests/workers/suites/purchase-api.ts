import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "~/core/billing/subscription";
import { createCoupons } from "~/models/billing/coupons.server";
import { requireSubscribedUser, requireSubscription } from "~/utils/subscription.server";
import { createTestUser } from "../support/auth";
import { callbackPath, emulatedInvoice, failNextInvoice, payAtEmulator, paymentsFor, userEndAt } from "../support/qpay";

async function post(path: string, auth: string | null, body: unknown, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json", ...extraHeaders };
  if (auth?.startsWith("Bearer ")) headers.Authorization = auth;
  else if (auth) headers.Cookie = auth;
  const res = await SELF.fetch(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read nested fields of every answer and assert on them
  return { status: res.status, body: await res.json<Record<string, any>>() };
}

describe("POST /api/purchase/qpay-create-bill and check-qpay-bill", () => {
  it("asks for a session", async () => {
    expect((await post("/api/purchase/qpay-create-bill", null, { level: "plan1" })).status).toBe(401);
    expect((await post("/api/purchase/check-qpay-bill", null, { invoiceId: "x" })).status).toBe(401);
  });

  it("creates a bill with the spec's names, then reports it paid once QPay has it", async () => {
    const { user, bearer } = await createTestUser();
    const created = await post("/api/purchase/qpay-create-bill", bearer, { level: 1 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      result: "success",
      invoice_id: expect.any(String),
      payment_id: expect.any(String),
      qr: { text: expect.any(String) },
      urls: expect.any(Array),
      data: { plan: "plan1", amount: 9_900, days: 30 },
    });
    const invoiceId = created.body.invoice_id as string;
    expect(await post("/api/purchase/check-qpay-bill", bearer, { invoiceId })).toEqual({
      status: 200,
      body: { result: "success", data: { status: "unpaid" } },
    });

    await payAtEmulator(invoiceId);
    const checked = await post("/api/purchase/check-qpay-bill", bearer, { invoiceId });
    expect(checked.body).toMatchObject({ result: "success", data: { status: "paid", days_left: 30 } });
    expect(checked.body.data.end_at).toBe(await userEndAt(user.id));
  });

  it("answers 404 to another user's invoice id and grants them nothing", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const created = await post("/api/purchase/qpay-create-bill", owner.cookie, { level: "plan2" });
    await payAtEmulator(created.body.invoice_id);
    expect(await post("/api/purchase/check-qpay-bill", stranger.bearer, { invoiceId: created.body.invoice_id })).toEqual({
      status: 404,
      body: { result: "failed", data: { status: "unknown" } },
    });
    expect(await userEndAt(stranger.user.id)).toBeNull();
    expect(await paymentsFor(created.body.invoice_id)).toHaveLength(0);
  });

  it("refuses the free plan with a message", async () => {
    const { bearer } = await createTestUser();
    expect(await post("/api/purchase/qpay-create-bill", bearer, { level: "plan0" })).toEqual({
      status: 400,
      body: { result: "failed", data: { message: "Ийм багц байхгүй байна." } },
    });
  });

  it("words a refused bill in the caller's language, with the status of its kind: 400 for an unknown plan, 502 when QPay refuses", async () => {
    const { user, bearer } = await createTestUser();
    const billIn = (lang: "mn" | "en", level: unknown) => post("/api/purchase/qpay-create-bill", bearer, { level }, { Cookie: `lang=${lang}` });
    expect(await billIn("en", "plan9")).toEqual({ status: 400, body: { result: "failed", data: { message: "There is no such plan." } } });
    expect(await billIn("mn", "plan9")).toEqual({ status: 400, body: { result: "failed", data: { message: "Ийм багц байхгүй байна." } } });
    await failNextInvoice(user.id, "merchant is blocked");
    expect(await billIn("en", "plan1")).toEqual({
      status: 502,
      body: { result: "failed", data: { message: "Could not create the bill. Please wait a moment and try again." } },
    });
    await failNextInvoice(user.id, "merchant is blocked");
    expect(await billIn("mn", "plan1")).toEqual({
      status: 502,
      body: { result: "failed", data: { message: "Нэхэмжлэх үүсгэж чадсангүй. Түр хүлээгээд дахин оролдоно уу." } },
    });
  });

  it("describes the invoice to QPay in Mongolian whatever the caller's language", async () => {
    const { bearer } = await createTestUser();
    const created = await post("/api/purchase/qpay-create-bill", bearer, { level: "plan1" }, { Cookie: "lang=en" });
    expect(created.status).toBe(200);
    expect((await emulatedInvoice(created.body.invoice_id)).invoice_description).toBe("Бичээч: 30 хоногийн эрх");
  });

  it("takes QPay's callback by POST as well as GET, with no Origin (server to server)", async () => {
    const { user, bearer } = await createTestUser();
    const created = await post("/api/purchase/qpay-create-bill", bearer, { level: "plan1" });
    await payAtEmulator(created.body.invoice_id);
    const res = await SELF.fetch(`http://localhost${await callbackPath(created.body.invoice_id)}`, { method: "POST" });
    expect([res.status, await res.text()]).toEqual([200, "SUCCESS"]);
    expect(await userEndAt(user.id)).not.toBeNull();
  });
});

describe("POST /api/purchase/use-coupon and confirm-coupon", () => {
  it("checks, confirms once, and refuses wrong or used codes with the spec's words", async () => {
    const { user, bearer } = await createTestUser({ endAt: Date.now() + 2 * DAY_MS });
    const [code] = await createCoupons(env.DB, 3, 1);
    const wrong = { status: 400, body: { result: "failed", data: { message: "Купон код буруу эсвэл ашиглагдсан байна." } } };
    expect(await post("/api/purchase/use-coupon", bearer, { coupon: "AAAA-BBBB-CCCC" })).toEqual(wrong);
    expect(await post("/api/purchase/use-coupon", bearer, { coupon: [code.slice(0, 4), code.slice(4, 8), code.slice(8)] })).toEqual({
      status: 200,
      body: { result: "success", data: { month: 3 } },
    });
    const confirmed = await post("/api/purchase/confirm-coupon", bearer, { coupon: code, month: 12 });
    expect(confirmed.body).toMatchObject({ result: "success", data: { month: 3, days_left: 92 } });
    expect(confirmed.body.end_at).toBe(await userEndAt(user.id));
    expect(await post("/api/purchase/use-coupon", bearer, { coupon: code })).toEqual(wrong);
    expect(await post("/api/purchase/confirm-coupon", bearer, { coupon: code })).toEqual(wrong);
  });

  it("gives one success to twenty parallel confirmations of one coupon by twenty users", async () => {
    const [code] = await createCoupons(env.DB, 1, 1);
    const people = await Promise.all(Array.from({ length: 20 }, () => createTestUser()));
    const answers = await Promise.all(people.map((p) => post("/api/purchase/confirm-coupon", p.bearer, { coupon: code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    const ends = await Promise.all(people.map((p) => userEndAt(p.user.id)));
    expect(ends.filter((e) => e !== null)).toHaveLength(1);
  });
});

describe("requireSubscription (402 for paid-only calls)", () => {
  const request = (auth: string) =>
    new Request("http://localhost/api/anything", { headers: auth.startsWith("Bearer ") ? { Authorization: auth } : { Cookie: auth } });

  it("lets an active subscriber and an admin through and answers 402 to an expired user", async () => {
    const active = await createTestUser({ endAt: Date.now() + DAY_MS });
    expect((await requireSubscription(request(active.bearer), env)).id).toBe(active.user.id);
    const admin = await createTestUser({ role: "admin" });
    expect((await requireSubscription(request(admin.bearer), env)).id).toBe(admin.user.id);

    const expired = await createTestUser({ endAt: Date.now() - 1 });
    const refusal = (await requireSubscription(request(expired.bearer), env).catch((e) => e)) as Response;
    expect(refusal.status).toBe(402);
    expect(await refusal.json()).toMatchObject({ status: 402, data: { message: "Энэ үйлдэлд төлбөртэй багцын эрх шаардлагатай." } });
    const never = await createTestUser();
    expect(((await requireSubscription(request(never.bearer), env).catch((e) => e)) as Response).status).toBe(402);
  });

  it("answers 401 without a session, and pages redirect to /payment or /text", async () => {
    expect(((await requireSubscription(new Request("http://localhost/x"), env).catch((e) => e)) as Response).status).toBe(401);
    const expired = await createTestUser({ endAt: Date.now() - DAY_MS });
    const toText = (await requireSubscribedUser(request(expired.cookie), env, "/text").catch((e) => e)) as Response;
    expect([toText.status, toText.headers.get("Location")]).toEqual([302, "/text"]);
    const toPayment = (await requireSubscribedUser(request(expired.cookie), env).catch((e) => e)) as Response;
    expect(toPayment.headers.get("Location")).toBe("/payment");
  });
});

describe("pages", () => {
  it("/payment needs a login and shows the expired heading, plans and support", async () => {
    expect((await SELF.fetch("http://localhost/payment", { redirect: "manual" })).status).toBe(302);
    const { cookie } = await createTestUser({ endAt: Date.now() - DAY_MS });
    const html = await (await SELF.fetch("http://localhost/payment", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Таны үйлчилгээний хугацаа дууссан байна");
    for (const text of ["9,900 ₮", "14,900 ₮", "30 хоног", "90 хоног", "51 хичээл", "09:00–18:00"]) expect(html).toContain(text);
  });

  it("/payment greets an active subscriber with the extend heading", async () => {
    const { cookie } = await createTestUser({ endAt: Date.now() + 5 * DAY_MS });
    const html = await (await SELF.fetch("http://localhost/payment", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Та доорх багцуудаас сонгож эрхээ сунгана уу");
    expect(html).toContain("Үлдсэн хоног: 5");
  });

  it("/text explains that a paid plan is needed", async () => {
    const html = await (await SELF.fetch("http://localhost/text")).text();
    expect(html).toContain("Төлбөртэй эрх шаардлагатай");
    expect(html).toContain('href="/payment"');
  });
});
