// Issue 32 (ADR 043): the script curriculum's "beta — not reviewed by a script teacher" notice follows a
// sign-off record. Only an admin records or withdraws one, each with one audit row in its own batch;
// the learner's lesson list drops the notice on a sign-off and shows it again on a withdrawal.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "~/db/client.server";
import { curriculumReviews } from "~/db/schema";
import { createTestUser } from "../support/auth";
import { auditRowsFor, postForm } from "../support/admin";

const db = () => createDb(env.DB);
const BETA = 'data-testid="curriculum-beta"';
const scriptList = async (cookie = "") =>
  (await SELF.fetch("http://localhost/lesson?curriculum=mn-Mong", { headers: { Cookie: cookie, Accept: "text/html" } })).text();
const sign = (cookie: string, fields: Record<string, string> = {}) =>
  postForm(
    "/admin/curricula",
    {
      intent: "sign",
      curriculum: "mn-Mong",
      reviewerName: "Д. Оюунчимэг",
      reviewerRole: "МУБИС, монгол бичгийн багш",
      note: "1–12-р бүлгийг шалгасан",
      ...fields,
    },
    cookie,
  );
const withdraw = (cookie: string, note = "Үгийн жагсаалтад алдаа олдсон") =>
  postForm("/admin/curricula", { intent: "withdraw", curriculum: "mn-Mong", withdrawalNote: note }, cookie);

describe("the script curriculum's sign-off", () => {
  // First: the main flow below leaves a standing sign-off (the suite's storage is shared by its tests).
  it("refuses a form without a reviewer, or for a curriculum that asks no review, in the admin's language", async () => {
    const admin = await createTestUser({ role: "admin" });
    const blank = await sign(admin.cookie, { reviewerName: "  " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Энэ талбарыг бөглөнө үү.");
    const english = await sign(`${admin.cookie}; lang=en`, { curriculum: "mn" });
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("This curriculum does not need a teacher");
    expect(await db().select().from(curriculumReviews)).toHaveLength(0);
    expect(await auditRowsFor("curriculum", "mn-Mong")).toHaveLength(0);
  });

  it("is recorded and withdrawn by an admin only, with one audit row each, and the learner's beta notice follows it", async () => {
    const learner = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    expect(await scriptList(learner.cookie)).toContain(BETA);
    expect(await scriptList()).toContain(BETA); // a guest too

    // A learner cannot sign: 403, nothing written.
    expect((await sign(learner.cookie)).status).toBe(403);
    expect(await db().select().from(curriculumReviews)).toHaveLength(0);
    expect(await auditRowsFor("curriculum", "mn-Mong")).toHaveLength(0);

    const signed = await sign(admin.cookie);
    expect(signed.status).toBe(200);
    expect(await signed.text()).toContain("Хяналтыг бүртгэлээ.");
    const [row] = await db().select().from(curriculumReviews);
    expect(row).toMatchObject({
      curriculum: "mn-Mong",
      reviewerName: "Д. Оюунчимэг",
      reviewerRole: "МУБИС, монгол бичгийн багш",
      note: "1–12-р бүлгийг шалгасан",
      signedById: admin.user.id,
      signedByEmail: admin.user.email,
      withdrawnAt: null,
    });
    const audit = await auditRowsFor("curriculum", "mn-Mong");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "curriculum.review.sign", actorId: admin.user.id, before: null });
    expect(JSON.parse(audit[0].after!)).toMatchObject({ reviewerName: "Д. Оюунчимэг", signedAt: row.signedAt });
    expect(await scriptList(learner.cookie)).not.toContain(BETA);

    // A second sign-off while one stands is refused and writes nothing.
    const again = await sign(admin.cookie, { reviewerName: "Б. Бат" });
    expect(again.status).toBe(409);
    expect(await db().select().from(curriculumReviews)).toHaveLength(1);
    expect(await auditRowsFor("curriculum", "mn-Mong")).toHaveLength(1);

    // Nor can a learner withdraw it.
    expect((await withdraw(learner.cookie)).status).toBe(403);
    expect(await scriptList()).not.toContain(BETA);

    const withdrawn = await withdraw(admin.cookie);
    expect(withdrawn.status).toBe(200);
    const [after] = await db().select().from(curriculumReviews);
    expect(after).toMatchObject({ withdrawnById: admin.user.id, withdrawnByEmail: admin.user.email, withdrawalNote: "Үгийн жагсаалтад алдаа олдсон" });
    expect(after.withdrawnAt).toEqual(expect.any(Number));
    const rows = await auditRowsFor("curriculum", "mn-Mong");
    expect(rows.map((r) => r.action).sort()).toEqual(["curriculum.review.sign", "curriculum.review.withdraw"]);
    expect(await scriptList(learner.cookie)).toContain(BETA);
    expect((await withdraw(admin.cookie)).status).toBe(409);
    expect(await auditRowsFor("curriculum", "mn-Mong")).toHaveLength(2);

    // A new sign-off after a withdrawal stands again; the old one stays in the history.
    expect((await sign(admin.cookie, { reviewerName: "Б. Бат", note: "" })).status).toBe(200);
    expect(await db().select().from(curriculumReviews)).toHaveLength(2);
    expect(await scriptList()).not.toContain(BETA);
    const page = await (await SELF.fetch("http://localhost/admin/curricula", { headers: { Cookie: `${admin.cookie}; lang=en` } })).text();
    expect(page).toContain("Approved by Б. Бат");
    expect(page).toContain("Withdrawn by");
  });
});
