import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";

/** Saves a full-page screenshot under test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** What a screenshot test proves besides the picture: the theme was applied and nothing overflows sideways. */
export async function expectLooksRight(page: Page, theme: "light" | "dark") {
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} fits ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}

/** Sets the theme the way a returning visitor would have it: the darkMode flag in local storage. */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((dark) => localStorage.setItem("darkMode", String(dark)), theme === "dark");
}

export const PHONE = { width: 390, height: 844 };

/**
 * Learners sign up from many networks; the suite's learners all come from 127.0.0.1. Each test sign-up
 * names an address of its own (wrangler dev keeps a CF-Connecting-IP the client sends), so the
 * per-address limit of 40 sign-ups an hour (ADR 011) applies to one network, not to the whole run.
 */
export const learnerAddress = () => ({ "CF-Connecting-IP": `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}` });

export const uniqueEmail = (prefix = "e2e") => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.mn`;

/** Logs in through the /login form and waits for the spec's 1-second redirect to land. */
export async function loginThroughForm(page: Page, email: string, password: string, redirectTo = "/beginner") {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  // Fields filled while React hydrates the form can be emptied by it: fill the hydrated form.
  await waitForHydration(page);
  await page.getByLabel(/Цахим шуудан|E-mail/).fill(email);
  await page.getByLabel(/^(Нууц үг|Password)$/).fill(password);
  await page
    .locator("main")
    .getByRole("button", { name: /^(Нэвтрэх|Log in)$/ })
    .click();
  await page.waitForURL((url) => url.pathname === redirectTo);
  await page.getByTestId("user-menu").waitFor({ state: "attached" });
  // A login before hydration posts natively and lands on a fresh document: its menus answer clicks
  // only once React has hydrated it, as for a person.
  await waitForHydration(page);
}

/** Logs in with the /login form's action (no typing) and opens `redirectTo`, hydrated. */
export async function loginAs(page: Page, email: string, password: string, redirectTo = "/beginner") {
  // The login form's own action, posted from the browser's context so its session cookie lands there.
  // Typing into the page would add its load, its hydration and the second the success notice stays
  // (SPEC §4) to every signed-in test: about 3 s each, 90 times a run. accounts.spec.ts goes through the
  // form itself (loginThroughForm).
  const res = await page.request.post("/login", { form: { email, password, redirectTo } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${(await res.text()).slice(0, 500)}`);
  await page.goto(redirectTo);
  await page.getByTestId("user-menu").waitFor({ state: "attached" });
  await waitForHydration(page);
}

/**
 * A fresh account created through the JSON API (with a paid plan when `plan`: rooms and prize races
 * need one, ADR 016), then logged in through the page.
 */
export async function registerAndLogin(page: Page, redirectTo = "/beginner", { name = "Тест Сурагч", plan = false } = {}) {
  const email = uniqueEmail();
  const password = "Test-pass-" + Math.floor(Math.random() * 1e9);
  const res = await page.request.post("/api/user/register", { data: { name, email, password }, headers: learnerAddress() });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  if (plan) grantPlan(email);
  await loginAs(page, email, password, redirectTo);
  return { email, password };
}

/** Keys typed before React hydrates would reach a bare input and be lost: wait until it has. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Opens the account menu: a React button whose menu loads on use, so a click before hydration is lost. */
export async function openUserMenu(page: Page) {
  await waitForHydration(page);
  await page.getByTestId("user-menu").click();
}

/** wrangler's own script, run by this node: `npx` would spend about half a second finding it each time. */
const WRANGLER = "node_modules/wrangler/bin/wrangler.js";

/**
 * Runs SQL against the e2e database (the one scripts/run-e2e.mjs set up for this run); answers the rows.
 * The dev server holds the same SQLite file: a write that meets its lock is tried again (up to 5 times),
 * and any other failure is thrown with wrangler's own words.
 */
export function querySql<T = Record<string, unknown>>(sql: string): T[] {
  const persistTo = process.env.E2E_PERSIST_TO || ".wrangler/e2e-state";
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        process.execPath,
        [WRANGLER, "d1", "execute", "DB", "--local", "--env", "local", "--persist-to", persistTo, "--json", "--command", sql],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      return (JSON.parse(out) as { results?: T[] }[]).flatMap((r) => r.results ?? []);
    } catch (error) {
      const said = `${(error as { stdout?: string }).stdout ?? ""}${(error as { stderr?: string }).stderr ?? ""}`;
      if (attempt < 5 && /SQLITE_BUSY|database is locked/i.test(said)) continue;
      throw new Error(`wrangler d1 execute failed: ${said.slice(-2000)}`, { cause: error });
    }
  }
}

/** Runs SQL against the e2e database for its effect. */
export function runSql(sql: string): void {
  querySql(sql);
}

/** A paid plan for these accounts, 30 days from now: rooms need one (ADR 016). */
export function grantPlan(...emails: string[]) {
  const list = emails.map((e) => `'${e.replace(/'/g, "''")}'`).join(", ");
  runSql(`UPDATE users SET end_at = ${Date.now() + 30 * 86_400_000} WHERE email IN (${list})`);
}

/** The signed-in user's id, from the user-info call. */
export async function userIdOf(page: Page): Promise<number> {
  const res = await page.request.post("/api/user/get-user-info", { data: {} });
  const body = (await res.json()) as { data: { info: { id: number } } };
  return body.data.info.id;
}

/** Makes two signed-in learners friends through the calls (request, then accept). */
export async function befriend(a: Page, b: Page) {
  const [aId, bId] = [await userIdOf(a), await userIdOf(b)];
  const asked = await a.request.post("/api/user/add-friend", { data: { userId: bId } });
  if (!asked.ok()) throw new Error(`add-friend failed: ${asked.status()}`);
  const answered = await b.request.post("/api/user/answer-friend", { data: { userId: aId, accept: true } });
  if (!answered.ok()) throw new Error(`answer-friend failed: ${answered.status()}`);
}

/**
 * Clicks through an advice lesson's tips; the click on the last one ("Дуусгах") saves. The tips are shown
 * whole at once (reduced motion), so each takes one click and the button's data-finishing cannot change
 * between reading it and clicking. Nothing is clicked after the saving click: the button stays disabled
 * while the save runs (or once the result is kept offline) and is gone once it is answered.
 */
export async function finishAdviceLesson(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (let i = 0; i < 12; i++) {
    const next = page.getByTestId("advice-next");
    await expect(next).toBeEnabled();
    const finishing = (await next.getAttribute("data-finishing")) === "true";
    await next.click();
    if (finishing) return;
  }
  throw new Error("the advice lesson never offered its last step");
}
