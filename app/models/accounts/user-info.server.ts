import type { UserInfo } from "~/core/accounts/account-api";
import { isPlaceholderEmail } from "~/core/accounts/placeholder-email";
import { rankForPoints } from "~/core/accounts/ranks";
import { avatarUrl } from "~/utils/avatar";
import type { AuthUser } from "./sessions.server";

/** SPEC §7 get-user-info `data.info` (both spellings of the average accuracy are kept; the schema: app/core/accounts/account-api.ts). */
export function userInfo(user: AuthUser): UserInfo {
  const rank = rankForPoints(user.points);
  return {
    id: user.id,
    name: user.name,
    // A class account's placeholder address is answered as "" (the field stays a string, SPEC §7).
    email: isPlaceholderEmail(user.email) ? "" : user.email,
    phone: user.phone,
    image: avatarUrl(user.image),
    point: user.points,
    rank_image: rank.image,
    rank_name: rank.nameMn,
    avg_wpm: user.avgWpm,
    avg_perent: user.avgPercent,
    avg_percent: user.avgPercent,
    record_wpm: user.recordWpm,
    end_at: user.endAt,
    active: user.active ? 1 : 0,
  };
}
