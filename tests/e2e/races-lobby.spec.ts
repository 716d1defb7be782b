import type { Browser } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { befriend, expectLooksRight, grantPlan, learnerAddress, loginAs, PHONE, screenshot, uniqueEmail, useTheme } from "./helpers";

async function player(browser: Browser, name: string, landing: string, options: { phone?: boolean; dark?: boolean } = {}) {
  const context = await browser.newContext(options.phone ? { viewport: PHONE } : {});
  const page = await context.newPage();
  if (options.dark) await useTheme(page, "dark");
  const email = uniqueEmail("lobby");
  const password = "Lobby-pass-" + Math.floor(Math.random() * 1e9);
  expect((await page.request.post("/api/user/register", { data: { name, email, password }, headers: learnerAddress() })).ok()).toBe(true);
  // Rooms need an active plan (ADR 016).
  grantPlan(email);
  await loginAs(page, email, password, landing);
  return page;
}

async function openRoom(page: Awaited<ReturnType<typeof player>>) {
  await page.getByTestId("create-room").click();
  await page.getByTestId("language-en").click();
  await page.waitForURL(/\/room\?roomId=/);
  return (await page.getByTestId("room-id").textContent())!.trim();
}

test("a join request from /races: the joiner waits, the host accepts, the joiner is seated", async ({ browser }) => {
  // Each player's plan is written with `wrangler d1 execute` (a few seconds each on a busy machine).
  test.setTimeout(120_000);
  const host = await player(browser, "Ганбаатар Эзэн", "/races");
  const roomId = await openRoom(host);
  const joiner = await player(browser, "Номин Хүсэгч", "/races");
  const row = joiner.getByTestId(`room-row-${roomId}`);
  await row.getByRole("button", { name: "Нэгдэх" }).click();
  await expect(row.getByText("Хүлээж байна…")).toBeVisible();
  await screenshot(joiner, "races-join-waiting");
  const request = host.getByTestId("join-request");
  // The request travels joiner → lobby → room → host over three sockets: allow a loaded machine 10 s.
  await expect(request).toContainText("Номин Хүсэгч уралдаанд нэгдэхийг хүсэж байна.", { timeout: 10_000 });
  await screenshot(host, "room-join-request");
  await host.getByTestId("join-request-accept").click();
  await joiner.waitForURL(/\/room\?roomId=/);
  await expect(joiner.getByTestId("room-joiner")).toBeVisible();
  await expect(host.getByTestId("room-count")).toHaveText("2 / 5");

  // The room's chat, folded away, counts what arrives meanwhile (SPEC §9 unread marker).
  const joinerChat = joiner.getByTestId("chat");
  await joinerChat.getByRole("button", { name: "Чат хаах" }).click();
  await host.getByTestId("chat-input").fill("Бэлэн үү?");
  await host.getByTestId("chat-input").press("Enter");
  await expect(joinerChat.getByTestId("chat-unread")).toHaveText("1");
  await expect(joinerChat.getByTestId("chat-unread")).toHaveAccessibleName("Шинэ зурвас");
  await screenshot(joiner, "room-chat-unread");
  await joinerChat.getByRole("button", { name: "Чат нээх" }).click();
  await expect(joinerChat).toContainText("Бэлэн үү?");
  await expect(joinerChat.getByTestId("chat-unread")).toHaveCount(0);

  // The race's 180 seconds run out for a player who has not finished: 'Цаг дууслаа!'. The room's
  // clock frames keep a page's clock in step with the server, so the host's page gets its frames
  // through a route that holds back those ticks while its own clock runs three minutes ahead.
  await host.routeWebSocket(/\/ws\/room\//, (page) => {
    const server = page.connectToServer();
    page.onMessage((frame) => server.send(frame));
    server.onMessage((frame) => {
      if (!String(frame).includes('"type":"interval"')) page.send(frame);
    });
  });
  await host.clock.install();
  await host.getByTestId("start-race").click();
  await Promise.all([host.waitForURL(`**/race/${roomId}`), joiner.waitForURL(`**/race/${roomId}`)]);
  await expect(host.getByTestId("race-typing")).toBeVisible();
  await host.clock.fastForward("03:05");
  const timeUp = host.getByTestId("time-up-modal");
  await expect(timeUp).toBeVisible();
  await expect(timeUp).toContainText("Цаг дууслаа!");
  await expect(timeUp).toContainText("Уралдааны 180 секунд дууслаа.");
  await screenshot(host, "race-time-up");
});

test("a declined invitation is reported to the host; the host's cancel reaches the joiner", async ({ browser }) => {
  // Three players' plans (`wrangler d1 execute`, a few seconds each) and two friendships to set up.
  test.setTimeout(150_000);
  const host = await player(browser, "Дорж Эзэн", "/races");
  const roomId = await openRoom(host);
  const decliner = await player(browser, "Цэцэг Татгалзагч", "/");
  const joiner = await player(browser, "Тэмүүлэн Тоглогч", "/", { phone: true, dark: true });
  // The room lobby lists the host's online friends (SPEC §1: invitations to online friends).
  await befriend(host, decliner);
  await befriend(host, joiner);

  const online = host.getByTestId("online-users");
  await online.locator("li", { hasText: "Цэцэг Татгалзагч" }).getByRole("button", { name: "Урих" }).click();
  await expect(decliner.getByTestId("invitation")).toBeVisible();
  await decliner.getByTestId("invitation-decline").click();
  await expect(host.getByTestId("toast")).toHaveText("Цэцэг Татгалзагч уралдаанд нэгдэхээс татгалзлаа.");
  await screenshot(host, "room-invite-declined");

  await online.locator("li", { hasText: "Тэмүүлэн Тоглогч" }).getByRole("button", { name: "Урих" }).click();
  await joiner.getByTestId("invitation-accept").click();
  await joiner.waitForURL(/\/room\?roomId=/);
  await expect(joiner.getByTestId("room-joiner")).toBeVisible();
  await screenshot(joiner, "room-joiner-phone-dark");

  // The host cancels: 'Итгэлтэй байна уу?', then every member is told and sent back to /races.
  await host.getByTestId("leave-room").click();
  await expect(host.getByTestId("confirm-cancel")).toContainText("Итгэлтэй байна уу?");
  await screenshot(host, "room-cancel-confirm");
  await host.getByTestId("confirm-yes").click();
  await host.waitForURL("**/races");
  const cancelled = joiner.getByTestId("room-cancelled");
  await expect(cancelled).toContainText("Уучлаарай: Тус уралдаан цуцлагдлаа.!");
  await screenshot(joiner, "room-cancelled-phone-dark");
  // The players' table scrolls inside its card; nothing in it widens the phone's page.
  await expectLooksRight(joiner, "dark");
  await cancelled.getByRole("button", { name: "За" }).click();
  await joiner.waitForURL("**/races");
  await expect(joiner.getByTestId(`room-row-${roomId}`)).toHaveCount(0);
  // The chat history of the cancelled room is gone from this browser.
  expect(await joiner.evaluate((id) => localStorage.getItem(`bichee.chat.${id}`), roomId)).toBeNull();
});

for (const look of [{ name: "light" }, { name: "dark", dark: true }, { name: "phone", phone: true }]) {
  test(`the room chat says why a line with a control character cannot be sent (${look.name})`, async ({ browser }) => {
    const host = await player(browser, "Чатлагч Эзэн", "/races", look);
    await openRoom(host);
    const input = host.getByTestId("chat-input");
    await input.fill("\u202Eсайн уу");
    await expect(host.getByTestId("chat-error")).toHaveText("Зурваст удирдлагын тэмдэгт байж болохгүй.");
    await expect(host.getByRole("button", { name: "Илгээх" })).toBeDisabled();
    await screenshot(host, `room-chat-control-${look.name}`);
    await input.fill("сайн уу");
    await expect(host.getByTestId("chat-error")).toHaveCount(0);
    await expect(host.getByRole("button", { name: "Илгээх" })).toBeEnabled();
  });
}
