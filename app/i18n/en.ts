import { accountsEn } from "./en/accounts";
import { lessonsEn } from "./en/lessons";
import { profileEn } from "./en/profile";
import { shellEn } from "./en/shell";
import type { MessageKey } from "./mn";

export const en: Record<MessageKey, string> = {
  ...shellEn,
  ...accountsEn,
  ...profileEn,
  ...lessonsEn,
};
