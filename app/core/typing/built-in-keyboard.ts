// The site's own keyboard (issue 32 §2): a school PC often has only the US and Cyrillic layouts, so a
// learner may let the typing screens turn physical keys (KeyboardEvent.code, which names the key's
// place whatever the system layout) into the characters of the lesson's layout. Pure: the screens
// call it per keydown; the result goes into the engine exactly as a key of an installed layout would.
import { allKeys, type KeyboardLayout } from "./layouts";

/** The character `layout` types for a physical key with or without Shift; null for none (blank or control keys). */
export function charForCode(layout: KeyboardLayout, code: string, shift: boolean): string | null {
  const key = codeIndex(layout).get(code);
  if (!key) return null;
  const char = shift ? key.shift : key.base;
  return char === "" ? null : char;
}

const indexCache = new WeakMap<KeyboardLayout, Map<string, { base: string; shift: string }>>();

function codeIndex(layout: KeyboardLayout) {
  let index = indexCache.get(layout);
  if (index) return index;
  index = new Map();
  for (const key of allKeys(layout)) if (key.label === undefined || key.code === "Space") index.set(key.code, { base: key.base, shift: key.shift });
  indexCache.set(layout, index);
  return index;
}

export type KeyEventLike = { code: string; shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean };
/** A keydown → the character the site's keyboard types for it (builtInKeystroke bound to a layout). */
export type KeyMapper = (event: KeyEventLike) => string | null;

/**
 * What one keydown types when the built-in keyboard is on: the layout's character for the key, or null
 * when the event is not typing (a shortcut with Ctrl, Alt or Meta; a key the layout leaves blank).
 */
export function builtInKeystroke(layout: KeyboardLayout, event: KeyEventLike): string | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return charForCode(layout, event.code, event.shiftKey);
}
