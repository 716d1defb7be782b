// Issue 18 §3: the demo admin revokes a learner's certificate from /admin/certificates (behind a
// confirm dialog), and the public verification page then says it was revoked. The certificate is
// set up straight in the e2e database, as certificate.spec.ts sets up the finished lessons.
import { randomBytes } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { expectLooksRight, loginAs, PHONE, registerAndLogin, runSql, screenshot, useTheme } from "./helpers";

const ADMIN = { email: "admin@bichee.mn", password: "Bichee-admin-2026" };

/** A certificate for this learner, issued now (so it heads the newest-first list). */
function issueCertificate(email: string): string {
  const token = randomBytes(16).toString("base64url");
  runSql(`INSERT INTO certificates (user_id, token, wpm, accuracy, start_at, end_at, created_at)
    SELECT id, '${token}', 52, 97, ${Date.UTC(2026, 0, 5, 3)}, ${Date.now()}, ${Date.now()} FROM users WHERE email = '${email}'`);
  return token;
}

async function adminPage(browser: Browser, options: { viewport?: { width: number; height: number }; theme: "light" | "dark" }) {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  await useTheme(page, options.theme);
  await loginAs(page, ADMIN.email, ADMIN.password, "/profile");
  return page;
}

test("the demo admin revokes a certificate and its verification page says revoked", async ({ page: learner, browser }) => {
  test.setTimeout(120_000);
  const { email } = await registerAndLogin(learner, "/profile");
  const token = issueCertificate(email);

  // Before: the public page shows a valid certificate.
  await learner.goto(`/check-certificate?token=${token}`);
  await expect(learner.getByText("Тест Сурагч").first()).toBeVisible();
  await expect(learner.getByTestId("check-revoked")).toHaveCount(0);

  const admin = await adminPage(browser, { theme: "light" });
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Админ цэс" }).getByRole("link", { name: "Гэрчилгээ" }).click();
  await expect(admin.getByRole("heading", { name: "Гэрчилгээ" })).toBeVisible();
  await admin.getByLabel("Төлөв").selectOption("valid");
  await admin.getByRole("button", { name: "Шүүх" }).click();
  await expect(admin).toHaveURL(/status=valid/);
  const row = admin.getByTestId("certificate-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("52 үг/мин");
  await expect(row).toContainText("97%");
  await expect(row.getByTestId("certificate-status")).toHaveText("Хүчинтэй");
  await expect(row.getByTestId("certificate-check")).toHaveAttribute("href", `/check-certificate?token=${token}`);
  await expectLooksRight(admin, "light");
  await screenshot(admin, "admin-certificates-light");

  // Cancel backs out; Revoke asks, then revokes.
  await row.getByTestId("revoke").click();
  const dialog = admin.getByRole("dialog", { name: "Гэрчилгээг цуцлах уу?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Тест Сурагч");
  await dialog.getByRole("button", { name: "Болих" }).click();
  await expect(dialog).toBeHidden();
  await row.getByTestId("revoke").click();
  await expect(dialog).toBeVisible();
  await screenshot(admin, "admin-certificates-dialog");
  await dialog.getByTestId("revoke-confirm").click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId("revoke-done")).toHaveText("Гэрчилгээг цуцаллаа.");
  // Filtered to valid, the revoked certificate is gone; under revoked it shows with its date.
  await expect(admin.getByTestId("certificate-row").filter({ hasText: email })).toHaveCount(0);
  await admin.goto("/admin/certificates?status=revoked");
  const revoked = admin.getByTestId("certificate-row").filter({ hasText: email });
  await expect(revoked.getByTestId("certificate-status")).toContainText("-нд цуцалсан");
  await expect(revoked.getByTestId("revoke")).toHaveCount(0);

  // The audit log has the one row.
  await admin.goto("/admin/audit?action=certificate.revoke");
  await expect(admin.getByTestId("audit-row").first()).toContainText("Гэрчилгээ цуцалсан");

  // The public page, for anyone: revoked.
  await learner.goto(`/check-certificate?token=${token}`);
  await expect(learner.getByTestId("check-revoked")).toContainText("Энэ гэрчилгээг цуцалсан байна.");
  await screenshot(learner, "admin-certificates-check-revoked");
  await admin.context().close();
});

test("the certificates screen in dark, at 390 px and in English", async ({ page: learner, browser }) => {
  test.setTimeout(120_000);
  const { email } = await registerAndLogin(learner, "/profile");
  issueCertificate(email);
  for (const [variant, options] of [
    ["dark", { theme: "dark" }],
    ["phone", { theme: "light", viewport: PHONE }],
    ["phone-dark", { theme: "dark", viewport: PHONE }],
  ] as const) {
    const page = await adminPage(browser, options);
    await page.goto("/admin/certificates");
    await expect(page.getByTestId("certificate-row").first()).toBeVisible();
    await expectLooksRight(page, options.theme);
    await screenshot(page, `admin-certificates-${variant}`);
    if (variant === "phone") {
      await page
        .getByTestId("certificate-row")
        .filter({ has: page.getByTestId("revoke") })
        .first()
        .getByTestId("revoke")
        .click();
      await expect(page.getByRole("dialog", { name: "Гэрчилгээг цуцлах уу?" })).toBeVisible();
      await screenshot(page, "admin-certificates-dialog-phone");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    await page.context().close();
  }
  const english = await adminPage(browser, { theme: "light" });
  await english.getByTestId("language-switch").click();
  await expect(english.locator("html")).toHaveAttribute("lang", "en");
  await english.goto("/admin/certificates");
  await expect(english.getByRole("heading", { name: "Certificates" })).toBeVisible();
  await expect(english.getByTestId("certificate-row").first()).toContainText("WPM");
  await screenshot(english, "admin-certificates-en");
});
