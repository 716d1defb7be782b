// Issue 29 §3 (ADR 031): no redirect of the site sends a browser to another origin. Every route that
// redirects is sent every hostile target, as a browser would send it; each must land on that route's
// own default page, never 500 (a line break in Location was one).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { createOneTimeToken } from "~/models/accounts/email-tokens.server";
import { createTestUser } from "../support/auth";
import { randomIp } from "../support/http";

/** As the target reaches the server once the query string or form field is decoded. */
const TARGETS = [
  "//x",
  "/\\x",
  "/\t/x",
  "/\n/x",
  "/\r/x",
  "/\r\n/x",
  // Sent percent-encoded inside the value itself (decoded once, these are the ones above).
  "/%09/x",
  "/%0A/x",
  "/%0D/x",
  "/%5Cx",
  "/.//x",
  "https://x",
  "http://localhost.evil.example/",
  "javascript:alert(1)",
  "/\u00a0/x",
  "/\u2028/x",
];

/** The issue's own example, as a browser sends it in the address bar. */
const RAW_QUERIES = ["/%09/evil.example/phish", "/%0A/x", "/%0D/x", "//x", "/%5Cx", "https://x", "javascript:alert(1)"];

type Landing = { status: number; location: string | null; text: string };

async function land(res: Response): Promise<Landing> {
  return { status: res.status, location: res.headers.get("Location"), text: await res.text() };
}

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": randomIp(), ...headers },
    body: new URLSearchParams(fields),
  });
}

interface RedirectingRoute {
  name: string;
  /** Where this route goes when the target is refused (or it takes none). */
  fallback: string;
  /** `account` is one account for the whole test, made on first use: hashing a password for each of the
   * 16 targets took more than the test's minute on a busy machine. */
  send: (target: string, account: () => ReturnType<typeof createTestUser>) => Promise<Response>;
}

const ROUTES: RedirectingRoute[] = [
  {
    name: "GET /login while signed in",
    fallback: "/beginner",
    send: async (target, account) => {
      const { cookie } = await account();
      return SELF.fetch(`http://localhost/login?redirectTo=${encodeURIComponent(target)}`, { headers: { Cookie: cookie }, redirect: "manual" });
    },
  },
  {
    name: "GET /login.data while signed in (a client-side navigation)",
    fallback: "/beginner",
    send: async (target, account) => {
      const { cookie } = await account();
      return SELF.fetch(`http://localhost/login.data?redirectTo=${encodeURIComponent(target)}`, { headers: { Cookie: cookie }, redirect: "manual" });
    },
  },
  {
    name: "POST /login, the form posted by the browser itself (no JavaScript)",
    fallback: "/beginner",
    send: async (target, account) => {
      const { user, password } = await account();
      return form("/login", { email: user.email, password, redirectTo: target }, { "Sec-Fetch-Mode": "navigate" });
    },
  },
  {
    name: "POST /language",
    fallback: "/",
    send: (target) => form("/language", { language: "en", redirectTo: target }),
  },
  {
    name: "POST /language.data (the hydrated switch)",
    fallback: "/",
    send: (target) => form("/language.data", { language: "mn", redirectTo: target }),
  },
  {
    name: "POST /logout",
    fallback: "/login?loggedOut=1",
    send: async (target) => {
      const { cookie } = await createTestUser();
      return form(`/logout?redirectTo=${encodeURIComponent(target)}`, { redirectTo: target }, { Cookie: cookie });
    },
  },
  {
    name: "POST /login-link",
    fallback: "/beginner",
    send: async (target) => {
      const { user } = await createTestUser();
      const token = await createOneTimeToken(createDb(env.DB), user.id, "login_link");
      return form(`/login-link?redirectTo=${encodeURIComponent(target)}`, { token, redirectTo: target });
    },
  },
];

describe("every route that redirects lands a hostile target on its own default page", () => {
  for (const route of ROUTES) {
    it(route.name, { timeout: 60_000 }, async () => {
      let made: ReturnType<typeof createTestUser> | undefined;
      const account = () => (made ??= createTestUser());
      for (const target of TARGETS) {
        const { status, location } = await land(await route.send(target, account));
        // A .data answer carries the redirect as 202 + Location; a document answer as 302.
        expect([JSON.stringify(target), status, location]).toEqual([JSON.stringify(target), expect.toBeOneOf([202, 302]), route.fallback]);
      }
    });
  }
});

describe("the issue's own URLs", () => {
  it("GET /login?redirectTo=/%09/evil.example/phish (and %0A, %0D…) while signed in is a 302 to /beginner, never a 500", async () => {
    const { cookie } = await createTestUser();
    for (const query of RAW_QUERIES) {
      const res = await SELF.fetch(`http://localhost/login?redirectTo=${query}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect([query, res.status, res.headers.get("Location")]).toEqual([query, 302, "/beginner"]);
    }
  });

  it("signed out, the login page hands the form /beginner, not the hostile target", async () => {
    for (const query of RAW_QUERIES) {
      const page = await SELF.fetch(`http://localhost/login?redirectTo=${query}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/name="redirectTo" value="\/beginner"/);
    }
  });

  it("the hydrated login form's answer names /beginner as where to go", async () => {
    const { user, password } = await createTestUser();
    for (const target of TARGETS) {
      const { status, text } = await land(await form("/login.data", { email: user.email, password, redirectTo: target }));
      expect(status).toBe(200);
      expect(text).toContain('"/beginner"');
      expect(text, JSON.stringify(target)).not.toContain(JSON.stringify(target));
    }
  });
});

describe("a safe target still goes where it should", () => {
  it("/login, /language and the hydrated form keep a path on this site, query and all", async () => {
    const { cookie, user, password } = await createTestUser();
    const signedIn = await SELF.fetch(`http://localhost/login?redirectTo=${encodeURIComponent("/profile?tab=stats")}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(signedIn.headers.get("Location")).toBe("/profile?tab=stats");
    const posted = await form("/login", { email: user.email, password, redirectTo: "/payment" }, { "Sec-Fetch-Mode": "navigate" });
    expect([posted.status, posted.headers.get("Location")]).toEqual([302, "/payment"]);
    const language = await form("/language", { language: "en", redirectTo: "/create-race/мон" });
    expect(language.headers.get("Location")).toBe("/create-race/%D0%BC%D0%BE%D0%BD");
  });
});

// Every redirect in the code: a fixed path of the site, or through safeRedirect. A new redirect to a
// target read from a request fails here until it goes through the rule.
const SOURCES = import.meta.glob<string>(["../../../app/**/*.ts", "../../../app/**/*.tsx", "!../../../app/**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Redirects whose target is not a literal but is not chosen by a request either. */
const KNOWN_TARGETS: Record<string, string> = {
  "routes/auth.facebook.ts": "location", // Facebook's own login page, built from our settings
  "utils/subscription.server.ts": "orElse", // typed "/payment" | "/text"
  "models/lessons/lesson-screen.server.ts": "lessonListPath", // built from a lesson's ids
  "routes/verify-email.ts": 'ok ? "/login?sms=1" : "/login?verifyFailed=1"', // two fixed pages
};

describe("the redirects in the code", () => {
  it("go to a fixed path of the site or through safeRedirect", () => {
    const found: string[] = [];
    for (const [path, source] of Object.entries(SOURCES)) {
      const file = path.replace(/^.*\/app\//, "");
      if (file === "utils/http.ts") continue;
      for (const match of source.matchAll(/\bredirect\(\s*([^,)]+)/g)) {
        const target = match[1].trim();
        found.push(`${file}: ${target}`);
        const fixed = /^(["'`])\/(?![/\\])/.test(target);
        const known = KNOWN_TARGETS[file] !== undefined && target.startsWith(KNOWN_TARGETS[file]);
        expect(fixed || known, `${file} redirects to ${target}: use safeRedirect (ADR 031)`).toBe(true);
      }
    }
    // The scan really sees the code's redirects (login's go through safeRedirect and are not listed).
    expect(found.length).toBeGreaterThanOrEqual(15);
  });

  it("and no route reads a body itself (readBody or adminForm count its bytes)", () => {
    for (const [path, source] of Object.entries(SOURCES)) {
      if (path.endsWith("utils/request.server.ts")) continue;
      expect(source, path).not.toMatch(/\brequest\.(formData|json|text|arrayBuffer|blob)\(\)/);
    }
  });
});
