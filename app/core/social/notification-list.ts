// The bell's list rules, without the schemas of ./notifications.ts: the bell is on every page's first
// load, and zod is not (ADR 027).
import type { Notification } from "./notifications";

/** The dropdown shows this many of the latest; get-notify returns more. */
export const NOTIFICATIONS_IN_DROPDOWN = 8;

export function unreadCount(list: readonly Pick<Notification, "seen">[]): number {
  return list.reduce((n, x) => n + (x.seen ? 0 : 1), 0);
}

/** A notification that arrived live joins the list once (a reload may have fetched it already), newest first. */
export function mergeNotification(list: readonly Notification[], incoming: Notification): Notification[] {
  return [incoming, ...list.filter((n) => n.id !== incoming.id)].sort((a, b) => b.date - a.date || b.id - a.id);
}
