// The browser side of the friends and notifications calls: every answer is parsed with its contract
// (app/core/social/social-api.ts), and a 402 is reported as such so the caller can go where SPEC §6 says.
import type { z } from "zod";
import {
  AddFriendResponseSchema,
  AnswerFriendResponseSchema,
  FriendsResponseSchema,
  InviteFriendResponseSchema,
  NotificationsResponseSchema,
  RemoveFriendResponseSchema,
  RemoveNotificationResponseSchema,
  SeenNotificationsResponseSchema,
  SocialErrorSchema,
  SOCIAL_API,
} from "~/core/social/social-api";

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; paymentRequired: boolean; message: string | null };

async function call<S extends z.ZodType>(url: string, body: unknown, schema: S): Promise<CallOutcome<z.infer<S>>> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return { ok: true, data: parsed.data };
    }
    const refusal = SocialErrorSchema.safeParse(json);
    return { ok: false, paymentRequired: res.status === 402, message: refusal.success ? refusal.data.message : null };
  } catch {
    return { ok: false, paymentRequired: false, message: null };
  }
}

export const socialClient = {
  notifications: () => call(SOCIAL_API.notifications, {}, NotificationsResponseSchema),
  markSeen: () => call(SOCIAL_API.seenNotifications, {}, SeenNotificationsResponseSchema),
  removeNotification: (id: number) => call(SOCIAL_API.removeNotification, { id }, RemoveNotificationResponseSchema),
  friends: () => call(SOCIAL_API.friends, {}, FriendsResponseSchema),
  addFriend: (userId: number) => call(SOCIAL_API.addFriend, { userId }, AddFriendResponseSchema),
  answerFriend: (userId: number, accept: boolean) => call(SOCIAL_API.answerFriend, { userId, accept }, AnswerFriendResponseSchema),
  removeFriend: (userId: number) => call(SOCIAL_API.removeFriend, { userId }, RemoveFriendResponseSchema),
  inviteFriend: (userId: number) => call(SOCIAL_API.inviteFriend, { userId }, InviteFriendResponseSchema),
};
