// Every user-visible string of the learner's pages, one file per feature under mn/ (and en/ with the same
// keys). Mongolian is the default language. The admin console's strings are in ./admin-console.ts.
import { mnFirst } from "./mn-first";
import { accountsMn } from "./mn/accounts";
import { lessonsMn } from "./mn/lessons";
import { profileMn } from "./mn/profile";
import { racesMn } from "./mn/races";
import { paymentMn } from "./mn/payment";
import { requestsMn } from "./mn/requests";
import { prizeMn } from "./mn/prize";
import { prizeBoardMn } from "./mn/prize-board";
import { certificateMn } from "./mn/certificate";
import { socialMn } from "./mn/social";
import { keysMn } from "./mn/keys";
import { prizeChallengeMn } from "./mn/prize-challenge";
import { privacyMn } from "./mn/privacy";
import { classesMn } from "./mn/classes";
import { classRaceMn } from "./mn/class-race";
import { assignmentsMn } from "./mn/assignments";
import { offlineMn } from "./mn/offline";
import { pagesMn } from "./mn/pages";
import { typingAfterMn } from "./mn/typing-after";
import { scriptMn } from "./mn/script";
import { layoutGuardMn } from "./mn/layout-guard";
import { keyboardViewMn } from "./mn/keyboard-view";

export const mn = {
  ...mnFirst,
  ...accountsMn,
  ...profileMn,
  ...lessonsMn,
  ...racesMn,
  ...paymentMn,
  ...requestsMn,
  ...prizeMn,
  ...prizeBoardMn,
  ...certificateMn,
  ...socialMn,
  ...keysMn,
  ...prizeChallengeMn,
  ...privacyMn,
  ...classesMn,
  ...classRaceMn,
  ...assignmentsMn,
  ...offlineMn,
  ...pagesMn,
  ...typingAfterMn,
  ...scriptMn,
  ...layoutGuardMn,
  ...keyboardViewMn,
} as const;

export type LearnerKey = keyof typeof mn;
