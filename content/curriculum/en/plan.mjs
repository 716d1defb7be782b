// The order of the English curriculum (US QWERTY): 12 groups, 200 lessons. The home row first, then
// the index reaches g h, the top row e i r u, then t o n, c m p, w y b, v x, q z; then digits,
// capitals, punctuation and symbols, and full texts. Letters that make many words come early, so
// every drill can be real words from the first lessons on (a and s before j: "as", "sad", "salad").

const start = (advice) => ({ type: "start", advice });
const intro = (chars) => ({ type: "intro", chars: [...chars] });
const boxed = (focus = "", theme = "all") => ({ type: "boxed", focus, theme });
const review = (focus = "", theme = "all") => ({ type: "review", focus, theme });
const sentences = (size = "normal") => ({ type: "review", source: "sentences", size });
const boxedSentences = () => ({ type: "boxed", source: "sentences", size: "normal" });
const hold = (key) => ({ type: "hold", key });

export const GROUPS_EN = [
  {
    name: "Home row: a, s, d, f, j, k, l",
    targetWpm: 20,
    lessons: [
      start("home"),
      intro("a"), intro("d"), intro("s"), boxed("ads"),
      intro("f"), boxed("f"), review("asdf"),
      intro("j"), intro("k"), boxed("jk"),
      intro("l"), boxed("l"), review("l"),
      hold("j"), boxed(), review("", "long"), review("jkl"), hold("j"), review(),
    ],
  },
  {
    name: "Index reach: g, h",
    targetWpm: 22,
    lessons: [
      start("reach"),
      intro("g"), boxed("g"), review("g"),
      intro("h"), boxed("h"), review("h"), review("gh"), hold("j"),
      boxed("gh"), review("", "short"), review("", "long"), boxed(), hold("j"), review(), boxed(),
    ],
  },
  {
    name: "Top row: e, i, r, u",
    targetWpm: 24,
    lessons: [
      start("top"),
      intro("e"), boxed("e"), review("e"),
      intro("i"), boxed("i"), review("i"), review("ei"), hold("j"),
      intro("r"), boxed("r"), review("r"),
      intro("u"), boxed("u"), review("u"), review("ru"),
      hold("j"), review("", "long"), boxed("eiru"), review(),
    ],
  },
  {
    name: "New keys: t, o, n",
    targetWpm: 25,
    lessons: [
      start("accuracy"),
      intro("t"), boxed("t"), review("t"),
      intro("o"), boxed("o"), review("o"), review("to"), hold("f"),
      intro("n"), boxed("n"), review("n"), review("ton"),
      sentences("short"), boxed(), hold("j"), review("", "long"), sentences(),
    ],
  },
  {
    name: "New keys: c, m, p",
    targetWpm: 26,
    lessons: [
      start("rhythm"),
      intro("c"), boxed("c"), review("c"),
      intro("m"), boxed("m"), review("m"),
      intro("p"), boxed("p"), review("p"), review("cmp"),
      sentences(), hold("f"), boxedSentences(), sentences(), review(),
    ],
  },
  {
    name: "New keys: w, y, b",
    targetWpm: 27,
    lessons: [
      start("posture"),
      intro("w"), boxed("w"), review("w"),
      intro("y"), boxed("y"), review("y"),
      intro("b"), boxed("b"), review("b"), review("wyb"),
      sentences(), hold("j"), boxedSentences(), sentences(), review("", "long"),
    ],
  },
  {
    name: "New keys: v, x",
    targetWpm: 28,
    lessons: [
      start("rare"),
      intro("v"), boxed("v"), review("v"),
      intro("x"), boxed("x"), review("vx"),
      sentences(), hold("f"), boxedSentences(), sentences(), boxed(), review(), sentences("long"),
    ],
  },
  {
    name: "Rare keys: q, z",
    targetWpm: 30,
    lessons: [
      start("rarest"),
      intro("q"), boxed("q"), intro("z"), boxed("z"), review("qz"),
      sentences(), boxedSentences(), hold("j"), sentences(), review("", "long"), sentences("long"),
    ],
  },
  {
    name: "Number row",
    targetWpm: 26,
    lessons: [
      start("numbers"),
      intro("45"), intro("67"), boxed("4567"), review("4567"),
      intro("38"), intro("29"), boxed("2389"), review("2389"),
      intro("10"), boxed("10"), review("0123456789"),
      sentences(), boxed("0123456789"), sentences(), review("0123456789", "long"), boxedSentences(), sentences("long"),
    ],
  },
  {
    name: "Capital letters",
    targetWpm: 30,
    lessons: [
      start("capitals"),
      intro("AS"), intro("DF"), boxed("ASDF"),
      intro("JKL"), intro("GH"), review("ASDFJKLGH"), hold("Shift"),
      intro("EIRU"), intro("TON"),
      intro("CMP"), intro("WYB"), sentences(), hold("Shift"),
      intro("VXQZ"), sentences(),
    ],
  },
  {
    name: "Punctuation and symbols",
    targetWpm: 32,
    lessons: [
      start("punctuation"),
      intro("."), sentences(), intro(","), sentences(), boxedSentences(),
      intro("?"), intro("!"), sentences(),
      intro("'"), sentences(),
      intro("-"), intro(":"), sentences(),
      intro(";"), intro('"'), sentences(),
      intro("()"), intro("$%"), intro("@#&"),
      sentences("long"), boxedSentences(),
    ],
  },
  {
    name: "Full texts",
    targetWpm: 35,
    lessons: [start("texts"), ...Array.from({ length: 11 }, (_, i) => ({ type: "review", source: "paragraph", index: i }))],
  },
];
