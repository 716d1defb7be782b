// Text that other people will see (names, chat lines): normalised, without control characters,
// bidi overrides or lone surrogates, and with at least one visible character (issue 21 §7).

export type TextProblem =
  /** A control character (NUL, BEL, ESC …), a bidi override or isolate, or a broken surrogate. */
  | "control"
  /** Nothing a reader would see: empty, spaces, zero-width or blank characters only. */
  | "invisible";

export type VisibleText = { ok: true; text: string } | { ok: false; problem: TextProblem };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidi embeddings, overrides, isolates and marks: they reorder what others see around them. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Runs of whitespace, tabs and line breaks included, become one space. */
const WHITESPACE = /[\s\u2028\u2029]+/gu;
/** Any other C0/C1 control character (NUL, BEL, ESC of ANSI escapes, DEL …). */
const CONTROL = /\p{Cc}/u;
/**
 * Characters that show nothing and carry no meaning in a name or a chat line: zero-width space, word
 * joiner, byte-order mark, soft hyphen, and the "blank letters" (Hangul fillers, Braille blank). They
 * are dropped. Zero-width joiners stay inside a text (emoji sequences need them), not at its ends.
 */
const DROPPED = /[\u00AD\u200B\u2060\uFEFF\u115F\u1160\u3164\uFFA0\u2800]/gu;
const EDGE_JOINERS = /^[\u200C\u200D]+|[\u200C\u200D]+$/gu;
/** A character a reader sees: not a separator, control, format character or a mark on its own. */
const VISIBLE = /[^\p{Z}\p{Cc}\p{Cf}\p{Mn}\p{Me}\u180B-\u180D\uFE00-\uFE0F]/u;

/**
 * Cleans a name or a chat line for showing to others: NFC, whitespace collapsed and trimmed, invisible
 * filler dropped. Refuses control characters, bidi controls and broken surrogates rather than
 * silently changing what the writer meant; refuses a text with no visible character.
 */
export function visibleText(raw: string): VisibleText {
  if (LONE_SURROGATE.test(raw)) return { ok: false, problem: "control" };
  const normal = raw.normalize("NFC").replace(WHITESPACE, " ");
  if (CONTROL.test(normal) || BIDI_CONTROLS.test(normal)) return { ok: false, problem: "control" };
  const text = normal.replace(DROPPED, "").replace(EDGE_JOINERS, "").replace(/ {2,}/g, " ").trim();
  return VISIBLE.test(text) ? { ok: true, text } : { ok: false, problem: "invisible" };
}

/** True when the text holds something visibleText refuses outright (not merely invisible content). */
export function hasControlCharacters(raw: string): boolean {
  const checked = visibleText(raw);
  return !checked.ok && checked.problem === "control";
}

/**
 * A provider's name (Facebook) is not the user's to fix on our form: clean it the same way, dropping
 * what would be refused, and fall back when nothing visible is left. Never refuses the login.
 */
export function sanitizeProviderName(raw: string, fallback: string, maxLength = 60): string {
  const stripped = raw
    .replace(new RegExp(LONE_SURROGATE.source, "g"), "")
    .normalize("NFC")
    .replace(WHITESPACE, " ")
    .replace(/\p{Cc}/gu, "")
    .replace(new RegExp(BIDI_CONTROLS.source, "g"), "");
  const cleaned = visibleText(stripped);
  return cleaned.ok ? Array.from(cleaned.text).slice(0, maxLength).join("").trim() : fallback;
}
