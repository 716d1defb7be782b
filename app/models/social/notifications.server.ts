// The user's notifications (SPEC §3 Notification; get-notify / remove-notify) and the one function that
// creates them, exactly once per event key, and pushes them live through the Lobby object.
import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import {
  friendRequestKeyPrefix,
  NotificationParamsSchema,
  type Notification,
  type NotificationParams,
  type NotificationType,
} from "~/core/social/notifications";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { notificationText } from "~/i18n/notification-text";
import { deliverToUser } from "../races/lobby-shards.server";
import { logError } from "~/services/log.server";

type Row = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  /** The event's key (app/core/social/notifications.ts notificationKey): a second call with it is a no-op. */
  ckey: string;
  value?: number | null;
  raceId?: number | null;
  params?: NotificationParams;
  now?: number;
}

function parseParams(raw: string | null): NotificationParams {
  if (!raw) return {};
  try {
    const parsed = NotificationParamsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function toNotification(n: Row): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    raceId: n.raceId,
    ckey: n.ckey,
    value: n.value,
    params: parseParams(n.params),
    seen: n.seen ? 1 : 0,
    date: n.createdAt,
  };
}

/**
 * Creates the notification for one event, in Mongolian (every stored notification is; the browser
 * rebuilds it in its language from type and params). Returns it, or null when this event's
 * notification was created before (the unique (user_id, ckey) index decides, so concurrent calls are safe).
 */
export async function createNotification(db: Db, input: NewNotification): Promise<Notification | null> {
  const params = input.params ?? {};
  const { title, message } = notificationText({ type: input.type, params }, "mn");
  const rows = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title,
      message,
      ckey: input.ckey,
      value: input.value ?? null,
      raceId: input.raceId ?? null,
      params: JSON.stringify(params),
      ...(input.now !== undefined ? { createdAt: input.now } : {}),
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ? toNotification(rows[0]) : null;
}

/** Sends a new notification to its owner's open tabs (none open: they see it on their next visit). */
export async function pushNotification(env: Env, userId: number, notification: Notification): Promise<void> {
  try {
    await deliverToUser(env, userId, { type: "notify", notification });
  } catch (error) {
    // Stored already: a lost push only means the bell updates on the next page load.
    logError("notification.push_failed", error);
  }
}

/** createNotification, then the live push when it was new. */
export async function notify(env: Env, db: Db, input: NewNotification): Promise<Notification | null> {
  const created = await createNotification(db, input);
  if (created) await pushNotification(env, input.userId, created);
  return created;
}

export async function listNotifications(db: Db, userId: number, limit = 50) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/** remove-notify takes a raceId (SPEC §7): every notification of that race for this user goes. */
export async function removeNotifications(db: Db, userId: number, raceId: number): Promise<number> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.raceId, raceId)))
    .returning({ id: notifications.id });
  return removed.length;
}

/** The bell's delete: one notification, only the owner's. */
export async function removeNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return removed.length > 0;
}

/** Every unseen notification of this user is now seen; answers how many changed. */
export async function markNotificationsSeen(db: Db, userId: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** The friend-request notifications one learner sent another, once the request is answered. */
export async function removeFriendRequestNotices(db: Db, toId: number, fromId: number): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, toId), eq(notifications.type, "friendRequest"), like(notifications.ckey, `${friendRequestKeyPrefix(fromId)}%`)));
}

/** Notifications created with one ckey for many users (the prize race close writes them in SQL), to push live. */
export async function notificationsByKey(db: Db, ckey: string, userIds?: readonly number[]): Promise<{ userId: number; notification: Notification }[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.ckey, ckey), userIds ? inArray(notifications.userId, [...userIds]) : sql`1`));
  return rows.map((r) => ({ userId: r.userId, notification: toNotification(r) }));
}

/** Pushes live every notification written under one key (the prize race close's, after it committed). */
export async function pushNotificationsByKey(env: Env, db: Db, ckey: string): Promise<number> {
  const found = await notificationsByKey(db, ckey);
  await Promise.all(found.map((f) => pushNotification(env, f.userId, f.notification)));
  return found.length;
}
