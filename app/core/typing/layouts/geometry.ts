// Where each key sits in the SVG picture, computed once per layout from the layout table.
import type { KeyboardLayout, KeyDef } from "./types";

export const UNIT = 40;
export const GAP = 4;
const PAD = 6;
/** The space bar starts where it does on a real board (after Ctrl, Win and Alt). */
const SPACE_OFFSET = 3.75;

export interface PlacedKey {
  key: KeyDef;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface KeyboardGeometry {
  keys: PlacedKey[];
  byCode: Map<string, PlacedKey>;
  width: number;
  height: number;
}

const cache = new WeakMap<KeyboardLayout, KeyboardGeometry>();

export function geometryOf(layout: KeyboardLayout): KeyboardGeometry {
  const cached = cache.get(layout);
  if (cached) return cached;
  const keys: PlacedKey[] = [];
  layout.rows.forEach((row, r) => {
    let units = row.length === 1 && row[0].code === "Space" ? SPACE_OFFSET : 0;
    for (const key of row) {
      keys.push({ key, x: PAD + units * UNIT, y: PAD + r * UNIT, w: key.width * UNIT - GAP, h: UNIT - GAP });
      units += key.width;
    }
  });
  const geometry = {
    keys,
    byCode: new Map(keys.map((k) => [k.key.code, k])),
    width: PAD * 2 + 15 * UNIT - GAP,
    height: PAD * 2 + layout.rows.length * UNIT - GAP,
  };
  cache.set(layout, geometry);
  return geometry;
}

/** The finger colour class of a key (`kb-f-leftIndex` …); CSS maps it to a colour per theme. */
export function fingerClass(key: KeyDef): string {
  return `kb-f-${key.finger}`;
}
