import { isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import { rankForPoints } from "~/core/accounts/ranks";
import { createDb } from "~/db/client.server";
import { avatarUrl } from "~/utils/avatar";
import { friendsWithPresence } from "../social/friends.server";
import { lastRaces } from "../races/rooms.server";
import type { AuthUser } from "./sessions.server";

const RECENT = 20;

/** The profile screen: the user's figures, their latest online and prize race results, and their friends with presence. */
export async function getProfile(env: Env, user: AuthUser) {
  const [races, friends] = await Promise.all([lastRaces(createDb(env.DB), user.id, RECENT), friendsWithPresence(env, user.id)]);
  const rank = rankForPoints(user.points);
  return {
    // A class account's placeholder address (…@students.invalid) is never shown, an address it added is (ADR 038).
    user: {
      id: user.id,
      name: user.name,
      email: isPlaceholderEmail(user.email) ? null : user.email,
      username: user.classAccount ? user.username : null,
      phone: user.phone,
      image: avatarUrl(user.image),
      points: user.points,
      avgWpm: user.avgWpm,
    },
    rank: { image: rank.image, nameMn: rank.nameMn, nameEn: rank.nameEn },
    onlineRaces: races.data,
    prizeRaces: races.main.map((race) => ({ ...race, active: race.active === 1 })),
    friends,
  };
}
