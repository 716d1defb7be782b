// Issue 20 §3: the lesson flow and the room flow with the keyboard alone — Tab, Shift+Tab, Enter, Esc
// and typing; no click and no page.goto after the first page. The second racer is an ordinary
// (mouse) player in a context of its own. Also: focus is visible, dialogs keep and return focus.
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { grantPlan, learnerAddress, loginAs, uniqueEmail, waitForHydration } from "./helpers";

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** The focused element draws a visible outline (the :focus-visible ring of app.css). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

async function account(page: Page, name: string) {
  const email = uniqueEmail("keys");
  const password = "Keys-pass-" + Math.floor(Math.random() * 1e9);
  const res = await page.request.post("/api/user/register", { data: { name, email, password }, headers: learnerAddress() });
  expect(res.ok()).toBe(true);
  grantPlan(email);
  return { email, password };
}

/** Logs in on /login with the keyboard: Tab to each field, type, Enter. */
async function keyboardLogin(page: Page, email: string, password: string, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await waitForHydration(page);
  await tabTo(page, page.getByLabel(/Цахим шуудан|E-mail/));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^(Нууц үг|Password)$/));
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === redirectTo);
}

/** Types the text as a person would: words with a short gap, a space between them. */
async function typeText(page: Page, text: string, delay: number) {
  const words = text.split(" ");
  for (let i = 0; i < words.length; i++) {
    await page.keyboard.type(words[i], { delay });
    if (i < words.length - 1) await page.keyboard.press("Space");
  }
}

async function mousePlayer(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  const { email, password } = await account(page, name);
  await loginAs(page, email, password, "/races");
  return page;
}

test("a learner does a lesson and a race room with the keyboard alone", async ({ page, browser }) => {
  // Two lessons and a race typed at a person's pace, two accounts, one race room.
  test.setTimeout(300_000);
  const { email, password } = await account(page, "Товчлуур Сурагч");
  await keyboardLogin(page, email, password, "/lesson");

  // The skip link comes first and is visible when focused; Enter moves on to the content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Үндсэн хэсэг рүү шилжих" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // Lesson list → lesson 1 (three advice steps) → its result → Enter → lesson 2, typed → result → Enter.
  const first = page.getByTestId("lesson-1");
  await tabTo(page, first, { max: 60 });
  await expectFocusRing(first);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/lesson-step\/1$/);
  // The tips are shown whole at once (reduced motion), so data-finishing cannot change between reading
  // it and pressing Enter; the press on "Дуусгах" saves, and the page moves on once it is answered.
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (let i = 0; i < 12; i++) {
    const next = page.getByTestId("advice-next");
    await expect(next).toBeEnabled();
    const finishing = (await next.getAttribute("data-finishing")) === "true";
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    if (finishing) break;
  }
  // The last step saves the lesson, then moves on: allow a loaded machine 15 s.
  await expect(page).toHaveURL(/\/result\/1$/, { timeout: 15_000 });
  await expect(page.getByTestId("result-score")).toHaveText("200");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/intro\/2$/);
  await waitForHydration(page);
  const input = page.getByTestId("lesson-input");
  await expect(input).toBeFocused();
  const lesson = await page.request.post("/api/lesson/get-lesson", { data: { id: 2 } });
  await page.keyboard.type(((await lesson.json()) as { data: { text: string } }).data.text, { delay: 95 }); // under 130 WPM: see lessons.spec.ts
  await expect(page).toHaveURL(/\/result\/2$/);
  await expect(page.getByTestId("result-score")).toHaveText("200");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/intro\/3$/);

  // The top menu's Online race link → Create room → the language dialog (Esc closes it, focus comes back).
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Үндсэн цэс" });
  const racesLink = nav.getByRole("link", { name: "Онлайн уралдаан", exact: true });
  await tabTo(page, racesLink, { back: true, max: 30 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/races$/);
  await waitForHydration(page);
  const create = page.getByTestId("create-room");
  await tabTo(page, create);
  await page.keyboard.press("Enter");
  const languages = page.getByTestId("language-modal");
  await expect(languages).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(languages).toBeHidden();
  await expect(create).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(languages).toBeVisible();
  // Esc and Enter at once, as a quick hand does: the dialog closes and opens again (it once stayed shut).
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(languages).toBeVisible();
  // However far one tabs, focus never reaches the page behind the open dialog (a native modal lets
  // it pass to the browser's own controls, where the page sees no active element, and come back).
  const inside = () => languages.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    // Focus settles a frame after the key on a busy machine: wait for it to land, then judge where.
    await expect.poll(inside).toBe(true);
  }
  await tabTo(page, page.getByTestId("language-mn"));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/room\?roomId=/);
  const roomId = (await page.getByTestId("room-id").textContent())!.trim();

  // A second player asks to join from the list; the host accepts in the dialog with the keyboard.
  const guest = await mousePlayer(browser, "Хулгана Тоглогч");
  await waitForHydration(guest);
  const row = guest.getByTestId(`room-row-${roomId}`);
  await row.getByRole("button", { name: "Нэгдэх" }).click();
  await expect(row.getByText("Хүлээж байна…")).toBeVisible();
  const request = page.getByTestId("join-request");
  await expect(request).toBeVisible({ timeout: 10_000 });
  await tabTo(page, page.getByTestId("join-request-accept"), { max: 6 });
  await page.keyboard.press("Enter");
  await guest.waitForURL(/\/room\?roomId=/);
  await expect(page.getByTestId("room-count")).toHaveText("2 / 5");

  // Start, type the race, read the results, leave for the list.
  const start = page.getByTestId("start-race");
  await expect(start).toBeEnabled();
  await tabTo(page, start, { max: 60 });
  await page.keyboard.press("Enter");
  await Promise.all([page.waitForURL(`**/race/${roomId}`), guest.waitForURL(`**/race/${roomId}`)]);
  const text = ((await (await page.request.post("/api/text/selected-text", { data: { roomId } })).json()) as { text: string }).text;
  const raceInput = page.getByTestId("race-input");
  await expect(raceInput).toBeEnabled({ timeout: 10_000 });
  await expect(raceInput).toBeFocused();
  await guest.getByTestId("race-input").focus();
  await Promise.all([typeText(page, text, 55), typeText(guest, text, 60)]);
  const over = page.getByTestId("race-over-modal");
  await expect(over).toBeVisible({ timeout: 20_000 });
  await expect(over.getByTestId("race-results").locator("tbody tr")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(over).toBeHidden();
  const back = page.getByRole("button", { name: "Уралдаанууд руу буцах" });
  await tabTo(page, back, { max: 30 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/races$/);
  await expect(page.getByRole("heading", { level: 1, name: "Онлайн уралдаан" })).toBeVisible();
  await guest.context().close();
});
