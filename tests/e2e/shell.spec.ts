import { expect, test } from "./csp-guard";
import { mn } from "../../app/i18n/mn";
import { PHONE, screenshot, useTheme, waitForHydration } from "./helpers";

test("home renders in Mongolian with the top menu", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "mn");
  const nav = page.getByRole("navigation", { name: "Үндсэн цэс" });
  for (const label of ["Нүүр", "Хичээл", "Онлайн уралдаан", "Шагналт уралдаан", "Тусламж"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Бичээч/);
  await screenshot(page, "home-light");
});

test("the English switch changes the menu and is remembered", async ({ page }) => {
  await page.goto("/help");
  await page.getByTestId("language-switch").click();
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Lessons", exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await screenshot(page, "home-english");
  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("navigation", { name: "Үндсэн цэс" })).toBeVisible();
});

test("after hydration the switch renders the other language in place, never showing a string's key", async ({ page }) => {
  // The browser holds only the page language's strings (ADR 027). Every text the page ever shows is
  // recorded, so a single frame of a raw key (e.g. "nav.lessons") would be caught.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === "characterData" ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text: Node | null = node.nodeType === Node.TEXT_NODE ? node : texts.nextNode(); text; text = texts.nextNode()) {
            seen.add((text.textContent ?? "").trim());
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/help");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Lessons", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/[а-яөү]/i);
  // No document load: the English strings were fetched and the page re-rendered in place.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  const seen = await page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts]);
  const keys = new Set(Object.keys(mn));
  expect(seen.filter((text) => keys.has(text))).toEqual([]);
});

test("dark mode survives a reload without a flash of the light theme", async ({ page }) => {
  // Records the theme at the moment <body> enters the document, i.e. before anything can paint.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.dataset.theme ?? "none";
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  // The toggle is a React button: a click before hydration does nothing.
  await waitForHydration(page);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe("dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(17, 21, 28)");
  await screenshot(page, "home-dark");
});

test("the system preference picks the theme on a first visit", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await context.close();
});

test("/help shows the rank table from app/core", async ({ page }) => {
  await page.goto("/help");
  await expect(page).toHaveTitle("Тусламж · Бичээч");
  const rows = page.getByTestId("rank-table").locator("tbody tr");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText("Эхлэгч");
  await expect(rows.nth(1)).toContainText("8");
  await expect(rows.nth(4)).toContainText("Шинжээч");
  await screenshot(page, "help-light");
});

test("/terms shows six sections as an accordion", async ({ page }) => {
  await useTheme(page, "dark");
  await page.goto("/terms");
  const sections = page.getByTestId("terms-accordion").locator("details");
  await expect(sections).toHaveCount(6);
  await sections.nth(2).locator("summary").click();
  await expect(sections.nth(2)).toHaveAttribute("open", "");
  await screenshot(page, "terms-dark");
});

test("an unknown URL shows the 404 page and its button goes home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toContainText("Хуудас олдсонгүй");
  await screenshot(page, "not-found");
  await page.getByRole("link", { name: "Нүүр хуудас руу буцах" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("not-found")).toHaveCount(0);
});

test("/error-page renders the error screen", async ({ page }) => {
  await page.goto("/error-page");
  await expect(page.getByTestId("error-page")).toContainText("Алдаа гарлаа");
});

test("on a 390 px phone the menu collapses behind a button", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await useTheme(page, "dark");
  await page.goto("/help");
  const nav = page.getByRole("navigation", { name: "Үндсэн цэс" });
  await expect(nav).toBeHidden();
  await screenshot(page, "help-phone-dark");
  await page.getByTestId("menu-toggle").click();
  await expect(nav).toBeVisible();
  await screenshot(page, "menu-phone-dark");
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
