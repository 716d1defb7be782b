import { expect, test } from "./csp-guard";
import { grantPlan, openUserMenu, PHONE, registerAndLogin, screenshot, useTheme } from "./helpers";

// Issue 21: a socket outlives nothing. Logging out in one tab closes the other tabs' lobby and room
// sockets (close code 4403), and those pages go to /login.
test("logging out in one tab sends the other tabs' lobby and room pages to /login", async ({ page, context }) => {
  const { email } = await registerAndLogin(page, "/races");
  grantPlan(email); // rooms need an active plan (ADR 016)
  const lobbyTab = await context.newPage();
  await lobbyTab.goto("/races");
  await expect(lobbyTab.getByTestId("create-room")).toBeVisible();

  // A room of one's own, open in a third tab.
  await page.getByTestId("create-room").click();
  await page.getByTestId("language-en").click();
  await page.waitForURL(/\/room\?roomId=/);
  const roomUrl = page.url();
  const roomTab = await context.newPage();
  await roomTab.goto(roomUrl);
  await expect(roomTab.getByTestId("room-id")).toBeVisible();

  await page.goto("/beginner");
  await openUserMenu(page);
  await page.getByTestId("logout").click();
  await page.waitForURL(/\/login\?loggedOut=1/);

  await lobbyTab.waitForURL((url) => url.pathname === "/login");
  expect(new URL(lobbyTab.url()).searchParams.get("redirectTo")).toBe("/races");
  await roomTab.waitForURL((url) => url.pathname === "/login");
  await expect(roomTab.getByRole("heading", { name: "Нэвтрэх" })).toBeVisible();
  await screenshot(roomTab, "session-ended-room-tab");
});

test("the one-time login link page: a spent or unknown link says so", async ({ browser }) => {
  for (const [name, options] of [
    ["light", {}],
    ["phone-dark", { viewport: PHONE }],
  ] as const) {
    const page = await (await browser.newContext(options)).newPage();
    if (name === "phone-dark") await useTheme(page, "dark");
    await page.goto("/login-link?token=" + "x".repeat(43));
    await screenshot(page, `login-link-${name}`);
    await page.locator("main").getByRole("button", { name: "Нэвтрэх" }).click();
    await expect(page.getByTestId("login-link-error")).toHaveText("Нэвтрэх холбоос хүчингүй эсвэл хугацаа нь дууссан байна. Дахин нэвтэрнэ үү.");
    await screenshot(page, `login-link-failed-${name}`);
  }
});
