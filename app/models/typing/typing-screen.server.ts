// Everything a typing-test screen shows on first paint, read in one go.
import { topListSize, type TestLanguage, type TestLevel, type TestScreen } from "~/core/typing/typing-api";
import type { Db } from "~/db/client.server";
import { activeBanners } from "../shared/banners.server";
import type { AuthUser } from "../accounts/sessions.server";
import { statsResponse, type UpgradeWpmStats } from "./test-results.server";
import { nextTestText } from "./texts.server";
import { topAllTime, topThisMonth } from "./top-lists.server";

export interface TypingScreenInput {
  screen: TestScreen;
  level: TestLevel;
  language: TestLanguage;
  user: AuthUser | null;
}

export async function loadTypingScreen(db: Db, input: TypingScreenInput, now = Date.now()) {
  const size = topListSize(input.screen);
  const [text, allTime, thisMonth, banners] = await Promise.all([
    nextTestText(db, input.user?.id ?? null, input.level, input.language),
    topAllTime(db, size),
    topThisMonth(db, now, size),
    activeBanners(db),
  ]);
  const stats: UpgradeWpmStats | null = input.user ? statsResponse(input.user, { wpm: 0, cpm: 0, accuracy: 0 }, false) : null;
  return { text, topAllTime: allTime, topThisMonth: thisMonth, banners, stats, topSize: size };
}
export type TypingScreenData = Awaited<ReturnType<typeof loadTypingScreen>>;
