// The browser side of the friends and notifications calls: every call goes through callApi, which
// parses the answer with its contract (app/core/social/social-api.ts); a 402 is reported as such so
// the caller can go where SPEC §6 says. The contracts (and zod with them) are fetched at the first call:
// the bell that uses this is on every page's first load (ADR 027).
import type { Contract, RequestOf } from "~/core/contracts/contract";
import { callApi, refusalMessage, successBody, type SuccessOf } from "~/utils/api-client";

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; paymentRequired: boolean; message: string | null };

async function call<C extends Contract>(contract: C, body: RequestOf<C>): Promise<CallOutcome<SuccessOf<C>>> {
  const answer = await callApi(contract, body);
  if (!answer.ok) return { ok: false, paymentRequired: false, message: answer.error.message };
  const data = successBody(answer);
  if (data !== null) return { ok: true, data };
  return { ok: false, paymentRequired: answer.status === 402, message: refusalMessage(answer.body) };
}

const api = () => import("~/core/social/social-api");

export const socialClient = {
  notifications: async () => call((await api()).notificationsContract, {}),
  markSeen: async () => call((await api()).seenNotificationsContract, {}),
  removeNotification: async (id: number) => call((await api()).removeNotificationContract, { id }),
  friends: async () => call((await api()).friendsContract, {}),
  addFriend: async (userId: number) => call((await api()).addFriendContract, { userId }),
  answerFriend: async (userId: number, accept: boolean) => call((await api()).answerFriendContract, { userId, accept }),
  removeFriend: async (userId: number) => call((await api()).removeFriendContract, { userId }),
  inviteFriend: async (userId: number) => call((await api()).inviteFriendContract, { userId }),
};
