// A learner on a slow school PC clicks before React has hydrated the page. The controls that need React
// either work without it (a link, the browser's own disclosure) or say they are not ready yet (disabled):
// none may swallow the click. The page's scripts are held back to keep it as the server sent it.
import { expect, test, type Page } from "@playwright/test";
import { PHONE, registerAndLogin, screenshot } from "./helpers";

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notHydrated = (page: Page) => expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);

test("a locked lesson clicked before hydration still shows why it is locked", async ({ page }) => {
  await registerAndLogin(page, "/lesson");
  const release = await holdScripts(page);
  await page.goto("/lesson", { waitUntil: "commit" });
  const locked = page.getByTestId("lesson-3");
  await expect(locked).toHaveAttribute("data-access", "locked");
  await notHydrated(page);
  await locked.click();
  // The card is a link to the list with the gate named: the next page opens the notice.
  await expect(page).toHaveURL(/\/lesson\?gate=locked&lesson=\d+$/);
  release();
  await expect(page.getByTestId("locked-notice")).toBeVisible();
  await expect(page.getByTestId("locked-notice")).toContainText("Өмнөх хичээлээ дуусгана уу");
});

test("the account menu opens before hydration and its links work; signing out waits for the page", async ({ page }) => {
  await registerAndLogin(page, "/lesson");
  const release = await holdScripts(page);
  await page.goto("/lesson", { waitUntil: "commit" });
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await notHydrated(page);
  await page.getByTestId("user-menu").click();
  const menu = page.getByTestId("user-menu-list");
  await expect(menu.getByRole("link", { name: "Тусламж" })).toBeVisible();
  // Signing out also forgets the device's offline data, which needs the hydrated page: it says it waits.
  await expect(page.getByTestId("logout")).toBeDisabled();
  await screenshot(page, "user-menu-before-hydration");
  release();
  await expect(page.getByTestId("logout")).toBeEnabled();
  await menu.getByRole("link", { name: "Тусламж" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(menu).toBeHidden();
});

test("the theme toggle is disabled until the page has hydrated, then switches the theme", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByTestId("theme-toggle")).toBeDisabled();
  release();
  await expect(page.getByTestId("theme-toggle")).toBeEnabled();
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("creating a room waits for the page: the button is disabled until it has hydrated", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/races", { waitUntil: "commit" });
  await expect(page.getByTestId("create-room")).toBeDisabled();
  release();
  await expect(page.getByTestId("create-room")).toBeEnabled();
  await page.getByTestId("create-room").click();
  await expect(page.getByTestId("races-login-modal")).toBeVisible();
});

test("a button that opens a dialog waits for the page: 'forgot password' on /login", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  const forgot = page.getByRole("button", { name: "Нууц үгээ мартсан уу?" });
  await expect(forgot).toBeDisabled();
  release();
  await expect(forgot).toBeEnabled();
  await forgot.click();
  await expect(page.getByTestId("forgot-dialog")).toBeVisible();
});

test("on a phone the menu button waits for the page, then opens the menu", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByTestId("menu-toggle")).toBeDisabled();
  release();
  await page.getByTestId("menu-toggle").click();
  await expect(page.getByRole("navigation", { name: "Үндсэн цэс" }).getByRole("link", { name: "Тусламж" })).toBeVisible();
});

test("the top menu's login clicked before hydration opens the login page, which leads back", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/help", { waitUntil: "commit" });
  await notHydrated(page);
  await page.getByTestId("open-login").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhelp$/);
  release();
  await expect(page.locator("main").getByRole("button", { name: "Нэвтрэх" })).toBeVisible();
});

test("the typing test's choices and 'new text' wait for the page, then work", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByTestId("current-word")).toBeVisible();
  await notHydrated(page);
  // A choice made now would be undone as the page hydrates: they say they are not ready.
  for (const id of ["test-language", "text-type", "layout-variant", "new-text"]) await expect(page.getByTestId(id)).toBeDisabled();
  await screenshot(page, "typing-choices-before-hydration");
  release();
  const first = await page.getByTestId("typing-test").getAttribute("data-text-id");
  await page.getByTestId("new-text").click();
  await expect(page.getByTestId("typing-test")).not.toHaveAttribute("data-text-id", first ?? "");
  await page.getByTestId("test-language").selectOption("en");
  await expect(page).toHaveURL(/[?&]lang=en/);
  await expect(page.getByTestId("words")).toHaveAttribute("lang", "en");
});
