// Issue 18: every admin route (found from the route files, tests/workers/support/admin-routes.ts)
// sends a guest to the login page (a JSON call: 401) and answers a learner 403; only an admin gets in.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { recordAudit } from "~/models/admin/audit.server";
import { createTestUser } from "../support/auth";
import { ADMIN_ROUTES, ADMIN_SCREENS } from "../support/admin-routes";

const get = (url: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${url}`, { headers: { Accept: "text/html", ...headers }, redirect: "manual" });
const post = (url: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", ...headers },
    body: "intent=anything",
    redirect: "manual",
  });

describe("the list of admin routes", () => {
  it("finds the admin route files, and every screen of the admin menu has one", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(ADMIN_SCREENS.length + 2); // + layout and index
    for (const screen of ADMIN_SCREENS) expect(ADMIN_ROUTES.map((r) => r.url)).toContain(screen.path);
  });

  it("lists every admin screen without a parameter in the admin menu", () => {
    const screens = ADMIN_ROUTES.filter((r) => !r.json && r.url !== "/admin" && !r.file.includes("$"));
    for (const route of screens)
      expect(
        ADMIN_SCREENS.map((s) => s.path as string),
        route.file,
      ).toContain(route.url);
  });
});

describe.each(ADMIN_ROUTES)("$file ($url)", (route) => {
  it("sends a guest to the login page (a JSON call: 401)", async () => {
    if (route.json) {
      const res = await post(route.url, { Accept: "application/json" });
      expect(res.status).toBe(401);
      return;
    }
    const res = await get(route.url);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(route.url)}`);
    if (route.hasAction) {
      const posted = await post(route.url);
      expect(posted.status).toBe(302);
      expect(posted.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
  });

  // A client-side navigation asks for one route's data alone (`.data?_routes=`): the layout's guard does
  // not run then, so each route must guard itself.
  it("guards its own loader, not only through the admin layout", async () => {
    if (route.json || !route.hasLoader) return;
    const dataUrl = `${route.url}.data?_routes=${encodeURIComponent(route.routeId)}`;
    const guest = await get(dataUrl);
    expect(guest.status).toBe(202);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const learner = await createTestUser();
    const refused = await get(dataUrl, { Cookie: learner.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("actor_email");
  });

  it("answers a learner 403, in the page and in the learner's language", async () => {
    const learner = await createTestUser();
    if (!route.json) {
      const res = await get(route.url, { Cookie: learner.cookie });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Энэ хуудсыг зөвхөн админ үзнэ.");
      const english = await get(route.url, { Cookie: `${learner.cookie}; lang=en` });
      expect(english.status).toBe(403);
      expect(await english.text()).toContain("Only administrators can open this page.");
    }
    if (route.hasAction || route.json) {
      const posted = await post(route.url, { Cookie: learner.cookie });
      expect(posted.status).toBe(403);
    }
    // A JSON caller with a bearer token gets a JSON 403.
    const json = await (route.hasAction || route.json ? post : get)(route.url, { Authorization: learner.bearer, Accept: "application/json" });
    expect(json.status).toBe(403);
    if (route.json) expect(await json.json()).toMatchObject({ result: false });
  });

  it("lets an admin in", async () => {
    const admin = await createTestUser({ role: "admin" });
    if (route.json || !route.hasLoader) return;
    const res = await get(route.url, { Cookie: admin.cookie });
    expect([200, 302, 404]).toContain(res.status);
    if (res.status === 302) expect(res.headers.get("Location")).toMatch(/^\/admin/);
  });
});

describe("the audit log", () => {
  it("keeps what is written and refuses to change or delete it", async () => {
    const db = createDb(env.DB);
    const admin = await createTestUser({ role: "admin" });
    await db.batch([
      recordAudit(db, { actor: admin.user, action: "user.ban", targetType: "user", targetId: 7, before: { active: true }, after: { active: false } }),
    ]);
    const row = await db.query.auditLog.findFirst({ where: (t, { eq }) => eq(t.actorId, admin.user.id) });
    expect(row).toMatchObject({ action: "user.ban", targetId: "7", before: '{"active":true}', after: '{"active":false}' });
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'user.unban' WHERE id = ?").bind(row!.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE id = ?").bind(row!.id).run()).rejects.toThrow(/append-only/);
    const again = await db
      .select()
      .from(auditLog)
      .where((await import("drizzle-orm")).eq(auditLog.id, row!.id))
      .get();
    expect(again?.action).toBe("user.ban");
  });

  it("shows rows on the audit screen and filters them by action", async () => {
    const db = createDb(env.DB);
    const admin = await createTestUser({ role: "admin" });
    await db.batch([
      recordAudit(db, { actor: admin.user, action: "user.plan", targetType: "user", targetId: 11, before: { endAt: null }, after: { endAt: 1 } }),
      recordAudit(db, { actor: admin.user, action: "user.role", targetType: "user", targetId: 12, before: { role: "user" }, after: { role: "admin" } }),
    ]);
    const page = await (await get(`/admin/audit?actor=${encodeURIComponent(admin.user.email)}&action=user.role`, { Cookie: admin.cookie })).text();
    expect(page).toContain("Эрх өөрчилсөн");
    expect(page).toContain("Суралцагч #12");
    expect(page).not.toContain("Суралцагч #11");
    const bad = await get("/admin/audit?action=user.delete", { Cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Ийм үйлдэл байхгүй.");
  });
});
