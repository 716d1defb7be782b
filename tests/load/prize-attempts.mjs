// Attempts through the real call (/api/user/upgrade-gift-race-wpm): a race with its own text, bots
// with a paid plan, and a keystroke log per attempt typed at the bot's WPM with uneven key intervals
// (a person's spread: each gap 0.55–1.45 × the mean, so the coefficient of variation is ~0.26, above
// the 0.15 a metronome is refused at, ADR 012). The server replays the log and computes the WPM.

/** The race's one text: plain words, typed without a mistake. */
const TEXT = "Бичээч бол монгол хэлээр хурдан бичиж сурах сургууль юм. Өдөр бүр бага багаар бичвэл хурд чинь өснө.";

/** A race ending in an hour with TEXT as its pool, every finisher paid up; the text's id as the call gives it. */
export async function setUpRealRace(base, post, finishers) {
  const { raceId } = await post(base, "/dev/prize-race", { name: `Ачааллын уралдаан ${Date.now()}`, endInMs: 3_600_000, text: TEXT });
  for (let i = 0; i < finishers.length; i += 100) await post(base, "/dev/prize-race", { payFor: finishers.slice(i, i + 100).map((b) => b.id) });
  const active = await post(base, "/api/text/active-ranking-text", { raceId }, finishers[0].token);
  if (active.result !== "success" || !active.data.text) throw new Error(`no race text: ${JSON.stringify(active)}`);
  return { raceId, textId: active.data.text.id, text: active.data.text.text };
}

/** The log of typing `text` at `wpm`: one key per character, spaces between words, uneven gaps that add up to the WPM's duration. */
export function keystrokeLog(text, wpm) {
  const typed = text
    .split(/[\s\u00a0]+/)
    .filter(Boolean)
    .join(" ");
  const chars = [...typed];
  const gaps = chars.slice(1).map(() => 0.55 + Math.random() * 0.9);
  // The server counts the characters of correct words, each with its space (the last one too).
  const durationMs = Math.round(((chars.length + 1) / 5 / wpm) * 60_000);
  const scale = durationMs / gaps.reduce((a, b) => a + b, 0);
  let t = 0;
  const keystrokes = chars.map((ch, i) => {
    if (i > 0) t += gaps[i - 1] * scale;
    return { key: ch, expected: ch, t: Math.round(t) };
  });
  return { keystrokes, durationMs: keystrokes.at(-1).t };
}

export function attemptBody(race, wpm) {
  return { raceId: race.raceId, textId: race.textId, ...keystrokeLog(race.text, wpm) };
}
