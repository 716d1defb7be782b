// Everything a typing-test screen shows on first paint, read in one go.
import { isScriptTest, topListSize, type TestLanguage, type TestLevel, type TestScreen } from "~/core/typing/typing-api";
import type { Db } from "~/db/client.server";
import { activeBanners } from "../shared/banners.server";
import type { AuthUser } from "../accounts/sessions.server";
import { scriptTestFigures, statsResponse, type UpgradeWpmStats } from "./test-results.server";
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
  // The script's screen shows the learner's own script figures (issue 32), never the school's averages.
  const figures = input.user && isScriptTest(input.language) ? { ...input.user, ...(await scriptTestFigures(db, input.user.id)) } : input.user;
  const stats: UpgradeWpmStats | null = figures ? statsResponse(figures, { wpm: 0, cpm: 0, accuracy: 0 }, false) : null;
  return { text, topAllTime: allTime, topThisMonth: thisMonth, banners, stats, topSize: size };
}
export type TypingScreenData = Awaited<ReturnType<typeof loadTypingScreen>>;
