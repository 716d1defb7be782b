// Every user-visible string, one file per feature under mn/ (and en/ with the same keys).
// Mongolian is the default language.
import { accountsMn } from "./mn/accounts";
import { lessonsMn } from "./mn/lessons";
import { keyboardMn } from "./mn/keyboard";
import { profileMn } from "./mn/profile";
import { racesMn } from "./mn/races";
import { shellMn } from "./mn/shell";
import { typingMn } from "./mn/typing";
import { paymentMn } from "./mn/payment";
import { requestsMn } from "./mn/requests";
import { prizeMn } from "./mn/prize";
import { prizeBoardMn } from "./mn/prize-board";
import { certificateMn } from "./mn/certificate";
import { socialMn } from "./mn/social";
import { adminMn } from "./mn/admin";
import { adminContentMn } from "./mn/admin-content";
import { adminCertificatesMn } from "./mn/admin-certificates";
import { layoutGuardMn } from "./mn/layout-guard";

export const mn = {
  ...shellMn,
  ...accountsMn,
  ...profileMn,
  ...lessonsMn,
  ...racesMn,
  ...keyboardMn,
  ...typingMn,
  ...paymentMn,
  ...requestsMn,
  ...prizeMn,
  ...prizeBoardMn,
  ...certificateMn,
  ...socialMn,
  ...adminMn,
  ...adminContentMn,
  ...adminCertificatesMn,
  ...layoutGuardMn,
} as const;

export type MessageKey = keyof typeof mn;
