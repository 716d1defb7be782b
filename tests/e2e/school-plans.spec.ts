// Issue 31 §1 (ADR 041) in the browser: a teacher buys 5 seats for a class with the QPay bill (paid at
// the emulator), sees seats used/free and the end date, and a student of the class opens lesson 60.
// The admin extends that licence by a month and refunds it (audited). Screens at 1280 px, 390 px and
// dark are kept under test-results/screens/.
import { expect, test } from "./csp-guard";
import { qpay, untilPaid } from "./qpay-bill";
import { expectLooksRight, PHONE, querySql, registerAndLogin, runSql, screenshot, useTheme, waitForHydration } from "./helpers";

const quote = (s: string) => s.replace(/'/g, "''");

test("a teacher buys 5 seats with the QPay bill and a student of the class opens lesson 60", async ({ page, browser }) => {
  // Two sign-ups, seven SQL steps through wrangler (seconds each when the machine is busy), the admin's
  // forms: 150 s like the other two-browser class flows (it ran past 90 s at load 19).
  test.setTimeout(150_000);
  const teacher = await registerAndLogin(page, "/beginner", { name: "Багш Туяа" });
  const classId = 900_000 + Math.floor(Math.random() * 90_000);
  // Its own name: a first attempt that failed leaves its paid class in the admin's list for the retry.
  const className = `7в анги ${classId % 1000}`;
  runSql(`UPDATE users SET role = 'teacher' WHERE email = '${quote(teacher.email)}'`);
  runSql(
    `INSERT INTO classes (id, teacher_id, name, grade, school, curriculum, join_code, created_at) ` +
      `SELECT ${classId}, id, '${className}', 7, 'Нийслэлийн 23-р сургууль', 'mn', 'S${classId}', ${Date.now()} FROM users WHERE email = '${quote(teacher.email)}'`,
  );

  // The student has an account, joined the class (issue 30's screens) and finished lessons 1–59.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const student = await registerAndLogin(studentPage, "/beginner", { name: "Сурагч Билгүүн" });
  runSql(
    `INSERT INTO class_members (class_id, user_id, via, joined_at) SELECT ${classId}, id, 'code', ${Date.now()} FROM users WHERE email = '${quote(student.email)}'`,
  );
  runSql(
    `INSERT INTO user_lessons (user_id, lesson_id, best_score, best_wpm, best_accuracy, attempts, updated_at)
     SELECT u.id, l.id, 120, 30, 95, 1, 0 FROM users u, lessons l WHERE u.email = '${quote(student.email)}' AND l.level <= 59`,
  );

  await page.goto(`/teacher/classes/${classId}/plan`);
  await waitForHydration(page);
  await expect(page.getByTestId("school-none")).toHaveText("Энэ ангид төлбөртэй эрх алга. Сурагчид үнэгүй 51 хичээлийг хийж болно.");
  await page.clock.install();
  await page.getByTestId("school-seats-input").fill("5");
  await page.getByTestId("school-months-input").fill("1");
  await expect(page.getByTestId("school-total")).toContainText("Нийт дүн: 19,500 ₮");
  await page.getByTestId("school-buy").click();
  const dialog = page.getByTestId("qr-dialog");
  await expect(dialog).toContainText("19,500 ₮");
  await expect(page.getByTestId("qr-image")).toBeVisible();
  await screenshot(page, "school-plan-qr");

  const [bill] = querySql<{ id: string }>(`SELECT id FROM invoices WHERE class_id = ${classId} AND status = 'created'`);
  const paid = await page.request.post(`${qpay}/emulator/invoices/${bill.id}/pay`, { data: { callback: true } });
  expect(paid.ok()).toBe(true);
  await untilPaid(page);
  await page.getByTestId("payment-continue").click();
  await expect(page.getByTestId("school-seats")).toHaveText("5");
  await expect(page.getByTestId("school-seats-used")).toHaveText("1");
  await expect(page.getByTestId("school-seats-free")).toHaveText("4");
  await expect(page.getByTestId("school-end")).toContainText("хүртэл");
  await expectLooksRight(page, "light");
  await screenshot(page, "school-plan-1280");
  await page.setViewportSize(PHONE);
  await expectLooksRight(page, "light");
  await screenshot(page, "school-plan-390");

  // The student of the class opens lesson 60 with the school's seat (no payment asked).
  await studentPage.goto("/lesson");
  const lesson60 = studentPage.getByTestId("lesson-60");
  if (!(await lesson60.isVisible())) await studentPage.locator('details:has([data-testid="lesson-60"]) > summary').click();
  await lesson60.click();
  await expect(studentPage).toHaveURL(/\/[a-z-]+\/60$/);
  await expect(studentPage.getByTestId("payment-required")).toHaveCount(0);
  await studentContext.close();

  // The admin's list of licences (the same account made admin here): the class, its seats and the extend form.
  runSql(`UPDATE users SET role = 'admin' WHERE email = '${quote(teacher.email)}'`);
  await page.goto("/admin/licences");
  await waitForHydration(page);
  const row = page.getByTestId("licence-row").filter({ hasText: className });
  await expect(row).toContainText("19,500 ₮");
  await expect(row).toContainText("Идэвхтэй");
  await expectLooksRight(page, "light");
  await screenshot(page, "school-admin-licences-390");
  // Extend by a month (the form's 30 days): the end moves and one audit row says so; then refund.
  const period = row.getByTestId("licence-period");
  const before = await period.textContent();
  await row.getByTestId("licence-extend").click();
  await expect(row.getByTestId("licence-answer")).toHaveText("Хадгалагдлаа.");
  await expect(period).not.toHaveText(before ?? "");
  const audit = () => querySql<{ action: string }>(`SELECT action FROM audit_log WHERE target_type = 'class' AND target_id = '${classId}' ORDER BY id`);
  expect(audit().map((r) => r.action)).toEqual(["school.extend"]);
  await row.locator("summary").click();
  await row.getByTestId("licence-refund").click();
  await expect(row.getByTestId("licence-status")).toHaveText("Буцаасан");
  expect(audit().map((r) => r.action)).toEqual(["school.extend", "school.refund"]);
});

test("the plan tab in the dark theme on a phone, in English", async ({ page }) => {
  await useTheme(page, "dark");
  await page.setViewportSize(PHONE);
  const teacher = await registerAndLogin(page, "/beginner");
  const classId = 900_000 + Math.floor(Math.random() * 90_000);
  runSql(`UPDATE users SET role = 'teacher' WHERE email = '${quote(teacher.email)}'`);
  runSql(
    `INSERT INTO classes (id, teacher_id, name, grade, school, curriculum, join_code, created_at) ` +
      `SELECT ${classId}, id, 'Class 8A', 8, 'School 5', 'en', 'D${classId}', ${Date.now()} FROM users WHERE email = '${quote(teacher.email)}'`,
  );
  await page.context().addCookies([{ name: "lang", value: "en", url: page.url() }]);
  await page.goto(`/teacher/classes/${classId}/plan`);
  // The total is worked out by the hydrated form: a field filled before that is not counted.
  await waitForHydration(page);
  await page.getByTestId("school-seats-input").fill("25");
  await page.getByTestId("school-months-input").fill("3");
  await expect(page.getByTestId("school-total")).toContainText("217,500");
  await page.getByTestId("school-months-input").fill("13");
  await page.getByTestId("school-buy").click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectLooksRight(page, "dark");
  await screenshot(page, "school-plan-dark-390");
});
