import { accountsEn } from "./en/accounts";
import { profileEn } from "./en/profile";
import { racesEn } from "./en/races";
import { shellEn } from "./en/shell";
import type { MessageKey } from "./mn";

export const en: Record<MessageKey, string> = {
  ...shellEn,
  ...accountsEn,
  ...profileEn,
  ...racesEn,
};
