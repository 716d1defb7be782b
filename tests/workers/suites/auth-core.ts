import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { createSession, issueRefreshToken, lookupSession, revokeUserSessions, rotateRefreshToken } from "~/models/accounts/sessions.server";
import { getOptionalUser, requireApiUser, requireUser } from "~/utils/auth.server";
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "~/utils/password.server";
import { createTestUser } from "../support/auth";

describe("passwords", () => {
  it("uses PBKDF2-SHA256 at no more than the 100,000 iterations production Workers allow", async () => {
    expect(PASSWORD_ITERATIONS).toBeLessThanOrEqual(100_000);
    const hashed = await hashPassword("correct horse");
    expect(hashed).toMatchObject({ algorithm: "pbkdf2-sha256", iterations: PASSWORD_ITERATIONS });
    expect(atob(hashed.salt)).toHaveLength(16);
  });

  it("verifies the right password only, and honours the pepper", async () => {
    const plain = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", plain)).toBe(true);
    expect(await verifyPassword("correct horsE", plain)).toBe(false);
    const peppered = await hashPassword("correct horse", "pepper-1");
    expect(await verifyPassword("correct horse", peppered, "pepper-1")).toBe(true);
    expect(await verifyPassword("correct horse", peppered)).toBe(false);
    expect(await verifyPassword("x", null)).toBe(false);
  });
});

describe("sessions", () => {
  it("finds the user from a cookie and from a bearer token", async () => {
    const { user, cookie, bearer } = await createTestUser();
    const byCookie = await getOptionalUser(new Request("http://x/", { headers: { Cookie: cookie } }), env);
    const byBearer = await getOptionalUser(new Request("http://x/", { headers: { Authorization: bearer } }), env);
    expect(byCookie?.id).toBe(user.id);
    expect(byBearer?.id).toBe(user.id);
    expect(byCookie).not.toHaveProperty("passwordHash");
  });

  it("tells an expired token (401 for the API) from a revoked one (400)", async () => {
    const db = createDb(env.DB);
    const { user } = await createTestUser();
    const old = await createSession(db, user.id, "bearer", {}, Date.now() - 2 * 60 * 60 * 1000);
    expect((await lookupSession(db, old.token)).state).toBe("expired");
    const live = await createSession(db, user.id, "cookie");
    await revokeUserSessions(db, user.id);
    expect((await lookupSession(db, live.token)).state).toBe("gone");
    expect((await lookupSession(db, "nonexistent-token-123456789")).state).toBe("gone");
  });

  it("redirects pages to /login with the way back, and answers the API with 401", async () => {
    const request = new Request("http://x/profile?tab=races");
    const page = await requireUser(request, env).catch((r: Response) => r);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3Draces");
    const api = (await requireApiUser(request, env).catch((r: Response) => r)) as Response;
    expect(api.status).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("rotate: a used token is refused and revokes its family", async () => {
    const db = createDb(env.DB);
    const { user } = await createTestUser();
    const first = await issueRefreshToken(db, user.id);
    const rotated = await rotateRefreshToken(db, first);
    if (!rotated.ok) throw new Error("the first use of a refresh token must succeed");
    expect(rotated.user.id).toBe(user.id);
    expect((await lookupSession(db, rotated.accessToken)).state).toBe("ok");
    // Reusing the first token fails and also kills the token issued from it and its access token.
    const replay = await rotateRefreshToken(db, first);
    expect(replay).toMatchObject({ ok: false, revoked: { userId: user.id } });
    expect(await rotateRefreshToken(db, rotated.refreshToken)).toEqual({ ok: false, revoked: null });
    expect((await lookupSession(db, rotated.accessToken)).state).toBe("gone");
  });
});

describe("cross-site writes", () => {
  it("refuses a POST from another origin with 403 and lets same-origin through", async () => {
    const cross = await SELF.fetch("http://localhost/language", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=en",
      redirect: "manual",
    });
    expect(cross.status).toBe(403);
    const fetchSite = await SELF.fetch("http://localhost/language", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=en",
      redirect: "manual",
    });
    expect(fetchSite.status).toBe(403);
    const same = await SELF.fetch("http://localhost/language", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "language=en&redirectTo=/help",
      redirect: "manual",
    });
    expect(same.status).toBe(302);
    expect(same.headers.get("Location")).toBe("/help");
  });
});
