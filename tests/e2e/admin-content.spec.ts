// Issue 18: the demo admin runs the school's content from the console — a prize race a learner then
// finds on /ranking-rooms, three coupons one of which a learner redeems — and every content screen
// in light, dark and on a 390 px phone, in Mongolian and English.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { addDays, formatPickerDay, ubToday } from "../../app/core/admin/date-range";
import { adminContentMn } from "../../app/i18n/mn/admin-content";
import { loginAs, PHONE, registerAndLogin, screenshot, useTheme, waitForHydration } from "./helpers";

const ADMIN = { email: "admin@bichee.mn", password: "Bichee-admin-2026" };
/** The Mongolian interface writes SPEC §9's 'D MMM, YYYY' with Mongolian month names ("27 11-р сар, 2026"). */
const mnDay = (day: string) => formatPickerDay(day, adminContentMn["race.admin.months"].split(","));

async function asLearner(browser: Browser, redirectTo: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await registerAndLogin(page, redirectTo);
  return { page, email, close: () => context.close() };
}

/** No sideways scrolling at 390 px; on failure the message names the elements that stick out. */
async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}px`);
  });
  expect(wide).toEqual([]);
}

test("the demo admin creates a prize race and a learner sees it on /ranking-rooms at once", async ({ page, browser }) => {
  await loginAs(page, ADMIN.email, ADMIN.password, "/admin/prize-races");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Шагналт уралдаан");
  await screenshot(page, "admin-prize-races-light");
  await page.getByRole("link", { name: "Шинэ уралдаан" }).click();
  await waitForHydration(page);

  // The picker starts at today and a month later, shown 'D MMM, YYYY' (SPEC §9).
  const today = ubToday(Date.now());
  await expect(page.getByTestId("date-range")).toContainText(`${mnDay(today)} – `);
  await expect(page.getByTestId("date-range")).toContainText(/^\d{1,2} \d{1,2}-р сар, \d{4} – /);
  const name = `Туршилтын уралдаан ${Math.floor(Math.random() * 1e6)}`;
  await page.getByLabel("Нэр").fill(name);
  const texts = page.getByLabel("Уралдааны текстүүд");
  await texts.fill("Хар мoрь хурдан давхина.");
  await expect(page.getByTestId("lookalikes")).toHaveText("Латин үсэг: o → о «мoрь»");
  await page.getByRole("button", { name: "Хадгалах" }).click();
  await expect(page.getByText("Монгол текстэд латин үсэг орсон байна. Кирилл үсгээр солино уу.")).toBeVisible();
  await texts.fill("Хар морь хурдан давхина.\n\nӨглөө эрт босоод хичээлдээ явлаа.");
  await expect(page.getByTestId("lookalikes")).toHaveCount(0);

  // Tomorrow to a week later, picked in the calendar.
  const start = addDays(today, 1);
  const end = addDays(today, 8);
  await page.getByTestId("date-range").click();
  const dialog = page.getByTestId("date-range-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: mnDay(start), exact: true }).click();
  await expect(dialog.getByText("Дуусах өдрөө сонгоно уу.")).toBeVisible();
  if (end.slice(0, 7) !== start.slice(0, 7)) await dialog.getByRole("button", { name: "Дараагийн сар" }).click();
  await screenshot(page, "admin-prize-race-picker-light");
  await dialog.getByRole("button", { name: mnDay(end), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("date-range")).toHaveText(`${mnDay(start)} – ${mnDay(end)}`);
  await page.getByLabel("Дээд оноо").fill("1000000");
  await page.getByLabel("Зураг").setInputFiles({
    name: "race.png",
    mimeType: "image/png",
    buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
  });
  await screenshot(page, "admin-prize-race-form-light");
  await page.getByRole("button", { name: "Хадгалах" }).click();
  await expect(page).toHaveURL(/\/admin\/prize-races\?saved=created$/);
  await expect(page.locator("main").getByRole("status")).toHaveText("Уралдаан үүслээ.");
  const row = page.getByTestId("admin-race-row").filter({ hasText: name });
  await expect(row).toContainText("Эхлээгүй");

  const learner = await asLearner(browser, "/ranking-rooms");
  const listed = learner.page.getByTestId("prize-races-table").locator("tr", { hasText: name });
  await expect(listed).toBeVisible();
  await expect(listed).toHaveAttribute("data-phase", "upcoming");
  await expect(listed.locator("img")).toHaveAttribute("src", /^\/images\/uploads\/prize\//);
  await screenshot(learner.page, "admin-race-seen-by-learner");
  await learner.close();

  // The audit log has the row.
  await page.goto("/admin/audit?action=prize.create");
  await expect(page.locator("td", { hasText: "Уралдаан үүсгэсэн" }).first()).toBeVisible();
});

test("the demo admin makes 3 coupons, a learner redeems one, the list shows who", async ({ page, browser }) => {
  await loginAs(page, ADMIN.email, ADMIN.password, "/admin/coupons");
  await waitForHydration(page);
  await page.getByLabel("Сар").fill("1");
  await page.getByLabel("Тоо").fill("3");
  await page.getByRole("button", { name: "Купон үүсгэх" }).click();
  await expect(page.getByTestId("coupon-code")).toHaveCount(3);
  await expect(page.getByTestId("coupons-made")).toContainText("3 купон үүслээ:");
  await screenshot(page, "admin-coupons-made-light");
  const code = (await page.getByTestId("coupon-code").first().innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  const learner = await asLearner(browser, "/payment");
  const lp = learner.page;
  await lp.getByTestId("tab-coupon").click();
  await lp.getByTestId("coupon-part-1").click();
  await waitForHydration(lp);
  await lp.keyboard.type(code.replaceAll("-", ""));
  await lp.getByTestId("coupon-check").click();
  await expect(lp.getByTestId("coupon-confirm")).toContainText("1 сарын эрх");
  await lp.getByTestId("coupon-yes").click();
  await expect(lp).toHaveURL(/\/beginner$/);
  await learner.close();

  await page.goto("/admin/coupons?status=used");
  const used = page.getByTestId("coupon-row").filter({ hasText: code });
  await expect(used).toBeVisible();
  await expect(used).toContainText(learner.email);
  await screenshot(page, "admin-coupons-used-light");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV татах" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^coupons-used-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("the texts screen refuses a look-alike and adds a clean text; banners list; every screen dark, phone and English", async ({ page, context }) => {
  // Fourteen page loads and screenshots: more than the default minute on a busy 2-core machine.
  test.setTimeout(150_000);
  await loginAs(page, ADMIN.email, ADMIN.password, "/admin/texts");
  await waitForHydration(page);
  const add = page.getByLabel(/^Текст нэмэх:/);
  await add.fill("Сайн xүн");
  await expect(page.getByTestId("lookalikes").first()).toHaveText("Латин үсэг: x → х «xүн»");
  await page.getByRole("button", { name: "Текст нэмэх" }).click();
  await expect(page.getByText("Монгол текстэд латин үсэг орсон байна. Кирилл үсгээр солино уу.")).toBeVisible();
  await screenshot(page, "admin-texts-lookalike-light");
  const body = `Шинэ сургалтын текст ${Math.floor(Math.random() * 1e6)}`;
  await add.fill(body);
  await page.getByRole("button", { name: "Текст нэмэх" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Текст нэмэгдлээ.");
  const row = page.getByTestId("admin-text-row").filter({ hasText: body });
  await expect(row).toBeVisible();
  // Retiring takes it out of the typing tests again (the e2e database is shared: a short text left in
  // the beginner pool would turn up in typing.spec.ts's whole-text test).
  let asked = "";
  page.once("dialog", (confirm) => {
    asked = confirm.message();
    void confirm.accept();
  });
  await row.getByRole("button", { name: "Хасах" }).click();
  await expect(page.locator("main").getByRole("status")).toHaveText("Текст хасагдлаа.");
  expect(asked).toBe("Энэ текстийг хасах уу?");
  await expect(row).toContainText("Хасагдсан");
  await expect(row.getByRole("button", { name: "Хасах" })).toHaveCount(0);

  await page.goto("/admin/banners");
  await expect(page.getByTestId("admin-banner-row").first()).toBeVisible();
  await screenshot(page, "admin-banners-light");

  for (const screen of ["prize-races", "prize-races/new", "texts", "coupons", "banners"]) {
    await useTheme(page, "dark");
    await page.goto(`/admin/${screen}`);
    await screenshot(page, `admin-${screen.replace("/", "-")}-dark`);
  }
  await page.setViewportSize(PHONE);
  for (const screen of ["prize-races", "prize-races/new", "texts", "coupons", "banners"]) {
    await page.goto(`/admin/${screen}`);
    await screenshot(page, `admin-${screen.replace("/", "-")}-phone-dark`);
    await noSidewaysScroll(page);
  }
  await context.addCookies([{ name: "lang", value: "en", url: page.url() }]);
  await page.goto("/admin/prize-races/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New race");
  await expect(page.getByLabel("Race texts")).toBeVisible();
  await noSidewaysScroll(page);
  await screenshot(page, "admin-prize-race-new-phone-dark-en");
  await page.goto("/admin/coupons");
  await expect(page.getByRole("button", { name: "Make coupons" })).toBeVisible();
  await screenshot(page, "admin-coupons-phone-dark-en");
});
