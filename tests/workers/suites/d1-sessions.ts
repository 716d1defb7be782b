// ADR 029: every request runs on one D1 session; its bookmark travels in a cookie so that the learner's
// next read, wherever a replica serves it, is at least as new as their last write. (Locally there is
// no replica: what this shows is the cookie's round trip and where each request's session starts.)
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, sessionStart } from "~/db/d1-session.server";
import { createTestUser } from "../support/auth";

function bookmarkOf(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  return cookie ? cookie.slice(BOOKMARK_COOKIE.length + 1).split(";")[0] : null;
}

describe("the D1 bookmark cookie", () => {
  it("is set by a public list, advanced by a write, and a read with it sees the write", async () => {
    const { bearer } = await createTestUser();
    const list = await SELF.fetch("http://localhost/api/user/top-all-time");
    expect(list.status).toBe(200);
    const first = bookmarkOf(list);
    expect(first).toMatch(/^[0-9a-f-]+$/);
    expect(list.headers.getSetCookie().find((c) => c.startsWith(BOOKMARK_COOKIE))).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);

    const phone = `99${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
    const write = await SELF.fetch("http://localhost/api/user/update-profile-info", {
      method: "POST",
      headers: { Authorization: bearer, "Content-Type": "application/json", Cookie: `${BOOKMARK_COOKIE}=${first}` },
      body: JSON.stringify({ phone }),
    });
    expect(write.status).toBe(200);
    const afterWrite = bookmarkOf(write);
    // Bookmarks are fixed-width hex: a later database state sorts later.
    expect(afterWrite! > first!).toBe(true);

    const read = await SELF.fetch("http://localhost/api/user/get-user-info", {
      headers: { Authorization: bearer, Cookie: `${BOOKMARK_COOKIE}=${afterWrite}` },
    });
    expect(await read.json()).toMatchObject({ data: { info: { phone } } });
    // A read at the bookmark needs no new cookie unless it saw a newer state.
    const again = bookmarkOf(read);
    expect(again === null || again >= afterWrite!).toBe(true);
  });

  it("ignores a cookie that is not a bookmark", async () => {
    const res = await SELF.fetch("http://localhost/api/user/top-all-time", { headers: { Cookie: `${BOOKMARK_COOKIE}=<script>` } });
    expect(res.status).toBe(200);
    expect(bookmarkOf(res)).toMatch(/^[0-9a-f-]+$/);
  });
});

describe("where a request's session starts", () => {
  const at = (method: string, cookie?: string) =>
    sessionStart(new Request("http://localhost/x", { method, headers: cookie ? { Cookie: `a=1; ${BOOKMARK_COOKIE}=${cookie}` } : {} }));

  it("writes at the primary, reads at the learner's bookmark, first reads anywhere", () => {
    const bookmark = "00000000-0000000a-00000000-00000000000000000000000000000000";
    expect(at("POST", bookmark)).toBe("first-primary");
    expect(at("POST")).toBe("first-primary");
    expect(at("GET", bookmark)).toBe(bookmark);
    expect(at("HEAD", bookmark)).toBe(bookmark);
    expect(at("GET")).toBe("first-unconstrained");
  });
});
