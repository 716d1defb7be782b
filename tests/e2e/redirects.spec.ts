// Issue 29 §3 (ADR 031): a login link crafted with a TAB in its redirectTo (browsers drop TAB while
// parsing, so "/\t/evil.example" reads as "//evil.example") ends on the site's own page after logging
// in through the form, with JavaScript and without.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { learnerAddress, uniqueEmail, waitForHydration } from "./helpers";

const PHISHING_LOGIN = "/login?redirectTo=/%09/evil.example/phish";

async function newLearner(page: Page) {
  const email = uniqueEmail("redirect");
  const password = "Redirect-pass-2026";
  const res = await page.request.post("/api/user/register", { data: { name: "Чиглэл Шалгагч", email, password }, headers: learnerAddress() });
  expect(res.ok()).toBe(true);
  return { email, password };
}

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.getByLabel("Цахим шуудан").fill(email);
  await page.getByLabel("Нууц үг", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Нэвтрэх" }).click();
}

/** Every request the page makes to another host is recorded (and refused), so none can slip past. */
async function recordForeignRequests(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const foreign: string[] = [];
  await context.route(
    (url) => url.hostname === "evil.example",
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  return { context, page: await context.newPage(), foreign };
}

test("with JavaScript: logging in from a phishing redirectTo lands on /beginner", async ({ browser, baseURL }) => {
  const { context, page, foreign } = await recordForeignRequests(browser, true);
  const { email, password } = await newLearner(page);
  await page.goto(PHISHING_LOGIN);
  await waitForHydration(page);
  await logInThroughTheForm(page, email, password);
  await expect(page.locator("main").getByRole("status")).toHaveText("Системд амжилттай нэвтэрлээ.");
  await expect(page).toHaveURL(`${baseURL}/beginner`);
  await expect(page.getByTestId("user-menu")).toBeAttached();
  expect(foreign).toEqual([]);
  await context.close();
});

test("without JavaScript: the browser's own form post lands on /beginner too", async ({ browser, baseURL }) => {
  const { context, page, foreign } = await recordForeignRequests(browser, false);
  const { email, password } = await newLearner(page);
  await page.goto(PHISHING_LOGIN);
  await logInThroughTheForm(page, email, password);
  await expect(page).toHaveURL(`${baseURL}/beginner`);
  expect(foreign).toEqual([]);
  // Signed in now: opening the phishing link again is a redirect to the same page, not to evil.example.
  await page.goto(PHISHING_LOGIN);
  await expect(page).toHaveURL(`${baseURL}/beginner`);
  expect(foreign).toEqual([]);
  await context.close();
});
