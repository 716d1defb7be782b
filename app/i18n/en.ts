import { accountsEn } from "./en/accounts";
import { lessonsEn } from "./en/lessons";
import { keyboardEn } from "./en/keyboard";
import { profileEn } from "./en/profile";
import { racesEn } from "./en/races";
import { shellEn } from "./en/shell";
import { typingEn } from "./en/typing";
import { paymentEn } from "./en/payment";
import { requestsEn } from "./en/requests";
import { prizeEn } from "./en/prize";
import { prizeBoardEn } from "./en/prize-board";
import { certificateEn } from "./en/certificate";
import { socialEn } from "./en/social";
import { adminEn } from "./en/admin";
import { adminContentEn } from "./en/admin-content";
import { adminCertificatesEn } from "./en/admin-certificates";
import { layoutGuardEn } from "./en/layout-guard";
import type { MessageKey } from "./mn";

export const en: Record<MessageKey, string> = {
  ...shellEn,
  ...accountsEn,
  ...profileEn,
  ...lessonsEn,
  ...racesEn,
  ...keyboardEn,
  ...typingEn,
  ...paymentEn,
  ...requestsEn,
  ...prizeEn,
  ...prizeBoardEn,
  ...certificateEn,
  ...socialEn,
  ...adminEn,
  ...adminContentEn,
  ...adminCertificatesEn,
  ...layoutGuardEn,
};
