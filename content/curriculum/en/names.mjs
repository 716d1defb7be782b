// English lesson names shown in the list and on the lesson screen.
const PUNCTUATION_NAMES = {
  ".": "full stop",
  ",": "comma",
  "?": "question mark",
  "!": "exclamation mark",
  "'": "apostrophe",
  "-": "hyphen",
  ":": "colon",
  ";": "semicolon",
  '"': "quotation marks",
  "(": "brackets",
  $: "dollar and percent",
  "@": "at, hash and ampersand",
};

const isDigit = (ch) => ch >= "0" && ch <= "9";
const isUpper = (ch) => ch !== ch.toLowerCase();
const list = (chars) => [...chars].join(", ");

function introName(chars) {
  if (isDigit(chars[0])) return `New digits: ${list(chars)}`;
  if (PUNCTUATION_NAMES[chars[0]]) return `New symbol: ${PUNCTUATION_NAMES[chars[0]]}`;
  if (isUpper(chars[0])) return `Capitals: ${list(chars)}`;
  return `New key: ${list(chars)}`;
}

function focusName(focus) {
  if (/^[0-9]+$/.test(focus)) return focus.length >= 10 ? "numbers" : list(focus);
  return list(focus);
}

const THEME_NAMES = { short: "Short words", long: "Long words", double: "Double letters" };
const SENTENCE_NAMES = { short: "Short sentences", normal: "Sentences", long: "Long sentences" };

export function lessonNameEn(entry, adviceTitle) {
  switch (entry.type) {
    case "start":
      return adviceTitle;
    case "intro":
      return introName(entry.chars);
    case "hold":
      return entry.key === "Shift" ? "Hold the Shift key" : `Hold and type: ${entry.key}`;
    case "boxed":
      if (entry.source === "sentences") return "In parts: sentences";
      return entry.focus ? `In parts: ${focusName(entry.focus)}` : "In parts";
    case "review":
      if (entry.source === "paragraph") return `Full text ${entry.index + 1}`;
      if (entry.source === "sentences") return SENTENCE_NAMES[entry.size];
      if (entry.theme !== "all") return THEME_NAMES[entry.theme];
      if (/^[0-9]+$/.test(entry.focus) && entry.focus.length >= 10) return "Number review";
      return entry.focus ? `Review: ${focusName(entry.focus)}` : "Word review";
    default:
      throw new Error(`unknown lesson type ${entry.type}`);
  }
}
