// Issue 21: no request body makes a 500. Every JSON call under app/routes/api.* is found from the route
// files themselves, so a new call is covered without touching this test.
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createRacer, createTestUser } from "./support/auth";
import { randomIp } from "./support/http";

const sources = import.meta.glob<string>("../../app/routes/api.*.ts", { query: "?raw", import: "default", eager: true });

interface Call {
  path: string;
  readsBody: boolean;
  postOnly: boolean;
  /** Also answers GET (its own loader). */
  answersGet: boolean;
}

/** api.user.login.ts → /api/user/login; a $param gets one real value. */
function pathOf(file: string): string {
  const name = file.split("/").pop()!.replace(/\.ts$/, "");
  return (
    "/" +
    name
      .split(".")
      .map((part) => (part === "$textType" ? "begintext" : part))
      .join("/")
  );
}

// QPay's callback is not a JSON call: it reads only its query string and answers 503 by design when
// QPay cannot be asked (so that QPay calls again).
const NOT_JSON_CALLS = new Set(["/api/purchase/qpay-callback"]);

const CALLS: Call[] = Object.entries(sources)
  .filter(([, source]) => /export (async function|const) action\b/.test(source))
  .map(([file, source]) => {
    const postOnly = source.includes("export const loader = postOnly");
    // A route reads its body itself (readBody) or through its contract (parseRequest, ADR 024).
    return {
      path: pathOf(file),
      readsBody: source.includes("readBody(request)") || /await parseRequest\(\w+, request\)/.test(source),
      postOnly,
      answersGet: !postOnly && /export (async function|const) loader\b/.test(source),
    };
  })
  .filter((call) => !NOT_JSON_CALLS.has(call.path));

let bearer = "";
beforeAll(async () => {
  // On a paid plan, so that the room calls reach their body check rather than the 402 gate.
  bearer = (await createRacer()).bearer;
});

function post(path: string, contentType: string | null, body: BodyInit | null, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { Authorization: bearer, "CF-Connecting-IP": randomIp(), ...extra };
  if (contentType !== null) headers["Content-Type"] = contentType;
  return SELF.fetch(`http://localhost${path}`, { method: "POST", headers, body, redirect: "manual" });
}

describe("the list of JSON calls", () => {
  it("finds the calls that read a body and the POST-only ones", () => {
    expect(CALLS.filter((c) => c.readsBody).length).toBeGreaterThanOrEqual(19);
    expect(CALLS.map((c) => c.path)).toContain("/api/user/login");
    // A call without a loader of its own must say 405 to a GET.
    expect(CALLS.filter((c) => !c.postOnly && !c.answersGet).map((c) => c.path)).toEqual([]);
  });
});

const ODD_BODIES: [string, string | null, string | null][] = [
  ["no Content-Type", null, '{"email":"a@b.mn"}'],
  ["text/plain", "text/plain", '{"email":"a@b.mn"}'],
  ["application/x-json", "application/x-json", '{"email":"a@b.mn"}'],
  ["multipart without a boundary", "multipart/form-data", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--"],
  ["broken JSON", "application/json", '{"email": '],
  ["a JSON array", "application/json", "[1,2,3]"],
  ["a JSON string", "application/json", '"hello"'],
];

describe("an unreadable body", () => {
  for (const [what, type, body] of ODD_BODIES) {
    it(`${what}: every call that reads a body answers 4xx with a message, never 500`, async () => {
      for (const call of CALLS.filter((c) => c.readsBody)) {
        const res = await post(call.path, type, body);
        expect([call.path, res.status]).toEqual([call.path, expect.any(Number)]);
        expect(res.status, call.path).toBeGreaterThanOrEqual(400);
        expect(res.status, call.path).toBeLessThan(500);
        const answer = await res.json<{ message?: string; data?: unknown }>();
        expect(JSON.stringify(answer), call.path).toMatch(/[А-Яа-яӨөҮүЁё]{3}/); // a Mongolian message
      }
    });
  }

  it("answers in English when the user chose English, with 415 for a type it cannot read", async () => {
    const res = await post("/api/user/login", "text/plain", "hello", { Cookie: "lang=en" });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ message: "The request body could not be read. Send JSON or form data." });
    const broken = await post("/api/user/login", "application/json", "{", { Cookie: "lang=en" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: "The request body is malformed. Send a JSON object." });
  });
});

describe("a wrong method", () => {
  it("GET on every call without a loader of its own is 405 with Allow: POST and a JSON message", async () => {
    for (const call of CALLS.filter((c) => !c.answersGet)) {
      const res = await SELF.fetch(`http://localhost${call.path}`, { headers: { Authorization: bearer } });
      expect([call.path, res.status, res.headers.get("Allow")]).toEqual([call.path, 405, "POST"]);
      expect(await res.json()).toMatchObject({ result: false, message: "Энэ хаягийг зөвхөн POST хүсэлтээр дуудна." });
    }
  });

  it("PUT on a call that reads a body is 405 too", async () => {
    const res = await SELF.fetch("http://localhost/api/user/login", { method: "PUT", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });
});

describe("every 400 says why", () => {
  it("answers a message for a malformed field", async () => {
    const cases: [string, unknown][] = [
      ["/api/user/remove-notify", { raceId: "x" }],
      ["/api/room/check-room", { roomId: "!!" }],
      ["/api/room/get-players", { roomId: "!!" }],
      ["/api/lesson/get-lesson", { id: "x" }],
      ["/api/lesson/get-result-lessons", { prev: "x" }],
      ["/api/text/selected-text", { roomId: "!!" }],
      ["/api/text/begintext", { lang: "??" }],
      ["/api/lesson/update-user-lesson", { nope: 1 }],
    ];
    for (const [path, body] of cases) {
      const res = await post(path, "application/json", JSON.stringify(body));
      expect([path, res.status]).toEqual([path, 400]);
      const answer = await res.json<{ message?: string }>();
      expect(answer.message, path).toMatch(/[А-Яа-яӨөҮүЁё]{3}/);
    }
  });
});

// Content types a client might send, and some it should not.
const contentType = fc.oneof(
  fc.constantFrom(
    null,
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=----x",
    "text/plain",
    "application/x-json",
    "application/octet-stream",
    "",
  ),
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
);

const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null)))
    .map((o) => JSON.stringify(o)),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 })).map((o) => new URLSearchParams(o).toString()),
  fc.uint8Array({ maxLength: 200 }),
  fc.constant(null),
);

describe("property: no body and no content type makes a 5xx", () => {
  // 250 requests through the whole Worker: minutes on a loaded 2-core machine, so a wide timeout.
  it("holds for every JSON call", { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), contentType, body, async (call, type, payload) => {
        const res = await post(call.path, type, payload as BodyInit | null);
        await res.arrayBuffer();
        return res.status < 500;
      }),
      { numRuns: 250 },
    );
  });
});

// ── issue 29 §4 (ADR 031): a body over its call's limit is a 413, never read whole ─────────────────
const MB = 1_000_000;

/** A JSON body of about `bytes` bytes: one long string field. */
const bigJson = (bytes: number) => JSON.stringify({ padding: "я".repeat(Math.ceil(bytes / 2)) });

/**
 * A body streamed in 64 KiB chunks without a Content-Length (chunked), `total` bytes in all, that
 * counts what the server pulled from it.
 */
function countedStream(total: number) {
  const chunk = new TextEncoder().encode("{" + " ".repeat(64 * 1024 - 1));
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe("a body over the call's limit", () => {
  it("a 1 MB JSON body to every JSON call that reads a body answers 413 with a Mongolian message", { timeout: 120_000 }, async () => {
    const body = bigJson(MB);
    // Facebook sign-in answers 404 before reading anything when Facebook is not configured (as here).
    for (const call of CALLS.filter((c) => c.readsBody && c.path !== "/api/user/facebook-login")) {
      const res = await post(call.path, "application/json", body);
      const answer = await res.json<{ result?: unknown; message?: string; data?: { message?: string } }>();
      expect([call.path, res.status]).toEqual([call.path, 413]);
      expect(answer.message, call.path).toMatch(/^Хүсэлтийн агуулга хэт том байна: \d+ КБ-аас ихгүй байх ёстой\.$/);
      expect(answer).toMatchObject({ result: false, data: { message: answer.message } });
    }
  });

  it("a 1 MB form body answers 413 too, and in English for an English reader", async () => {
    const form = new URLSearchParams({ email: "a@b.mn", padding: "x".repeat(MB) }).toString();
    const res = await post("/api/user/login", "application/x-www-form-urlencoded", form, { Cookie: "lang=en" });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: "The request body is too large: it may be at most 64 KB." });
  });

  it("a chunked body without Content-Length is cut at the limit, not read whole (50 MB offered)", async () => {
    for (const path of ["/api/user/login", "/login", "/api/user/certificate-exam"]) {
      const { stream, pulled } = countedStream(50 * MB);
      const res = await SELF.fetch(`http://localhost${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: bearer, "CF-Connecting-IP": randomIp() },
        body: stream,
        redirect: "manual",
      });
      expect([path, res.status, res.headers.get("Content-Length") === null]).toEqual([path, 413, true]);
      await res.arrayBuffer();
      // The exam's limit (768 KiB) and a few chunks in flight: nowhere near the 50 MB offered.
      expect(pulled(), path).toBeLessThan(2 * MB);
    }
  });

  it("a declared Content-Length over the limit is refused before the body is read", async () => {
    const { stream, pulled } = countedStream(10 * MB);
    const res = await SELF.fetch("http://localhost/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(10 * MB), "CF-Connecting-IP": randomIp() },
      body: stream,
      redirect: "manual",
    });
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThan(MB);
  });

  it("the pages' own forms (/login, /language, /register…) answer 413 for a 1 MB body", async () => {
    const form = new URLSearchParams({ email: "a@b.mn", password: "x", language: "en", padding: "x".repeat(MB) });
    for (const path of ["/login", "/language", "/register", "/forgot-password", "/reset-password", "/login-link"]) {
      const res = await SELF.fetch(`http://localhost${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": randomIp() },
        body: form,
        redirect: "manual",
      });
      expect([path, res.status]).toEqual([path, 413]);
    }
  });

  it("keeps the longest logs the schemas allow under their calls' limits (a realistic body is never a 413)", async () => {
    const key = (i: number) => ({ key: i % 10 === 9 ? "Backspace" : "ө", expected: "ө", t: 0 });
    const longest = (entries: number, maxT: number) => Array.from({ length: entries }, (_, i) => ({ ...key(i), t: Math.round((maxT * i) / entries) }));
    const cases: [string, unknown][] = [
      ["/api/text/upgrade-wpm", { testId: crypto.randomUUID(), textId: 1, durationMs: 60_000, keystrokes: longest(2_000, 120_000) }],
      ["/api/user/certificate-exam", { examId: 1, durationMs: 1_800_000, keystrokes: longest(8_000, 1_800_000) }],
      ["/api/user/upgrade-gift-race-wpm", { raceId: 1, textId: 1, durationMs: 1_800_000, keystrokes: longest(8_000, 1_800_000) }],
      ["/api/user/practice-round", { roundId: crypto.randomUUID(), layout: "mn", text: "ө".repeat(600), keystrokes: longest(1_200, 120_000) }],
    ];
    for (const [path, payload] of cases) {
      const body = JSON.stringify(payload);
      const res = await post(path, "application/json", body);
      await res.arrayBuffer();
      expect([path, body.length > 40_000, res.status]).toEqual([path, true, expect.not.toBeOneOf([413, 500])]);
    }
  });
});

describe("admin forms read through the shared helper", () => {
  const ADMIN_ACTIONS = [
    "/admin/learners/1",
    "/admin/certificates",
    "/admin/payments",
    "/admin/banners",
    "/admin/texts",
    "/admin/coupons",
    "/admin/prize-races",
    "/admin/prize-races/new",
  ];
  let adminCookie = "";
  beforeAll(async () => {
    adminCookie = (await createTestUser({ role: "admin" })).cookie;
  });
  const postAdmin = (path: string, type: string, body: BodyInit) =>
    SELF.fetch(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": type, Cookie: adminCookie }, body, redirect: "manual" });

  // /admin/learners/:id, /admin/certificates and /admin/payments read formData themselves and 500ed.
  it("a JSON body to any admin form is a 415 (the page's error screen), never a 500", async () => {
    for (const path of ADMIN_ACTIONS) {
      const res = await postAdmin(path, "application/json", '{"intent":"ban","id":"1"}');
      await res.arrayBuffer();
      expect([path, res.status]).toEqual([path, 415]);
    }
  });

  it("a 1 MB form to an admin form is a 413 (the banner and prize-race editors take their images)", async () => {
    const form = new URLSearchParams({ intent: "x", padding: "x".repeat(MB) });
    for (const path of ADMIN_ACTIONS.filter((p) => p !== "/admin/banners" && p !== "/admin/prize-races/new")) {
      expect([path, (await postAdmin(path, "application/x-www-form-urlencoded", form)).status]).toEqual([path, 413]);
    }
    const huge = new URLSearchParams({ intent: "add", padding: "x".repeat(3 * MB) });
    for (const path of ["/admin/banners", "/admin/prize-races/new"]) {
      expect([path, (await postAdmin(path, "application/x-www-form-urlencoded", huge)).status]).toEqual([path, 413]);
    }
  });
});

describe("uploads keep their own limits", () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return new File([bytes], "me.png", { type: "image/png" });
  };
  const avatarForm = (size: number) => {
    const form = new FormData();
    form.set("intent", "avatar");
    form.set("photo", png(size));
    return form;
  };

  it("an avatar a little over 50 KB gets the avatar's own words; a 5 MB one is cut at the body limit", async () => {
    const { bearer } = await createTestUser();
    const send = (size: number) =>
      SELF.fetch("http://localhost/api/user/update-profile", { method: "POST", body: avatarForm(size), headers: { Authorization: bearer } });
    const over = await send(60 * 1024);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ message: "Зурагны файл 50kb ихгүй байх ёстой." });
    const huge = await send(5 * MB);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: "Хүсэлтийн агуулга хэт том байна: 114 КБ-аас ихгүй байх ёстой." });
  });

  it("the profile page posted without JavaScript says the photo is too large, on the page", async () => {
    const { cookie } = await createTestUser();
    const res = await SELF.fetch("http://localhost/update-profile", { method: "POST", body: avatarForm(5 * MB), headers: { Cookie: cookie } });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Зурагны файл 50kb ихгүй байх ёстой.");
  });
});
