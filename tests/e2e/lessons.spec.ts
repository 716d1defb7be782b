// Lessons in the browser: the list for a guest, typing an intro and a boxed lesson to the result
// screen and going on with Enter, the locked-lesson message, and screenshots of every lesson type.
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { expectLooksRight, finishAdviceLesson, PHONE, registerAndLogin, screenshot, useTheme, waitForHydration } from "./helpers";

/** Types the lesson's text (fetched through the JSON call with the page's own session) at a person's pace. */
async function typeLesson(page: Page) {
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const res = await page.request.post("/api/lesson/get-lesson", { data: { id } });
  const text = ((await res.json()) as { data: { text: string } }).data.text;
  expect(text.length).toBeGreaterThan(10);
  await page.getByTestId("lesson-input").focus();
  await waitForHydration(page);
  // 95 ms a key is about 120 WPM: below the 130 WPM from which the server judges how even the keys are
  // (plausibility.ts), so an idle machine's very regular keys are not refused as a machine's.
  await page.keyboard.type(text, { delay: 95 });
}

/** Groups other than the current one start closed: open the one holding the lesson. */
async function showLesson(page: Page, level: number) {
  const card = page.getByTestId(`lesson-${level}`);
  if (!(await card.isVisible())) await page.locator(`details:has([data-testid="lesson-${level}"]) > summary`).click();
  return card;
}

/** The result figures count up by 3 every 50 ms; wait until each shows its final value. */
async function waitForCountUp(page: Page) {
  for (const id of ["result-score", "result-wpm", "result-accuracy"]) {
    const final = await page.getByTestId(id).getAttribute("data-final");
    await expect(page.getByTestId(id)).toContainText(new RegExp(`^${final}\\b`));
  }
}

test("a guest opens the lesson list and a free lesson", async ({ page }) => {
  await page.goto("/lesson");
  await expect(page.getByRole("heading", { level: 1, name: "Хичээл" })).toBeVisible();
  await expect(page.locator(".lesson-group")).toHaveCount(12);
  await expect(page.locator(".lesson-card")).toHaveCount(278);
  // Guests count as level 30: lesson 31 opens, 32 asks to log in, and so does 76.
  await expect(page.locator("details[open]")).toHaveCount(1);
  await expect(page.getByTestId("lesson-31")).toHaveAttribute("href", /\/(intro|boxed|review|holded|lesson-step)\/31$/);
  await (await showLesson(page, 76)).click();
  await expect(page.getByTestId("lesson-login")).toBeVisible();
  await expect(page.getByTestId("lesson-login").getByRole("button", { name: "Нэвтрэх" })).toBeVisible();
  await page.keyboard.press("Escape");
  await (await showLesson(page, 2)).click();
  await expect(page).toHaveURL(/\/intro\/2$/);
  await expect(page.getByTestId("intro-key")).toHaveText("ө");
  await expect(page.getByTestId("finger-hint")).toContainText("долоовор");
});

test("a guest finishing a lesson sees the fixed 100 / 100 / 30 result", async ({ page }) => {
  await page.goto("/intro/2");
  await typeLesson(page);
  await expect(page).toHaveURL(/\/result\/2$/);
  await expect(page.getByTestId("guest-note")).toBeVisible();
  await expect(page.getByTestId("result-score")).toHaveText("100");
  await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
  await expect(page.getByTestId("result-wpm")).toContainText("30");
  await expect(page.getByTestId("result-stage")).toHaveText("002");
});

test("a logged-in learner types an intro and a boxed lesson to the result screen and goes on with Enter", async ({ page }) => {
  // Two lessons typed at a person's pace (35 s on an idle machine), beside the rest of npm test.
  test.setTimeout(120_000);
  await registerAndLogin(page, "/lesson");
  await page.getByTestId("lesson-1").click();
  await expect(page).toHaveURL(/\/lesson-step\/1$/);
  await finishAdviceLesson(page);
  await expect(page).toHaveURL(/\/result\/1$/, { timeout: 15_000 });
  await expect(page.getByTestId("result-score")).toHaveText("200");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/intro\/2$/);
  await typeLesson(page);
  await expect(page).toHaveURL(/\/result\/2$/);
  await expect(page.getByTestId("result-points")).toBeVisible();
  await expect(page.getByTestId("result-score")).toHaveText("200");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/intro\/3$/);
  await typeLesson(page);
  await expect(page).toHaveURL(/\/result\/3$/);
  // Enter is heard once the result screen is drawn (run 30 pressed it between the address and the screen).
  await expect(page.getByTestId("result-score")).toBeVisible();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/boxed\/4$/);
  await expect(page.getByTestId("box-count")).toContainText("1 /");
  await typeLesson(page);
  await expect(page).toHaveURL(/\/result\/4$/);
  await expect(page.getByTestId("result-stage")).toHaveText("004");
  // Typed without a mistake at a steady pace: full marks.
  expect(Number(await page.getByTestId("result-score").getAttribute("data-final"))).toBe(200);
  await waitForCountUp(page);
  await screenshot(page, "lesson-result-light");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/intro\/5$/);

  await page.goto("/lesson");
  await expect(page.getByTestId("lesson-progress")).toHaveText("1%"); // 4 of 278
  await expect(page.getByTestId("lesson-4").locator(".stars")).not.toHaveAttribute("data-stars", "0");
  await page.screenshot({ path: "test-results/screens/lesson-list-progress.png" });
});

test("a locked lesson says to finish the previous one", async ({ page }) => {
  await registerAndLogin(page, "/lesson");
  await (await showLesson(page, 5)).click();
  await expect(page.getByTestId("locked-notice")).toContainText("Өмнөх хичээлээ дуусгана уу");
  await page.screenshot({ path: "test-results/screens/lesson-locked.png" });
  // Opening a locked lesson by address goes back to the list with the same message.
  await page.goto("/intro/5");
  await expect(page).toHaveURL(/\/lesson\?gate=locked/);
  await expect(page.getByTestId("locked-notice")).toBeVisible();
  // A lesson opened on the wrong screen goes to the list.
  await page.goto("/boxed/2");
  await expect(page).toHaveURL(/\/lesson$/);
});

const SCREENS = [
  ["start", "/lesson-step/1"],
  ["intro", "/intro/2"],
  ["boxed", "/boxed/4"],
  ["review", "/review/8"],
  ["hold", "/holded/13"],
] as const;

for (const theme of ["light", "dark"] as const) {
  test(`screenshots of the list and every lesson type (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/lesson");
    await expect(page.getByTestId("lesson-1")).toBeAttached();
    await page.screenshot({ path: `test-results/screens/lesson-list-${theme}.png` });
    await expectLooksRight(page, theme);
    for (const [type, path] of SCREENS) {
      await page.goto(path);
      await expect(page.getByTestId("lesson-screen")).toBeVisible();
      if (type === "hold") {
        await expect(page.getByTestId("hold-overlay")).toBeVisible();
        // The hands over the keyboard, the held key marked, and words for those who cannot see it.
        await expect(page.getByTestId("hold-picture").getByRole("img", { name: "Барьж бичих: ө. «ө» товчийг дараад барина уу" })).toBeVisible();
      }
      if (type === "start") await page.getByTestId("advice-next").click(); // shows the whole first tip
      await screenshot(page, `lesson-${type}-${theme}`);
      await expectLooksRight(page, theme);
    }
    await page.goto("/result/2");
    await waitForCountUp(page);
    await screenshot(page, `lesson-result-guest-${theme}`);
    await expect(page.getByTestId("result-stage")).toHaveText("002");
    await expectLooksRight(page, theme);
  });
}

test("screenshots at 390 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/lesson");
  await page.screenshot({ path: "test-results/screens/lesson-list-phone.png" });
  for (const [type, path] of SCREENS) {
    await page.goto(path);
    await expect(page.getByTestId("lesson-screen")).toBeVisible();
    if (type === "start") await page.getByTestId("advice-next").click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${type} fits 390 px`).toBeLessThanOrEqual(0);
    await screenshot(page, `lesson-${type}-phone`);
  }
  await page.goto("/result/2");
  await waitForCountUp(page);
  await screenshot(page, "lesson-result-phone");
  await expect(page.getByTestId("result-stage")).toHaveText("002");
  await expectLooksRight(page, "light");
});
