// A new 60-second test text with no connection (issue 34, ADR 044): each kept test page carries a small
// pool of texts of its level and language, and a test taken offline draws one the learner has not just
// typed, by the same text-memory rule the server draws with (app/core/typing/text-memory.ts).
import { drawableTextIds } from "../typing/text-memory";

/** Texts kept with each test page beside the one it shows: a few tests' worth, a few KB. */
export const OFFLINE_TEXT_POOL = 5;

/** How many of the texts typed last the device remembers, so a draw skips them. */
export const TYPED_MEMORY = OFFLINE_TEXT_POOL;

/** The ids typed last, newest first, with `id` added (bounded). */
export function rememberTyped(recent: readonly number[], id: number): number[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, TYPED_MEMORY);
}

/**
 * A text from the kept pool: a random one of those the text-memory rule lets through (not among the last
 * typed; when every one has been typed lately, the one typed longest ago); null for an empty pool.
 * @param random 0 ≤ r < 1
 */
export function drawOfflineText<T extends { id: number }>(pool: readonly T[], recent: readonly number[], random: () => number = Math.random): T | null {
  const byId = new Map(pool.map((t) => [t.id, t]));
  const drawable = drawableTextIds([...byId.keys()], recent, TYPED_MEMORY);
  if (drawable.length === 0) return null;
  return byId.get(drawable[Math.min(drawable.length - 1, Math.floor(random() * drawable.length))]) ?? null;
}
