// Issue 30 §4 (ADR 040): a student of a class types a lesson and the teacher's live tab shows them on
// lesson 2 with a live speed, without a reload; once the lesson is saved their progress row changes,
// again without a reload. Screenshots: the projector (1920×1080), a phone (390 px), dark, the student page.
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { expectLooksRight, PHONE, registerAndLogin, runSql, screenshot, useTheme, userIdOf, waitForHydration } from "./helpers";

/** Types the lesson's text at about 80 WPM: long enough for a few live reports on the way. */
async function typeLesson(page: Page) {
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const res = await page.request.post("/api/lesson/get-lesson", { data: { id } });
  const text = ((await res.json()) as { data: { text: string } }).data.text;
  await page.getByTestId("lesson-input").focus();
  await waitForHydration(page);
  await page.keyboard.type(text, { delay: 150 });
}

test("the teacher sees a student typing a lesson live, and their progress row after the save", async ({ browser }) => {
  test.setTimeout(120_000);
  const teacherContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const studentContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const student = await studentContext.newPage();
  await registerAndLogin(teacher, "/profile", { name: "Багш Туяа" });
  await registerAndLogin(student, "/profile", { name: "Анар Болд" });
  const [teacherId, studentId] = [await userIdOf(teacher), await userIdOf(student)];
  // The teacher role, the class and the membership come from other parts of class mode: made directly.
  const made = await teacher.request.post("/dev/class-live", { data: { teacherId, studentIds: [studentId], name: "7А анги" } });
  const { classId } = (await made.json()) as { classId: number };
  runSql(
    `INSERT INTO user_lessons (user_id, lesson_id, best_score, best_wpm, best_accuracy, attempts, updated_at) SELECT ${studentId}, id, 200, 30, 100, 1, ${Date.now()} FROM lessons WHERE curriculum = 'mn' AND level = 1`,
  );

  await teacher.goto(`/teacher/classes/${classId}`);
  await waitForHydration(teacher);
  const row = teacher.getByTestId("progress-row").filter({ hasText: "Анар Болд" });
  await expect(row.getByTestId("progress-lessons")).toHaveText("1");
  await expect(teacher.getByTestId("live-students")).toHaveAttribute("data-status", "open");

  await student.goto("/intro/2");
  const typing = typeLesson(student);
  const card = teacher.getByTestId("live-student").filter({ hasText: "Анар Болд" });
  await expect(card).toHaveAttribute("data-activity", "lesson");
  await expect(card.getByTestId("live-doing")).toHaveText("2-р хичээл");
  await expect(card.getByTestId("live-wpm")).not.toHaveText(/^0 /, { timeout: 15_000 });
  await expectLooksRight(teacher, "light");
  await screenshot(teacher, "class-live-projector");
  await typing;
  await expect(student).toHaveURL(/\/result\/2$/);

  // Saved: the row changes without a reload (the page reloads its table once the student moved on).
  await expect(row.getByTestId("progress-lessons")).toHaveText("2", { timeout: 20_000 });
  expect(Number(await row.getByTestId("progress-stars").textContent())).toBeGreaterThan(5);

  await teacher.setViewportSize(PHONE);
  await expectLooksRight(teacher, "light");
  await screenshot(teacher, "class-live-phone");

  await useTheme(teacher, "dark");
  await teacher.setViewportSize({ width: 1920, height: 1080 });
  await teacher.reload();
  await expectLooksRight(teacher, "dark");
  await screenshot(teacher, "class-live-dark");

  await row.getByRole("link", { name: "Анар Болд" }).click();
  await expect(teacher).toHaveURL(new RegExp(`/teacher/classes/${classId}/students/${studentId}$`));
  await expect(teacher.getByTestId("recent-results")).toContainText("2-р хичээл");
  await expect(teacher.getByTestId("student-heatmap")).toBeVisible();
  await expectLooksRight(teacher, "dark");
  await screenshot(teacher, "class-student-dark");
  await teacherContext.close();
  await studentContext.close();
});
