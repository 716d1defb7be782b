// The bell's list rules, without the schemas of ./notifications.ts: the bell is on every page's first
// load, and zod is not (ADR 027).
import type { Notification } from "./notifications";

/** The dropdown shows this many of the latest; get-notify returns more. */
export const NOTIFICATIONS_IN_DROPDOWN = 8;

export function unreadCount(list: readonly Pick<Notification, "seen">[]): number {
  return list.reduce((n, x) => n + (x.seen ? 0 : 1), 0);
}

/**
 * A notification that arrived live or in a fetch joins the list once (both may bring it), newest first.
 * One seen here stays seen: marking on the server is asynchronous, and a fetch may answer before it lands.
 */
export function mergeNotification(list: readonly Notification[], incoming: Notification): Notification[] {
  const seenHere = list.some((n) => n.id === incoming.id && n.seen === 1);
  const merged = seenHere ? { ...incoming, seen: 1 as const } : incoming;
  return [merged, ...list.filter((n) => n.id !== incoming.id)].sort((a, b) => b.date - a.date || b.id - a.id);
}
