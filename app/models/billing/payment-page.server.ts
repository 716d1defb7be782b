// What /payment shows: the plans of the active price table, the user's subscription and support.
import { isPurchasable, plans, SUPPORT } from "~/core/billing/plans";
import { subscriptionState } from "~/core/billing/subscription";
import type { AuthUser } from "~/utils/auth.server";

export function paymentPage(user: Pick<AuthUser, "endAt">, now: number) {
  const state = subscriptionState(user.endAt, now);
  return {
    expired: !state.active,
    daysLeft: state.daysLeft,
    plans: plans().map((plan) => ({ ...plan, purchasable: isPurchasable(plan) })),
    support: SUPPORT,
  };
}
export type PaymentPageData = ReturnType<typeof paymentPage>;
