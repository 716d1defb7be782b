// Issue 30 (teachers, classes and joining): a learner asks to become a teacher on the profile, the demo
// admin approves, the new teacher creates a class and opens its join card (a QR of the join link), and a
// second learner joins through /join/CODE and shows in the teacher's member count. Screenshots of
// /teacher, the settings tab, the join card at 1920×1080, and /join/CODE at 390 px in the dark theme.
import { expect, test, type Browser } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expectLooksRight, loginAs, PHONE, registerAndLogin, screenshot, useTheme } from "./helpers";

const ADMIN = { email: "admin@bichee.mn", password: "Bichee-admin-2026" };
const PROJECTOR = { width: 1920, height: 1080 };

async function newPage(browser: Browser, { viewport, theme }: { viewport?: { width: number; height: number }; theme: "light" | "dark" }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await useTheme(page, theme);
  return page;
}

test("a learner becomes a teacher, makes a class, and a second learner joins it by its link", async ({ browser }) => {
  test.setTimeout(150_000);
  const teacher = await newPage(browser, { viewport: PROJECTOR, theme: "light" });
  const { email } = await registerAndLogin(teacher, "/profile", { name: "Сараа Багш" });

  // The request, on the profile.
  const card = teacher.getByTestId("teacher-request");
  await expect(card).toHaveAttribute("data-state", "none");
  await card.getByLabel("Сургуулийн нэр").fill("Дархан 3-р сургууль");
  await card.getByLabel("Хот, аймаг, сум").fill("Дархан-Уул");
  await card.getByLabel("Утасны дугаар").fill("88112233");
  await card.getByRole("button", { name: "Хүсэлт илгээх" }).click();
  await expect(card).toHaveAttribute("data-state", "pending");

  // The admin approves it.
  const admin = await newPage(browser, { theme: "light" });
  await loginAs(admin, ADMIN.email, ADMIN.password, "/admin/teachers");
  const row = admin.getByTestId("teacher-request").filter({ hasText: email });
  await expect(row).toContainText("Дархан 3-р сургууль");
  await expectAccessible(admin, "/admin/teachers");
  await row.getByTestId("approve-request").click();
  await expect(admin.getByTestId("decision-done")).toContainText("Сараа Багш");
  await expect(admin.getByTestId("teacher-request").filter({ hasText: email })).toHaveCount(0);
  await expect(admin.getByTestId("teachers-table")).toContainText(email);

  // The teacher's area: from the profile, a class made with the approved school filled in.
  await teacher.reload();
  await expect(card).toHaveAttribute("data-state", "approved");
  await card.getByTestId("open-teacher").click();
  await expect(teacher).toHaveURL(/\/teacher$/);
  await expect(teacher.getByLabel("Сургууль", { exact: true })).toHaveValue("Дархан 3-р сургууль");
  await teacher.getByLabel("Ангийн нэр").fill("8б анги");
  await teacher.getByLabel("Хэддүгээр анги (1–12)").selectOption("8");
  await teacher.getByRole("button", { name: "Анги үүсгэх" }).click();
  await expect(teacher.getByTestId("class-created")).toContainText("8б анги");
  const classRow = teacher.getByTestId("teacher-class").filter({ hasText: "8б анги" });
  await expect(classRow.getByTestId("class-members")).toHaveText("0 / 60");
  await expectLooksRight(teacher, "light");
  await screenshot(teacher, "teacher-classes-1920");
  await expectAccessible(teacher, "/teacher");

  // Settings tab, then the join card for the projector.
  await classRow.getByRole("link", { name: "Тохиргоо" }).click();
  await expect(teacher.getByTestId("class-settings")).toBeVisible();
  const link = (await teacher.getByTestId("join-link").textContent())!;
  expect(link).toMatch(/\/join\/[A-Z0-9]{8}$/);
  await screenshot(teacher, "teacher-settings-1920");
  await expectAccessible(teacher, "/teacher/classes/:id/settings");
  await teacher.getByTestId("open-join-card").click();
  const qr = teacher.getByTestId("join-card-qr");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-link", link);
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThan(500);
  expect(box.y + box.height).toBeLessThanOrEqual(PROJECTOR.height);
  await teacher.screenshot({ path: "test-results/screens/teacher-join-card-1920.png" });
  await expectAccessible(teacher, "/teacher/classes/:id/join-card");

  // A second learner, on a phone in the dark theme, opens the link and joins.
  const student = await newPage(browser, { viewport: PHONE, theme: "dark" });
  await registerAndLogin(student, "/profile", { name: "Тэмүүлэн Сурагч" });
  await student.goto(new URL(link).pathname);
  const join = student.getByTestId("join-class");
  await expect(join).toHaveAttribute("data-state", "open");
  await expect(join.getByTestId("join-teacher")).toHaveText("Сараа Багш");
  await expect(join).not.toContainText(email);
  await expect(join.getByRole("link", { name: "Нууцлалын бодлого" })).toHaveAttribute("href", "/privacy");
  await expectLooksRight(student, "dark");
  await screenshot(student, "join-class-390-dark");
  await expectAccessible(student, "/join/CODE (dark, 390 px)");
  await join.getByTestId("join-agree").click();
  await expect(student.getByTestId("join-done")).toHaveText("Та «8б анги» ангид элслээ.");

  const members = teacher.getByTestId("teacher-class").filter({ hasText: "8б анги" }).getByTestId("class-members");
  await teacher.goto("/teacher");
  await expect(members).toHaveText("1 / 60");

  // The student's profile lists the class; leaving asks first, and the teacher's count drops.
  await student.goto("/profile");
  const mine = student.getByTestId("my-class").filter({ hasText: "8б анги" });
  await expect(mine).toContainText("Багш: Сараа Багш");
  await screenshot(student, "profile-classes-390-dark");
  await mine.getByTestId("leave-class").click();
  await student.getByTestId("leave-dialog").getByTestId("leave-confirm").click();
  await expect(student.getByTestId("my-class")).toHaveCount(0);
  await teacher.reload();
  await expect(members).toHaveText("0 / 60");
});
