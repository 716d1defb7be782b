import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { emailOutbox, oneTimeTokens } from "~/db/schema";
import { createOneTimeToken, spendOneTimeToken } from "~/models/accounts/email-tokens.server";
import { en } from "~/i18n/en";
import { createTestUser } from "../support/auth";
import { postJson, randomIp } from "../support/http";

const newEmail = () => `acc-${crypto.randomUUID()}@example.mn`;

async function latestMailTo(to: string) {
  return createDb(env.DB).select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).get();
}

describe("register → verify → login → logout", () => {
  it("works end to end through the JSON API and the verification link", async () => {
    const email = newEmail();
    const ip = randomIp();
    const registered = await postJson("/api/user/register", { name: "Болд", email, password: "tsagaan-sar-2026" });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ result: true });

    const mail = await latestMailTo(email);
    expect(mail?.subject).toContain("баталгаажуулна");
    const link = mail!.text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/)![0];
    const verified = await SELF.fetch(link, { redirect: "manual" });
    expect(verified.headers.get("Location")).toBe("/login?sms=1");
    // The link is single-use.
    expect((await SELF.fetch(link, { redirect: "manual" })).headers.get("Location")).toBe("/login?verifyFailed=1");

    const login = await postJson("/api/user/login", { email: email.toUpperCase(), password: "tsagaan-sar-2026" }, { "CF-Connecting-IP": ip });
    expect(login.status).toBe(200);
    const body = await login.json<{ token: string; refresh_token: string; data: { email: string; rank_name: string } }>();
    expect(body.data).toMatchObject({ email, rank_name: "Эхлэгч" });

    const info = await postJson("/api/user/get-user-info", {}, { Authorization: `Bearer ${body.token}` });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ status: 200, data: { info: { email, point: 0 } } });
  });

  it("refuses a second registration with the same e-mail and a common password", async () => {
    const email = newEmail();
    expect((await postJson("/api/user/register", { name: "A", email, password: "tsagaan-sar-2026" })).status).toBe(200);
    const again = await postJson("/api/user/register", { name: "B", email, password: "tsagaan-sar-2027" });
    expect(again.status).toBe(409);
    const common = await postJson("/api/user/register", { name: "C", email: newEmail(), password: "password1" });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ data: { message: "Энэ нууц үг хэт түгээмэл байна. Өөр нууц үг сонгоно уу." } });
  });

  it("revokes the session server-side on logout", async () => {
    const { cookie } = await createTestUser();
    const before = await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Cookie: cookie } });
    expect(before.status).toBe(200);
    const logout = await SELF.fetch("http://localhost/logout", { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("Location")).toBe("/login?loggedOut=1");
    expect(logout.headers.get("Set-Cookie")).toMatch(/bichee_session=;.*Max-Age=0/);
    const after = await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Cookie: cookie } });
    expect(after.status).toBe(400);
  });
});

describe("a JSON call without a session", () => {
  it("answers 401 in the cookie's language", async () => {
    const mn = await postJson("/api/user/get-friends", {});
    expect(mn.status).toBe(401);
    expect(await mn.json()).toEqual({ result: false, message: "Нэвтэрч орно уу." });
    const en = await postJson("/api/user/get-friends", {}, { Cookie: "lang=en" });
    expect(await en.json()).toEqual({ result: false, message: "Please log in." });
  });
});

describe("a reset form without its link's token", () => {
  it("says the link is not good, in the user's language", async () => {
    const post = (cookie: string) =>
      SELF.fetch("http://localhost/reset-password.data", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({ password: "Shine-nuuts-1", repeat: "Shine-nuuts-1" }),
      });
    const mn = await post("");
    expect(mn.status).toBe(400);
    expect(await mn.text()).toContain("Нууц үг сэргээх холбоос хүчингүй");
    expect(await (await post("lang=en")).text()).toContain(en["accounts.resetInvalid"]);
  });
});

describe("brute force", () => {
  it("answers the 6th failed login from one address within 15 minutes with 429, even with the right password", async () => {
    const { user, password } = await createTestUser();
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await postJson("/api/user/login", { email: user.email, password: "wrong-password" }, { "CF-Connecting-IP": ip });
      expect(wrong.status).toBe(401);
    }
    const sixth = await postJson("/api/user/login", { email: user.email, password }, { "CF-Connecting-IP": ip });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ data: "Хэт олон удаа буруу оролдлоо. Арван таван минутын дараа дахин оролдоно уу." });
  });

  it("gives an unknown e-mail exactly the same answer as a wrong password", async () => {
    const { user } = await createTestUser();
    const ip = randomIp();
    const wrong = await postJson("/api/user/login", { email: user.email, password: "not-it-123" }, { "CF-Connecting-IP": ip });
    const unknown = await postJson("/api/user/login", { email: newEmail(), password: "not-it-123" }, { "CF-Connecting-IP": ip });
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.text()).toBe(await wrong.text());
  });
});

describe("password change", () => {
  it("needs the old password, then revokes the other sessions", async () => {
    const { user, password, cookie, bearer } = await createTestUser();
    const wrongOld = await postJson("/api/user/change-password", { oldPassword: "nope-nope", password: "shine-nuuts-2026" }, { Authorization: bearer });
    expect(await wrongOld.json()).toMatchObject({ result: "failed" });
    const ok = await postJson("/api/user/change-password", { oldPassword: password, password: "shine-nuuts-2026" }, { Authorization: bearer });
    expect(await ok.json()).toMatchObject({ result: "success" });
    // The browser session is gone, the session that made the change lives on.
    expect((await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Cookie: cookie } })).status).toBe(400);
    expect((await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Authorization: bearer } })).status).toBe(200);
    const relogin = await postJson("/api/user/login", { email: user.email, password: "shine-nuuts-2026" }, { "CF-Connecting-IP": randomIp() });
    expect(relogin.status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same for unknown and known addresses and mails only real accounts", async () => {
    const { user } = await createTestUser();
    const known = await postJson("/api/user/forgot-password", { email: user.email });
    const unknownEmail = newEmail();
    const unknown = await postJson("/api/user/forgot-password", { email: unknownEmail });
    expect(await known.text()).toBe(await unknown.text());
    expect((await latestMailTo(user.email))?.text).toMatch(/\/reset-password\?token=[\w-]{20,}/);
    expect(await latestMailTo(unknownEmail)).toBeUndefined();
  });

  it("stores only a hash of a 256-bit token, spends it once, and refuses it after 30 minutes", async () => {
    const db = createDb(env.DB);
    const { user } = await createTestUser();
    const token = await createOneTimeToken(db, user.id, "reset_password");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id)).get();
    expect(stored?.id).not.toContain(token);
    expect(await spendOneTimeToken(db, token, "verify_email")).toBeNull();
    expect(await spendOneTimeToken(db, token, "reset_password")).toBe(user.id);
    expect(await spendOneTimeToken(db, token, "reset_password")).toBeNull();

    const old = await createOneTimeToken(db, user.id, "reset_password", Date.now() - 31 * 60 * 1000);
    expect(await spendOneTimeToken(db, old, "reset_password")).toBeNull();
  });

  it("sets the new password through the reset page and logs out everywhere", async () => {
    const db = createDb(env.DB);
    const { user, cookie } = await createTestUser();
    const token = await createOneTimeToken(db, user.id, "reset_password");
    const form = new URLSearchParams({ token, password: "bayar-hurgeye-9", repeat: "bayar-hurgeye-9" });
    const res = await SELF.fetch("http://localhost/reset-password?index", {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?reset=1");
    expect((await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Cookie: cookie } })).status).toBe(400);
    const login = await postJson("/api/user/login", { email: user.email, password: "bayar-hurgeye-9" }, { "CF-Connecting-IP": randomIp() });
    expect(login.status).toBe(200);
  });
});

describe("refresh tokens over HTTP", () => {
  it("rotate, and the old one is refused after use", async () => {
    const { user, password } = await createTestUser();
    const login = await postJson("/api/user/login", { email: user.email, password }, { "CF-Connecting-IP": randomIp() });
    const { refresh_token } = await login.json<{ refresh_token: string }>();
    const first = await SELF.fetch(`http://localhost/api/user/auth-with-refresh-token?refresh_token=${refresh_token}`);
    expect(first.status).toBe(200);
    const body = await first.json<{ status: number; data: { token: string; refresh_token: string; active: number }[] }>();
    expect(body).toMatchObject({ status: 200, data: [{ active: 1 }] });
    expect((await SELF.fetch("http://localhost/api/user/get-user-info", { headers: { Authorization: `Bearer ${body.data[0].token}` } })).status).toBe(200);
    const reused = await SELF.fetch(`http://localhost/api/user/auth-with-refresh-token?refresh_token=${refresh_token}`);
    expect(reused.status).toBe(401);
  });
});

describe("profile", () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return bytes;
  };
  const upload = (bearer: string, bytes: Uint8Array<ArrayBuffer>, type = "image/png") => {
    const form = new FormData();
    form.set("photo", new File([bytes], "me.png", { type }));
    return SELF.fetch("http://localhost/api/user/update-profile", { method: "POST", body: form, headers: { Authorization: bearer } });
  };

  it("stores an avatar in R2 and serves it back", async () => {
    const { bearer } = await createTestUser();
    const res = await upload(bearer, png(2_000));
    expect(res.status).toBe(200);
    const { image } = await res.json<{ image: string }>();
    expect(image).toMatch(/^\/images\/avatar\/avatars\/\d+-[A-Za-z0-9_-]+\.png$/);
    const served = await SELF.fetch(`http://localhost${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect((await served.arrayBuffer()).byteLength).toBe(2_000);
  });

  it("refuses an avatar over 50 KB and a file that is not an image", async () => {
    const { bearer } = await createTestUser();
    const big = await upload(bearer, png(50 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: "Зурагны файл 50kb ихгүй байх ёстой." });
    const html = await upload(bearer, new TextEncoder().encode("<html><script>alert(1)</script></html>"), "image/png");
    expect(html.status).toBe(415);
  });

  it("accepts a phone of exactly 8 digits only", async () => {
    const { bearer } = await createTestUser();
    for (const phone of ["9911223", "991122334", "9911a233", ""]) {
      expect((await postJson("/api/user/update-profile-info", { phone }, { Authorization: bearer })).status).toBe(400);
    }
    const ok = await postJson("/api/user/update-profile-info", { phone: "88001122" }, { Authorization: bearer });
    expect(await ok.json()).toMatchObject({ data: { phone: "88001122" } });
  });

  it("needs a session: 401 for the API", async () => {
    expect((await postJson("/api/user/update-profile-info", { phone: "88001122" })).status).toBe(401);
  });
});
