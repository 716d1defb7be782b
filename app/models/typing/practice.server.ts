// Weak-key practice on the server (issue 19 §5): the word lists, and folding a finished round into
// the learner's per-key rows. The round's text must be words of the list; its log is replayed with
// the typing engine, so the expected characters (and so hits and misses) are the server's own.
import { isKeyOfLayout, keysOfText, MAX_KEYS } from "~/core/classes/assignments";
import { codeOf, keyDeltas, pressesOfTestLog, type KeyStatsLayout } from "~/core/typing/key-stats";
import { MAX_PRACTICE_LOG, type PracticeRoundRequest } from "~/core/typing/key-stats-api";
import { isWellFormedLog, replayLog } from "~/core/typing/keystroke-log";
import { tooManyKeys } from "~/core/typing/plausibility";
import { ROUND_WORDS, practiceWords } from "~/core/typing/practice";
import { splitWords } from "~/core/typing/typing-engine";
import type { Db } from "~/db/client.server";
import enWordsFile from "../../../content/wordlist/en-words.txt?raw";
import mnWordsFile from "../../../content/wordlist/mn-words.txt?raw";
import { foldKeyStats } from "./key-stats.server";
import { scriptWordList } from "./script-words.server";

const cache = new Map<KeyStatsLayout, string[]>();

export function practiceWordList(layout: KeyStatsLayout): string[] {
  let words = cache.get(layout);
  if (!words) cache.set(layout, (words = practiceWords(layout, layout === "mn" ? mnWordsFile : layout === "en" ? enWordsFile : scriptWordList().join("\n"))));
  return words;
}

/** The key codes of `?keys=` (characters or codes, as an assignment's link carries them); at most MAX_KEYS. */
export function chosenKeyCodes(param: string | null, layout: KeyStatsLayout): string[] {
  if (!param) return [];
  const chars = keysOfText(param.slice(0, 200), layout).filter((ch) => isKeyOfLayout(ch, layout));
  return [...new Set(chars.map((ch) => codeOf(layout, ch) ?? ""))].filter(Boolean).slice(0, MAX_KEYS);
}

/** A round may be typed slowly, but not for more than two minutes (KeystrokeSchema's ceiling). */
const MAX_ROUND_MS = 120_000;

export type PracticeOutcome = { ok: true; counted: boolean } | { ok: false; reason: "text" | "log" };

export async function recordPracticeRound(db: Db, userId: number, round: PracticeRoundRequest, now = Date.now()): Promise<PracticeOutcome> {
  const list = new Set(practiceWordList(round.layout));
  const words = splitWords(round.text);
  if (round.text !== words.join(" ") || words.length > ROUND_WORDS * 2 || !words.every((w) => list.has(w))) return { ok: false, reason: "text" };
  if (!isWellFormedLog(round.keystrokes, MAX_PRACTICE_LOG, MAX_ROUND_MS)) return { ok: false, reason: "log" };
  const state = replayLog(round.text, round.keystrokes, true);
  const durationMs = round.keystrokes[round.keystrokes.length - 1].t;
  if (state.log.length !== round.keystrokes.length || (round.keystrokes.length > 1 && tooManyKeys("test", round.keystrokes.length, durationMs))) {
    return { ok: false, reason: "log" };
  }
  // The replay's log carries the expected characters; its times are the posted ones (untimed replay
  // caps them only for the engine's own clock), so the intervals come from the posted log.
  const presses = pressesOfTestLog(state.log.map((entry, i) => ({ ...entry, t: round.keystrokes[i].t })));
  const counted = await foldKeyStats(db, userId, round.layout, `practice:${round.roundId}`, keyDeltas(round.layout, presses), now);
  return { ok: true, counted };
}
