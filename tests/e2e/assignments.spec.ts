// Class assignments in the browser (issue 30 §3, §5): a teacher assigns lessons 1–3, the student sees it
// first on /lesson with 0/3, and the gradebook's CSV starts with the BOM and holds the student's name.
// The teacher role, the class and the membership are set in D1 (other parts of class mode make them).
import { readFileSync } from "node:fs";
import { expect, test } from "./csp-guard";
import { PHONE, expectLooksRight, registerAndLogin, runSql, screenshot, useTheme, userIdOf } from "./helpers";

const DESKTOP = { width: 1920, height: 1080 };

test("a teacher assigns lessons, the student sees them first, the gradebook exports", async ({ browser }) => {
  // Two browsers, two sign-ups, a lesson and a CSV: 60 s on CI was not enough (CI run of 55dad27).
  test.setTimeout(150_000);
  const teacherContext = await browser.newContext({ viewport: DESKTOP });
  const studentContext = await browser.newContext({ viewport: DESKTOP });
  const teacher = await teacherContext.newPage();
  const student = await studentContext.newPage();
  await useTheme(teacher, "dark");

  const { email } = await registerAndLogin(teacher, "/beginner", { name: "Багш Сараа" });
  await registerAndLogin(student, "/beginner", { name: "Өнөрмаа Батбаяр" });
  const studentId = await userIdOf(student);
  const classId = 900_000 + Math.floor(Math.random() * 90_000);
  runSql(
    `UPDATE users SET role = 'teacher' WHERE email = '${email}';` +
      `INSERT INTO classes (id, teacher_id, name, grade, school, curriculum, join_code) SELECT ${classId}, id, '5А', 5, '1-р сургууль', 'mn', 'E2E${classId}' FROM users WHERE email = '${email}';` +
      `INSERT INTO class_members (class_id, user_id, via, joined_at) VALUES (${classId}, ${studentId}, 'code', ${Date.now()});`,
  );

  // The teacher gives lessons 1–3 with the form's defaults (2 stars, due in a week).
  await teacher.goto(`/teacher/classes/${classId}/assignments`);
  const lessons = teacher.getByTestId("assign-lessons");
  await lessons.getByLabel(/Сүүлийн хичээл/).fill("3");
  await lessons.getByTestId("assign-lessons-submit").click();
  await expect(teacher.getByTestId("assignments-message")).toHaveText("Даалгавар өгөгдлөө.");
  await expect(teacher.getByTestId("assignment-row")).toHaveCount(1);
  await expect(teacher.getByTestId("assignment-done")).toHaveText("0 / 1 сурагч");
  await expectLooksRight(teacher, "dark");
  await screenshot(teacher, "assignments-tab-1920-dark");
  await teacher.setViewportSize(PHONE);
  await expectLooksRight(teacher, "dark");
  await screenshot(teacher, "assignments-tab-390-dark");

  // The student's lesson list opens with the assignment, above everything else.
  await student.goto("/lesson");
  const card = student.getByTestId("open-assignment");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("open-assignment-progress")).toHaveText("0/3 хичээл");
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  const above = await student.evaluate(() => {
    const assignments = document.querySelector('[data-testid="open-assignments"]');
    const summary = document.querySelector('[data-testid="lesson-summary"]');
    return Boolean(assignments && summary && assignments.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(above).toBe(true);
  await expect(card.getByTestId("open-assignment-start")).toHaveAttribute("href", /\/\w[\w-]*\/1$/);
  await screenshot(student, "lesson-with-assignment");

  // The gradebook: the CSV download starts with the BOM and keeps the Cyrillic name.
  await teacher.setViewportSize(DESKTOP);
  await teacher.goto(`/teacher/classes/${classId}/gradebook`);
  await expect(teacher.getByTestId("gradebook-row")).toHaveCount(1);
  await expect(teacher.getByTestId("gradebook-grade")).toHaveText("F");
  await expectLooksRight(teacher, "dark");
  await screenshot(teacher, "gradebook-1920-dark");
  const [download] = await Promise.all([teacher.waitForEvent("download"), teacher.getByTestId("gradebook-csv").click()]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain("Өнөрмаа Батбаяр");
  await teacher.setViewportSize(PHONE);
  await expectLooksRight(teacher, "dark");
  await screenshot(teacher, "gradebook-390-dark");

  await teacherContext.close();
  await studentContext.close();
});
