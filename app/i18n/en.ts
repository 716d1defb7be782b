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
import { layoutGuardEn } from "./en/layout-guard";
import { keysEn } from "./en/keys";
import { prizeChallengeEn } from "./en/prize-challenge";
import { privacyEn } from "./en/privacy";
import { classesEn } from "./en/classes";
import { classRaceEn } from "./en/class-race";
import { assignmentsEn } from "./en/assignments";
import { scriptEn } from "./en/script";
import { offlineEn } from "./en/offline";
import type { LearnerKey } from "./mn";

export const en: Record<LearnerKey, string> = {
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
  ...layoutGuardEn,
  ...keysEn,
  ...prizeChallengeEn,
  ...privacyEn,
  ...classesEn,
  ...classRaceEn,
  ...assignmentsEn,
  ...scriptEn,
  ...offlineEn,
};
