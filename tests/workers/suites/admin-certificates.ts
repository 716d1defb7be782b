// Issue 18 §3: the admin's certificates screen. It lists certificates with their learner, filters
// valid / revoked, and a revoke writes exactly one audit row in its own batch (a second none); the
// public verification page and check-user-certi then say revoked.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tokenFromBytes } from "~/core/certificates/certificate";
import { CheckCertiResponseSchema } from "~/core/certificates/certificate-api";
import { createDb } from "~/db/client.server";
import { certificates } from "~/db/schema";
import { createTestUser } from "../support/auth";
import { auditRowsFor, postForm } from "../support/admin";
import { postJson, randomIp } from "../support/http";

const db = () => createDb(env.DB);
const page = async (path: string, cookie: string) => SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

/** A learner with a certificate, made through the model's own table as the exam would leave it. */
async function certificateHolder(tag = crypto.randomUUID().slice(0, 8)) {
  const holder = await createTestUser({ name: `Сарнай ${tag}`, email: `sarnai-${tag}@example.mn` });
  const token = tokenFromBytes(crypto.getRandomValues(new Uint8Array(16)));
  const row = await db()
    .insert(certificates)
    .values({ userId: holder.user.id, token, wpm: 47, accuracy: 96, startAt: Date.UTC(2026, 0, 5, 4), endAt: Date.UTC(2026, 10, 20, 4) })
    .returning()
    .get();
  return { holder, row, tag };
}

describe("the certificate list", () => {
  it("shows the learner's name and e-mail, WPM, accuracy, issue date, status and the public page's link", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { row, tag } = await certificateHolder();
    const res = await page("/admin/certificates", admin.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Сарнай ${tag}`);
    expect(html).toContain(`sarnai-${tag}@example.mn`);
    expect(html).toContain("47 үг/мин");
    expect(html).toContain("96%");
    expect(html).toContain("2026.11.20");
    expect(html).toContain("Хүчинтэй");
    expect(html).toContain(`/check-certificate?token=${row.token}`);
    const english = await (await page("/admin/certificates", `${admin.cookie}; lang=en`)).text();
    expect(english).toContain("47 WPM");
    expect(english).toContain("Valid");
  });

  it("filters valid and revoked; an unknown status is a 400 with the message", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { row, tag } = await certificateHolder();
    await db().update(certificates).set({ revokedAt: Date.now() }).where(eq(certificates.id, row.id));
    expect(await (await page("/admin/certificates?status=revoked", admin.cookie)).text()).toContain(`sarnai-${tag}@example.mn`);
    expect(await (await page("/admin/certificates?status=valid", admin.cookie)).text()).not.toContain(`sarnai-${tag}@example.mn`);
    const bad = await page("/admin/certificates?status=expired", admin.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Ийм төлөв байхгүй.");
  });
});

describe("revoking a certificate", () => {
  it("writes one audit row; a second revoke keeps the first date and writes none; the public page and API say revoked", async () => {
    const admin = await createTestUser({ role: "admin" });
    const { row } = await certificateHolder();
    const ip = { "CF-Connecting-IP": randomIp() };
    expect(await (await SELF.fetch(`http://localhost/check-certificate?token=${row.token}`, { headers: ip })).text()).not.toContain(
      "Энэ гэрчилгээг цуцалсан байна.",
    );

    const first = await postForm("/admin/certificates", { intent: "revoke", id: String(row.id) }, admin.cookie);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Гэрчилгээг цуцаллаа.");
    const revokedAt = (await db().select().from(certificates).where(eq(certificates.id, row.id)).get())!.revokedAt;
    expect(revokedAt).toEqual(expect.any(Number));
    const rows = await auditRowsFor("certificate", row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "certificate.revoke",
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      before: JSON.stringify({ revokedAt: null }),
      after: JSON.stringify({ revokedAt }),
    });

    const second = await postForm("/admin/certificates", { intent: "revoke", id: String(row.id) }, admin.cookie);
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("Энэ гэрчилгээ аль хэдийн цуцлагдсан байна.");
    expect(await auditRowsFor("certificate", row.id)).toHaveLength(1);
    expect((await db().select().from(certificates).where(eq(certificates.id, row.id)).get())!.revokedAt).toBe(revokedAt);

    const html = await (await SELF.fetch(`http://localhost/check-certificate?token=${row.token}`, { headers: ip })).text();
    expect(html).toContain("Энэ гэрчилгээг цуцалсан байна.");
    const api = CheckCertiResponseSchema.parse(await (await postJson("/api/user/check-user-certi", { token: row.token }, ip)).json());
    expect(api.result === "success" && api.info[0].revokedAt).toBe(revokedAt);
    expect(await (await page("/admin/certificates?status=revoked", admin.cookie)).text()).toMatch(/\d{4}\.\d{2}\.\d{2}-нд цуцалсан/);
  });

  it("an unknown certificate is a 404 with no audit row; a missing id is a 400 with the message", async () => {
    const admin = await createTestUser({ role: "admin" });
    const missing = await postForm("/admin/certificates", { intent: "revoke", id: "1999999999" }, admin.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Гэрчилгээ олдсонгүй.");
    expect(await auditRowsFor("certificate", 1_999_999_999)).toHaveLength(0);
    const bad = await postForm("/admin/certificates", { intent: "revoke", id: "" }, admin.cookie);
    expect(bad.status).toBe(400);
  });

  it("a learner cannot revoke: 403 and the certificate stands", async () => {
    const learner = await createTestUser();
    const { row } = await certificateHolder();
    expect((await postForm("/admin/certificates", { intent: "revoke", id: String(row.id) }, learner.cookie)).status).toBe(403);
    expect((await db().select().from(certificates).where(eq(certificates.id, row.id)).get())!.revokedAt).toBeNull();
    expect(await auditRowsFor("certificate", row.id)).toHaveLength(0);
  });
});
