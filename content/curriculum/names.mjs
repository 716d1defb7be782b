// Lesson names shown in the list and on the lesson screen.
const PUNCTUATION_NAMES = {
  ".": "цэг",
  ",": "таслал",
  "?": "асуултын тэмдэг",
  "!": "анхаарлын тэмдэг",
  "-": "зураас",
  ":": "давхар цэг",
  '"': "хашилт",
  "%": "хувь",
  "₮": "төгрөг",
  "№": "дугаар",
};

const isDigit = (ch) => ch >= "0" && ch <= "9";
const isUpper = (ch) => ch !== ch.toLowerCase();
const list = (chars) => [...chars].join(", ");

function introName(chars) {
  if (isDigit(chars[0])) return `Шинэ тоо: ${list(chars)}`;
  if (PUNCTUATION_NAMES[chars[0]]) return `Шинэ тэмдэгт: ${PUNCTUATION_NAMES[chars[0]]}`;
  if (isUpper(chars[0])) return `Том үсэг: ${list(chars)}`;
  return `Шинэ үсэг: ${list(chars)}`;
}

function focusName(focus) {
  if (/^[0-9]+$/.test(focus)) return focus.length >= 10 ? "тоо" : list(focus);
  return list(focus);
}

const THEME_NAMES = { short: "Богино үгс", long: "Урт үгс", double: "Давхар эгшигтэй үгс" };
const SENTENCE_NAMES = { short: "Богино өгүүлбэр", normal: "Өгүүлбэр", long: "Урт өгүүлбэр" };

export function lessonName(entry, adviceTitle) {
  switch (entry.type) {
    case "start":
      return adviceTitle;
    case "intro":
      return introName(entry.chars);
    case "hold":
      return entry.key === "Shift" ? "Том үсгийн товч барих" : `Барьж бичих: ${entry.key}`;
    case "boxed":
      if (entry.source === "sentences") return "Хэсэгчлэн бичих: өгүүлбэр";
      return entry.focus ? `Хэсэгчлэн бичих: ${focusName(entry.focus)}` : "Хэсэгчлэн бичих";
    case "review":
      if (entry.source === "paragraph") return `Бэлтгэл бичвэр ${entry.index + 1}`;
      if (entry.source === "sentences") return SENTENCE_NAMES[entry.size];
      if (entry.theme !== "all") return THEME_NAMES[entry.theme];
      if (/^[0-9]+$/.test(entry.focus) && entry.focus.length >= 10) return "Тооны давтлага";
      return entry.focus ? `Давтлага: ${focusName(entry.focus)}` : "Үгийн давтлага";
    default:
      throw new Error(`unknown lesson type ${entry.type}`);
  }
}
