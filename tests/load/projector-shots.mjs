// The projector at 1920 × 1080 with a full class race (issue 31 §2, ADR 042): `npm run load:class --
// --races 1 --bots 60 --screenshots <dir>` opens the first race's projector view in chromium as its
// teacher (the bot's session as the cookie) in the light and the dark theme, and saves it while the
// students wait, mid-race and at the podium. A one-off look, not a test: it asserts nothing.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

export async function openProjectors(base, { teacherToken, classId, roomId, dir }) {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
  const pages = {};
  for (const theme of ["light", "dark"]) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await context.addCookies([{ name: "bichee_session", value: teacherToken, url: base }]);
    await context.addInitScript((dark) => localStorage.setItem("darkMode", String(dark)), theme === "dark");
    const page = await context.newPage();
    await page.goto(`${base}/teacher/classes/${classId}/race/${roomId}`);
    await page.getByTestId("class-race-count").waitFor();
    pages[theme] = page;
  }
  return {
    /** Both themes, once `ready` (a test id) shows. */
    async shoot(name, ready = "class-lanes") {
      for (const [theme, page] of Object.entries(pages)) {
        await page.getByTestId(ready).waitFor({ timeout: 30_000 });
        const path = `${dir}/projector-${name}-${theme}.png`;
        await page.screenshot({ path });
        console.log(`screenshot ${path}`);
      }
    },
    close: () => browser.close(),
  };
}
