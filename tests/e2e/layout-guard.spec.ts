// The wrong-layout guard in the browser (issue 19 §6): Latin keys on the Mongolian test (and Cyrillic
// keys on the English one) bring up the layout message instead of errors, the clock waits, and the
// first key of the right alphabet takes the message away and the text goes on. Also in a lesson.
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { expectLooksRight, PHONE, screenshot, useTheme, waitForHydration } from "./helpers";

const START = new Date("2026-03-10T10:00:00+08:00");

/** The browser's clock stands still until the test moves it (as in typing.spec.ts). */
async function openTest(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await page.clock.pauseAt(new Date(START.getTime() + 5_000));
  await expect(page.getByTestId("typing-input")).toBeFocused();
  await waitForHydration(page);
}

const currentWord = async (page: Page) => (await page.getByTestId("current-word").textContent()) ?? "";

test("Latin keys on the Mongolian test bring up the layout message; the right Cyrillic takes it away and the text advances", async ({ page }) => {
  await openTest(page, "/beginner");
  const guard = page.getByTestId("layout-guard");
  await expect(guard).toHaveCount(0);

  await page.keyboard.type("sain baina uu ");
  await expect(guard).toBeVisible();
  await expect(guard).toHaveAttribute("role", "alert");
  await expect(guard).toContainText("Гар латин үсгээр бичиж байна. Монгол (кирилл) гар руу шилжүүлнэ үү.");
  // The suite's browser says it is Chrome on Windows: that advice comes first, the others fold away.
  await expect(page.getByTestId("layout-guard-how")).toHaveText("Windows: Win+Space эсвэл Alt+Shift");
  await expect(guard.locator("details li")).toHaveText([
    "macOS: Control+Space эсвэл цэсний мөрийн оролтын цэс",
    "Linux: ширээний оролтын хэл солих товч, ихэвчлэн Super+Space",
    "ChromeOS: Ctrl+Space",
    "Утас: дэлгэцийн гарын бөмбөрцөг буюу хэл солих товч",
  ]);
  await expect(guard).toContainText("Цаг түр зогссон.");
  // Nothing was typed, nothing counted, the clock has not started.
  await expect(page.getByTestId("typed-text")).toHaveText("");
  await expect(page.getByTestId("words")).toHaveAttribute("data-index", "0");
  await expect(page.getByTestId("count-errors")).toHaveText("0");
  await expect(page.getByTestId("seconds-left")).toHaveText("60");
  await expectLooksRight(page, "light");
  await screenshot(page, "layout-guard-test-light");

  // The right layout: the message goes, the first word is typed and the words move on.
  const first = await currentWord(page);
  expect(first).toMatch(/^[а-яёөү]+$/);
  await page.keyboard.type(`${first} `);
  await expect(guard).toHaveCount(0);
  // The paused clock holds animation frames too: the words move on a frame after the space.
  await page.clock.runFor(2_100);
  await expect(page.getByTestId("words")).toHaveAttribute("data-index", "1");
  await expect(page.getByTestId("seconds-left")).toHaveText("58");

  // Mid-test the layout slips: the clock stands still while the message is up.
  await page.keyboard.type("q");
  await expect(guard).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByTestId("seconds-left")).toHaveText("58");
  const second = await currentWord(page);
  await page.keyboard.type(`${second} `);
  await expect(guard).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByTestId("words")).toHaveAttribute("data-index", "2");
  await expect(page.getByTestId("seconds-left")).toHaveText("57");
  await expect(page.getByTestId("count-errors")).toHaveText("0");
});

test.describe("on a phone", () => {
  test.use({
    viewport: PHONE,
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  });

  test("Cyrillic keys on the English test, in an English interface, dark", async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: "en", domain: "127.0.0.1", path: "/" }]);
    await useTheme(page, "dark");
    await openTest(page, "/beginner?lang=en");
    await page.keyboard.type("руддщ");
    const guard = page.getByTestId("layout-guard");
    await expect(guard).toContainText("Your keyboard is typing Cyrillic letters. Switch it to English (Latin).");
    await expect(page.getByTestId("layout-guard-how")).toHaveText("Phone: the globe or language key on the on-screen keyboard");
    await expect(guard).toContainText("The clock is paused.");
    await expect(page.getByTestId("typed-text")).toHaveText("");
    // Opening the other devices' advice leaves the focus in the text box.
    await guard.locator("summary").click();
    await expect(guard.locator("details li").first()).toHaveText("Windows: Win+Space or Alt+Shift");
    await expect(page.getByTestId("typing-input")).toBeFocused();
    await expectLooksRight(page, "dark");
    await screenshot(page, "layout-guard-test-en-dark-phone");
    const first = await currentWord(page);
    expect(first).toMatch(/^[a-z]+$/);
    await page.keyboard.type(first.slice(0, 1));
    await expect(guard).toHaveCount(0);
    await expect(page.getByTestId("typed-text")).toHaveText(first.slice(0, 1));
  });
});

test("a lesson shows the message for Latin keys, counts no error and goes on with the right ones", async ({ page }) => {
  await useTheme(page, "dark");
  await page.goto("/intro/2");
  const res = await page.request.post("/api/lesson/get-lesson", { data: { id: 2 } });
  const text = ((await res.json()) as { data: { text: string } }).data.text;
  await page.getByTestId("lesson-input").focus();
  await waitForHydration(page);

  await page.keyboard.type("fdsa");
  const guard = page.getByTestId("layout-guard");
  await expect(guard).toContainText("Гар латин үсгээр бичиж байна. Монгол (кирилл) гар руу шилжүүлнэ үү.");
  await expect(page.getByTestId("live-accuracy")).toHaveText("100%");
  await expect(page.locator(".ch.is-wrong")).toHaveCount(0);
  await expectLooksRight(page, "dark");
  await screenshot(page, "layout-guard-lesson-dark");

  await page.keyboard.type(text.slice(0, 1));
  await expect(guard).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await page.keyboard.type("j");
  await expect(guard).toBeVisible();
  await expectLooksRight(page, "dark");
  await screenshot(page, "layout-guard-lesson-dark-phone");
  await page.keyboard.type(text.slice(1), { delay: 95 }); // under 130 WPM: see lessons.spec.ts
  await expect(page).toHaveURL(/\/result\/2$/);
  await expect(page.getByTestId("result-accuracy")).toHaveText("100%");
});
