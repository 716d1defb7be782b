import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { PHONE, registerAndLogin, screenshot, useTheme } from "./helpers";

// The live leaderboard on its local preview page (/dev/prize-board/:raceId): rows from the loader,
// then batched raceNotify updates over the socket; the viewer's own row marked below the top 50.

async function raceWithBots(page: Page, count: number) {
  const race = await (await page.request.post("/dev/prize-race", { data: { name: "Өвлийн шагналт уралдаан", endInMs: 3_600_000 } })).json();
  const bots: { id: number }[] = [];
  for (let from = Math.floor(Math.random() * 900_000); bots.length < count; from += 25) {
    const res = await (await page.request.post("/dev/race-bots", { data: { from, count: Math.min(25, count - bots.length) } })).json();
    bots.push(...res.bots);
  }
  for (const [i, bot] of bots.entries()) {
    expect((await page.request.post("/dev/prize-race", { data: { raceId: race.raceId, userId: bot.id, wpm: 150 - i } })).ok()).toBe(true);
  }
  return { raceId: race.raceId as number, bots };
}

async function myId(page: Page): Promise<number> {
  return (await (await page.request.get("/api/user/get-user-info")).json()).data.info.id;
}

for (const theme of ["light", "dark"] as const) {
  test(`the viewer's own row is marked below the top rows and a new best arrives live (${theme})`, async ({ page, browser }) => {
    await useTheme(page, theme);
    await registerAndLogin(page);
    const me = await myId(page);
    const { raceId, bots } = await raceWithBots(page, 55);
    await page.request.post("/dev/prize-race", { data: { raceId, userId: me, wpm: 40 } });

    await page.goto(`/dev/prize-board/${raceId}`);
    const mine = page.getByTestId(`prize-row-${me}`);
    await expect(mine).toHaveAttribute("aria-current", "true");
    await expect(mine.locator("td").first()).toHaveText("56");
    await expect(page.getByTestId("prize-live-board").locator("tbody tr")).toHaveCount(51);
    await expect(page.getByTestId("prize-live-board").getByRole("status")).toHaveText(/Шууд|Live/);
    await screenshot(page, `prize-board-${theme}`);

    // A guest in another browser sees the top rows only, and a new best from the last bot arrives live.
    const guest = await browser.newPage();
    await guest.goto(`/dev/prize-board/${raceId}`);
    await expect(guest.getByTestId("prize-live-board").locator("tbody tr")).toHaveCount(50);
    await expect(guest.getByTestId("prize-live-board").getByRole("status")).toHaveText(/Шууд|Live/);
    const last = bots.at(-1)!;
    await page.request.post("/dev/prize-race", { data: { raceId, userId: last.id, wpm: 400 } });
    await expect(guest.getByTestId(`prize-row-${last.id}`).locator("td").first()).toHaveText("1");
    await expect(guest.getByTestId(`prize-row-${last.id}`).getByTestId("prize-wpm")).toHaveText("400");
    // The viewer's place moves with the others' (one more learner is now ahead of neither: still 56th).
    await expect(mine.locator("td").first()).toHaveText("56");
    await guest.close();

    await page.setViewportSize(PHONE);
    await screenshot(page, `prize-board-${theme}-phone`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
