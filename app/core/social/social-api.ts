// The friends and notifications calls (SPEC §7 get-friends, get-notify, remove-notify; issue 17 adds
// add-friend, answer-friend, remove-friend, seen-notify and invite-friend): request and response
// schemas. Routes validate requests with these; the browser parses every answer (never a cast).
import { z } from "zod";
import { NotificationSchema } from "./notifications";
import { RoomIdSchema } from "../races/protocol";
import { defineContract, NoFieldsSchema, RefusalSchema } from "../contracts/contract";

export const SOCIAL_API = {
  friends: "/api/user/get-friends",
  addFriend: "/api/user/add-friend",
  answerFriend: "/api/user/answer-friend",
  removeFriend: "/api/user/remove-friend",
  notifications: "/api/user/get-notify",
  removeNotification: "/api/user/remove-notify",
  seenNotifications: "/api/user/seen-notify",
  inviteFriend: "/api/room/invite-friend",
} as const;

const UserId = z.coerce.number().int().positive().max(2_147_483_647);
const Flag = z.union([z.boolean(), z.stringbool()]);

/** Every refusal: a message in the caller's language. */
export const SocialErrorSchema = z.object({ result: z.union([z.literal(false), z.literal("failed")]), message: z.string() });

/** SPEC §3 Friend: id, name, image, online (1 online). */
export const FriendSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string().nullable(),
  online: z.union([z.literal(0), z.literal(1)]),
});
export type Friend = z.infer<typeof FriendSchema>;
export const FriendsResponseSchema = z.object({ result: z.literal(true), data: z.array(FriendSchema) });

/** add-friend {userId}: from a room's player row, a race result row, a prize board row or the profile's id field. */
export const AddFriendRequestSchema = z.object({ userId: UserId });
export const AddFriendStatusSchema = z.enum(["requested", "accepted", "pending", "already"]);
export type AddFriendStatus = z.infer<typeof AddFriendStatusSchema>;
export const AddFriendResponseSchema = z.object({ result: z.literal(true), status: AddFriendStatusSchema });

/** answer-friend {userId, accept}: the request userId sent me. */
export const AnswerFriendRequestSchema = z.object({ userId: UserId, accept: Flag });
export const AnswerFriendResponseSchema = z.object({ result: z.literal(true), status: z.enum(["accepted", "declined", "noRequest", "already"]) });

/** remove-friend {userId}: either side ends the friendship, both ways. */
export const RemoveFriendRequestSchema = z.object({ userId: UserId });
export const RemoveFriendResponseSchema = z.object({ result: z.boolean() });

export const NotificationsResponseSchema = z.object({ result: z.literal(true), data: z.array(NotificationSchema) });

/** remove-notify: SPEC §7 sends raceId (all of that race's); the bell's delete sends the notification's id. */
export const RemoveNotificationRequestSchema = z
  .object({ raceId: UserId.optional(), id: UserId.optional() })
  .refine((b) => (b.raceId === undefined) !== (b.id === undefined), { error: "Give raceId or id" });
export const RemoveNotificationResponseSchema = z.object({ result: z.boolean() });

/** seen-notify: everything the learner has been shown so far is seen. */
export const SeenNotificationsResponseSchema = z.object({ result: z.literal(true), seen: z.number().int().nonnegative() });

/** invite-friend {userId}: from the profile; the caller's room (opened if need be) invites an online friend. */
export const InviteFriendRequestSchema = z.object({ userId: UserId });
export const InviteFriendResponseSchema = z.object({ result: z.literal(true), roomId: RoomIdSchema });

// ── the contracts (ADR 024) ──────────────────────────────────────────────────────────────────
const BadIdSchema = RefusalSchema;

export const friendsContract = defineContract({
  name: "user.get-friends",
  path: SOCIAL_API.friends,
  access: "user",
  request: NoFieldsSchema,
  responses: { 200: FriendsResponseSchema },
});

export const addFriendContract = defineContract({
  name: "user.add-friend",
  path: SOCIAL_API.addFriend,
  access: "user",
  request: AddFriendRequestSchema,
  responses: { 200: AddFriendResponseSchema, 400: BadIdSchema, 403: RefusalSchema, 404: RefusalSchema, 429: RefusalSchema },
});

export const answerFriendContract = defineContract({
  name: "user.answer-friend",
  path: SOCIAL_API.answerFriend,
  access: "user",
  request: AnswerFriendRequestSchema,
  responses: { 200: AnswerFriendResponseSchema, 400: BadIdSchema },
});

export const removeFriendContract = defineContract({
  name: "user.remove-friend",
  path: SOCIAL_API.removeFriend,
  access: "user",
  request: RemoveFriendRequestSchema,
  responses: { 200: RemoveFriendResponseSchema, 400: BadIdSchema },
});

export const notificationsContract = defineContract({
  name: "user.get-notify",
  path: SOCIAL_API.notifications,
  access: "user",
  request: NoFieldsSchema,
  responses: { 200: NotificationsResponseSchema },
});

export const removeNotificationContract = defineContract({
  name: "user.remove-notify",
  path: SOCIAL_API.removeNotification,
  access: "user",
  request: RemoveNotificationRequestSchema,
  responses: { 200: RemoveNotificationResponseSchema, 400: BadIdSchema },
});

export const seenNotificationsContract = defineContract({
  name: "user.seen-notify",
  path: SOCIAL_API.seenNotifications,
  access: "user",
  request: NoFieldsSchema,
  responses: { 200: SeenNotificationsResponseSchema },
});

export const inviteFriendContract = defineContract({
  name: "room.invite-friend",
  path: SOCIAL_API.inviteFriend,
  access: "plan",
  request: InviteFriendRequestSchema,
  responses: { 200: InviteFriendResponseSchema, 400: BadIdSchema, 409: RefusalSchema },
});

export const SOCIAL_CONTRACTS = [
  friendsContract,
  addFriendContract,
  answerFriendContract,
  removeFriendContract,
  notificationsContract,
  removeNotificationContract,
  seenNotificationsContract,
  inviteFriendContract,
] as const;
