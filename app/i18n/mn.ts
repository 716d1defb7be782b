// Every user-visible string, one file per feature under mn/ (and en/ with the same keys).
// Mongolian is the default language.
import { accountsMn } from "./mn/accounts";
import { lessonsMn } from "./mn/lessons";
import { profileMn } from "./mn/profile";
import { shellMn } from "./mn/shell";

export const mn = {
  ...shellMn,
  ...accountsMn,
  ...profileMn,
  ...lessonsMn,
} as const;

export type MessageKey = keyof typeof mn;
