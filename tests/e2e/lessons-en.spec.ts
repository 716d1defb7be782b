// The English curriculum in the browser (issue 19): the Монгол / English switch on the lesson list,
// remembered across visits; a learner completes the first English lessons and sees stars; the English
// lesson screens draw the US keyboard. Screenshots of the list with the switch and an English lesson.
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { expectLooksRight, finishAdviceLesson, PHONE, registerAndLogin, screenshot, useTheme, waitForHydration } from "./helpers";

async function typeLesson(page: Page) {
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const res = await page.request.post("/api/lesson/get-lesson", { data: { id } });
  const text = ((await res.json()) as { data: { text: string } }).data.text;
  await page.getByTestId("lesson-input").focus();
  await waitForHydration(page);
  // 95 ms a key is about 120 WPM: below the 130 WPM from which the server judges how even the keys are
  // (plausibility.ts), so an idle machine's very regular keys are not refused as a machine's.
  await page.keyboard.type(text, { delay: 95 });
}

test("a learner switches to English with the keyboard, completes the first English lessons and sees stars", async ({ page }) => {
  await registerAndLogin(page, "/lesson");
  await expect(page.locator(".lesson-card")).toHaveCount(278);
  const switcher = page.getByTestId("curriculum-switch");
  await expect(switcher.getByRole("link", { name: "Монгол", exact: true })).toHaveAttribute("aria-current", "page");

  // Keyboard only: focus the English link and press Enter.
  await waitForHydration(page);
  await switcher.getByRole("link", { name: "English" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/lesson\?curriculum=en$/);
  await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".lesson-card")).toHaveCount(200);
  await expect(page.getByRole("heading", { level: 2, name: /Home row/ })).toBeVisible();
  await expect(page.getByTestId("lesson-progress")).toHaveText("0%");

  // Lesson 1: three tips, then the result with five stars.
  await page.getByTestId("lesson-1").click();
  await expect(page).toHaveURL(/\/lesson-step\/1001$/);
  await expect(page.getByTestId("advice-text")).toHaveAttribute("lang", "en");
  await finishAdviceLesson(page);
  await expect(page).toHaveURL(/\/result\/1\?curriculum=en$/, { timeout: 15_000 });
  await expect(page.getByTestId("result-score")).toHaveText("200");
  await expect(page.getByTestId("result-points")).toBeVisible();
  await expect(page.locator(".lesson-result .star.is-on")).toHaveCount(5);

  // "Next lesson" goes on to the first English key, drawn on the US keyboard.
  await expect(page.getByTestId("result-next")).toHaveAttribute("href", "/intro/1002");
  await page.getByTestId("result-next").click();
  await expect(page).toHaveURL(/\/intro\/1002$/);
  await expect(page.getByTestId("intro-key")).toHaveText("a");
  await expect(page.getByTestId("finger-keyboard")).toHaveAttribute("data-layout", "en-us");
  await typeLesson(page);
  await expect(page).toHaveURL(/\/result\/2\?curriculum=en$/);
  await expect(page.getByTestId("result-stage")).toHaveText("002");
  await expect(page.getByTestId("result-points")).toBeVisible();
  await expect(page.locator(".lesson-result .star.is-on")).not.toHaveCount(0);

  // The list remembers English: /lesson (the menu's address) opens it with the stars earned.
  await page.goto("/lesson");
  await expect(page.locator(".lesson-card")).toHaveCount(200);
  await expect(page.getByTestId("lesson-1").locator(".stars")).toHaveAttribute("data-stars", "5");
  await expect(page.getByTestId("lesson-2").locator(".stars")).not.toHaveAttribute("data-stars", "0");
  await expect(page.getByTestId("lesson-3")).toHaveAttribute("href", /\/intro\/1003$/);
  await expect(page.getByTestId("lesson-4")).toHaveAttribute("data-access", "locked");
  await expect(page.getByTestId("lesson-progress")).toHaveText("1%"); // 2 of 200

  // Mongolian progress is its own: lesson 2 there is still locked.
  await page.getByTestId("curriculum-mn").click();
  await expect(page).toHaveURL(/\/lesson\?curriculum=mn$/);
  await expect(page.locator(".lesson-card")).toHaveCount(278);
  await expect(page.getByTestId("lesson-2")).toHaveAttribute("data-access", "locked");
  await page.goto("/lesson");
  await expect(page.locator(".lesson-card")).toHaveCount(278);
});

test("a guest may open English lessons up to the guest level and is asked to log in at the English gate", async ({ page }) => {
  await page.goto("/lesson?curriculum=en");
  await expect(page.getByTestId("lesson-23")).toHaveAttribute("href", /\/1023$/);
  await expect(page.getByTestId("lesson-24")).toHaveAttribute("data-access", "login");
  // Opening a gated English lesson by address goes back to the English list with the login modal.
  await page.goto("/boxed/1055");
  await expect(page).toHaveURL(/\/lesson\?curriculum=en&gate=login&lesson=1055$/);
  await expect(page.getByTestId("lesson-login")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshots of the English list with the switch and an English lesson (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/lesson?curriculum=en");
    await expect(page.getByTestId("lesson-1")).toBeAttached();
    await screenshot(page, `19-en-list-${theme}`);
    await expectLooksRight(page, theme);
    await page.goto("/intro/1002");
    await expect(page.getByTestId("finger-keyboard")).toHaveAttribute("data-layout", "en-us");
    await screenshot(page, `19-en-intro-${theme}`);
    await expectLooksRight(page, theme);
    await page.goto("/review/1008");
    await expect(page.getByTestId("lesson-screen")).toBeVisible();
    await screenshot(page, `19-en-review-${theme}`);
  });
}

test("the English list and lesson fit 390 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/lesson?curriculum=en");
  await expect(page.getByTestId("curriculum-switch")).toBeVisible();
  await screenshot(page, "19-en-list-phone");
  await expectLooksRight(page, "light");
  await page.goto("/holded/1015");
  await expect(page.getByTestId("hold-overlay")).toBeVisible();
  await expect(page.getByTestId("hold-picture").getByRole("img", { name: "Hold and type: j. «j» товчийг дараад барина уу" })).toBeVisible();
  await screenshot(page, "19-en-hold-phone");
  await expectLooksRight(page, "light");
});
