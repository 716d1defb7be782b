// Issue 21: no request body makes a 500. Every JSON call under app/routes/api.* is found from the route
// files themselves, so a new call is covered without touching this test.
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createRacer } from "./support/auth";
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
