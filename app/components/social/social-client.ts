// The browser side of the friends and notifications calls: every call goes through callApi, which
// parses the answer with its contract (app/core/social/social-api.ts); a 402 is reported as such so
// the caller can go where SPEC §6 says.
import type { Contract, RequestOf } from "~/core/contracts/contract";
import {
  addFriendContract,
  answerFriendContract,
  friendsContract,
  inviteFriendContract,
  notificationsContract,
  removeFriendContract,
  removeNotificationContract,
  seenNotificationsContract,
} from "~/core/social/social-api";
import { callApi, refusalMessage, successBody, type SuccessOf } from "~/utils/api-client";

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; paymentRequired: boolean; message: string | null };

async function call<C extends Contract>(contract: C, body: RequestOf<C>): Promise<CallOutcome<SuccessOf<C>>> {
  const answer = await callApi(contract, body);
  if (!answer.ok) return { ok: false, paymentRequired: false, message: answer.error.message };
  const data = successBody(answer);
  if (data !== null) return { ok: true, data };
  return { ok: false, paymentRequired: answer.status === 402, message: refusalMessage(answer.body) };
}

export const socialClient = {
  notifications: () => call(notificationsContract, {}),
  markSeen: () => call(seenNotificationsContract, {}),
  removeNotification: (id: number) => call(removeNotificationContract, { id }),
  friends: () => call(friendsContract, {}),
  addFriend: (userId: number) => call(addFriendContract, { userId }),
  answerFriend: (userId: number, accept: boolean) => call(answerFriendContract, { userId, accept }),
  removeFriend: (userId: number) => call(removeFriendContract, { userId }),
  inviteFriend: (userId: number) => call(inviteFriendContract, { userId }),
};
