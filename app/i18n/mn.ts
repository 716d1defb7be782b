// Every user-visible string of the learner's pages, one file per feature under mn/ (and en/ with the same
// keys). Mongolian is the default language. The admin console's strings are in ./admin-console.ts.
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
import { layoutGuardMn } from "./mn/layout-guard";
import { keysMn } from "./mn/keys";
import { prizeChallengeMn } from "./mn/prize-challenge";
import { privacyMn } from "./mn/privacy";
import { classesMn } from "./mn/classes";
import { classRaceMn } from "./mn/class-race";
import { assignmentsMn } from "./mn/assignments";
import { scriptMn } from "./mn/script";
import { offlineMn } from "./mn/offline";

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
  ...layoutGuardMn,
  ...keysMn,
  ...prizeChallengeMn,
  ...privacyMn,
  ...classesMn,
  ...classRaceMn,
  ...assignmentsMn,
  ...scriptMn,
  ...offlineMn,
} as const;

export type LearnerKey = keyof typeof mn;
