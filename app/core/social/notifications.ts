// Notifications (SPEC §3 Notification: title, raceId, message; type race, ckey, value = place, seen).
// Every notification answers one event, named by its ckey: the unique (user, ckey) index makes a
// repeated event a no-op, so each is created exactly once however often its event comes round.
import { z } from "zod";
import { DAY_MS } from "../billing/subscription";

export const NOTIFICATION_TYPES = ["race", "system", "friendRequest", "friendAccepted", "payment", "subscription", "certificate"] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** The words a message is built from; each UI language builds its own sentence from them. */
export const NotificationParamsSchema = z.record(z.string().max(40), z.union([z.string().max(200), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

/** One notification as get-notify and the lobby socket send it. */
export const NotificationSchema = z.object({
  id: z.number().int().positive(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  raceId: z.number().int().positive().nullable(),
  ckey: z.string().nullable(),
  value: z.number().int().nullable(),
  params: NotificationParamsSchema,
  seen: z.union([z.literal(0), z.literal(1)]),
  /** Epoch ms. */
  date: z.number().int().nonnegative(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The event keys: one per event, so the same event never makes a second notification. */
export const notificationKey = {
  friendRequest: (fromId: number, requestedAt: number) => `friendRequest:${fromId}:${requestedAt}`,
  friendAccepted: (friendId: number, requestedAt: number) => `friendAccepted:${friendId}:${requestedAt}`,
  prizeRace: (raceId: number) => `prize:${raceId}`,
  payment: (invoiceId: string) => `payment:${invoiceId}`,
  coupon: (code: string) => `coupon:${code}`,
  subscriptionEnding: (endAt: number) => `subscriptionEnding:${endAt}`,
  certificate: (certificateId: number | string) => `certificate:${certificateId}`,
} as const;

/** The prefix of every request notification one learner sent another (removed once it is answered). */
export const friendRequestKeyPrefix = (fromId: number) => `friendRequest:${fromId}:`;

/** SPEC issue 17: a learner is told when their subscription ends within this many days. */
export const SUBSCRIPTION_WARNING_DAYS = 3;

/** Subscriptions ending after `now` and at most 3 days later are due a warning. */
export function endingSoonWindow(now: number): { after: number; until: number } {
  return { after: now, until: now + SUBSCRIPTION_WARNING_DAYS * DAY_MS };
}

export { mergeNotification, NOTIFICATIONS_IN_DROPDOWN, unreadCount } from "./notification-list";
