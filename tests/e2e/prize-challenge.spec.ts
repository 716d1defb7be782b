// A prize result faster than the learner has proven waits for a challenge typed from an image, then
// appears on the board; an admin disqualifies a result and it leaves every board (ADR 033).
import { execFileSync } from "node:child_process";
import { type Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expect, test } from "./csp-guard";
import { expectLooksRight, loginAs, PHONE, querySql, registerAndLogin, runSql, screenshot, useTheme, waitForHydration } from "./helpers";

// Each test types a race text and a challenge at a person's pace (about a minute on an idle machine).
test.describe.configure({ timeout: 180_000 });

const PERSIST_TO = process.env.E2E_PERSIST_TO || ".wrangler/e2e-state";
const ADMIN = { email: "admin@bichee.mn", password: "Bichee-admin-2026" };
const RACER = { email: "racer2@bichee.mn", name: "Сараа Дорж" };
const TEXTS = [
  "Манай сургуулийн номын санд олон сайхан ном бий. Бид амралтын цагаар тэнд очиж, сонин түүх уншдаг.",
  "Сайн бичээч хуруугаа зөв байрлуулж, гараа харалгүй бичдэг. Өдөр бүр бага зэрэг дасгал хийвэл хурд нэмэгдэнэ.",
];

/** A race of this test's own, open now, with a pool of two texts (bodies made unique by a tag). */
function createRace(name: string): number {
  const tag = `${Date.now() % 100_000}`;
  const file = `test-results/prize-challenge-${tag}.txt`;
  execFileSync("sh", ["-c", `mkdir -p test-results && printf '%s\\n\\n%s %s' "$0" "$1" "$2" > ${file}`, `${TEXTS[0]} ${tag}`, TEXTS[1], tag]);
  const now = Date.now();
  const id = execFileSync(
    "node",
    [
      "scripts/prize-create.mjs",
      ...["--name", name, "--start", new Date(now - 60_000).toISOString(), "--end", new Date(now + 86_400_000).toISOString()],
      ...["--min-point", "0", "--max-point", "100000", "--limit-wpm", "200", "--texts", file, "--persist-to", PERSIST_TO],
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  ).trim();
  expect(id).toMatch(/^\d+$/);
  return Number(id);
}

/** Types like a person at about 100 WPM (a machine's even beat is refused, ADR 012). */
async function typeInto(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).focus();
  await page.keyboard.type(text, { delay: 110 });
}

test("a fast prize result waits for its challenge; typed from the image, the result appears on the board", async ({ page, browser }) => {
  const raceId = createRace("Шалгалттай уралдаан");
  await registerAndLogin(page, "/", { plan: true });
  const textAnswer = page.waitForResponse((r) => r.url().endsWith("/api/text/active-ranking-text"));
  await page.goto(`/ranking/${raceId}`);
  const { data } = (await (await textAnswer).json()) as { data: { text: { text: string } } };
  await waitForHydration(page);
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/ranking/${raceId}`);
  const viewerBoard = viewer.getByTestId("prize-live-board");
  await expect(viewerBoard.getByRole("status")).toHaveText("Шууд");

  // About 100 WPM from a learner who has proven nothing: held.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/user/upgrade-gift-race-wpm"));
  await typeInto(page, "typing-input", data.text.text);
  expect((await saved).status()).toBe(202);
  const finish = page.getByTestId("prize-finish");
  await expect(finish.getByTestId("prize-finish-held")).toContainText("баталгаажуулна уу");
  await expect(page.getByTestId("prize-live-board")).not.toContainText("Тест Сурагч");
  await expect(viewerBoard).not.toContainText("Тест Сурагч");

  await finish.getByTestId("prize-challenge-link").click();
  await expect(page).toHaveURL(/\/prize-challenge\/\d+$/);
  const challengeId = Number(new URL(page.url()).pathname.split("/")[2]);
  const image = page.getByTestId("challenge-image");
  await expect(image).toHaveAttribute("alt", "Шалгах текстийн зураг");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("challenge-time-left")).toContainText(/[0-4]:\d\d/);
  await screenshot(page, "prize-challenge-light");
  await expectLooksRight(page, "light");

  // The text a person reads off the image (the page itself never has it).
  const [{ challenge_text: text }] = querySql<{ challenge_text: string }>(`SELECT challenge_text FROM prize_challenges WHERE id = ${challengeId}`);
  expect(await page.content()).not.toContain(text);
  await waitForHydration(page);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/user/prize-challenge"));
  await typeInto(page, "challenge-input", text);
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId("challenge-verdict")).toContainText("Баталгаажлаа! Таны дүн самбарт гарлаа.");
  await screenshot(page, "prize-challenge-passed");

  // On the board now, live for the other browser too, with its place.
  await expect(viewerBoard).toContainText("Тест Сурагч");
  await page.getByTestId("challenge-back").click();
  await expect(page.getByTestId("prize-live-board")).toContainText("Тест Сурагч");
  await viewer.context().close();
});

for (const [theme, phone] of [
  ["dark", false],
  ["light", true],
] as const) {
  test(`the challenge screen (${theme}${phone ? ", 390 px" : ""})`, async ({ page }) => {
    const raceId = createRace(`Шалгалтын дэлгэц ${theme}`);
    await useTheme(page, theme);
    if (phone) await page.setViewportSize(PHONE);
    await registerAndLogin(page, "/", { plan: true });
    const textAnswer = page.waitForResponse((r) => r.url().endsWith("/api/text/active-ranking-text"));
    await page.goto(`/ranking/${raceId}`);
    const { data } = (await (await textAnswer).json()) as { data: { text: { text: string } } };
    await waitForHydration(page);
    await typeInto(page, "typing-input", data.text.text);
    await page.getByTestId("prize-challenge-link").click();
    const image = page.getByTestId("challenge-image");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, `prize-challenge-${theme}${phone ? "-phone" : ""}`);
    await expectLooksRight(page, theme);
    await expectAccessible(page, `prize-challenge ${theme}${phone ? " 390" : ""}`);
    // Too slow: the result stays off the board, and the page says why.
    await waitForHydration(page);
    await page.getByTestId("challenge-input").focus();
    await page.keyboard.type("ном", { delay: 400 });
    await page.getByTestId("challenge-submit").click();
    await expect(page.getByTestId("challenge-verdict")).toContainText("Дүн самбарт гарсангүй.");
    await page.getByTestId("challenge-back").click();
    // Back on the race page (a navigation and its loader: allow a loaded machine 15 s).
    await expect(page.getByTestId("prize-live-board")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("prize-live-board")).not.toContainText("Тест Сурагч");
  });
}

test("the admin sees a result's replay and disqualifies it: it leaves the board, live for viewers too", async ({ page, browser }) => {
  const raceId = createRace("Хасалттай уралдаан");
  const [{ id: racerId }] = querySql<{ id: number }>(`SELECT id FROM users WHERE email = '${RACER.email}'`);
  const [{ text_id: textId }] = querySql<{ text_id: number }>(`SELECT text_id FROM prize_race_texts WHERE race_id = ${raceId} LIMIT 1`);
  const now = Date.now();
  runSql(
    `INSERT INTO prize_race_results (race_id, user_id, best_wpm, best_cpm, best_accuracy, attempts, best_at, updated_at, best_text_id, best_log)
     VALUES (${raceId}, ${racerId}, 88, 440, 100, 1, ${now}, ${now}, ${textId}, '[["М","М",0],["а","а",180]]')`,
  );
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/ranking/${raceId}`);
  const viewerBoard = viewer.getByTestId("prize-live-board");
  await expect(viewerBoard).toContainText(RACER.name);

  await loginAs(page, ADMIN.email, ADMIN.password, `/admin/prize-races/${raceId}`);
  await waitForHydration(page);
  const row = page.getByTestId(`admin-result-${racerId}`);
  await expect(row).toContainText(RACER.name);
  await expect(row).toContainText("88");
  await row.getByTestId(`admin-replay-${racerId}`).locator("summary").click();
  await expect(row.getByTestId("exam-replay")).toBeVisible();
  await screenshot(page, "admin-prize-results");
  await expectAccessible(page, "admin prize results");
  await row.getByTestId("disqualify").click();
  await page.getByTestId("disqualify-dialog").getByTestId("disqualify-confirm").click();
  await expect(page.getByTestId("admin-result-notice")).toHaveText("Дүнг хаслаа.");
  await expect(page.getByTestId(`admin-result-${racerId}`)).toContainText("Хасагдсан");
  // The viewer's board drops the row without a reload.
  await expect(viewerBoard).not.toContainText(RACER.name);
  await page.goto("/admin/audit?action=prize.disqualify");
  await expect(page.getByRole("table")).toContainText("Уралдааны дүн хассан");
  await viewer.context().close();
});
