// Issue 20 §3: axe on every page of the app — public, a signed-in learner's and the admin console's —
// in both UI languages and both themes (in turn, page by page; AXE_FULL=1: all four on each), with no
// serious or critical violation. One signed-in context
// per role; the language cookie and the darkMode flag are switched between visits, as the language
// form and the theme toggle do. test-results/axe-summary.jsonl keeps every violation found (any impact).
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expect, test } from "./csp-guard";
import { grantPlan, learnerAddress, loginAs, openUserMenu, runSql, uniqueEmail, waitForHydration } from "./helpers";

const ADMIN = { email: "admin@bichee.mn", password: "Bichee-admin-2026" };
const HOST = "127.0.0.1";
const PAIRINGS = [
  { language: "mn", theme: "light" },
  { language: "en", theme: "dark" },
] as const;
const ALL_FOUR = [...PAIRINGS, { language: "mn", theme: "dark" }, { language: "en", theme: "light" }] as const;
let checks = 0;

/**
 * Opens `path` in one language and theme — Mongolian with the light theme and English with the dark theme
 * in turn, page by page (the language cookie the language form sets, the darkMode flag the theme toggle
 * keeps) — and runs every axe rule on it. Colours come from the theme's shared tokens and names from the
 * language's strings, so each test's pages together check both languages and both themes; every page in
 * every pairing took five minutes of a CI run for what the alternation finds. AXE_FULL=1 checks all four
 * pairings on every page. `then` opens a menu or dialog first.
 */
async function check(context: BrowserContext, page: Page, path: string, then?: (page: Page) => Promise<void>) {
  const variants = process.env.AXE_FULL === "1" ? ALL_FOUR : [PAIRINGS[checks++ % PAIRINGS.length]];
  for (const { language, theme } of variants) {
    await context.addCookies([{ name: "lang", value: language, domain: HOST, path: "/" }]);
    await page.evaluate((dark) => localStorage.setItem("darkMode", String(dark)), theme === "dark");
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await waitForHydration(page);
    if (then) await then(page);
    await expectAccessible(page, `${path}${then ? " (open)" : ""} [${language}, ${theme}]`);
  }
}

async function learner(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("a11y");
  const password = "A11y-pass-" + Math.floor(Math.random() * 1e9);
  const res = await page.request.post("/api/user/register", { data: { name: "Тест Сурагч", email, password }, headers: learnerAddress() });
  expect(res.ok()).toBe(true);
  grantPlan(email);
  await loginAs(page, email, password, "/profile");
  return { context, page, email };
}

const openMenuAndWait = async (page: Page) => {
  await openUserMenu(page);
  await expect(page.getByTestId("logout")).toBeVisible();
};

test("public pages have no serious or critical axe violations in mn/en, light/dark", async ({ context, page }) => {
  test.setTimeout(300_000);
  await page.goto("/help");
  for (const path of [
    "/",
    "/middle",
    "/advanced",
    "/lesson",
    "/intro/2",
    "/boxed/4",
    "/help",
    "/terms",
    "/races",
    "/ranking-rooms",
    "/login",
    "/register",
    "/reset-password?token=x",
    "/login-link?token=x",
    "/no/such/page",
  ]) {
    await check(context, page, path);
  }
  await check(context, page, "/lesson", async (p) => {
    await p.getByTestId("lesson-76").evaluate((a: HTMLElement) => a.closest("details")?.setAttribute("open", ""));
    await p.getByTestId("lesson-76").click();
    await expect(p.getByTestId("lesson-login")).toBeVisible();
  });
  await check(context, page, "/races", async (p) => {
    await p.getByTestId("create-room").click();
    await expect(p.getByTestId("races-login-modal")).toBeVisible();
  });
});

test("a signed-in learner's lesson and account pages have no serious or critical axe violations in mn/en, light/dark", async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page } = await learner(browser);
  // The lesson screens a guest sees are checked above; /beginner is checked with the account menu open.
  for (const path of ["/lesson", "/lesson-step/1", "/review/8", "/holded/13", "/profile", "/update-profile", "/change-password", "/payment"]) {
    await check(context, page, path);
  }
  await check(context, page, "/beginner", openMenuAndWait);
  await context.close();
});

test("a signed-in learner's race, prize race and certificate pages have no serious or critical axe violations in mn/en, light/dark", async ({ browser }) => {
  test.setTimeout(300_000);
  const { context, page, email } = await learner(browser);
  for (const path of ["/ranking-rooms", "/ranking/9001", "/ranking/9002", "/create-race/fr", "/certificate"]) {
    await check(context, page, path);
  }
  await check(context, page, "/races", async (p) => {
    await p.getByTestId("create-room").click();
    await expect(p.getByTestId("language-modal")).toBeVisible();
  });
  // A room of one's own: the lobby and the race screen before anyone has started.
  const created = await page.request.post("/api/room/create-room", { data: { language: "mn" } });
  const { roomId } = (await created.json()) as { roomId: string };
  await check(context, page, `/room?roomId=${roomId}`);
  await check(context, page, `/race/${roomId}`);

  // The certificate: the exam once every lesson is done, then the certificate and its public page.
  runSql(`INSERT INTO user_lessons (user_id, lesson_id, best_score, best_wpm, best_accuracy, attempts, updated_at)
    SELECT u.id, l.id, 120, 35, 95, 1, ${Date.UTC(2026, 0, 5, 3)} FROM users u, lessons l WHERE u.email = '${email}'`);
  await check(context, page, "/certificate");
  await check(context, page, "/result/2");
  const token = `a11y${Date.now()}`.padEnd(22, "x");
  runSql(
    `INSERT INTO certificates (user_id, token, wpm, start_at, end_at, accuracy) SELECT id, '${token}', 41, ${Date.UTC(2026, 0, 5)}, ${Date.UTC(2026, 2, 1)}, 96 FROM users WHERE email = '${email}'`,
  );
  await check(context, page, "/certificate");
  await check(context, page, `/check-certificate?token=${token}`);
  await context.close();
});

test("the admin console has no serious or critical axe violations in mn/en, light/dark", async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, ADMIN.email, ADMIN.password, "/admin");
  await page.getByRole("navigation", { name: "Админ цэс" }).getByRole("link", { name: "Суралцагчид" }).click();
  const learnerHref = await page.getByTestId("learner-row").first().getByRole("link").getAttribute("href");
  for (const path of [
    "/admin",
    "/admin/learners",
    learnerHref!,
    "/admin/payments",
    "/admin/coupons",
    "/admin/banners",
    "/admin/texts",
    "/admin/certificates",
    "/admin/prize-races",
    "/admin/prize-races/9001",
    "/admin/audit",
  ]) {
    await check(context, page, path);
  }
  await context.close();
});
