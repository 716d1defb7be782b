// Working with no connection (issue 34, ADR 044): after one online visit a learner finishes two lessons
// and a 60-second test offline, reloads, comes back online, and the results land once; the list then
// shows the stars. Pages that need the line say so. Prints the figures ADR 044 quotes.
import { type Page, type Response } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { expect, test } from "./csp-guard";
import { finishAdviceLesson, openUserMenu, PHONE, querySql, registerAndLogin, userIdOf, waitForHydration } from "./helpers";

async function lessonText(page: Page, id: number): Promise<string> {
  const res = await page.request.post("/api/lesson/get-lesson", { data: { id } });
  return ((await res.json()) as { data: { text: string } }).data.text;
}

/** Bytes and entries in the service worker's caches, read from the page. */
function cacheSize(page: Page) {
  return page.evaluate(async () => {
    let bytes = 0;
    let entries = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        bytes += (await (await cache.match(request))!.blob()).size;
        entries += 1;
      }
    }
    return { bytes, entries };
  });
}

test("lessons and a test finished offline land once when the line is back", async ({ page, context }) => {
  test.setTimeout(150_000);
  await registerAndLogin(page, "/lesson");
  const userId = await userIdOf(page);
  // Lesson 1 (advice) done online: lesson 2 opens, so the device keeps lessons 1 and 2.
  await page.request.post("/api/lesson/update-user-lesson", { data: { lessonId: 1, attemptId: crypto.randomUUID(), keystrokes: [] } });
  const text = await lessonText(page, 2);
  await page.goto("/lesson");
  await expect(page.locator("html[data-offline-ready]")).toBeAttached({ timeout: 30_000 });
  const size = await cacheSize(page);
  console.log(`offline cache after one visit: ${(size.bytes / 1024).toFixed(0)} KiB in ${size.entries} entries`);
  expect(size.bytes).toBeLessThan(4 * 1024 * 1024);

  await context.setOffline(true);
  // Lesson 2, opened from the list with no connection: the kept page, hydrated, ready for keys.
  const opened = Date.now();
  await page.getByTestId("lesson-2").click();
  await expect(page).toHaveURL(/\/intro\/2$/);
  await page.getByTestId("lesson-input").focus();
  await waitForHydration(page);
  console.log(`offline: lesson list click to the first keystroke: ${Date.now() - opened} ms`);
  await page.keyboard.type(text, { delay: 95 });
  await expect(page.getByTestId("lesson-queued")).toContainText("Интернет холболт алга байна");
  await expect(page.getByTestId("offline-waiting")).toHaveText("Офлайн байна — 1 дүн илгээгдэхийг хүлээж байна.");
  await page.screenshot({ path: "test-results/screens/offline-lesson-queued.png" });

  // Lesson 2's waiting result opens lesson 3 on the device, as the server will once it lands.
  await page.getByRole("link", { name: "Хичээлийн жагсаалт руу" }).click();
  await expect(page).toHaveURL(/\/lesson$/);
  await expect(page.getByTestId("lesson-3")).toHaveAttribute("href", "/intro/3");
  await page.getByTestId("lesson-3").click();
  await expect(page).toHaveURL(/\/intro\/3$/);
  await expect(page.getByTestId("lesson-screen")).toHaveAttribute("data-status", "ready");
  await page.screenshot({ path: "test-results/screens/offline-next-lesson-opened.png" });
  await page.goto("/lesson");

  // Lesson 1 again, through the kept list.
  await page.getByTestId("lesson-1").click();
  await expect(page).toHaveURL(/\/lesson-step\/1$/);
  await waitForHydration(page);
  await finishAdviceLesson(page);
  await expect(page.getByTestId("lesson-queued")).toBeVisible();
  await expect(page.getByTestId("offline-waiting")).toContainText("2 дүн");

  // A 60-second test in a second tab (its clock is driven, so the minute passes at once).
  const tab = await context.newPage();
  await tab.clock.install();
  await tab.goto("/beginner");
  await waitForHydration(tab);
  await tab.getByTestId("typing-input").focus();
  for (let i = 0; i < 5; i++) await tab.keyboard.type(`${(await tab.getByTestId("current-word").textContent()) ?? ""} `, { delay: 110 });
  const typedText = await tab.getByTestId("typing-test").getAttribute("data-text-id");
  await tab.clock.runFor(61_000);
  await expect(tab.getByTestId("save-status")).toContainText("Интернет холболт алга байна");
  // The next text comes from the few kept with the page, not the one just typed.
  await tab.getByTestId("result-ok").click();
  await expect(tab.getByTestId("typing-test")).toHaveAttribute("data-status", "idle");
  await expect(tab.getByTestId("typing-test")).not.toHaveAttribute("data-text-id", typedText ?? "");
  await tab.close();

  // A reload with no connection: the kept page, and the three results still waiting.
  await page.goto("/lesson");
  await page.reload();
  await expect(page.getByTestId("offline-waiting")).toHaveText("Офлайн байна — 3 дүн илгээгдэхийг хүлээж байна.");
  await expect(page.getByTestId("lesson-2").locator(".stars")).toHaveAttribute("data-stars", "0");
  // The default avatar in the top menu is kept too (it was a broken image offline).
  await expect
    .poll(() =>
      page
        .getByTestId("user-menu")
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await page.screenshot({ path: "test-results/screens/offline-waiting.png" });

  await context.setOffline(false);
  await expect(page.getByTestId("offline-sent")).toHaveText("Илгээлээ.", { timeout: 20_000 });
  // Points and stars are the server's, shown once the results land.
  await expect(page.getByTestId("lesson-2").locator(".stars")).not.toHaveAttribute("data-stars", "0");
  await page.screenshot({ path: "test-results/screens/offline-sent.png" });
  const attempts = querySql<{ n: number }>(`SELECT COUNT(*) AS n FROM lesson_attempts WHERE user_id = ${userId}`);
  const tests = querySql<{ n: number }>(`SELECT COUNT(*) AS n FROM test_results WHERE user_id = ${userId}`);
  expect(attempts[0].n).toBe(3); // lesson 1 online, then lessons 2 and 1 offline
  expect(tests[0].n).toBe(1);
  // Nothing is left to send on the next visit.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("offline-waiting")).toHaveCount(0);

  // A new version arrives while the learner types lesson 3: "refresh" is offered only after the lesson.
  // Chromium does not let Playwright route a worker's update check (playwright#14711), so the new
  // version is the same worker under a new script address (ADR 044): the browser installs it beside the
  // one in use and it waits, as a deploy's would.
  const third = await lessonText(page, 3);
  await expect(page.locator("html[data-update-watch]")).toBeAttached();
  await page.getByTestId("lesson-3").click();
  await expect(page).toHaveURL(/\/intro\/3$/);
  await page.getByTestId("lesson-input").focus();
  await page.keyboard.type(third.slice(0, 3), { delay: 95 });
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next", { scope: "/", updateViaCache: "none" }));
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  await page.keyboard.type(third.slice(3, -1), { delay: 95 });
  await expect(page.getByTestId("lesson-screen")).toHaveAttribute("data-status", "running");
  await expect(page.getByTestId("update-ready")).toHaveCount(0);
  await page.keyboard.type(third.slice(-1));
  await expect(page).toHaveURL(/\/result\/3$/);
  await expect(page.getByTestId("update-ready")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/offline-update-ready.png" });
  await page.setViewportSize(PHONE);
  await page.evaluate(() => (document.documentElement.dataset.theme = "dark"));
  await page.screenshot({ path: "test-results/screens/offline-update-ready-phone-dark.png" });
  // "Refresh": the waiting version takes over, and the page loads once under it.
  await Promise.all([page.waitForEvent("load"), page.getByTestId("update-refresh").click()]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next$/);
});

test("the first load stays light; logout forgets the learner's pages; rooms and payments need the line", async ({ page, context }) => {
  // JS of / for a first-time visitor: the worker registers after the load, so it adds no script here.
  const scripts = new Map<string, Buffer>();
  const onResponse = async (response: Response) => {
    if (response.request().resourceType() === "script" && response.ok()) scripts.set(response.url(), await response.body());
  };
  page.on("response", onResponse);
  await page.goto("/", { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const gzip = [...scripts.values()].reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0);
  console.log(`JS loaded by /: ${scripts.size} files, ${(gzip / 1024).toFixed(1)} KiB gzip`);
  expect([...scripts.keys()].some((url) => url.endsWith("/sw.js"))).toBe(false);

  await registerAndLogin(page, "/lesson", { name: "Офлайн Сурагч" });
  await expect(page.locator("html[data-offline-ready]")).toBeAttached({ timeout: 30_000 });
  const keptName = () =>
    page
      .evaluate(async () => {
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            if ((await (await caches.match(request))!.clone().text()).includes("Офлайн Сурагч")) return true;
        return false;
      })
      .catch(() => null); // the logout's navigation may cut a read short: read again
  expect(await keptName()).toBe(true);
  await page.evaluate(() => delete document.documentElement.dataset.offlineReady);
  await openUserMenu(page);
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  // Deleting a hundred kept responses can take seconds on a busy machine.
  await expect.poll(keptName, { timeout: 20_000 }).toBe(false);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain("bichee-offline");

  // A guest's device keeps the pages the guest opens (no warming for every passer-by).
  await page.goto("/lesson");
  await expect.poll(() => page.evaluate(async () => (await caches.match("/lesson")) !== undefined)).toBe(true);
  await context.setOffline(true);
  // The menu's link to the rooms, followed with no connection.
  await page.getByRole("link", { name: "Онлайн уралдаан" }).first().click();
  await expect(page.getByTestId("offline-page")).toHaveAttribute("data-area", "rooms");
  await expect(page.getByTestId("offline-page")).toContainText("Онлайн уралдаан интернет холболттой үед л ажиллана.");
  await expect(page.getByTestId("offline-page")).toContainText("Online races work only with a connection.");
  await page.goto("/payment");
  await expect(page.getByTestId("offline-page")).toContainText("Төлбөр төлөхөд интернет холболт хэрэгтэй.");
  await page.screenshot({ path: "test-results/screens/offline-payment.png" });
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "test-results/screens/offline-payment-phone-dark.png" });
  // Back to the lessons, which work offline.
  await page.getByRole("link", { name: "Хичээл рүү очих" }).click();
  await expect(page).toHaveURL(/\/lesson$/);
  await expect(page.getByTestId("lesson-screen").or(page.getByTestId("lesson-summary"))).toBeVisible();
  await page.screenshot({ path: "test-results/screens/offline-lesson-list-phone-dark.png" });
});
