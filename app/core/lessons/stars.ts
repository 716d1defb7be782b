// Stars by lesson score (SPEC §9): >0 one, >40 two, >80 three, >120 four, >160 five, i.e. the
// record score / 40 rounded up, at most five.
export const MAX_STARS = 5;
export const POINTS_PER_STAR = 40;

export function starsForScore(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.min(MAX_STARS, Math.ceil(score / POINTS_PER_STAR));
}

/** Total stars over a user's best scores, for the lesson list header. */
export function totalStars(bestScores: readonly number[]): number {
  return bestScores.reduce((sum, score) => sum + starsForScore(score), 0);
}
