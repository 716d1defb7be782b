// Every user-visible string, one file per feature under mn/ (and en/ with the same keys).
// Mongolian is the default language.
import { keyboardMn } from "./mn/keyboard";
import { shellMn } from "./mn/shell";

export const mn = {
  ...shellMn,
  ...keyboardMn,
} as const;

export type MessageKey = keyof typeof mn;
