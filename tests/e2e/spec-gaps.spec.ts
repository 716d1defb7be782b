// Screens and messages SPEC promises that no other spec showed (issue 35 §5): the redirects of a
// logged-in learner, /room without a room, the 'not joined' modal, the prize image preview, the
// social-login failure, /api/user/facebook-login's success, the loading overlay, and the typing
// test's timer stopping when its screen is left.
import { expect, test } from "./csp-guard";
import { registerAndLogin, screenshot, uniqueEmail, waitForHydration } from "./helpers";

const fake = process.env.E2E_FAKE_FACEBOOK!;

test("a logged-in learner opening /login or /register is sent on to the default page", async ({ page }) => {
  await registerAndLogin(page, "/help");
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/beginner$/);
  }
  await page.goto("/login?redirectTo=%2Fprofile");
  await expect(page).toHaveURL(/\/profile$/);
});

test("/room without a room warns and leads to /beginner", async ({ page }) => {
  await registerAndLogin(page, "/help", { name: "Өрөөгүй Сурагч", plan: true });
  await page.goto("/room");
  const dialog = page.getByTestId("no-room");
  await expect(dialog).toBeVisible();
  await screenshot(page, "room-no-room");
  await dialog.getByRole("button").first().click();
  await expect(page).toHaveURL(/\/beginner$/);
});

test("a learner opening another room's race page is told they did not join it", async ({ browser }) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await registerAndLogin(host, "/help", { name: "Өрөөний Эзэн", plan: true });
  const created = await host.request.post("/api/room/create-room", { data: { language: "mn" } });
  expect(created.ok()).toBe(true);
  const { roomId } = (await created.json()) as { roomId: string };

  const stranger = await browser.newPage();
  await registerAndLogin(stranger, "/help", { name: "Гадны Сурагч", plan: true });
  await stranger.goto(`/race/${roomId}`);
  const dialog = stranger.getByTestId("not-joined");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Уучлаарай: Та уралдаанд нэгдээгүй байна.!");
  await screenshot(stranger, "race-not-joined");
  await dialog.getByRole("button").first().click();
  await expect(stranger).toHaveURL(/\/races$/);
  await stranger.close();
  await hostContext.close();
});

test("a prize race's image opens a larger preview", async ({ page }) => {
  await page.goto("/ranking-rooms");
  await waitForHydration(page);
  const thumb = page
    .getByTestId("prize-races-table")
    .getByRole("button", { name: /^Зургийг томруулж харах: / })
    .first();
  await thumb.click();
  const preview = page.getByTestId("prize-image-preview");
  await expect(preview).toBeVisible();
  await expect(preview.locator("img.prize-preview")).toBeVisible();
  await screenshot(page, "prize-image-preview");
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
});

test("Facebook failing after the learner allowed it shows 'Уучлаарай. Алдаа гарлаа.'", async ({ page }) => {
  await page.request.post(`${fake}/__next-profile`, { data: { id: "fb-outage", name: "Тасалдсан", email: uniqueEmail("fb"), fail: true } });
  await page.goto("/login");
  await page.getByTestId("facebook-login").click();
  await page.locator("#allow").click();
  await expect(page.getByTestId("login-notice")).toHaveText("Уучлаарай. Алдаа гарлаа.");
  await screenshot(page, "login-social-failed");
});

test("/api/user/facebook-login signs in with a token the provider vouches for, and refuses another id", async ({ request }) => {
  const email = uniqueEmail("fb-api");
  const id = `fb-api-${Date.now()}`;
  await request.post(`${fake}/__next-profile`, { data: { id, name: "Апп Хэрэглэгч", email } });
  const { access_token: accessToken } = (await (await request.post(`${fake}/__token`)).json()) as { access_token: string };

  const wrong = await request.post("/api/user/facebook-login", { data: { accessToken, user: { id: "someone-else" } } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ result: false, data: { message: "Уучлаарай. Алдаа гарлаа." } });

  const ok = await request.post("/api/user/facebook-login", { data: { accessToken, user: { id } } });
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { result: boolean; token: string; data: { email: string; name: string } };
  expect(body).toMatchObject({ result: true, data: { email, name: "Апп Хэрэглэгч" } });
  const info = await request.post("/api/user/get-user-info", { data: {}, headers: { Authorization: `Bearer ${body.token}` } });
  expect(info.status()).toBe(200);
  expect(((await info.json()) as { data: { info: { email: string } } }).data.info.email).toBe(email);
});

test("a slow page change shows 'Түр хүлээнэ үү.' until the next page is there", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  // The next page's data is held back for a moment, as on a thin line.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/lesson.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Үндсэн цэс" }).getByRole("link", { name: "Хичээл" }).click();
  const overlay = page.getByRole("status").filter({ hasText: "Түр хүлээнэ үү." });
  await expect(overlay).toBeVisible();
  await screenshot(page, "loading-overlay");
  release();
  await expect(page).toHaveURL(/\/lesson$/);
  await expect(overlay).toBeHidden();
});

test("leaving the typing test stops its timer: nothing is finished or saved behind the learner's back", async ({ page }) => {
  await registerAndLogin(page, "/help");
  await page.clock.install({ time: new Date("2026-03-10T10:00:00+08:00") });
  await page.goto("/beginner");
  await waitForHydration(page);
  const saves: string[] = [];
  page.on("request", (r) => r.url().includes("/api/text/upgrade-wpm") && saves.push(r.url()));
  const word = (await page.getByTestId("current-word").textContent()) ?? "";
  await page.keyboard.type(`${word} `);
  await page.clock.runFor(3_000);
  await expect(page.getByTestId("seconds-left")).not.toHaveText("60");
  // Away to the help page (in the app, no reload), and the test's 60 seconds run out meanwhile.
  await page.getByRole("navigation", { name: "Үндсэн цэс" }).getByRole("link", { name: "Тусламж" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.clock.runFor(70_000);
  expect(saves).toEqual([]);
  // Back on the test, a fresh one waits for the first key.
  await page.goBack();
  await expect(page).toHaveURL(/\/beginner$/);
  await expect(page.getByTestId("seconds-left")).toHaveText("60");
  await expect(page.getByTestId("result-ok")).toHaveCount(0);
});
