// Prize races end to end (issue 15): the menu link, the list, a paid learner racing the open demo
// race, the board, an ineligible learner, the free plan, the countdown; screenshots of both screens.
import { execFileSync } from "node:child_process";
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { expectLooksRight, loginAs, PHONE, registerAndLogin, runSql, screenshot, useTheme, waitForHydration } from "./helpers";

const OPEN_RACE = 9001;
const UPCOMING_RACE = 9002;
const FINISHED_RACE = 9003;
const RACER = { email: "racer3@bichee.mn", password: "Bichee-racer-2026", name: "Тэмүүлэн Ганаа" };
/** The live board's socket status once it is connected. */
const LIVE = "Шууд";
const DEMO = { email: "demo@bichee.mn", password: "Bichee-demo-2026" };

/** Types the race text the way a person at about 100 WPM would (the server refuses a machine's pace). */
async function typeRaceText(page: Page, text: string) {
  await page.getByTestId("typing-input").focus();
  await page.keyboard.type(text, { delay: 110 });
}

test("the top menu's Prize race link opens the list: open, upcoming and finished races; a guest is asked to log in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Шагналт уралдаан" }).first().click();
  await expect(page).toHaveURL(/\/ranking-rooms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Шагналт уралдаан" })).toBeVisible();
  const open = page.getByTestId(`prize-race-${OPEN_RACE}`);
  await expect(open).toContainText("Хаврын шагналт уралдаан");
  await expect(open).toContainText("Явагдаж байна");
  await expect(open.getByTestId("prize-users")).toHaveText("2");
  await expect(open).toContainText("Болд Батаа");
  await expect(page.getByTestId(`prize-race-${UPCOMING_RACE}`)).toContainText("Удахгүй эхэлнэ");
  const finished = page.getByTestId(`prize-race-${FINISHED_RACE}`);
  await expect(finished).toContainText("Дууссан");
  await expect(finished.getByTestId("prize-join")).toHaveCount(0);
  await expect(finished).toContainText("72 WPM");
  await waitForHydration(page);
  await open.getByTestId("prize-join").click();
  const login = page.getByTestId("races-login-modal");
  await expect(login).toBeVisible();
  await expect(login).toContainText("Шагналт уралдаанд оролцохын тулд нэвтэрнэ үү.");
});

test("a paid learner joins the open race, types its text, sees the finish modal and their row on the board", async ({ page, browser }) => {
  // A learner whose tests proved 100 WPM: a result near it counts at once (faster ones wait for a challenge, ADR 033).
  runSql(`UPDATE users SET record_wpm = 100 WHERE email = '${RACER.email}'`);
  await loginAs(page, RACER.email, RACER.password, "/ranking-rooms");
  await waitForHydration(page);
  const textAnswer = page.waitForResponse((r) => r.url().endsWith("/api/text/active-ranking-text"));
  await page.getByTestId(`prize-race-${OPEN_RACE}`).getByTestId("prize-join").click();
  await expect(page).toHaveURL(new RegExp(`/ranking/${OPEN_RACE}$`));
  const answer = (await (await textAnswer).json()) as { result: string; data: { text: { text: string } } };
  expect(answer.result).toBe("success");
  await expect(page.getByTestId("prize-time-left")).toBeVisible();
  await expect(page.getByTestId("prize-live-board")).not.toContainText(RACER.name);

  // A second viewer (a guest in their own browser) watches the board live while the learner types.
  const other = await browser.newContext();
  const viewer = await other.newPage();
  await viewer.goto(`/ranking/${OPEN_RACE}`);
  const viewerBoard = viewer.getByTestId("prize-live-board");
  await expect(viewerBoard.getByRole("status")).toHaveText(LIVE);
  await expect(viewerBoard).not.toContainText(RACER.name);
  await expect(viewer.getByTestId("prize-guest")).toContainText("Шагналт уралдаанд оролцохын тулд нэвтэрнэ үү.");

  const menuPoints = async () => Number(((await page.getByTestId("menu-points").textContent()) ?? "").replace(/\D/g, ""));
  const pointsBefore = await menuPoints();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/upgrade-gift-race-wpm"));
  await typeRaceText(page, answer.data.text.text);
  expect((await saved).status()).toBe(200);
  const finish = page.getByTestId("prize-finish");
  await expect(finish).toBeVisible();
  await expect(finish).toContainText("Амжилттай!");
  await expect(finish.getByTestId("prize-finish-result")).toContainText("WPM");
  await expect(finish).toContainText("+5 оноо нэмэгдлээ.");
  // The top menu shows the +5 at once, without a reload.
  await expect.poll(menuPoints).toBe(pointsBefore + 5);
  await expect(page.getByTestId("typing-input")).toHaveAttribute("readonly", "");
  await expect(page.getByTestId("prize-live-board")).toContainText(RACER.name);
  // No reload: the row reaches the other browser through the race's socket.
  await expect(viewerBoard).toContainText(RACER.name);
  await screenshot(page, "prize-race-finish-light");
  await screenshot(viewer, "prize-race-second-viewer");
  await viewer.getByTestId("prize-login").click();
  await expect(viewer.getByTestId("races-login-modal")).toBeVisible();
  await other.close();

  // The profile's prize-race tab lists the race.
  const profile = await page.context().newPage();
  await profile.goto("/profile");
  await waitForHydration(profile);
  await profile.getByRole("tab", { name: "Шагналт уралдаан" }).click();
  await expect(profile.getByTestId("prize-races")).toContainText("Хаврын шагналт уралдаан");
  await profile.close();

  // Race again: a fresh text, the input open again.
  await finish.getByTestId("prize-again").click();
  await expect(finish).toBeHidden();
  await expect(page.getByTestId("typing-input")).not.toHaveAttribute("readonly", "");
  await expect(page.getByTestId("prize-typed")).toHaveText(/^0 \//);
});

test("a learner below the race's points range is told so and sent back to the list", async ({ page }) => {
  const persistTo = process.env.E2E_PERSIST_TO || ".wrangler/e2e-state";
  const file = "test-results/prize-e2e-texts.txt";
  execFileSync("sh", ["-c", `mkdir -p test-results && printf 'Сайн байна уу. Бид хурдан бичнэ.' > ${file}`]);
  const now = Date.now();
  const raceId = execFileSync(
    "node",
    [
      "scripts/prize-create.mjs",
      "--name",
      "Ахисан түвшний уралдаан",
      "--start",
      new Date(now - 60_000).toISOString(),
      "--end",
      new Date(now + 86_400_000).toISOString(),
      "--min-point",
      "1000",
      "--max-point",
      "9000",
      "--limit-wpm",
      "200",
      "--texts",
      file,
      "--persist-to",
      persistTo,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  ).trim();
  expect(raceId).toMatch(/^\d+$/);
  await loginAs(page, DEMO.email, DEMO.password, `/ranking/${raceId}`);
  const notice = page.getByTestId("prize-access");
  await expect(notice).toBeVisible();
  await expect(page.getByTestId("prize-access-message")).toHaveText("Уучлаарай, таны оноо хүрэлцэхгүй байна.");
  await screenshot(page, "prize-race-ineligible");
  await notice.getByRole("button", { name: "За" }).click();
  await expect(page).toHaveURL(/\/ranking-rooms$/);
});

test("a learner on the free plan gets the payment-required dialog", async ({ page }) => {
  await registerAndLogin(page, `/ranking/${OPEN_RACE}`);
  await expect(page.getByTestId("payment-required")).toBeVisible();
});

test("before its start a race counts down in days, hours, minutes and seconds", async ({ page }) => {
  await page.goto(`/ranking/${UPCOMING_RACE}`);
  const countdown = page.getByTestId("prize-starts-in");
  await expect(countdown).toBeVisible();
  await expect(countdown).toContainText("өдөр");
  await expect(countdown).toContainText("секунд");
  await expect(countdown.locator("strong").first()).toHaveText(/^0[12]$/);
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshots of the list and the race screen (${theme}, desktop and 390 px)`, async ({ page }) => {
    await useTheme(page, theme);
    await loginAs(page, "racer4@bichee.mn", RACER.password, "/ranking-rooms");
    await expect(page.getByTestId("prize-races-table")).toBeVisible();
    await screenshot(page, `prize-list-${theme}`);
    await page.goto(`/ranking/${OPEN_RACE}`);
    await expect(page.getByTestId("prize-typing")).toBeVisible();
    await screenshot(page, `prize-race-${theme}`);
    await page.setViewportSize(PHONE);
    await page.goto("/ranking-rooms");
    await expect(page.getByTestId("prize-races-table")).toBeVisible();
    await screenshot(page, `prize-list-${theme}-phone`);
    await page.goto(`/ranking/${OPEN_RACE}`);
    await expect(page.getByTestId("prize-typing")).toBeVisible();
    await screenshot(page, `prize-race-${theme}-phone`);
    await page.goto(`/ranking/${UPCOMING_RACE}`);
    await expect(page.getByTestId("prize-starts-in")).toBeVisible();
    await screenshot(page, `prize-countdown-${theme}-phone`);
    await expect(page.getByTestId("prize-starts-in")).toContainText("секунд");
    await expectLooksRight(page, theme);
  });
}
