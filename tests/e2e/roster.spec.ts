// Issue 30 §2 (ADR 038) in the browser: a teacher pastes five names, confirms the parents' consent, sees
// the one-time passwords, downloads the login cards (read back with pdftotext), and a student logs in
// with a login name and password from the page. Screens at 1920 px, 390 px and dark, the cards' PDF and
// /privacy in both languages are kept under test-results/screens/.
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { expectLooksRight, loginAs, PHONE, registerAndLogin, runSql, screenshot, useTheme } from "./helpers";

const NAMES = ["Батын Болд", "Доржийн Сарнай", "Ганбаатарын Тэмүүлэн", "Сүхийн Номин", "Очирын Энхжин"];

test("a teacher imports five students, prints their cards, and a student logs in by name", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { email } = await registerAndLogin(page);
  // Becoming a teacher and making a class are other screens (issue 30 §1); here they are rows.
  const classId = 800_000 + Math.floor(Math.random() * 100_000);
  const safe = email.replace(/'/g, "''");
  runSql(`UPDATE users SET role = 'teacher' WHERE email = '${safe}'`);
  runSql(
    `INSERT INTO classes (id, teacher_id, name, grade, school, curriculum, join_code, created_at) ` +
      `SELECT ${classId}, id, '5а анги', 5, '1-р сургууль', 'mn', 'R${classId}', ${Date.now()} FROM users WHERE email = '${safe}'`,
  );

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/teacher/classes/${classId}/roster`);
  await expect(page.getByTestId("roster")).toContainText("Энэ ангид одоогоор сурагч алга.");
  const form = page.getByTestId("roster-import");
  await form.getByLabel("Сурагчдын жагсаалт").fill(NAMES.join("\n"));
  // conform checks the form in the browser first: the unticked box has its message.
  await form.getByRole("button", { name: "Бүртгэл үүсгэх" }).click();
  await expect(form.getByRole("alert")).toHaveText("Эцэг эхийн зөвшөөрөл сургуульд байгааг баталж, тэмдэглэнэ үү.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Бүртгэл үүсгэх" }).click();

  // Five password hashes on a busy 2-core machine can take longer than the default 5 s.
  await expect(page.getByTestId("roster-answer")).toContainText("5 сурагчийн бүртгэл үүслээ.", { timeout: 30_000 });
  const rows = page.getByTestId("credential-row");
  await expect(rows).toHaveCount(5);
  await expect(page.getByTestId("roster-row")).toHaveCount(5);
  const credentials = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("code")].map((c) => c.textContent ?? "")));
  for (const [username, password] of credentials) {
    expect(username).toMatch(/^[a-z]+\d{3}$/);
    expect(password).toMatch(/^[a-z]{4}-[2-9]{4}$/);
  }
  await expectLooksRight(page, "light");
  await screenshot(page, "roster-import-1920");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Картуудыг PDF-ээр татах" }).click()]);
  await download.saveAs("test-results/screens/roster-cards.pdf");
  const text = execFileSync("pdftotext", ["-layout", "test-results/screens/roster-cards.pdf", "-"], { encoding: "utf8" });
  for (const [username, password] of credentials) {
    expect(text).toContain(username);
    expect(text).toContain(password);
  }
  expect(text).toContain("Доржийн Сарнай");

  // The tab on a phone and in the dark theme: nothing overflows sideways.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectLooksRight(page, "light");
  await screenshot(page, "roster-390");
  await useTheme(page, "dark");
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.reload();
  await expectLooksRight(page, "dark");
  await screenshot(page, "roster-dark");

  // A student on another device: the login name from the page and the password from the card.
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await loginAs(studentPage, credentials[1][0], credentials[1][1]);
  await expect(studentPage.getByTestId("user-menu")).toBeAttached();
  const info = await studentPage.request.post("/api/user/get-user-info", { data: {} });
  expect(((await info.json()) as { data: { info: { name: string } } }).data.info.name).toBe("Доржийн Сарнай");

  // The student adds an e-mail of their own; it counts once the mailed link is opened.
  await studentPage.setViewportSize(PHONE);
  await studentPage.goto("/update-profile");
  const addEmail = studentPage.getByTestId("add-email");
  const address = `${credentials[1][0]}-${Date.now()}@example.mn`;
  await addEmail.getByLabel("Цахим шуудан").fill(address);
  await addEmail.getByLabel("Одоогийн нууц үг").fill(credentials[1][1]);
  await addEmail.getByRole("button", { name: "Баталгаажуулах холбоос илгээх" }).click();
  await expect(studentPage.getByTestId("profile-updated")).toContainText(`${address} хаяг руу холбоос илгээлээ.`);
  await expectLooksRight(studentPage, "light");
  await screenshot(studentPage, "add-email-390");
  await studentPage.goto("/dev/outbox");
  const mail = studentPage.getByTestId("outbox-message").filter({ hasText: address }).first();
  await studentPage.goto((await mail.getByTestId("outbox-text").innerText()).match(/https?:\/\/\S+/)![0]);
  await studentPage.goto("/update-profile");
  await expect(studentPage.getByLabel("Цахим шуудан")).toHaveValue(address);
  await expect(studentPage.getByTestId("add-email")).toHaveCount(0);

  // The privacy page the consent box links to, on a phone in both languages.
  await studentPage.setViewportSize(PHONE);
  await studentPage.goto("/privacy");
  await expect(studentPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expectLooksRight(studentPage, "light");
  await screenshot(studentPage, "privacy-mn-390");
  await student.addCookies([{ name: "lang", value: "en", url: studentPage.url() }]);
  await studentPage.reload();
  await expect(studentPage.locator("html")).toHaveAttribute("lang", "en");
  await expectLooksRight(studentPage, "light");
  await screenshot(studentPage, "privacy-en-390");
  await student.close();
});
