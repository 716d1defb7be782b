// The layouts' names alone, for code that must not carry the layouts themselves (the home page's first
// load: the keyboard and its layouts load after hydration, ADR 045 §9).
import type { LayoutId } from "./types";

/** Every layout's id (the type makes the list complete). */
const LAYOUT_IDS: Record<LayoutId, true> = { "mn-windows": true, "mn-linux": true, "en-us": true, "mong-standard": true, "mong-mongolian": true };

/** Mongolian learners mostly use Windows, so its number row is the default. */
export const DEFAULT_MN_LAYOUT: LayoutId = "mn-windows";

export function isLayoutId(value: unknown): value is LayoutId {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(LAYOUT_IDS, value);
}
