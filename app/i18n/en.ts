import { keyboardEn } from "./en/keyboard";
import { shellEn } from "./en/shell";
import type { MessageKey } from "./mn";

export const en: Record<MessageKey, string> = {
  ...shellEn,
  ...keyboardEn,
};
