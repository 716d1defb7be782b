import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { PHONE, registerAndLogin, screenshot, useTheme, waitForHydration } from "./helpers";

// The browser's clock is Playwright's fake clock, paused: every key of a word lands at the same
// instant and time moves only when the test says so, so the expected figures are exact.
const START = new Date("2026-03-10T10:00:00+08:00");

async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(START.getTime() + 5_000));
}

interface Typed {
  word: string;
  typed: string;
  last: boolean;
}

/** A letter of the word's own alphabet that is not its first letter. */
function typoLetter(word: string) {
  const letter = /[a-z]/i.test(word) ? "q" : "ы";
  return word.startsWith(letter) ? (letter === "q" ? "z" : "ж") : letter;
}

/** Types the page's own words, one word per `msPerWord`, with a typo in every `typoEvery`-th word. */
async function typeWords(page: Page, opts: { msPerWord: number; typoEvery: number; maxWords?: number }): Promise<Typed[]> {
  const done: Typed[] = [];
  const dialog = page.getByTestId("result-ok");
  while (done.length < (opts.maxWords ?? Infinity)) {
    await page.getByTestId("current-word").or(dialog).first().waitFor();
    if (await dialog.isVisible()) break;
    const word = (await page.getByTestId("current-word").textContent()) ?? "";
    const last = (await page.getByTestId("upcoming-word").count()) === 0;
    const typo = opts.typoEvery > 0 && done.length % opts.typoEvery === opts.typoEvery - 1;
    // The typo goes first: a last word typed exactly up to its end would finish the test as correct.
    const typed = typo ? `${typoLetter(word)}${word}` : word;
    // The last word ends the test as soon as it is exact; any other word ends at a space.
    await waitForHydration(page);
    await page.keyboard.type(last && !typo ? typed : `${typed} `);
    done.push({ word, typed, last });
    if (!last) {
      // The paused clock holds animation frames too, and the words move on one frame after the space.
      await page.clock.runFor(opts.msPerWord);
      await expect(page.getByTestId("words")).toHaveAttribute("data-index", String(done.length));
    }
  }
  return done;
}

/** The figures the modal must show: characters of correct words (+ their spaces) over the elapsed time. */
function expected(typed: Typed[], elapsedMs: number) {
  const correct = typed.filter((t) => t.typed === t.word);
  const characters = correct.reduce((n, t) => n + t.word.length + (t.last ? 0 : 1), 0);
  const minutes = elapsedMs / 60_000;
  return {
    wpm: Math.round(characters / 5 / minutes),
    cpm: Math.round(characters / minutes),
    accuracy: Math.round((correct.length / typed.length) * 100),
    characters,
    errors: typed.length - correct.length,
  };
}

async function expectModal(page: Page, figures: ReturnType<typeof expected>) {
  const dialog = page.getByTestId("result-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Цаг дууслаа!" })).toBeVisible();
  await expect(page.getByTestId("result-wpm")).toHaveText(String(figures.wpm));
  await expect(page.getByTestId("result-cpm")).toHaveText(String(figures.cpm));
  await expect(page.getByTestId("result-accuracy")).toHaveText(`${figures.accuracy}%`);
}

test("a guest types a whole Mongolian text; the modal, chart and missed keys follow", async ({ page }) => {
  await page.clock.install({ time: START });
  await page.goto("/beginner");
  await pauseClock(page);
  await expect(page).toHaveTitle("Анхан шат: Жижиг үсэг · Бичээч");
  await expect(page.getByTestId("guest-prompt")).toContainText("Бүртгүүлбэл");
  const input = page.getByTestId("typing-input");
  await expect(input).toBeFocused();
  await expect(page.getByTestId("seconds-left")).toHaveText("60");
  // The hint names the finger for the first letter, in Mongolian.
  await expect(page.getByTestId("finger-hint")).toContainText("хуруу");
  await screenshot(page, "typing-beginner-light");

  const typed = await typeWords(page, { msPerWord: 800, typoEvery: 5 });
  expect(typed.length).toBeGreaterThan(20);
  expect(typed.map((t) => t.word).join(" ")).toMatch(/^[а-яёөү ]+$/);
  const figures = expected(typed, (typed.length - 1) * 800);
  await expectModal(page, figures);
  // The counters follow the last keystroke by a frame; the test is over, so time no longer counts.
  await page.clock.runFor(100);
  await expect(page.getByTestId("count-characters")).toHaveText(String(figures.characters));
  await expect(page.getByTestId("count-errors")).toHaveText(String(figures.errors));
  // The text ran out before the minute did.
  await expect(page.getByTestId("seconds-left")).not.toHaveText("0");
  await expect(page.getByTestId("result-dialog")).toContainText("Бүртгүүлбэл үр дүн тань хадгалагдаж");
  await screenshot(page, "typing-modal-light");

  // OK closes the modal, loads a new text and gives the input back its focus.
  const firstWords = typed
    .slice(0, 3)
    .map((t) => t.word)
    .join(" ");
  const textCalls: string[] = [];
  page.on("request", (request) => request.url().includes("/api/text/") && textCalls.push(request.url()));
  await page.getByTestId("result-ok").click();
  await expect(page.getByTestId("result-dialog")).toBeHidden();
  await expect(page.getByTestId("words")).toHaveAttribute("data-index", "0");
  await page.waitForLoadState("networkidle");
  expect(textCalls).toEqual([expect.stringMatching(/\/api\/text\/begintext$/)]);
  await expect(input).toBeFocused();
  await expect(page.getByTestId("typed-text")).toHaveText("");
  await expect(page.getByTestId("count-characters")).toHaveText("0");
  expect(await page.getByTestId("words").textContent()).not.toContain(firstWords);

  // After the test: the per-second chart, the missed keys, and the keys on the Mongolian heatmap.
  const last = page.getByTestId("last-result");
  await expect(last.getByTestId("result-chart")).toBeVisible();
  await expect(last.getByTestId("error-bar").first()).toBeVisible();
  await expect(last.getByTestId("missed-list")).toContainText("×");
  await expect(page.getByTestId("test-heatmap").locator('[data-testid="heat-key"][data-level="poor"]').first()).toBeVisible();
  await screenshot(page, "typing-after-light");
});

test("a logged-in user's English test is saved, and the stats and top lists update", async ({ page }) => {
  await registerAndLogin(page, "/middle");
  await page.clock.install({ time: START });
  await page.goto("/middle?lang=en");
  await pauseClock(page);
  await expect(page).toHaveTitle("Дунд шат · Бичээч");
  await expect(page.getByTestId("summary")).toContainText("Эхлэгч");
  const me = page.getByTestId("top-all-time").locator(".is-me");
  await expect(me).toHaveCount(0);

  // 20 words in 20 seconds, then the clock runs out: a whole 60-second test.
  const typed = await typeWords(page, { msPerWord: 1_000, typoEvery: 6, maxWords: 20 });
  expect(typed.map((t) => t.word).join(" ")).toMatch(/[A-Z]/);
  await page.clock.runFor(45_000);
  const figures = expected(typed, 60_000);
  await expectModal(page, figures);
  await expect(page.getByTestId("seconds-left")).toHaveText("0");
  await expect(page.getByTestId("save-status")).toHaveText("Үр дүн хадгалагдлаа: +1 оноо.");
  await expect(page.getByTestId("stat-points")).toHaveText("1");
  await expect(page.getByTestId("stat-record")).toHaveText(`${figures.wpm} WPM`);
  await expect(page.getByTestId("stat-avg-wpm")).toHaveText(`${figures.wpm} WPM`);
  await expect(page.getByTestId("stat-avg-accuracy")).toHaveText(`${figures.accuracy}%`);
  await expect(page.getByTestId("menu-points")).toContainText("1");
  await page.getByTestId("result-ok").click();

  for (const list of ["top-all-time", "top-this-month"]) {
    const mine = page.getByTestId(list).locator(".is-me");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`${figures.wpm} WPM`);
    await expect(mine).toContainText("Тест Сурагч");
  }
  expect(await page.getByTestId("top-all-time").getByTestId("top-entry").count()).toBeLessThanOrEqual(9);
  await screenshot(page, "typing-middle-saved");

  // The lists come from the server: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId("top-this-month").locator(".is-me")).toContainText(`${figures.wpm} WPM`);
  await expect(page.getByTestId("stat-points")).toHaveText("1");
});

test("the text-type and language choices change the title and reload the text", async ({ page }) => {
  await page.goto("/beginner");
  await waitForHydration(page);
  await page.getByTestId("text-type").selectOption("middletext");
  await expect(page).toHaveTitle("Анхан шат: Том үсэг, цэг, таслал · Бичээч");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Анхан шат: Том үсэг, цэг, таслал");
  await expect(page.getByTestId("words")).toContainText(/[А-ЯЁӨҮ]/);
  await page.getByTestId("text-type").selectOption("advancedtext");
  await expect(page).toHaveTitle("Анхан шат: Тоо тэмдэгт · Бичээч");
  await page.getByTestId("test-language").selectOption("en");
  await expect(page.getByTestId("words")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("words")).toContainText(/[a-z]/);
  await expect(page.getByTestId("layout-variant")).toHaveCount(0);
  await page.getByTestId("test-language").selectOption("mn");
  // The Mongolian number row: Windows puts symbols first, Linux digits.
  await page.getByTestId("layout-variant").selectOption("mn-linux");
  await expect(page.getByTestId("finger-keyboard").first()).toHaveAttribute("data-layout", "mn-linux");
});

test("editing keys: Backspace, Ctrl+A then Backspace, and a space on empty input", async ({ page }) => {
  await page.goto("/beginner?lang=en");
  const input = page.getByTestId("typing-input");
  const typedText = page.getByTestId("typed-text");
  const word = (await page.getByTestId("current-word").textContent()) ?? "";
  await waitForHydration(page);
  await page.keyboard.type(" ");
  await expect(page.getByTestId("words")).toHaveAttribute("data-index", "0");
  await waitForHydration(page);
  await page.keyboard.type(`${word.slice(0, 2)}zz`);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("current-word")).toHaveClass(/is-wrong-prefix/);
  await page.keyboard.press("Backspace");
  await expect(typedText).toHaveText(`${word.slice(0, 2)}z`);
  await page.keyboard.press("Control+A");
  await expect(typedText).toHaveClass(/is-selected/);
  await page.keyboard.press("Backspace");
  await expect(typedText).toHaveText("");
  await expect(input).toHaveAttribute("aria-invalid", "false");
  await waitForHydration(page);
  await page.keyboard.type(`${word} `);
  await expect(page.getByTestId("words").locator("[data-result=correct]")).toHaveCount(1);
});

test("screens in dark mode and on a 390 px phone", async ({ page }) => {
  await useTheme(page, "dark");
  await page.goto("/advanced");
  await expect(page).toHaveTitle("Ахисан шат · Бичээч");
  await expect(page.getByTestId("words")).toContainText(/\d/);
  await expect(page.getByTestId("top-all-time")).toBeVisible();
  await screenshot(page, "typing-advanced-dark");

  await page.setViewportSize(PHONE);
  await page.goto("/middle");
  await waitForHydration(page);
  await page.keyboard.type((await page.getByTestId("current-word").textContent()) ?? "");
  await screenshot(page, "typing-middle-phone-dark");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const keyboard = await page.getByTestId("finger-keyboard").first().boundingBox();
  expect(keyboard!.width).toBeLessThanOrEqual(PHONE.width);

  await useTheme(page, "light");
  await page.goto("/beginner");
  await screenshot(page, "typing-beginner-phone-light");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
