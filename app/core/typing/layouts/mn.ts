// The Mongolian standard (MNS) layout, from Debian's xkb-data /usr/share/X11/xkb/symbols/mn
// ("basic"). The letters are the same on Windows and Linux; the number row is not:
//   Linux (xkb):  digits unshifted, symbols on Shift  (1 №, 2 -, 3 ", 4 ₮, 5 :, 6 ., 7 _, 8 ,, 9 %, 0 ?)
//   Windows:      symbols unshifted, digits on Shift  (№ 1, - 2, " 3, ₮ 4, : 5, . 6, _ 7, , 8, % 9, ? 0)
import { buildRows } from "./keys";
import type { KeyboardLayout } from "./types";

const NUMBER_ROW_SYMBOLS: Record<string, string> = {
  Digit1: "№",
  Digit2: "-",
  Digit3: '"',
  Digit4: "₮",
  Digit5: ":",
  Digit6: ".",
  Digit7: "_",
  Digit8: ",",
  Digit9: "%",
  Digit0: "?",
};

const LETTERS: Record<string, readonly [string, string]> = {
  Backquote: ["=", "+"],
  Minus: ["е", "Е"],
  Equal: ["щ", "Щ"],
  KeyQ: ["ф", "Ф"],
  KeyW: ["ц", "Ц"],
  KeyE: ["у", "У"],
  KeyR: ["ж", "Ж"],
  KeyT: ["э", "Э"],
  KeyY: ["н", "Н"],
  KeyU: ["г", "Г"],
  KeyI: ["ш", "Ш"],
  KeyO: ["ү", "Ү"],
  KeyP: ["з", "З"],
  BracketLeft: ["к", "К"],
  BracketRight: ["ъ", "Ъ"],
  Backslash: ["!", "|"],
  KeyA: ["й", "Й"],
  KeyS: ["ы", "Ы"],
  KeyD: ["б", "Б"],
  KeyF: ["ө", "Ө"],
  KeyG: ["а", "А"],
  KeyH: ["х", "Х"],
  KeyJ: ["р", "Р"],
  KeyK: ["о", "О"],
  KeyL: ["л", "Л"],
  Semicolon: ["д", "Д"],
  Quote: ["п", "П"],
  IntlBackslash: ["(", ")"],
  KeyZ: ["я", "Я"],
  KeyX: ["ч", "Ч"],
  KeyC: ["ё", "Ё"],
  KeyV: ["с", "С"],
  KeyB: ["м", "М"],
  KeyN: ["и", "И"],
  KeyM: ["т", "Т"],
  Comma: ["ь", "Ь"],
  Period: ["в", "В"],
  Slash: ["ю", "Ю"],
};

function numberRow(digitsUnshifted: boolean): Record<string, readonly [string, string]> {
  const row: Record<string, readonly [string, string]> = {};
  for (const [code, symbol] of Object.entries(NUMBER_ROW_SYMBOLS)) {
    const digit = code.slice("Digit".length);
    row[code] = digitsUnshifted ? [digit, symbol] : [symbol, digit];
  }
  return row;
}

/** Linux / xkb "mn": digits without Shift. */
export const MN_LINUX: KeyboardLayout = {
  id: "mn-linux",
  language: "mn",
  rows: buildRows({ ...LETTERS, ...numberRow(true) }, true),
};

/** Windows "Mongolian (Cyrillic)": the number row's symbols without Shift, digits with Shift. */
export const MN_WINDOWS: KeyboardLayout = {
  id: "mn-windows",
  language: "mn",
  rows: buildRows({ ...LETTERS, ...numberRow(false) }, true),
};
