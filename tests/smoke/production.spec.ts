// The production smoke test (ADR 028), run by scripts/run-production-smoke.mjs against the built Worker
// with [env.production]'s settings: the development routes are gone, the security headers are on, and a
// learner's first hour works end to end through the real outside-service code paths — the verification
// mail leaves through the mail API, a typing test and a lesson are saved, a QPay bill is paid through
// QPay's callback.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { readdirSync } from "node:fs";
import { applyKey, createEngine, splitWords, type Keystroke } from "../../app/core/typing/typing-engine";

const publicOrigin = process.env.SMOKE_PUBLIC_ORIGIN ?? "https://bichee.mn";
const mailApi = process.env.SMOKE_MAIL ?? "";
const qpay = process.env.SMOKE_QPAY ?? "";
// Writes carry the public origin, as a browser on the site would send them.
const headers = { Origin: publicOrigin };
const GAPS = [0.6, 1.4, 0.8, 1.2, 1.0, 0.7, 1.3, 0.9, 1.1, 1.0];

/** /dev/<each dev.* route file>, with a parameter filled in. */
const devPaths = readdirSync("app/routes")
  .filter((file) => file.startsWith("dev."))
  .map(
    (file) =>
      `/${file
        .replace(/\.tsx?$/, "")
        .replaceAll(".", "/")
        .replace(/\$[A-Za-z]+/g, "1")}`,
  );

test("development routes do not exist: 404 to every method", async ({ request }) => {
  expect(devPaths).toEqual(expect.arrayContaining(["/dev/outbox", "/dev/race-bots", "/dev/prize-race"]));
  for (const path of [...devPaths, "/dev"]) {
    expect((await request.get(path)).status(), `GET ${path}`).toBe(404);
    expect((await request.post(path, { headers, data: { from: 0, count: 1 } })).status(), `POST ${path}`).toBe(404);
  }
});

test("pages carry HSTS and a nonce CSP", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  expect(res.headers()["strict-transport-security"]).toContain("max-age=");
  expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("register, verify by mail, log in, save a test and a lesson, pay a bill through QPay's callback", async ({ request }) => {
  const email = `smoke-${Date.now()}@example.mn`;
  const password = "Smoke-test-passw0rd";
  const registered = await request.post("/api/user/register", { headers, data: { name: "Смоук Шалгалт", email, password } });
  expect(registered.status(), await registered.text()).toBe(200);

  // The verification mail left through the mail API, from MAIL_FROM, with a link on the public origin.
  const message = await pollFor(async () => ((await (await request.get(`${mailApi}/messages`)).json()) as Mail[]).find((m) => m.to === email));
  expect(message.from).toBe(process.env.SMOKE_MAIL_FROM);
  const link = new URL(/https?:\/\/\S+verify-email\?token=[A-Za-z0-9_-]+/.exec(message.text)?.[0] ?? "no link in the mail");
  expect(link.origin).toBe(publicOrigin);
  const verified = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(verified.headers()["location"]).toContain("/login?sms=1");

  const login = await request.post("/api/user/login", { headers, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { ...headers, Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  // A one-minute test, typed as a person would.
  const textRes = await request.post("/api/text/begintext", { headers, data: { lang: "Мон" } });
  expect(textRes.status()).toBe(200);
  const text = ((await textRes.json()) as { data: { id: number; text: string } }).data;
  const test = await request.post("/api/text/upgrade-wpm", {
    headers: auth,
    data: { testId: crypto.randomUUID(), textId: text.id, durationMs: 60_000, keystrokes: typedLog(text.text, 150, 20) },
  });
  expect(test.status(), await test.text()).toBe(200);
  expect(((await test.json()) as { result: boolean }).result).toBe(true);

  // The first lesson of the seeded curriculum.
  const lesson = await firstLesson(request, auth);
  const saved = await request.post("/api/lesson/update-user-lesson", {
    headers: auth,
    data: { lessonId: lesson.id, attemptId: crypto.randomUUID(), keystrokes: [...lesson.text].map((ch, i) => [ch, i * 300]) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A bill at QPay (the emulator behind https://merchant.qpay.mn), paid; QPay calls back; the plan starts.
  const bill = await request.post("/api/purchase/qpay-create-bill", { headers: auth, data: { level: "plan1" } });
  expect(bill.status(), await bill.text()).toBe(200);
  const { payment_id: qpayInvoiceId } = (await bill.json()) as { payment_id: string };
  const paid = await request.post(`${qpay}/emulator/invoices/${encodeURIComponent(qpayInvoiceId)}/pay`, { data: { callback: true } });
  expect(paid.status()).toBe(200);
  const { callback } = (await paid.json()) as { callback: { status: number; body: string } };
  expect(callback.status, callback.body).toBe(200);
  const info = await request.post("/api/user/get-user-info", { headers: auth, data: {} });
  const endAt = ((await info.json()) as { data: { info: { end_at: number | null } } }).data.info.end_at;
  expect(endAt ?? 0).toBeGreaterThan(Date.now());
});

interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

async function pollFor<T>(find: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect.poll(async () => (found = await find()) !== undefined, { timeout: 10_000 }).toBe(true);
  return found!;
}

async function firstLesson(request: APIRequestContext, auth: Record<string, string>) {
  const list = await request.post("/api/lesson/get-lesson-list", { headers: auth, data: {} });
  expect(list.status()).toBe(200);
  const ids = JSON.stringify(await list.json()).match(/"id":(\d+)/g) ?? [];
  const id = Math.min(...ids.map((m) => Number(m.slice(5))));
  const res = await request.post("/api/lesson/get-lesson", { headers: auth, data: { id } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number; text: string } }).data;
}

/** The first `words` words typed right, keys `msPerKey` apart with a person's unevenness. */
function typedLog(text: string, msPerKey: number, words: number): Keystroke[] {
  let state = createEngine(text);
  let time = 0;
  let i = 0;
  for (const ch of splitWords(text).slice(0, words).join(" ") + " ") {
    state = applyKey(state, { key: ch, time });
    time += Math.round(msPerKey * GAPS[i++ % GAPS.length]);
  }
  return [...state.log];
}
