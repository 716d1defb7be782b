// Typing metrics exactly as SPEC §9 writes them. Elapsed time is in milliseconds.
const MS_PER_MINUTE = 60_000;

function minutes(elapsedMs: number): number {
  return Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs / MS_PER_MINUTE : 0;
}

/** Raw words per minute: characters / 5 / minutes. Zero when no time has passed. */
export function rawWpm(characters: number, elapsedMs: number): number {
  const m = minutes(elapsedMs);
  if (m === 0 || characters <= 0) return 0;
  return characters / 5 / m;
}

/** WPM shown on typing tests and races: rounded to the nearest whole word. */
export function testWpm(characters: number, elapsedMs: number): number {
  return Math.round(rawWpm(characters, elapsedMs));
}

/** WPM for lessons: rounded down (SPEC §9). */
export function lessonWpm(characters: number, elapsedMs: number): number {
  return Math.floor(rawWpm(characters, elapsedMs));
}

/** Characters per minute, rounded to the nearest whole character. */
export function cpm(characters: number, elapsedMs: number): number {
  const m = minutes(elapsedMs);
  if (m === 0 || characters <= 0) return 0;
  return Math.round(characters / m);
}

/** Test accuracy = typed / (typed + errors) as a whole percent; 0 when nothing was typed. */
export function testAccuracy(typed: number, errors: number): number {
  const total = Math.max(0, typed) + Math.max(0, errors);
  if (total === 0) return 0;
  return Math.round((Math.max(0, typed) / total) * 100);
}

/** Lesson accuracy = characters / (characters + errors) * 100, rounded down; 0 when nothing was typed. */
export function lessonAccuracy(characters: number, errors: number): number {
  const total = Math.max(0, characters) + Math.max(0, errors);
  if (total === 0) return 0;
  return Math.floor((Math.max(0, characters) / total) * 100);
}
