// The login cards' PDF (issue 30 §2, ADR 038). The roster tab posts back the passwords its import or
// reset just answered with; nothing is stored. Only the class's own current class accounts are printed,
// with their names and login names read from D1.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { and, eq, isNull, sql } from "drizzle-orm";
import { LoginCardsSchema } from "~/core/classes/roster-forms";
import { createDb } from "~/db/client.server";
import { classMembers, users } from "~/db/schema";
import { certificateFonts } from "~/models/certificates/certificate-files.server";
import { ownClass } from "~/models/classes/classes.server";
import { makeLoginCardsPdf } from "~/services/login-cards-pdf.server";
import { DEFAULT_BODY_LIMIT, readFormData, refusal, requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import { siteOrigin } from "~/utils/settings.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const t = requestTranslator(request);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, t("teacher.class.notFound"));
  const formData = await readFormData(request, DEFAULT_BODY_LIMIT);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const parsed = LoginCardsSchema.safeParse(Object.fromEntries(formData));
  const badCards = () => new Response(t("teacher.roster.error.cards"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!parsed.success) return badCards();
  const ids = JSON.stringify(parsed.data.cards.map((c) => c.userId));
  const accounts = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.classId, found.id),
        isNull(classMembers.leftAt),
        eq(users.classAccount, true),
        sql`${users.id} IN (SELECT value FROM json_each(${ids}))`,
      ),
    )
    .all();
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const cards = parsed.data.cards.flatMap((c) => {
    const account = byId.get(c.userId);
    return account?.username ? [{ name: account.name, username: account.username, password: c.password }] : [];
  });
  if (cards.length !== parsed.data.cards.length) return badCards();
  const pdf = await makeLoginCardsPdf(
    { siteName: "Бичээч", origin: siteOrigin(env), className: found.name, cards, now: Date.now() },
    await certificateFonts(env),
  );
  return new Response(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="login-cards-${found.id}.pdf"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function loader() {
  throw new Response(null, { status: 405, headers: { Allow: "POST" } });
}
