// Paying for a plan with the QPay emulator, and a coupon, as an expired user would.
import { execFileSync } from "node:child_process";
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { BILL_POLL_MS, qpay, untilPaid } from "./qpay-bill";
import { PHONE, registerAndLogin, runSql, screenshot, useTheme, userIdOf, waitForHydration } from "./helpers";

/** A new account (never paid, so expired) logged in through the login page, on /payment. */
async function newExpiredUser(page: Page) {
  await registerAndLogin(page, "/payment");
  await expect(page.getByTestId("payment-heading")).toBeVisible();
}

/** Chooses a plan and returns our invoice id from the bill the page received. */
async function choosePlan(page: Page, level: "plan1" | "plan2") {
  const [response] = await Promise.all([page.waitForResponse("**/api/purchase/qpay-create-bill"), page.getByTestId(`choose-${level}`).click()]);
  const bill = (await response.json()) as { invoice_id: string };
  await expect(page.getByTestId("qr-dialog")).toBeVisible();
  await expect(page.getByTestId("qr-image")).toBeVisible();
  return bill.invoice_id;
}

/** Runs the page's clock a poll at a time until a poll's answer arrives, and returns it. */
async function nextPoll(page: Page): Promise<unknown> {
  let body: unknown;
  await expect(async () => {
    const answer = page.waitForResponse("**/api/purchase/check-qpay-bill", { timeout: 3_000 });
    await page.clock.runFor(BILL_POLL_MS);
    body = await (await answer).json();
  }).toPass({ timeout: 45_000 });
  return body;
}

/** Marks the first `count` lessons finished for this account, straight in the e2e database. */
function finishLessons(email: string, count: number) {
  const sql = `INSERT INTO user_lessons (user_id, lesson_id, best_score, best_wpm, best_accuracy, attempts, updated_at)
    SELECT u.id, l.id, 120, 30, 95, 1, 0 FROM users u, lessons l WHERE u.email = '${email}' AND l.level <= ${count}`;
  runSql(sql);
}

function createCoupon(months: number): string {
  const out = execFileSync(
    "node",
    ["scripts/coupons-create.mjs", "--months", String(months), "--count", "1", "--persist-to", process.env.E2E_PERSIST_TO || ".wrangler/e2e-state"],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  return out.trim().split("\n").at(-1)!;
}

test("an expired user opens lesson 52, is sent to the plans, buys Standard with the QR bill and gets 30 days", async ({ page, context }) => {
  const { email } = await registerAndLogin(page, "/lesson");
  finishLessons(email, 51);
  await page.goto("/lesson");
  // A locked lesson is a React button: a click before hydration does nothing.
  await waitForHydration(page);
  const lesson52 = page.getByTestId("lesson-52");
  if (!(await lesson52.isVisible())) await page.locator('details:has([data-testid="lesson-52"]) > summary').click();
  await lesson52.click();
  const modal = page.getByTestId("payment-required");
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Танд баяр хүргэе");
  await expect(modal).toContainText("51 хичээл");
  await screenshot(page, "payment-required-lesson-52");
  await modal.getByTestId("payment-required-next").click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId("payment-heading")).toHaveText("Таны үйлчилгээний хугацаа дууссан байна");
  await expect(page.getByTestId("menu-days-left")).toHaveText("0 хоног үлдсэн");
  await expect(page.getByTestId("plan-plan0")).toContainText("51 хичээл");
  await expect(page.getByTestId("plan-plan1")).toContainText("9,900 ₮");
  await expect(page.getByTestId("plan-plan2")).toContainText("14,900 ₮");
  await expect(page.getByTestId("payment-support")).toContainText("09:00–18:00");
  await screenshot(page, "payment-plans-light");

  // From here the page's timers run on Playwright's clock: the bill's 5-s poll fires when the test says.
  await page.clock.install();
  const invoiceId = await choosePlan(page, "plan1");
  await expect(page.getByTestId("qr-dialog")).toContainText("Төлөх дүн: 9,900 ₮");
  await expect(page.getByTestId("bank-links").getByRole("link")).toHaveCount(5);
  await screenshot(page, "payment-qr-light");

  // A person pays on the emulator's page; the emulator calls the site back.
  const bank = await context.newPage();
  await bank.goto(`${qpay}/`);
  const row = bank.locator("tr", { hasText: invoiceId });
  await expect(row).toContainText("9900 ₮");
  await row.getByTestId("emulator-pay").click();
  await expect(bank.locator("tr", { hasText: invoiceId })).toContainText("200 SUCCESS");
  await screenshot(bank, "qpay-emulator");
  await bank.close();

  await untilPaid(page);
  await expect(page.getByTestId("payment-success")).toHaveText(/Төлбөр амжилттай төлөгдлөө/);
  await expect(page.getByTestId("menu-days-left")).toHaveText("30 хоног үлдсэн");
  // No auto-close: the notice is still there when the page's timers have run on past a poll.
  await page.clock.runFor(BILL_POLL_MS + 500);
  await expect(page.getByTestId("payment-success")).toBeVisible();
  await screenshot(page, "payment-success-light");
  await page.getByTestId("payment-continue").click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/beginner$/);
});

test("the poll credits a payment whose callback never came; a wrong amount is not credited", async ({ page }) => {
  await useTheme(page, "dark");
  await page.setViewportSize(PHONE);
  await newExpiredUser(page);
  await screenshot(page, "payment-plans-dark-phone");

  await page.clock.install();
  const wrong = await choosePlan(page, "plan2");
  await page.request.post(`${qpay}/emulator/invoices/${wrong}/pay`, { data: { amount: 5_000, callback: false } });
  expect(await nextPoll(page)).toMatchObject({ data: { status: "unpaid" } }); // the poll ran and was told: not paid
  await expect(page.getByTestId("payment-success")).toHaveCount(0);
  await expect(page.getByText("Төлбөр хүлээж байна…")).toBeVisible();
  await screenshot(page, "payment-qr-dark-phone");
  await page.keyboard.press("Escape");

  const right = await choosePlan(page, "plan2");
  await page.request.post(`${qpay}/emulator/invoices/${right}/pay`, { data: { callback: false } });
  await untilPaid(page);
  await screenshot(page, "payment-success-dark-phone");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/beginner$/);
  await page.goto("/payment");
  await expect(page.getByTestId("payment-heading")).toHaveText("Та доорх багцуудаас сонгож эрхээ сунгана уу");
  await expect(page.getByTestId("payment-days-left")).toHaveText("Үлдсэн хоног: 90");
});

test("a failed bill shows the server's message", async ({ page }) => {
  await newExpiredUser(page);
  const refused = await page.request.post(`${qpay}/emulator/fail-next-invoice`, { data: { receiver: String(await userIdOf(page)), message: "maintenance" } });
  expect(refused.ok()).toBe(true);
  await page.getByTestId("choose-plan1").click();
  await expect(page.getByTestId("bill-error")).toHaveText("Нэхэмжлэх үүсгэж чадсангүй. Түр хүлээгээд дахин оролдоно уу.");
  await expect(page.getByTestId("qr-dialog")).toHaveCount(0);
});

test("a coupon: three boxes, a wrong code, the confirmation, then /beginner with 30 days", async ({ page }) => {
  await useTheme(page, "dark");
  await page.setViewportSize(PHONE);
  await newExpiredUser(page);
  await page.getByTestId("tab-coupon").click();

  // Typing runs on from box to box, upper-cased.
  await page.getByTestId("coupon-part-1").click();
  await waitForHydration(page);
  await page.keyboard.type("aaaabbbbcccc");
  await expect(page.getByTestId("coupon-part-1")).toHaveValue("AAAA");
  await expect(page.getByTestId("coupon-part-2")).toHaveValue("BBBB");
  await expect(page.getByTestId("coupon-part-3")).toHaveValue("CCCC");
  await page.getByTestId("coupon-check").click();
  await expect(page.getByTestId("coupon-error")).toHaveText("Купон код буруу эсвэл ашиглагдсан байна.");
  await screenshot(page, "coupon-wrong-dark-phone");

  const code = createCoupon(1);
  for (const n of [3, 2, 1]) await page.getByTestId(`coupon-part-${n}`).fill("");
  await page.getByTestId("coupon-part-1").click();
  await waitForHydration(page);
  await page.keyboard.type(code.replaceAll("-", "").toLowerCase());
  await page.getByTestId("coupon-check").click();
  await expect(page.getByTestId("coupon-confirm-question")).toHaveText("Энэхүү купон кодыг ашиглахдаа итгэлтэй байна уу?");
  await expect(page.getByTestId("coupon-confirm")).toContainText("1 сарын эрх");
  await screenshot(page, "coupon-confirm-dark-phone");
  await page.getByTestId("coupon-yes").click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/beginner$/);
  await page.goto("/payment");
  await expect(page.getByTestId("payment-days-left")).toHaveText("Үлдсэн хоног: 30");

  // Used once: the same code is refused now.
  await page.getByTestId("tab-coupon").click();
  await page.getByTestId("coupon-part-1").click();
  await waitForHydration(page);
  await page.keyboard.type(code.replaceAll("-", ""));
  await page.getByTestId("coupon-check").click();
  await expect(page.getByTestId("coupon-error")).toHaveText("Купон код буруу эсвэл ашиглагдсан байна.");
});

test("/text sends the user to the plans", async ({ page }) => {
  await page.goto("/text");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Төлбөртэй эрх шаардлагатай");
  await screenshot(page, "subscription-required-light");
  await page.getByTestId("to-payment").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayment/);
});
