// Friends, presence, notifications and the room gate end to end (issue 17).
import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { grantPlan, learnerAddress, loginAs, PHONE, registerAndLogin, screenshot, uniqueEmail, useTheme, userIdOf, waitForHydration } from "./helpers";

type Look = { phone?: boolean; dark?: boolean };

async function account(name: string, plan = true) {
  return { name, email: uniqueEmail("friend"), password: "Friend-pass-" + Math.floor(Math.random() * 1e9), plan };
}

async function signIn(browser: Browser, who: Awaited<ReturnType<typeof account>>, landing: string, look: Look = {}) {
  const context = await browser.newContext(look.phone ? { viewport: PHONE } : {});
  const page = await context.newPage();
  if (look.dark) await useTheme(page, "dark");
  await loginAs(page, who.email, who.password, landing);
  return page;
}

async function register(browser: Browser, who: Awaited<ReturnType<typeof account>>) {
  const context = await browser.newContext();
  const res = await context.request.post("/api/user/register", {
    data: { name: who.name, email: who.email, password: who.password },
    headers: learnerAddress(),
  });
  expect(res.ok()).toBe(true);
  await context.close();
  if (who.plan) grantPlan(who.email);
}

test("two learners become friends, see each other's dot go green on login, and one invites the other from the profile", async ({ browser }) => {
  test.setTimeout(90_000);
  const anar = await account("Анар Найзтай");
  const bat = await account("Бат Найз");
  await register(browser, anar);
  await register(browser, bat);
  const a = await signIn(browser, anar, "/profile");
  let b = await signIn(browser, bat, "/profile");
  const batId = await userIdOf(b);
  await expect(b.getByTestId("friends-card")).toContainText("Одоогоор найз алга.");

  // Anar adds Bat by id on the profile.
  await expect(a.getByTestId("friends-card")).toContainText("Одоогоор найз алга.");
  await a.getByTestId("friend-id").fill(String(batId));
  await a.getByTestId("friend-add").click();
  await expect(a.getByTestId("friend-add-message")).toHaveText("Хүсэлт илгээлээ");

  // Bat's bell counts the request live; the detail modal accepts it.
  await expect(b.getByTestId("bell-count")).toHaveText("1");
  await b.getByTestId("bell").click();
  await expect(b.getByTestId("bell-panel")).toContainText("Анар Найзтай тантай найз болохыг хүсэж байна.");
  await expect(b.getByTestId("bell-count")).toHaveCount(0);
  await screenshot(b, "bell-dropdown-light");
  await b
    .getByTestId("bell-panel")
    .getByRole("button", { name: /Найзын хүсэлт/ })
    .click();
  const detail = b.getByTestId("notification-detail");
  await expect(detail).toContainText("Анар Найзтай тантай найз болохыг хүсэж байна.");
  await screenshot(b, "notification-detail-friend-request");
  await detail.getByTestId("friend-accept").click();
  await expect(b.getByTestId("toast")).toHaveText("Та одоо найзууд боллоо.");
  // Bat's own open profile lists Anar at once, without a reload.
  await expect(b.getByTestId("friends-card")).toContainText("Анар Найзтай");
  await expect(b.getByTestId("friends-card")).not.toContainText("Одоогоор найз алга.");

  // Anar hears of it (bell) and Bat appears in the list, online.
  await expect(a.getByTestId("bell-count")).toHaveText("1");
  const row = a.getByTestId(`friend-${batId}`);
  await expect(row).toHaveAttribute("data-online", "1");
  await expect(row.getByTestId("presence-dot")).toHaveAccessibleName("Онлайн");

  // Bat leaves: after the grace period the dot goes grey; Bat logs in again: green.
  await b.context().close();
  await expect(row).toHaveAttribute("data-online", "0", { timeout: 20_000 });
  await screenshot(a, "profile-friends-offline");
  b = await signIn(browser, bat, "/beginner");
  await expect(row).toHaveAttribute("data-online", "1");
  await expect(row.getByTestId("presence-dot")).toHaveAccessibleName("Онлайн");
  await screenshot(a, "profile-friends-light");

  // Anar invites Bat from the profile; Bat accepts and both are in Anar's room.
  await row.getByTestId(`invite-friend-${batId}`).click();
  await a.waitForURL(/\/room\?roomId=/);
  const invitation = b.getByTestId("invitation");
  await expect(invitation).toContainText("Анар Найзтай таныг уралдаанд урьж байна.");
  await b.getByTestId("invitation-accept").click();
  await b.waitForURL(/\/room\?roomId=/);
  await expect(b.getByTestId("room-joiner")).toBeVisible();
  await expect(a.getByTestId("room-count")).toHaveText("2 / 5");
  // Bat sees the host in the players table.
  await expect(b.getByTestId("room-players")).toContainText("Анар Найзтай");
});

test("the bell shows a notification live; the detail modal opens; delete removes it for good", async ({ browser }) => {
  const sender = await account("Илгээгч Хүн");
  const owner = await account("Хонх Эзэн");
  await register(browser, sender);
  await register(browser, owner);
  const page = await signIn(browser, owner, "/beginner", { dark: true });
  const ownerId = await userIdOf(page);
  const other = await signIn(browser, sender, "/beginner");
  expect((await other.request.post("/api/user/add-friend", { data: { userId: ownerId } })).ok()).toBe(true);

  await expect(page.getByTestId("bell-count")).toHaveText("1");
  await screenshot(page, "bell-unread-dark");
  await page.getByTestId("bell").click();
  await page
    .getByTestId("bell-panel")
    .getByRole("button", { name: /Найзын хүсэлт/ })
    .click();
  await expect(page.getByTestId("notification-detail")).toContainText("Илгээгч Хүн тантай найз болохыг хүсэж байна.");
  await screenshot(page, "notification-detail-dark");
  await page.getByTestId("notification-delete").click();
  await expect(page.getByTestId("notification-detail")).toHaveCount(0);
  await page.getByTestId("bell").click();
  await expect(page.getByTestId("bell-panel")).toContainText("Одоогоор мэдэгдэл алга.");
  // After a reload it is still gone.
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId("bell").click();
  await expect(page.getByTestId("bell-panel")).toContainText("Одоогоор мэдэгдэл алга.");
});

test("a friend request sent while the learner's line was down reaches the bell when the socket comes back", async ({ browser }) => {
  const sender = await account("Тасалдсан Илгээгч");
  const owner = await account("Тасалдсан Эзэн");
  await register(browser, sender);
  await register(browser, owner);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The lobby socket is held down (each try closed at once, as a dropped line does) until `lineUp`.
  let lineUp = false;
  let tries = 0;
  await page.routeWebSocket("**/ws/lobby", (ws) => {
    tries++;
    if (lineUp) ws.connectToServer();
    else void ws.close({ code: 1006, reason: "line down" });
  });
  const bellFetched = page.waitForResponse((r) => r.url().endsWith("/api/user/get-notify"));
  await loginAs(page, owner.email, owner.password, "/beginner");
  const ownerId = await userIdOf(page);
  await bellFetched;
  await expect.poll(() => tries).toBeGreaterThan(0);

  const other = await signIn(browser, sender, "/beginner");
  expect((await other.request.post("/api/user/add-friend", { data: { userId: ownerId } })).ok()).toBe(true);
  // Nothing live can reach the page while the line is down; the bell learns of it once the socket reopens.
  lineUp = true;
  await expect(page.getByTestId("bell-count")).toHaveText("1", { timeout: 20_000 });
});

test("the bell and the friends list on a 390 px phone", async ({ browser }) => {
  const me = await account("Утас Хэрэглэгч");
  const friend = await account("Утас Найз");
  await register(browser, me);
  await register(browser, friend);
  const page = await signIn(browser, me, "/profile", { phone: true });
  const other = await signIn(browser, friend, "/beginner");
  const meId = await userIdOf(page);
  expect((await other.request.post("/api/user/add-friend", { data: { userId: meId } })).ok()).toBe(true);
  // The bell is inside the collapsed menu: its button carries the unread count meanwhile.
  await expect(page.getByTestId("menu-unread")).toHaveText("1");
  await expect(page.getByTestId("menu-toggle")).toHaveAccessibleName("Цэс: 1 уншаагүй мэдэгдэл");
  await page.getByTestId("menu-toggle").click();
  await expect(page.getByTestId("menu-unread")).toHaveCount(0);
  await expect(page.getByTestId("bell-count")).toHaveText("1");
  await page.getByTestId("bell").click();
  await expect(page.getByTestId("bell-panel")).toBeVisible();
  await screenshot(page, "bell-phone");
  await page
    .getByTestId("bell-panel")
    .getByRole("button", { name: /Найзын хүсэлт/ })
    .click();
  // The reload waits for the answer to be stored: a reload during the call would cancel it.
  await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/user/answer-friend") && r.ok()), page.getByTestId("friend-accept").click()]);
  await page.reload();
  await expect(page.getByTestId("friends-list").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("friends-list").locator("li").first()).toHaveAttribute("data-online", "1");
  await screenshot(page, "profile-friends-phone");
});

test("a learner without an active plan opening the room lobby lands on /text, which links to /payment", async ({ page }) => {
  await registerAndLogin(page, "/races");
  await page.goto("/room");
  await expect(page).toHaveURL(/\/text$/);
  await expect(page.getByTestId("subscription-required")).toContainText("Онлайн уралдааны өрөө үүсгэх, нэгдэх");
  await screenshot(page, "text-after-402");
  // Creating a room from the list leads there too.
  await page.goto("/races");
  await waitForHydration(page);
  await page.getByTestId("create-room").click();
  await page.getByTestId("language-mn").click();
  await expect(page).toHaveURL(/\/text$/);
  await page.getByTestId("to-payment").click();
  await expect(page).toHaveURL(/\/payment$/);
});
