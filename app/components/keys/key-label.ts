// How a physical key is named to the learner: its printed character (a letter's capital), or "Space".
import type { KeyboardLayout, KeyDef } from "~/core/typing/layouts";

export function keyDefOf(layout: KeyboardLayout, code: string): KeyDef | undefined {
  for (const row of layout.rows) for (const key of row) if (key.code === code) return key;
  return undefined;
}

export function keyLabel(layout: KeyboardLayout, code: string, spaceLabel: string): string {
  if (code === "Space") return spaceLabel;
  const key = keyDefOf(layout, code);
  if (!key) return code;
  if (key.base.toUpperCase() === key.shift && key.base !== key.shift) return key.shift;
  return key.shift && key.shift !== key.base ? `${key.base} ${key.shift}` : key.base;
}
