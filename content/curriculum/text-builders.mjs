// Turns one plan entry into lesson text, using only the characters taught so far.
// Drill text is real words from the word list (keybr's idea) plus, in intro lessons, the new key on
// its own; sentence lessons use the product's own sentences. Every choice goes through the seeded rng.
import { LEFT_HAND, RIGHT_HAND } from "./keyboard.mjs";
import { adaptSentence } from "./sentences.mjs";

const DIGITS = "0123456789";
const DOUBLE_VOWEL = /аа|оо|өө|ээ|уу|үү|ий/;
const isDigit = (ch) => DIGITS.includes(ch);
const isUpper = (ch) => ch !== ch.toLowerCase();
const isLetter = (ch) => ch.toLowerCase() !== ch.toUpperCase();

/** Character counts each lesson aims for, by kind. */
const LENGTH = {
  intro: 70,
  boxed: 110,
  boxedSentences: 160,
  review: 200,
  hold: 120,
  sentences: { short: 140, normal: 230, long: 380 },
};

export class BuildError extends Error {}

/** Words whose every letter has been taught (the word list is lower-case). */
export function stageWords(ctx) {
  return ctx.words.filter((w) => [...w].every((ch) => ctx.taught.has(ch)));
}

function use(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Draws words until the text reaches `length` characters. Half of the words come from those with a
 * focus letter (when there are any), words used less often in earlier lessons are preferred, and no
 * word follows itself.
 */
function drawWords(ctx, pool, { focus = "", length }) {
  if (pool.length === 0) throw new BuildError("no words can be typed with the letters taught so far");
  const focusSet = new Set([...focus.toLowerCase()].filter(isLetter));
  const focused = pool.filter((w) => [...w].some((ch) => focusSet.has(ch)));
  const draw = (from) =>
    ctx.rng.weighted(
      from,
      from.map((w) => 1 / (1 + (ctx.wordUsage.get(w) ?? 0))),
    );
  const out = [];
  let size = 0;
  while (size < length) {
    const from = focused.length && ctx.rng.next() < 0.5 ? focused : pool;
    let word = draw(from);
    if (from.length > 1) while (word === out[out.length - 1]) word = draw(from);
    out.push(word);
    use(ctx.wordUsage, word);
    size += word.length + 1;
  }
  return out;
}

const THEMES = {
  short: [(w) => w.length <= 3, (w) => w.length <= 4],
  long: [(w) => w.length >= 6, (w) => w.length >= 5],
  double: [(w) => DOUBLE_VOWEL.test(w)],
};

/** The words of a theme, loosening the rule while fewer than six words fit. */
function themed(pool, theme, double = DOUBLE_VOWEL) {
  const rules = theme === "double" ? [(w) => double.test(w)] : THEMES[theme];
  for (const fits of rules ?? []) {
    const hits = pool.filter(fits);
    if (hits.length >= 6) return hits;
  }
  return pool;
}

/** A number made of the given digits: no leading zero, one to four digits. */
function number(ctx, digits) {
  const len = 1 + ctx.rng.int(Math.min(4, 1 + digits.length));
  let out = "";
  for (let i = 0; i < len; i++) {
    let d = ctx.rng.pick(digits);
    if (i === 0 && d === "0" && len > 1) d = ctx.rng.pick(digits.filter((x) => x !== "0")) ?? "1";
    out += d;
  }
  return out;
}

/** Capitalises a word when its capital has been taught; focus capitals always, others sometimes. */
function capitalise(ctx, word, focusCaps) {
  const cap = word.charAt(0).toUpperCase();
  if (!ctx.taught.has(cap)) return word;
  if (focusCaps.has(cap) || ctx.rng.next() < 0.2) return cap + word.slice(1);
  return word;
}

/** Running text of words, with numbers mixed in when the focus is digits, capitals when it is capitals. */
export function wordText(ctx, { focus = "", theme = "all", length }) {
  const pool = themed(stageWords(ctx), theme, ctx.lang?.double);
  const focusDigits = [...focus].filter(isDigit);
  const focusCaps = new Set([...focus].filter(isUpper));
  const capitalPool = focusCaps.size ? pool.filter((w) => focusCaps.has(w.charAt(0).toUpperCase())) : [];
  const tokens = [];
  let size = 0;
  while (size < length) {
    let token;
    if (focusDigits.length && ctx.rng.next() < 0.4) token = number(ctx, focusDigits);
    else if (capitalPool.length && ctx.rng.next() < 0.5) token = capitalise(ctx, drawWords(ctx, capitalPool, { length: 1 })[0], focusCaps);
    else token = capitalise(ctx, drawWords(ctx, pool, { focus, length: 1 })[0], focusCaps);
    if (token === tokens[tokens.length - 1]) continue;
    tokens.push(token);
    size += token.length + 1;
  }
  return tokens.join(" ");
}

/** Sentences that fit this lesson, least used first, until the text reaches `length`. */
export function sentenceText(ctx, { length, mustContain = null }) {
  let pool = ctx.sentences.map((s) => adaptSentence(s, ctx.taught, ctx.lang?.punctuation)).filter(Boolean);
  if (mustContain) pool = pool.filter((s) => s.includes(mustContain));
  pool = [...new Set(pool)];
  if (pool.length < 3) throw new BuildError(`only ${pool.length} sentences fit (need 3)`);
  const order = ctx.rng.shuffle(pool).sort((a, b) => (ctx.sentenceUsage.get(a) ?? 0) - (ctx.sentenceUsage.get(b) ?? 0));
  const out = [];
  let size = 0;
  for (const s of order) {
    if (size >= length) break;
    out.push(s);
    use(ctx.sentenceUsage, s);
    size += s.length + 1;
  }
  if (size < length * 0.6) throw new BuildError(`sentences fill only ${size} of ${length} characters`);
  return out.join(" ");
}

/** The new character on its own, then beside recently taught ones, then in real words or sentences. */
export function introText(ctx, chars) {
  const tokens = [];
  for (const ch of chars) tokens.push(ch, ch, ch, ch);
  if (chars.length > 1) for (let i = 0; i < 2; i++) tokens.push(...chars);
  const first = chars[0];
  if (isDigit(first)) {
    for (let i = 0; i < 6; i++) tokens.push(number(ctx, chars));
    const rest = wordText(ctx, { focus: chars.join(""), length: LENGTH.intro - tokens.join(" ").length });
    return [...tokens, rest].join(" ");
  }
  if (!isLetter(first)) {
    // Punctuation: practise it inside sentences that use it.
    return [tokens.join(" "), sentenceText(ctx, { length: LENGTH.intro + 40, mustContain: first })].join(" ");
  }
  if (isUpper(first)) {
    const caps = new Set(chars);
    const pool = stageWords(ctx).filter((w) => caps.has(w.charAt(0).toUpperCase()));
    if (pool.length < 3) throw new BuildError(`too few words start with ${chars.join(" ")}`);
    const words = drawWords(ctx, pool, { length: LENGTH.intro - tokens.join(" ").length });
    return [...tokens, ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join(" ");
  }
  // A letter: beside the three most recently taught letters, then words that contain it.
  for (const other of ctx.recentLetters.slice(-3)) tokens.push(first, other);
  const withLetter = stageWords(ctx).filter((w) => w.includes(first));
  const length = LENGTH.intro - tokens.join(" ").length;
  if (withLetter.length >= 3) return [...tokens, ...drawWords(ctx, withLetter, { length })].join(" ");
  // No real word uses it yet (ы on the home row): more key practice and the words we have.
  tokens.push(first, first, first, ...withLetter);
  const pool = stageWords(ctx);
  if (pool.length) tokens.push(...drawWords(ctx, pool, { length: LENGTH.intro - tokens.join(" ").length }));
  while (tokens.join(" ").length < LENGTH.intro - 10) tokens.push(first);
  return tokens.join(" ");
}

/** Words typed by the other hand while `key` is held (Shift: capitals in upper case). */
export function holdText(ctx, key) {
  if (key === "Shift") {
    const pool = stageWords(ctx).filter((w) => [...w].every((ch) => ctx.taught.has(ch.toUpperCase())));
    return drawWords(ctx, pool, { length: LENGTH.hold })
      .map((w) => w.toUpperCase())
      .join(" ");
  }
  const left = ctx.lang?.leftHand ?? LEFT_HAND;
  const hand = left.has(key) ? (ctx.lang?.rightHand ?? RIGHT_HAND) : left;
  const pool = stageWords(ctx).filter((w) => !w.includes(key) && [...w].every((ch) => hand.has(ch)));
  if (pool.length < 6) throw new BuildError(`only ${pool.length} words for the hand that does not hold ${key}`);
  return drawWords(ctx, pool, { length: LENGTH.hold }).join(" ");
}

export { LENGTH };
