import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_REDIRECT, safeBannerLink, safeRedirectPath } from "./redirect-target";

const SITE = "https://bichee.mn";

/** Where a browser on SITE would land after `Location: path`, read the way a browser reads it. */
const landing = (path: string) => new URL(path, SITE);

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirectPath("/profile")).toBe("/profile");
    expect(safeRedirectPath("/admin/payments?q=abc&status=paid#top", "/beginner")).toBe("/admin/payments?q=abc&status=paid#top");
    expect(safeRedirectPath("/lesson?gate=payment&lesson=12")).toBe("/lesson?gate=payment&lesson=12");
  });

  it("gives a Cyrillic path back percent-encoded (a header carries no Cyrillic)", () => {
    expect(safeRedirectPath("/create-race/мон")).toBe("/create-race/%D0%BC%D0%BE%D0%BD");
  });

  const REFUSED = [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example/phish",
    "/\n/evil.example",
    "/\r/evil.example",
    "/%09/evil.example/phish",
    "/%0A/x",
    "/%0D/x",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/a/../..//evil.example",
    "https://evil.example",
    "http://bichee.mn/profile",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "/\u00a0/evil.example",
    "/\u2028/evil.example",
    "/\u200b/evil.example",
    "/\u0000/evil.example",
    "/ok?q=a b",
    "/100%",
    "profile",
    "",
    "/" + "a".repeat(3000),
  ];
  for (const target of REFUSED) {
    it(`refuses ${JSON.stringify(target.slice(0, 40))}`, () => {
      expect(safeRedirectPath(target, "/beginner")).toBe("/beginner");
    });
  }

  it("refuses what is not a string, and falls back to / when the caller names no page", () => {
    expect(safeRedirectPath(null)).toBe(DEFAULT_REDIRECT);
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/profile"])).toBe("/");
    expect(safeRedirectPath({ toString: () => "/profile" })).toBe("/");
  });

  it("tidies dot segments but stays on the site", () => {
    expect(safeRedirectPath("/a/../profile")).toBe("/profile");
    expect(safeRedirectPath("/../../profile")).toBe("/profile");
  });
});

// What an attacker would try: the tricks above mixed with arbitrary text and their encodings.
const PIECES = [
  "/",
  "//",
  "\\",
  "\t",
  "\n",
  "\r",
  "%09",
  "%0A",
  "%0d",
  "%5C",
  "%2F",
  "%2f",
  "%",
  ".",
  "..",
  "@",
  ":",
  "?",
  "#",
  "evil.example",
  "javascript:",
  "https:",
  "\u00a0",
  "\u3000",
  "\u200b",
  "\ufeff",
  "\u2028",
  "ﬀ",
  "／",
  "＼",
  "мон",
];
const hostile = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 12 }).map((parts) => "/" + parts.join("")),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.string({ maxLength: 40 }).map((s) => "/" + encodeURIComponent(encodeURIComponent(s))),
);

describe("property: the helper never sends a browser to another origin", () => {
  it("for arbitrary strings (unicode, control characters, backslashes, encodings)", () => {
    fc.assert(
      fc.property(hostile, (target) => {
        const path = safeRedirectPath(target, "/beginner");
        // A path on the site, printable ASCII only (a header value), never protocol-relative.
        expect(path).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
        expect(landing(path).origin).toBe(SITE);
        // Read once more by a layer that decodes it, it is still a path on the site.
        const decoded = decodeURIComponent(path);
        expect(decoded).not.toMatch(/[\p{Cc}\p{Cf}\p{Z}\s\\]/u);
        expect(landing(decoded).origin).toBe(SITE);
        // Applying the rule again changes nothing (the server checks, then the browser checks again).
        expect(safeRedirectPath(path, "/elsewhere")).toBe(path);
      }),
      { numRuns: 5_000 },
    );
  });

  it("keeps every plain path it is given", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = "/" + segments.join("/");
        expect(safeRedirectPath(path, "/beginner")).toBe(path);
      }),
    );
  });
});

describe("safeBannerLink", () => {
  it("keeps a path on this site and a plain https address", () => {
    expect(safeBannerLink("/payment")).toBe("/payment");
    expect(safeBannerLink("https://partner.mn/offer?x=1")).toBe("https://partner.mn/offer?x=1");
  });

  it("refuses what is really another host, or not a link at all", () => {
    for (const link of [
      "/\\evil.example",
      "//evil.example",
      "/%09/evil.example",
      "http://partner.mn",
      "https://user:pw@evil.example",
      "https://localhost",
      "javascript:alert(1)",
      "https://evil .example",
      "",
      null,
    ]) {
      expect(safeBannerLink(link), String(link)).toBeNull();
    }
  });

  it("property: a banner link is a path on the site or an https address, nothing else", () => {
    fc.assert(
      fc.property(hostile, (link) => {
        const kept = safeBannerLink(link);
        if (kept === null) return;
        if (kept.startsWith("/")) expect(landing(kept).origin).toBe(SITE);
        else expect(new URL(kept).protocol).toBe("https:");
        expect(kept).toMatch(/^[\x21-\x7e]+$/);
      }),
      { numRuns: 2_000 },
    );
  });
});
