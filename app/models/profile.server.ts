import { desc, eq } from "drizzle-orm";
import { rankForPoints } from "~/core/ranks";
import { createDb } from "~/db/client.server";
import { prizeRaceResults, prizeRaces, roomResults } from "~/db/schema";
import { avatarUrl } from "~/utils/avatar";
import type { AuthUser } from "./sessions.server";

const RECENT = 20;

/** The profile screen: the user's figures and their latest online and prize race results. */
export async function getProfile(env: Env, user: AuthUser, now = Date.now()) {
  const db = createDb(env.DB);
  const [onlineRaces, prizes] = await Promise.all([
    db
      .select({ roomId: roomResults.roomId, percent: roomResults.percent, wpm: roomResults.wpm, place: roomResults.place, date: roomResults.finishedAt })
      .from(roomResults)
      .where(eq(roomResults.userId, user.id))
      .orderBy(desc(roomResults.finishedAt))
      .limit(RECENT),
    db
      .select({ raceId: prizeRaces.id, name: prizeRaces.name, image: prizeRaces.image, wpm: prizeRaceResults.bestWpm, date: prizeRaceResults.updatedAt, endAt: prizeRaces.endAt })
      .from(prizeRaceResults)
      .innerJoin(prizeRaces, eq(prizeRaces.id, prizeRaceResults.raceId))
      .where(eq(prizeRaceResults.userId, user.id))
      .orderBy(desc(prizeRaceResults.updatedAt))
      .limit(RECENT),
  ]);
  const rank = rankForPoints(user.points);
  return {
    user: { id: user.id, name: user.name, email: user.email, phone: user.phone, image: avatarUrl(user.image), points: user.points, avgWpm: user.avgWpm },
    rank: { image: rank.image, nameMn: rank.nameMn, nameEn: rank.nameEn },
    onlineRaces,
    prizeRaces: prizes.map((p) => ({ ...p, active: p.endAt > now })),
  };
}
