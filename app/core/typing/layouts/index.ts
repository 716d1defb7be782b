// Layout look-ups: which key and finger types a character, and which layout suits a language.
import { EN_US } from "./en-us";
import { MN_LINUX, MN_WINDOWS } from "./mn";
import { MONG_MONGOLIAN, MONG_STANDARD } from "./mong";
import type { Finger, Hand, KeyboardLayout, KeyDef, KeyStroke, LayoutId } from "./types";

export { EN_US } from "./en-us";
export { MN_LINUX, MN_WINDOWS } from "./mn";
export { MONG_MONGOLIAN, MONG_STANDARD } from "./mong";
export * from "./types";
export { DEFAULT_MN_LAYOUT, isLayoutId } from "./ids";
import { DEFAULT_MN_LAYOUT } from "./ids";

export const LAYOUTS: Record<LayoutId, KeyboardLayout> = {
  "mn-windows": MN_WINDOWS,
  "mn-linux": MN_LINUX,
  "en-us": EN_US,
  "mong-standard": MONG_STANDARD,
  "mong-mongolian": MONG_MONGOLIAN,
};

/** The layout for a language; Mongolian takes the chosen number-row variant. */
export function layoutFor(language: "mn" | "en", mnVariant: LayoutId = DEFAULT_MN_LAYOUT): KeyboardLayout {
  if (language === "en") return EN_US;
  return mnVariant === "mn-linux" ? MN_LINUX : MN_WINDOWS;
}

/**
 * The 60-second test's keyboard: the language's layout, and for the traditional script the one the
 * learner chose (the Standard layout until the script's keyboard chunk has said which).
 */
export function testLayoutFor(language: "mn" | "en" | "mn-Mong", mnVariant: LayoutId, scriptLayout: KeyboardLayout | null = null): KeyboardLayout {
  return language === "mn-Mong" ? (scriptLayout ?? MONG_STANDARD) : layoutFor(language, mnVariant);
}

export function handOf(finger: Finger): Hand | null {
  if (finger === "thumb") return null;
  return finger.startsWith("left") ? "left" : "right";
}

const strokeCache = new WeakMap<KeyboardLayout, Map<string, KeyStroke>>();

function strokesOf(layout: KeyboardLayout): Map<string, KeyStroke> {
  let map = strokeCache.get(layout);
  if (map) return map;
  map = new Map();
  for (const row of layout.rows) {
    for (const key of row) {
      if (key.label !== undefined && key.code !== "Space") continue;
      // Shift goes to the opposite hand, so the typing hand keeps its place.
      const shiftCode = handOf(key.finger) === "left" ? "ShiftRight" : "ShiftLeft";
      if (key.base && !map.has(key.base)) map.set(key.base, { key, shift: false, shiftCode: null });
      if (key.shift && !map.has(key.shift)) map.set(key.shift, { key, shift: true, shiftCode });
    }
  }
  // A non-breaking space is typed with the space bar (SPEC §5).
  const space = map.get(" ");
  if (space) map.set("\u00a0", space);
  strokeCache.set(layout, map);
  return map;
}

/** How to type `char` on `layout`, or null when the layout has no such character. */
export function strokeFor(layout: KeyboardLayout, char: string): KeyStroke | null {
  return strokesOf(layout).get(char) ?? null;
}

/** Every key of a layout, flat. */
export function allKeys(layout: KeyboardLayout): KeyDef[] {
  return layout.rows.flat();
}

/** True when every character of `text` can be typed on `layout`. */
export function canType(layout: KeyboardLayout, text: string): boolean {
  for (const ch of text) if (!strokeFor(layout, ch)) return false;
  return true;
}
