// Banners as the admin keeps them (issue 18 §3): upload, order, activate / deactivate.
// /api/admin/get-banner serves the active ones in this order (banners.server.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { banners } from "~/db/schema";
import { recordAudit } from "~/models/admin/audit.server";
import type { AuthUser } from "~/models/accounts/sessions.server";

export type AdminBanner = typeof banners.$inferSelect;

export function allBanners(db: Db): Promise<AdminBanner[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)).all();
}

export async function addBanner(db: Db, admin: AuthUser, banner: { image: string; alt: string; link: string | null }): Promise<number> {
  const next = sql<number>`(SELECT coalesce(max(position), -1) + 1 FROM banners)`;
  const [row] = await db
    .insert(banners)
    .values({ ...banner, position: next, active: true })
    .returning({ id: banners.id, position: banners.position });
  // The id is known only now; a banner without its audit row would be a change nobody made: take it back.
  await recordAudit(db, {
    actor: admin,
    action: "banner.create",
    targetType: "banner",
    targetId: row.id,
    after: { ...banner, position: row.position, active: true },
  }).catch(async (error: unknown) => {
    await db.delete(banners).where(eq(banners.id, row.id));
    throw error;
  });
  return row.id;
}

export async function setBannerActive(db: Db, admin: AuthUser, id: number, active: boolean): Promise<boolean> {
  const before = await db.select().from(banners).where(eq(banners.id, id)).get();
  if (!before) return false;
  if (before.active === active) return true;
  await db.batch([
    db.update(banners).set({ active }).where(eq(banners.id, id)),
    recordAudit(db, {
      actor: admin,
      action: active ? "banner.activate" : "banner.deactivate",
      targetType: "banner",
      targetId: id,
      before: { active: before.active },
      after: { active },
    }),
  ]);
  return true;
}

/**
 * Moves a banner one place up or down: the whole order is renumbered 0, 1, 2 … with the two
 * swapped, so equal or gapped positions left by older data sort out too.
 */
export async function moveBanner(db: Db, admin: AuthUser, id: number, direction: "up" | "down"): Promise<boolean> {
  const order = await allBanners(db);
  const at = order.findIndex((b) => b.id === id);
  if (at < 0) return false;
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return true;
  const next = [...order];
  [next[at], next[to]] = [next[to], next[at]];
  const updates = next.flatMap((b, position) => (b.position === position ? [] : [db.update(banners).set({ position }).where(eq(banners.id, b.id))]));
  await db.batch([
    recordAudit(db, { actor: admin, action: "banner.move", targetType: "banner", targetId: id, before: { position: at }, after: { position: to } }),
    ...updates,
  ]);
  return true;
}
