// Texts that do not repeat (issue 35 §6): which of a level's texts a learner may be given next. A
// learner does not meet a text again within their last TEXT_MEMORY tests of that level and language;
// when every text is that recent (a level with fewer texts than the memory), the least recently seen
// is given instead. A guest has no memory: every text may be drawn. Pure: the model reads the ids.

/** How many of a learner's latest tests (of one level and language) a text is kept out of. */
export const TEXT_MEMORY = 30;

/**
 * The ids that may be drawn, in the order of `candidates`.
 * @param candidates the level's texts that are handed out (not retired), in a stable order
 * @param seen the text ids of the learner's latest tests of that level and language, newest first
 *   (a text met in several tests appears several times); only the first `memory` count
 */
export function drawableTextIds(candidates: readonly number[], seen: readonly number[], memory: number = TEXT_MEMORY): number[] {
  if (candidates.length === 0) return [];
  const recent = seen.slice(0, Math.max(0, memory));
  const fresh = candidates.filter((id) => !recent.includes(id));
  if (fresh.length > 0) return fresh;
  // Every candidate is among the recent ones: the one whose latest sighting is the oldest.
  let oldest = candidates[0];
  for (const id of candidates) if (recent.indexOf(id) > recent.indexOf(oldest)) oldest = id;
  return [oldest];
}
