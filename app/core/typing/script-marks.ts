// The traditional script's invisible characters a learner must still type get a visible name: the
// prompt, the next-key line and the keyboard picture show them as small labelled boxes (issue 32).
// Apart from the engine's rules (script-text.ts): only screens that draw them load this.
import { MVS, NNBSP, ZWJ } from "./script-text";

/** The label of each invisible character the Standard layout types (FVS4 has no key; kept for texts). */
export const INVISIBLE_MARKS: Readonly<Record<string, string>> = {
  [NNBSP]: "NNBSP",
  [MVS]: "MVS",
  "\u180b": "FVS1",
  "\u180c": "FVS2",
  "\u180d": "FVS3",
  "\u180f": "FVS4",
  [ZWJ]: "ZWJ",
  "\u200c": "ZWNJ",
};

export function markOf(char: string): string | null {
  return INVISIBLE_MARKS[char] ?? null;
}
