// A new 60-second test text with no connection (issue 34, ADR 044): each kept test page carries a small
// pool of texts of its level and language, and a test taken offline draws one the learner has not just
// typed. Online the server draws as ever (app/models/typing/texts.server.ts).

/** Texts kept with each test page beside the one it shows: a few tests' worth, a few KB. */
export const OFFLINE_TEXT_POOL = 5;

/** How many of the texts typed last the device remembers, so a draw skips them. */
export const TYPED_MEMORY = OFFLINE_TEXT_POOL;

/** The ids typed last, newest first, with `id` added (bounded). */
export function rememberTyped(recent: readonly number[], id: number): number[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, TYPED_MEMORY);
}

/**
 * A text from the kept pool: a random one of those not among the last typed; when every one has been
 * typed lately, the one typed longest ago; null for an empty pool.
 * @param random 0 ≤ r < 1
 */
export function drawOfflineText<T extends { id: number }>(pool: readonly T[], recent: readonly number[], random: () => number = Math.random): T | null {
  const unique = pool.filter((t, i) => pool.findIndex((o) => o.id === t.id) === i);
  const fresh = unique.filter((t) => !recent.includes(t.id));
  if (fresh.length > 0) return fresh[Math.min(fresh.length - 1, Math.floor(random() * fresh.length))];
  if (unique.length === 0) return null;
  return [...unique].sort((a, b) => recent.indexOf(b.id) - recent.indexOf(a.id))[0];
}
