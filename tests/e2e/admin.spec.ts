// Issue 18: the admin console. A learner is refused; the demo admin bans a learner, whose open page is
// then sent to /login; a paid bill is reconciled by hand; every admin screen is photographed.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { loginAs, openUserMenu, PHONE, registerAndLogin, screenshot, useTheme } from "./helpers";

const ADMIN = { email: "admin@bichee.mn", password: "Bichee-admin-2026" };
const qpay = process.env.E2E_QPAY ?? "http://127.0.0.1:8790";

async function adminPage(browser: Browser, options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}) {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  if (options.theme) await useTheme(page, options.theme);
  await loginAs(page, ADMIN.email, ADMIN.password, "/profile");
  return page;
}

test("a learner opening /admin gets the 403 page and has no admin link", async ({ page }) => {
  await registerAndLogin(page, "/profile");
  await openUserMenu(page);
  await expect(page.getByTestId("logout")).toBeVisible();
  await expect(page.getByTestId("menu-admin")).toHaveCount(0);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("forbidden")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Хандах эрхгүй" })).toBeVisible();
  await expect(page.getByText("Энэ хуудсыг зөвхөн админ үзнэ.")).toBeVisible();
  await screenshot(page, "admin-forbidden");
  expect((await page.goto("/admin/learners"))?.status()).toBe(403);
});

test("the demo admin bans a learner, whose open page is sent to /login on its next request", async ({ page: learner, browser }) => {
  const { email } = await registerAndLogin(learner, "/profile");
  await expect(learner.getByTestId("profile-card")).toBeVisible();

  const admin = await adminPage(browser);
  await openUserMenu(admin);
  await admin.getByTestId("menu-admin").click();
  await expect(admin.getByRole("heading", { name: "Хянах самбар" })).toBeVisible();
  await admin.getByRole("navigation", { name: "Админ цэс" }).getByRole("link", { name: "Суралцагчид" }).click();
  await admin.getByLabel("Нэр, цахим шуудан, дугаар").fill(email);
  await admin.getByRole("button", { name: "Хайх" }).click();
  await expect(admin.getByTestId("learner-row")).toHaveCount(1);
  await admin.getByTestId("learner-row").getByRole("link").click();
  await expect(admin.getByRole("heading", { name: /Тест Сурагч/ })).toBeVisible();

  await admin.getByTestId("ban-toggle").click();
  const dialog = admin.getByRole("dialog", { name: "Суралцагчийг хаах уу?" });
  await expect(dialog).toBeVisible();
  await screenshot(admin, "admin-ban-dialog");
  await dialog.getByTestId("ban-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(admin.locator("main").getByRole("status")).toHaveText("Хадгаллаа.");
  await expect(admin.getByTestId("ban-toggle")).toHaveText("Хаалтыг нээх");
  await expect(admin.getByRole("heading", { name: /Тест Сурагч/ })).toContainText("Хаагдсан");

  // The learner's page: its next request finds the session ended.
  await learner
    .getByRole("link", { name: "Хичээл" })
    .first()
    .click()
    .catch(() => undefined);
  await learner.waitForURL((url) => url.pathname === "/login");
  await expect(learner.getByRole("heading", { name: "Нэвтрэх" })).toBeVisible();

  await admin.getByRole("navigation", { name: "Админ цэс" }).getByRole("link", { name: "Аудитын бүртгэл" }).click();
  await admin.getByLabel("Үйлдэл").selectOption("user.ban");
  await admin.getByRole("button", { name: "Шүүх" }).click();
  await expect(admin.getByTestId("audit-row").first()).toContainText("Хаасан");
  await expect(admin.getByTestId("audit-row").first()).toContainText("admin@bichee.mn");
});

test("the admin checks a paid bill at QPay and reconciles it by hand", async ({ page: learner, browser }) => {
  const { email } = await registerAndLogin(learner, "/profile");
  const created = await learner.request.post("/api/purchase/qpay-create-bill", { data: { level: "plan1" } });
  const bill = (await created.json()) as { invoice_id: string };
  await learner.request.post(`${qpay}/emulator/invoices/${bill.invoice_id}/pay`, { data: { callback: false } });

  const admin = await adminPage(browser);
  await admin.goto(`/admin/payments?q=${encodeURIComponent(email)}`);
  const row = admin.getByTestId("bill-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("bill-status")).toHaveText("Хүлээгдэж буй");
  await row.getByRole("button", { name: "QPay-ээс шалгах" }).click();
  await expect(admin.getByTestId("bill-answer")).toContainText("QPay: 1 төлбөр");
  await row.getByTestId("reconcile").click();
  await expect(admin.getByTestId("bill-answer")).toContainText("Төлбөрийг тулгаж, эрхийг сунгалаа.");
  await expect(row.getByTestId("bill-status")).toHaveText("Төлөгдсөн");
  await expect(row.getByTestId("reconcile")).toHaveCount(0);
});

async function shoot(page: Page, name: string) {
  await expect(page.getByTestId("admin")).toBeVisible();
  await screenshot(page, `admin-${name}`);
}

test("every admin screen, light, dark and at 390 px, in Mongolian and English", async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [variant, options] of [
    ["light", { theme: "light" }],
    ["dark", { theme: "dark" }],
    ["phone", { theme: "light", viewport: PHONE }],
    ["phone-dark", { theme: "dark", viewport: PHONE }],
  ] as const) {
    const page = await adminPage(browser, options);
    await page.goto("/admin");
    await shoot(page, `dashboard-${variant}`);
    await page.goto("/admin/learners");
    await shoot(page, `learners-${variant}`);
    await page.getByTestId("learner-row").first().getByRole("link").click();
    await expect(page.getByTestId("admin-learner")).toBeVisible();
    await page.getByLabel("Хоног").fill("0");
    await page.getByRole("button", { name: "Хугацааг өөрчлөх" }).click();
    await expect(page.getByText("Тэгээс өөр тоо оруулна уу.")).toBeVisible();
    await shoot(page, `learner-${variant}`);
    await page.goto("/admin/payments");
    await shoot(page, `payments-${variant}`);
    await page.goto("/admin/audit");
    await shoot(page, `audit-${variant}`);
    // The admin's phone has no horizontal scroll on any screen.
    if (options.viewport) {
      for (const path of ["/admin", "/admin/learners", "/admin/payments", "/admin/audit"]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      }
    }
    await page.context().close();
  }
  const english = await adminPage(browser, { theme: "light" });
  await english.getByTestId("language-switch").click();
  await expect(english.locator("html")).toHaveAttribute("lang", "en");
  await english.goto("/admin");
  await expect(english.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await shoot(english, "dashboard-en");
  await english.goto("/admin/learners");
  await shoot(english, "learners-en");
  await english.goto("/admin/audit");
  await shoot(english, "audit-en");
});
