// The user's notifications (SPEC §3 Notification; get-notify / remove-notify). Only ever the owner's rows.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";

export async function listNotifications(db: Db, userId: number, limit = 50) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
  return rows.map((n) => ({ id: n.id, title: n.title, message: n.message, type: n.type, raceId: n.raceId, ckey: n.ckey, value: n.value, seen: n.seen ? 1 : 0, date: n.createdAt }));
}

/** remove-notify takes a raceId (SPEC §7): every notification of that race for this user goes. */
export async function removeNotifications(db: Db, userId: number, raceId: number): Promise<number> {
  const removed = await db.delete(notifications).where(and(eq(notifications.userId, userId), eq(notifications.raceId, raceId))).returning({ id: notifications.id });
  return removed.length;
}
