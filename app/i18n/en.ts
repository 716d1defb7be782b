import { shellEn } from "./en/shell";
import { paymentEn } from "./en/payment";
import type { MessageKey } from "./mn";

export const en: Record<MessageKey, string> = {
  ...shellEn,
  ...paymentEn,
};
