import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { befriend, grantPlan, learnerAddress, loginAs, PHONE, screenshot, uniqueEmail, useTheme, waitForHydration } from "./helpers";

/** A new browser context with a fresh account of this name, logged in. */
async function player(browser: Browser, name: string, landing = "/races") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("race");
  const password = "Race-pass-" + Math.floor(Math.random() * 1e9);
  const res = await page.request.post("/api/user/register", { data: { name, email, password }, headers: learnerAddress() });
  expect(res.ok()).toBe(true);
  // Rooms need an active plan (ADR 016).
  grantPlan(email);
  await loginAs(page, email, password, landing);
  return page;
}

/** Types the race text as a person would (about 200 WPM: the room refuses anything faster than people type). */
async function typeRace(page: Page, roomId: string, { shot, after }: { shot?: string; after?: () => Promise<void> } = {}) {
  const res = await page.request.post("/api/text/selected-text", { data: { roomId } });
  const { text } = (await res.json()) as { text: string };
  const input = page.getByTestId("race-input");
  await expect(input).toBeEnabled({ timeout: 10_000 });
  // The other player gets a head start so that the places are known: this one waits for it on screen.
  await after?.();
  await input.focus();
  const words = text.split(" ");
  for (let i = 0; i < words.length; i++) {
    await waitForHydration(page);
    await page.keyboard.type(words[i], { delay: 55 });
    if (i < words.length - 1) await page.keyboard.press("Space");
    if (i === 5 && shot) await screenshot(page, shot);
  }
}

/** The top menu's points, as a number (it is written in the page's number format). */
async function menuPoints(page: Page): Promise<number> {
  return Number(((await page.getByTestId("menu-points").textContent()) ?? "").replace(/\D/g, ""));
}

test("two players race from invitation to results while a third watches the room list live", async ({ browser }) => {
  test.setTimeout(150_000);
  // The watcher is a guest: the rooms list is public.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto("/races");
  await expect(watcher.getByRole("heading", { name: "Онлайн уралдаан" })).toBeVisible();

  const host = await player(browser, "Батбаяр Хост");
  const guest = await player(browser, "Сараа Зочин", "/");
  // The room lobby lists the host's online friends (SPEC §1: invitations to online friends).
  await befriend(host, guest);

  // The host creates a Mongolian room.
  await host.getByTestId("create-room").click();
  await expect(host.getByTestId("language-modal")).toBeVisible();
  await screenshot(host, "races-language-modal");
  await host.getByTestId("language-mn").click();
  await host.waitForURL(/\/room\?roomId=/);
  const roomId = (await host.getByTestId("room-id").textContent())!.trim();
  await expect(host.getByTestId("room-host")).toBeVisible();

  // The watcher's list updates without a reload.
  const row = watcher.getByTestId(`room-row-${roomId}`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId("room-total")).toHaveText("1 / 5");
  await screenshot(watcher, "races-list-guest");

  // The host invites the guest from the online users list; the guest sees 'Урилга' on the home page.
  const guestRow = host.getByTestId("online-users").locator("li", { hasText: "Сараа Зочин" });
  await guestRow.getByRole("button", { name: "Урих" }).click();
  await expect(guestRow.getByText("Урьсан")).toBeVisible();
  const invitation = guest.getByTestId("invitation");
  await expect(invitation).toBeVisible();
  await expect(invitation).toContainText("Урилга");
  await expect(invitation).toContainText("Батбаяр Хост таныг уралдаанд урьж байна.");
  await screenshot(guest, "race-invitation-popup");
  await guest.getByTestId("invitation-accept").click();
  await guest.waitForURL(/\/room\?roomId=/);
  await expect(guest.getByTestId("room-joiner")).toBeVisible();
  await expect(host.getByTestId("room-count")).toHaveText("2 / 5");
  await expect(row.getByTestId("room-total")).toHaveText("2 / 5");

  // Chat both ways: Enter and the button; markup stays text.
  await guest.getByTestId("chat-input").fill("Сайн уу! <b>бэлэн</b>");
  await guest.getByTestId("chat-input").press("Enter");
  await expect(host.getByTestId("chat")).toContainText("Сайн уу! <b>бэлэн</b>");
  await host.getByTestId("chat-input").fill("Эхэлье");
  await host.getByTestId("chat").getByRole("button", { name: "Илгээх" }).click();
  await expect(guest.getByTestId("chat")).toContainText("Эхэлье");
  await screenshot(host, "room-host");
  await screenshot(guest, "room-joiner");

  // Start: both move to the race screen; the room leaves the public list.
  const guestPointsBefore = await menuPoints(guest);
  await host.getByTestId("start-race").click();
  await Promise.all([host.waitForURL(`**/race/${roomId}`), guest.waitForURL(`**/race/${roomId}`)]);
  await expect(row).toHaveCount(0);
  await expect(host.getByTestId("countdown")).toBeVisible();
  await screenshot(host, "race-countdown");

  // The guest types a little faster than the host, so the places are known.
  await Promise.all([
    typeRace(guest, roomId),
    typeRace(host, roomId, {
      shot: "race-typing",
      after: () => expect(host.locator(".lane:not(.lane--you)").getByTestId("lane-percent")).toHaveText(/^([1-9]\d|100)%$/, { timeout: 30_000 }),
    }),
  ]);

  await expect(guest.getByTestId("race-over-modal")).toBeVisible({ timeout: 15_000 });
  await expect(guest.getByTestId("race-over-modal")).toContainText("Бүх тоглогч барианд орлоо.");
  await expect(host.getByTestId("race-over-modal")).toBeVisible();
  await screenshot(guest, "race-all-finished");
  // The race paid the winner points (ADR 034); the top menu shows them without a reload.
  const earned = guest.getByTestId("race-over-points");
  await expect(earned).toHaveText(/^\+\d+ оноо$/);
  const paid = Number((await earned.textContent())!.replace(/\D/g, ""));
  expect(paid).toBeGreaterThanOrEqual(15); // first of two: 5 + 10 + speed
  await expect.poll(() => menuPoints(guest)).toBe(guestPointsBefore + paid);
  const places = await guest.getByTestId("race-results").locator("tbody tr").allTextContents();
  expect(places[0]).toContain("Сараа Зочин");
  expect(places[0]).toMatch(/^1/);
  expect(places[1]).toContain("Батбаяр Хост");

  // Both see their result in the profile's online-races tab.
  for (const [page, place] of [
    [guest, "1"],
    [host, "2"],
  ] as const) {
    await page.goto("/profile");
    const table = page.getByTestId("online-races");
    await expect(table).toBeVisible();
    await expect(table.locator("tbody tr").first().locator("td").nth(1)).toHaveText(place);
  }
  await screenshot(host, "profile-online-races");
  const last = await host.request.post("/api/user/last-races", { data: {} });
  expect(((await last.json()) as { data: { roomId: string; place: number }[] }).data[0]).toMatchObject({ roomId, place: 2 });
});

test("a wrong language in /create-race shows 'Хэлний сонголт буруу' and returns to /races", async ({ browser }) => {
  const page = await player(browser, "Хэл Шалгагч");
  await page.goto("/create-race/fr");
  await expect(page.getByTestId("wrong-language")).toContainText("Хэлний сонголт буруу");
  await screenshot(page, "race-wrong-language");
  await page.getByRole("button", { name: "За" }).click();
  await page.waitForURL("**/races");
});

test("guests get the login modal when they try to create a room; the list works on a dark phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await useTheme(page, "dark");
  await page.goto("/races");
  // A click before hydration reaches no handler (the button opens a dialog, it is no link).
  await waitForHydration(page);
  await page.getByTestId("create-room").click();
  await expect(page.getByTestId("races-login-modal")).toContainText("Өрөө үүсгэх, уралдаанд нэгдэхийн тулд нэвтэрнэ үү.");
  await screenshot(page, "races-login-modal-phone-dark");
  await page.keyboard.press("Escape");
  await screenshot(page, "races-list-phone-dark");
});
