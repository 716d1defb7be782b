// Ranks by points (SPEC §1, §9). The thresholds are the lower bounds, inclusive.
export type RankId = "beginner" | "average" | "skilled" | "specialist" | "expert";

export interface Rank {
  id: RankId;
  minPoints: number;
  nameMn: string;
  nameEn: string;
  image: string;
}

export const RANKS: readonly Rank[] = [
  { id: "beginner", minPoints: 0, nameMn: "Эхлэгч", nameEn: "Beginner", image: "/images/rank/beginner.svg" },
  { id: "average", minPoints: 8_000, nameMn: "Дунд", nameEn: "Average", image: "/images/rank/average.svg" },
  { id: "skilled", minPoints: 15_000, nameMn: "Чадварлаг", nameEn: "Skilled", image: "/images/rank/skilled.svg" },
  { id: "specialist", minPoints: 30_000, nameMn: "Мэргэжилтэн", nameEn: "Specialist", image: "/images/rank/specialist.svg" },
  { id: "expert", minPoints: 50_000, nameMn: "Шинжээч", nameEn: "Expert", image: "/images/rank/expert.svg" },
];

export const DEFAULT_RANK_IMAGE = RANKS[0].image;

/** The rank a user holds with this many points; negative or missing points count as zero. */
export function rankForPoints(points: number): Rank {
  const safe = Number.isFinite(points) ? Math.max(0, points) : 0;
  let held = RANKS[0];
  for (const rank of RANKS) if (safe >= rank.minPoints) held = rank;
  return held;
}

/** The next rank and how many points are still needed, or null at the top. */
export function nextRank(points: number): { rank: Rank; pointsNeeded: number } | null {
  const current = rankForPoints(points);
  const next = RANKS[RANKS.indexOf(current) + 1];
  if (!next) return null;
  return { rank: next, pointsNeeded: next.minPoints - Math.max(0, Math.floor(points)) };
}
