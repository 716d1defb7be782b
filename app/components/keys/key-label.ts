// How a physical key is named to the learner: its printed character (a letter's capital), or "Space";
// an invisible character of the traditional script by its name (MVS, FVS1 …).
import type { KeyboardLayout, KeyDef } from "~/core/typing/layouts";
import { markOf } from "~/core/typing/script-marks";

export function keyDefOf(layout: KeyboardLayout, code: string): KeyDef | undefined {
  for (const row of layout.rows) for (const key of row) if (key.code === code) return key;
  return undefined;
}

export function keyLabel(layout: KeyboardLayout, code: string, spaceLabel: string): string {
  if (code === "Space") return spaceLabel;
  const key = keyDefOf(layout, code);
  if (!key) return code;
  const base = markOf(key.base) ?? key.base;
  const shift = markOf(key.shift) ?? key.shift;
  if (base.toUpperCase() === shift && base !== shift) return shift;
  return shift && shift !== base ? `${base} ${shift}` : base;
}
