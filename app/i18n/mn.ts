// Every user-visible string, one file per feature under mn/ (and en/ with the same keys).
// Mongolian is the default language.
import { accountsMn } from "./mn/accounts";
import { keyboardMn } from "./mn/keyboard";
import { profileMn } from "./mn/profile";
import { racesMn } from "./mn/races";
import { shellMn } from "./mn/shell";
import { typingMn } from "./mn/typing";

export const mn = {
  ...shellMn,
  ...accountsMn,
  ...profileMn,
  ...racesMn,
  ...keyboardMn,
  ...typingMn,
} as const;

export type MessageKey = keyof typeof mn;
