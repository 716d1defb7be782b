// Certificates end to end (issue 16): a learner with 266 finished lessons (set up in the database,
// not by typing them) takes the exam, downloads the PDF, and a stranger opens the address the QR code
// carries and plays the exam back; a learner with 200 lessons is told to finish them.
import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { gapFactor } from "../workers/support/human-typing";
import { pdfText } from "../workers/support/pdf-text";
import { openUserMenu, PHONE, registerAndLogin, runSql, screenshot, useTheme, waitForHydration } from "./helpers";

/** A 30-day plan and the first `count` lessons finished, straight in the e2e database. */
function setUpLearner(email: string, count: number) {
  const sql = `UPDATE users SET end_at = ${Date.now() + 30 * 86_400_000}, phone = '99887766' WHERE email = '${email}';
    INSERT INTO user_lessons (user_id, lesson_id, best_score, best_wpm, best_accuracy, attempts, updated_at)
    SELECT u.id, l.id, 120, 35, 95, 1, ${Date.UTC(2026, 0, 5, 3)} FROM users u, lessons l WHERE u.email = '${email}' AND l.level <= ${count}`;
  runSql(sql);
}

/**
 * Types the exam as a person reads it: the current word off the screen, key by key, on the page's
 * fake clock (minutes of typing take seconds), until the last word. Returns the text typed.
 */
async function typeExam(page: Page, msPerKey = 150): Promise<string> {
  await page.getByTestId("typing-input").focus();
  const total = Number((await page.getByTestId("exam-typed").textContent())!.split("/")[1]);
  const typed: string[] = [];
  for (let w = 0; w < total; w++) {
    await expect(page.getByTestId("words")).toHaveAttribute("data-index", String(w));
    const word = (await page.getByTestId("current-word").textContent())!;
    for (const ch of w < total - 1 ? word + " " : word) {
      await page.keyboard.type(ch);
      await page.clock.runFor(Math.round(msPerKey * gapFactor()));
    }
    typed.push(word);
  }
  return typed.join(" ");
}

test("a learner with 266 lessons passes the exam, downloads the PDF, and a stranger checks it and replays the exam", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const { email } = await registerAndLogin(page, "/beginner");
  setUpLearner(email, 266);

  // The profile menu leads to the certificate.
  await openUserMenu(page);
  await page.getByRole("link", { name: "Гэрчилгээ", exact: true }).click();
  await expect(page).toHaveURL(/\/certificate$/);
  const exam = page.getByTestId("certificate-exam");
  await expect(exam.getByRole("heading", { name: "Гэрчилгээний шалгалт" })).toBeVisible();
  await expect(exam).toContainText("35 WPM");
  await waitForHydration(page);
  await screenshot(page, "certificate-exam");

  const answer = page.waitForResponse((r) => r.url().endsWith("/api/user/certificate-exam"));
  const text = await typeExam(page);
  expect(text.length).toBeGreaterThan(300);
  expect((await answer).status()).toBe(200);
  const card = page.getByTestId("certificate-card");
  await expect(card).toBeVisible();
  await expect(page.getByTestId("certificate-name")).toHaveText("Тест Сурагч");
  const wpm = Number(await page.getByTestId("certificate-wpm").textContent());
  expect(wpm).toBeGreaterThanOrEqual(35);
  await expect(page.getByTestId("certificate-start")).toHaveText("2026.01.05");
  await expect(page.getByTestId("certificate-qr")).toBeVisible();
  const url = (await page.getByTestId("certificate-url").textContent())!;
  expect(url).toMatch(/\/check-certificate\?token=[A-Za-z0-9_-]{22}$/);
  await screenshot(page, "certificate-page-light");

  // The PDF: the name in Cyrillic, the WPM and the address the QR code carries.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("certificate-download").click()]);
  mkdirSync("test-results/screens", { recursive: true });
  await download.saveAs("test-results/screens/certificate.pdf");
  const pdf = await pdfText(readFileSync("test-results/screens/certificate.pdf"));
  expect(pdf).toContain("Тест Сурагч");
  expect(pdf).toContain(`${wpm} WPM`);
  expect(pdf).toContain(url);

  // A stranger (no session) opens the address.
  const stranger = await browser.newContext();
  const viewer = await stranger.newPage();
  await viewer.clock.install();
  const response = await viewer.goto(url);
  expect(response!.status()).toBe(200);
  const check = viewer.getByTestId("certificate-check");
  await expect(viewer.getByTestId("check-name")).toHaveText("Тест Сурагч");
  await expect(viewer.getByTestId("check-valid")).toHaveText("✓ Энэ гэрчилгээ хүчинтэй.");
  await expect(viewer.getByTestId("check-wpm")).toHaveText(String(wpm));
  await expect(viewer.getByTestId("check-phone")).toHaveText("******66");
  await expect(viewer.getByTestId("check-email")).toHaveText(/^e\*\*\*@example\.mn$/);
  await expect(check).not.toContainText(email);

  // The replay: the text appears key by key at the real pace with the live WPM, to the end; a stranger's
  // times are rounded to 0.1 s (ADR 032).
  await expect(viewer.getByTestId("replay-rounded")).toHaveText("Нийтэд харуулах бичлэгийн хугацааг 0.1 секунд хүртэл тоймлосон.");
  await waitForHydration(viewer);
  const replay = viewer.getByTestId("replay-text");
  await expect(replay).toHaveAttribute("data-done", "0");
  await viewer.getByTestId("replay-play").click();
  await viewer.clock.runFor(10_000);
  await expect.poll(async () => Number(await replay.getAttribute("data-done"))).toBeGreaterThan(5);
  expect(Number(await viewer.getByTestId("replay-wpm").textContent())).toBeGreaterThan(0);
  await screenshot(viewer, "certificate-check-replay");
  await viewer.getByTestId("replay-speed").selectOption("4");
  const [minutes, seconds] = (await viewer.getByTestId("replay-time").textContent())!.split("/")[1].trim().split(":").map(Number);
  await viewer.clock.runFor(((minutes * 60 + seconds) * 1000) / 4 + 2_000);
  await expect(replay).toHaveAttribute("data-finished", "true");
  await expect(viewer.getByTestId("replay-wpm")).toHaveText(String(wpm));
  await expect(viewer.getByTestId("replay-play")).toHaveText("Тоглуулах");
  await screenshot(viewer, "certificate-check-light");
  await stranger.close();

  // Coming back shows the same certificate, in English too.
  await page.context().addCookies([{ name: "lang", value: "en", url: page.url() }]);
  await page.goto("/certificate");
  await expect(card.getByRole("heading", { level: 1 })).toHaveText("Touch-typing certificate");
  await expect(page.getByTestId("certificate-url")).toHaveText(url);
  await expect(page.getByTestId("certificate-download")).toHaveText("Download PDF");

  // The same certificate and its public check in dark and on a 390 px phone: one exam, every look.
  await page.context().addCookies([{ name: "lang", value: "mn", url: page.url() }]);
  for (const look of ["dark", "phone"] as const) {
    if (look === "dark") await page.evaluate(() => localStorage.setItem("darkMode", "true"));
    else await page.setViewportSize(PHONE);
    await page.goto("/certificate");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByTestId("certificate-name")).toHaveText("Тест Сурагч");
    await expect(page.getByTestId("certificate-url")).toHaveText(url);
    await screenshot(page, `certificate-page-${look}`);
    const other = await browser.newContext(look === "phone" ? { viewport: PHONE } : {});
    const onlooker = await other.newPage();
    await useTheme(onlooker, "dark");
    await onlooker.goto(url);
    await expect(onlooker.getByTestId("check-name")).toHaveText("Тест Сурагч");
    await expect(onlooker.getByTestId("check-valid")).toHaveText("✓ Энэ гэрчилгээ хүчинтэй.");
    await screenshot(onlooker, `certificate-check-${look}`);
    await other.close();
  }
});

test("a learner with 200 lessons is told to finish the lessons and sent back to /lesson", async ({ page }) => {
  const { email } = await registerAndLogin(page, "/beginner");
  setUpLearner(email, 200);
  await page.goto("/certificate");
  const notice = page.getByTestId("certificate-not-eligible");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("heading")).toHaveText("Амжилтгүй");
  await expect(notice).toContainText("Танд сертификат авах эрх үүсээгүй байна. Та хичээлээ бүрэн дуусгана уу.");
  await screenshot(page, "certificate-not-eligible");
  await waitForHydration(page);
  await notice.getByTestId("certificate-to-lessons").click();
  await expect(page).toHaveURL(/\/lesson$/);
  // The same in English.
  await page.context().addCookies([{ name: "lang", value: "en", url: page.url() }]);
  await page.goto("/certificate");
  await expect(notice.getByRole("heading")).toHaveText("Unsuccessful");
  await expect(notice).toContainText("You are not eligible for the certificate yet. Please finish your lessons.");
});

test("without a paid plan the certificate opens the payment modal, on to /payment", async ({ page }) => {
  await registerAndLogin(page, "/beginner");
  await page.goto("/certificate");
  const modal = page.getByTestId("payment-required");
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("heading")).toHaveText("Амжилтгүй");
  await waitForHydration(page);
  await page.getByTestId("payment-required-next").click();
  await expect(page).toHaveURL(/\/payment$/);
});

test("an unknown token: 'Амжилтгүй' / 'Уучлаарай гэрчилгээний мэдээлэл одсонгүй' with 404, the page stays", async ({ page }) => {
  const response = await page.goto("/check-certificate?token=AAAAAAAAAAAAAAAAAAAAAA");
  expect(response!.status()).toBe(404);
  const alert = page.getByTestId("certificate-check-failed");
  await expect(alert).toContainText("Амжилтгүй");
  await expect(alert).toContainText("Уучлаарай гэрчилгээний мэдээлэл одсонгүй");
  await expect(page).toHaveURL(/\/check-certificate\?token=/);
});

test("the last lesson's result page offers 'Гэрчилгээ авах' and Enter goes to the certificate", async ({ page }) => {
  const { email } = await registerAndLogin(page, "/beginner");
  setUpLearner(email, 278);
  await page.goto("/result/278");
  await waitForHydration(page);
  await expect(page.getByTestId("result-certificate")).toHaveText("Гэрчилгээ авах");
  await expect(page.getByTestId("result-next")).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/certificate$/);
  await expect(page.getByTestId("certificate-exam")).toBeVisible();
});

test("a slow exam fails with the reason and its figures; 'Дахин оролдох' opens a new sitting", async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const { email } = await registerAndLogin(page, "/beginner");
  setUpLearner(email, 266);
  await page.goto("/certificate");
  await waitForHydration(page);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/user/certificate-exam"));
  await typeExam(page, 500);
  expect((await answer).status()).toBe(200);
  const failed = page.getByTestId("exam-failed");
  await expect(failed).toBeVisible();
  await expect(failed.getByRole("heading")).toHaveText("Тэнцсэнгүй");
  await expect(failed).toContainText("Таны бичих хурд шаардлагаас бага байна (дор хаяж 35 WPM).");
  await expect(failed).toContainText(/Таны дүн: \d+ WPM, 100% нарийвчлал\./);
  await screenshot(page, "certificate-exam-failed");
  await failed.getByTestId("exam-retry").click();
  await expect(failed).toBeHidden();
  await expect(page.getByTestId("exam-typed")).toHaveText(/^0 \/ \d+$/);
  await expect(page.getByTestId("certificate-card")).toHaveCount(0);
});
