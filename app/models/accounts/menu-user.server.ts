import { rankForPoints } from "~/core/accounts/ranks";
import { subscriptionState } from "~/core/billing/subscription";
import { avatarUrl } from "~/utils/avatar";
import type { AuthUser } from "./sessions.server";

/** What the top menu shows of the signed-in user (SPEC §2: name, image, points, days left). */
export function menuUser(user: AuthUser, now: number) {
  const rank = rankForPoints(user.points);
  return {
    id: user.id,
    name: user.name,
    image: avatarUrl(user.image),
    points: user.points,
    role: user.role,
    rankImage: rank.image,
    daysLeft: subscriptionState(user.endAt, now).daysLeft,
    subscriptionActive: subscriptionState(user.endAt, now).active,
  };
}
export type MenuUser = ReturnType<typeof menuUser>;
