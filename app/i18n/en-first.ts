// The English strings of the home typing pages' first load (see ./mn-first.ts, ADR 045 §5).
import { shellEn } from "./en/shell";
import { shellMenusEn } from "./en/shell-menus";
import { typingEn } from "./en/typing";
import { keyboardEn } from "./en/keyboard";
import type { FirstLoadKey } from "./mn-first";

export const enFirst: Record<FirstLoadKey, string> = {
  ...shellEn,
  ...shellMenusEn,
  ...typingEn,
  ...keyboardEn,
};
