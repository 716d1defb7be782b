import { enFirst } from "./en-first";
import { accountsEn } from "./en/accounts";
import { lessonsEn } from "./en/lessons";
import { profileEn } from "./en/profile";
import { racesEn } from "./en/races";
import { paymentEn } from "./en/payment";
import { requestsEn } from "./en/requests";
import { prizeEn } from "./en/prize";
import { prizeBoardEn } from "./en/prize-board";
import { certificateEn } from "./en/certificate";
import { socialEn } from "./en/social";
import { keysEn } from "./en/keys";
import { prizeChallengeEn } from "./en/prize-challenge";
import { privacyEn } from "./en/privacy";
import { classesEn } from "./en/classes";
import { classRaceEn } from "./en/class-race";
import { assignmentsEn } from "./en/assignments";
import { offlineEn } from "./en/offline";
import { pagesEn } from "./en/pages";
import { typingAfterEn } from "./en/typing-after";
import { scriptEn } from "./en/script";
import { layoutGuardEn } from "./en/layout-guard";
import { keyboardViewEn } from "./en/keyboard-view";
import type { LearnerKey } from "./mn";

export const en: Record<LearnerKey, string> = {
  ...enFirst,
  ...accountsEn,
  ...profileEn,
  ...lessonsEn,
  ...racesEn,
  ...paymentEn,
  ...requestsEn,
  ...prizeEn,
  ...prizeBoardEn,
  ...certificateEn,
  ...socialEn,
  ...keysEn,
  ...prizeChallengeEn,
  ...privacyEn,
  ...classesEn,
  ...classRaceEn,
  ...assignmentsEn,
  ...offlineEn,
  ...pagesEn,
  ...typingAfterEn,
  ...scriptEn,
  ...layoutGuardEn,
  ...keyboardViewEn,
};
