// A keyboard layout as a table of physical keys. Pictures, finger hints and lesson generators are
// all drawn from these tables, so the keyboard is never an image.

/** The eight finger groups of touch typing; thumbs only press the space bar. */
export const FINGERS = ["leftPinky", "leftRing", "leftMiddle", "leftIndex", "rightIndex", "rightMiddle", "rightRing", "rightPinky"] as const;

export type Finger = (typeof FINGERS)[number] | "thumb";

export type Hand = "left" | "right";

export interface KeyDef {
  /** KeyboardEvent.code of the physical key ("KeyA", "Digit1", "Space" …). */
  code: string;
  /** Character without Shift; empty for control keys. */
  base: string;
  /** Character with Shift; empty for control keys. */
  shift: string;
  /** Text printed on control keys (Tab, Shift …). */
  label?: string;
  finger: Finger;
  /** Width in key units (a letter key is 1). */
  width: number;
  /** The home-row keys that carry a bump (F and J positions). */
  bump?: boolean;
}

export type LayoutId = "mn-windows" | "mn-linux" | "en-us" | "mong-standard" | "mong-mongolian";

/**
 * The language of a text as a BCP 47 tag: Mongolian in Cyrillic, English, or Mongolian in the
 * traditional script. Not the interface language (DESIGN "Four ids, not one mn|en").
 */
export type ContentLanguage = "mn" | "en" | "mn-Mong";

export interface KeyboardLayout {
  id: LayoutId;
  language: ContentLanguage;
  /** Five physical rows, top (number row) to bottom (space bar). */
  rows: readonly (readonly KeyDef[])[];
}

/** Where a character is typed: which key, and whether Shift is held (and with which hand). */
export interface KeyStroke {
  key: KeyDef;
  shift: boolean;
  /** The Shift key to use: the one under the other hand's pinky. */
  shiftCode: "ShiftLeft" | "ShiftRight" | null;
}
