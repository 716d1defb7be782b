// Physical key geometry and the finger that owns each key, shared by every layout. The characters
// differ per layout; the fingers do not (standard touch-typing assignment on a row-staggered board).
import type { Finger, KeyDef } from "./types";

type Chars = Record<string, readonly [base: string, shift: string]>;

const FINGER_BY_CODE: Record<string, Finger> = {
  Backquote: "leftPinky",
  Digit1: "leftPinky",
  Tab: "leftPinky",
  KeyQ: "leftPinky",
  CapsLock: "leftPinky",
  KeyA: "leftPinky",
  ShiftLeft: "leftPinky",
  IntlBackslash: "leftPinky",
  KeyZ: "leftPinky",
  Digit2: "leftRing",
  KeyW: "leftRing",
  KeyS: "leftRing",
  KeyX: "leftRing",
  Digit3: "leftMiddle",
  KeyE: "leftMiddle",
  KeyD: "leftMiddle",
  KeyC: "leftMiddle",
  Digit4: "leftIndex",
  Digit5: "leftIndex",
  KeyR: "leftIndex",
  KeyT: "leftIndex",
  KeyF: "leftIndex",
  KeyG: "leftIndex",
  KeyV: "leftIndex",
  KeyB: "leftIndex",
  Digit6: "rightIndex",
  Digit7: "rightIndex",
  KeyY: "rightIndex",
  KeyU: "rightIndex",
  KeyH: "rightIndex",
  KeyJ: "rightIndex",
  KeyN: "rightIndex",
  KeyM: "rightIndex",
  Digit8: "rightMiddle",
  KeyI: "rightMiddle",
  KeyK: "rightMiddle",
  Comma: "rightMiddle",
  Digit9: "rightRing",
  KeyO: "rightRing",
  KeyL: "rightRing",
  Period: "rightRing",
  Digit0: "rightPinky",
  Minus: "rightPinky",
  Equal: "rightPinky",
  Backspace: "rightPinky",
  KeyP: "rightPinky",
  BracketLeft: "rightPinky",
  BracketRight: "rightPinky",
  Backslash: "rightPinky",
  Semicolon: "rightPinky",
  Quote: "rightPinky",
  Enter: "rightPinky",
  Slash: "rightPinky",
  ShiftRight: "rightPinky",
  Space: "thumb",
};

/** Row by row, the physical keys (an ISO board; `iso` adds the key between left Shift and Z). */
function rowCodes(iso: boolean): string[][] {
  return [
    ["Backquote", "Digit1", "Digit2", "Digit3", "Digit4", "Digit5", "Digit6", "Digit7", "Digit8", "Digit9", "Digit0", "Minus", "Equal", "Backspace"],
    ["Tab", "KeyQ", "KeyW", "KeyE", "KeyR", "KeyT", "KeyY", "KeyU", "KeyI", "KeyO", "KeyP", "BracketLeft", "BracketRight", "Backslash"],
    ["CapsLock", "KeyA", "KeyS", "KeyD", "KeyF", "KeyG", "KeyH", "KeyJ", "KeyK", "KeyL", "Semicolon", "Quote", "Enter"],
    iso
      ? ["ShiftLeft", "IntlBackslash", "KeyZ", "KeyX", "KeyC", "KeyV", "KeyB", "KeyN", "KeyM", "Comma", "Period", "Slash", "ShiftRight"]
      : ["ShiftLeft", "KeyZ", "KeyX", "KeyC", "KeyV", "KeyB", "KeyN", "KeyM", "Comma", "Period", "Slash", "ShiftRight"],
    ["Space"],
  ];
}

// Every row adds up to 15 units so the picture is a clean rectangle.
const CONTROL: Record<string, { label: string; width: number }> = {
  Backspace: { label: "⌫", width: 2 },
  Tab: { label: "Tab", width: 1.5 },
  Backslash: { label: "", width: 1.5 },
  CapsLock: { label: "Caps", width: 1.75 },
  Enter: { label: "Enter", width: 2.25 },
  ShiftRight: { label: "Shift", width: 2.75 },
  Space: { label: "", width: 6.25 },
};

/** Builds the rows of KeyDefs from the characters of one layout. */
export function buildRows(chars: Chars, iso: boolean): KeyDef[][] {
  return rowCodes(iso).map((codes) =>
    codes.map((code) => {
      const finger = FINGER_BY_CODE[code];
      const pair = chars[code];
      const control = CONTROL[code];
      let width = control?.width ?? 1;
      if (code === "ShiftLeft") width = iso ? 1.25 : 2.25;
      const key: KeyDef = { code, base: pair?.[0] ?? "", shift: pair?.[1] ?? "", finger, width };
      if (code === "Space") Object.assign(key, { base: " ", shift: " " });
      if (code === "ShiftLeft" || code === "ShiftRight") key.label = "Shift";
      else if (control && !pair) key.label = control.label;
      if (code === "KeyF" || code === "KeyJ") key.bump = true;
      return key;
    }),
  );
}
