// Every JSON call of the app (SPEC §7 and the calls added since), one contract each (ADR 024).
// tests/workers/suites/contracts.ts walks this list: a route file without a contract, or an answer
// that drifts from its schema, fails it.
import { ACCOUNT_CONTRACTS } from "../accounts/account-api";
import { bannersContract } from "../admin/banner-api";
import { PURCHASE_CONTRACTS } from "../billing/purchase-api";
import { CERTIFICATE_CONTRACTS } from "../certificates/certificate-api";
import { CLASS_LIVE_CONTRACTS } from "../classes/class-live-api";
import { LESSON_CONTRACTS } from "../lessons/lesson-api";
import { OFFLINE_CONTRACTS } from "../offline/offline-api";
import { PRIZE_CONTRACTS } from "../races/prize-api";
import { ROOM_CONTRACTS } from "../races/room-api";
import { SOCIAL_CONTRACTS } from "../social/social-api";
import { KEY_STATS_CONTRACTS } from "../typing/key-stats-api";
import { TYPING_CONTRACTS } from "../typing/typing-api";
import type { Contract } from "./contract";

export const CONTRACTS: readonly Contract[] = [
  ...ACCOUNT_CONTRACTS,
  ...LESSON_CONTRACTS,
  ...TYPING_CONTRACTS,
  ...KEY_STATS_CONTRACTS,
  ...ROOM_CONTRACTS,
  ...PRIZE_CONTRACTS,
  ...SOCIAL_CONTRACTS,
  ...CERTIFICATE_CONTRACTS,
  ...PURCHASE_CONTRACTS,
  ...CLASS_LIVE_CONTRACTS,
  ...OFFLINE_CONTRACTS,
  bannersContract,
];

export const CONTRACT_BY_NAME: ReadonlyMap<string, Contract> = new Map(CONTRACTS.map((c) => [c.name, c]));
