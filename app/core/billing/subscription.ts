// Paid access (SPEC §4 Subscription): expired when end_at is before now; days left never below 0.
export const DAY_MS = 86_400_000;

export interface SubscriptionState {
  active: boolean;
  daysLeft: number;
}

/** endAt and now are epoch milliseconds; a user who never paid has endAt null. */
export function subscriptionState(endAt: number | null | undefined, now: number): SubscriptionState {
  if (endAt == null || endAt < now) return { active: false, daysLeft: 0 };
  // A part-day still counts as a day the user can use.
  return { active: true, daysLeft: Math.ceil((endAt - now) / DAY_MS) };
}

/** A paid bill or a coupon extends from whichever is later: now or the current end. */
export function extendSubscription(endAt: number | null | undefined, now: number, days: number): number {
  if (!Number.isInteger(days) || days <= 0) throw new RangeError("days must be a positive whole number");
  return Math.max(now, endAt ?? 0) + days * DAY_MS;
}
