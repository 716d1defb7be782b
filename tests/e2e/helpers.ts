import type { Page } from "@playwright/test";

/** Saves a full-page screenshot under test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Sets the theme the way a returning visitor would have it: the darkMode flag in local storage. */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((dark) => localStorage.setItem("darkMode", String(dark)), theme === "dark");
}

export const PHONE = { width: 390, height: 844 };
