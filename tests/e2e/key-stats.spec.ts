// Per-key statistics, the heatmap and weak-key practice (issue 19 §3–5), as a learner sees them.
import { type Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { PHONE, expectLooksRight, registerAndLogin, screenshot, useTheme, waitForHydration } from "./helpers";

const START = new Date("2026-03-10T10:00:00+08:00");
/** Mongolian letter → the physical key that types it (app/core/typing/layouts/mn.ts). */
const CODE: Record<string, string> = {
  а: "KeyG",
  н: "KeyY",
  р: "KeyJ",
  о: "KeyK",
  л: "KeyL",
  э: "KeyT",
  г: "KeyU",
  й: "KeyA",
  и: "KeyN",
  т: "KeyM",
  с: "KeyV",
  д: "Semicolon",
};

/** The two letters seen most often in the words on screen (the misses must land on frequent keys). */
async function twoFrequentLetters(page: Page): Promise<string[]> {
  const text = (await page.getByTestId("words").textContent()) ?? "";
  const counts = new Map<string, number>();
  for (const ch of text.replace(/[^а-яөү]/g, "")) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([ch]) => ch)
    .filter((ch) => CODE[ch] !== undefined)
    .slice(0, 2);
}

/**
 * Types the current words one by one: every letter in `missOn` is first mistyped (a wrong key, then
 * Backspace), so those keys are missed about every other press. One word per clock second.
 */
async function typeWithMisses(page: Page, missOn: readonly string[], maxWords: number) {
  for (let done = 0; done < maxWords; done++) {
    const word = (await page.getByTestId("current-word").textContent()) ?? "";
    const last = (await page.getByTestId("upcoming-word").count()) === 0;
    await waitForHydration(page);
    for (const ch of word) {
      if (missOn.includes(ch)) {
        await page.keyboard.type(ch === "ы" ? "ж" : "ы");
        await page.keyboard.press("Backspace");
      }
      await page.keyboard.type(ch);
    }
    if (last) return;
    await page.keyboard.type(" ");
    await page.clock.runFor(1_000);
    await expect(page.getByTestId("words")).toHaveAttribute("data-index", String(done + 1));
  }
}

test("a learner's deliberate misses on two keys turn them red on the heatmap and practice aims at them", async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndLogin(page, "/beginner");
  await page.clock.install({ time: START });
  await page.goto("/beginner");
  await page.clock.pauseAt(new Date(START.getTime() + 5_000));
  const missOn = await twoFrequentLetters(page);
  expect(missOn).toHaveLength(2);
  await typeWithMisses(page, missOn, 20);
  await page.clock.runFor(45_000);
  await expect(page.getByTestId("result-dialog")).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Үр дүн хадгалагдлаа: +1 оноо.");
  await page.getByTestId("result-ok").click();

  // After the test: this test's keys, the two missed ones red (weak), a key typed cleanly green.
  const heatmap = page.getByTestId("test-heatmap");
  for (const ch of missOn) await expect(heatmap.locator(`[data-testid="heat-key"][data-code="${CODE[ch]}"]`)).toHaveAttribute("data-level", "poor");
  await expect(heatmap.locator('[data-testid="heat-key"][data-level="good"]').first()).toBeVisible();
  await expect(heatmap.getByTestId("weakest-keys").locator("li").nth(0)).toHaveAttribute(
    "data-code",
    new RegExp(`^(${missOn.map((c) => CODE[c]).join("|")})$`),
  );
  // Focus shows a key's numbers, and the table says the same in words.
  await heatmap.locator(`[data-testid="heat-key"][data-code="${CODE[missOn[0]]}"]`).focus();
  await expect(heatmap.getByTestId("heatmap-detail")).toContainText(`${missOn[0].toUpperCase()}: нарийвчлал`);
  await expect(heatmap.getByTestId("key-stats-table").locator(`tr[data-code="${CODE[missOn[0]]}"]`)).toContainText("ы ×");
  await heatmap.getByTestId("heat-mode-speed").click();
  await expect(heatmap).toHaveAttribute("data-mode", "speed");
  await heatmap.getByTestId("heat-mode-accuracy").click();
  await screenshot(page, "keys-after-test-light");

  // The profile keeps them (the server folded them in with the result).
  await page.goto("/profile");
  await waitForHydration(page); // the layout switch below answers once hydrated
  const profile = page.getByTestId("profile-heatmap");
  for (const ch of missOn) await expect(profile.locator(`[data-testid="heat-key"][data-code="${CODE[ch]}"]`)).toHaveAttribute("data-level", "poor");
  await page.getByTestId("heatmap-layout").selectOption("en");
  await expect(profile.getByTestId("heatmap-empty")).toBeVisible();
  await page.getByTestId("heatmap-layout").selectOption("mn");
  await expect(profile.locator(`[data-testid="heat-key"][data-code="${CODE[missOn[0]]}"]`)).toHaveAttribute("data-level", "poor");
  await screenshot(page, "keys-profile-light");

  // Practice, reached from the heatmap, aims at the two missed keys.
  await profile.getByTestId("practice-link").click();
  await expect(page).toHaveURL(/\/practice\?layout=mn$/);
  const targets = page.getByTestId("practice-targets");
  for (const ch of missOn) await expect(targets.locator(`[data-code="${CODE[ch]}"]`)).toBeVisible();
  const before = await page
    .getByTestId("practice-heatmap")
    .getByTestId("key-stats-table")
    .locator(`tr[data-code="${CODE[missOn[0]]}"] td`)
    .nth(2)
    .textContent();

  // One clean round: the targeted keys' accuracy moves up, shown before → now.
  await typeWithMisses(page, [], 40);
  await expect(page.getByTestId("practice-done")).toContainText("Үзүүлэлт хадгалагдлаа.");
  const row = page.getByTestId("practice-progress").locator(`tr[data-code="${CODE[missOn[0]]}"]`);
  await expect(row.getByTestId("progress-accuracy")).toContainText(`${before} →`);
  const [was, now] = ((await row.getByTestId("progress-accuracy").textContent()) ?? "").split("→").map((s) => parseInt(s, 10));
  expect(now).toBeGreaterThan(was);
  await screenshot(page, "keys-practice-light");
});

test("a guest's practice is kept on this device and joins the account after registering", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: START });
  await page.goto("/practice?layout=en");
  await page.clock.pauseAt(new Date(START.getTime() + 5_000));
  await expect(page.getByTestId("practice-targets")).toContainText("Товч бүрийн үзүүлэлт хараахан алга");
  await typeWithMisses(page, [], 40);
  await expect(page.getByTestId("practice-done")).toContainText("энэ төхөөрөмж дээр хадгалагдлаа");
  await expect(page.getByTestId("practice-heatmap").locator('[data-testid="heat-key"]').first()).toBeVisible();
  const keysTyped = await page.getByTestId("practice-heatmap").locator('[data-testid="heat-key"]').count();

  // The sign-in page redirects after a second of real time.
  await page.clock.resume();
  await registerAndLogin(page, "/profile");
  // Sent once after sign-in: the device's copy is emptied when the server has it.
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("bichee.guestKeyStats.v1") ?? "{}") as { en?: unknown[] }).en?.length)).toBe(0);
  await page.getByTestId("heatmap-layout").selectOption("en");
  await expect(page.getByTestId("profile-heatmap").locator('[data-testid="heat-key"]')).toHaveCount(keysTyped);
});

for (const [theme, viewport] of [
  ["dark", { width: 1280, height: 900 }],
  ["light", PHONE],
  ["dark", PHONE],
] as const) {
  test(`the heatmap and practice read well: ${theme}, ${viewport.width} px`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const stat = (code: string, hits: number, misses: number, mean: number, confusions: Record<string, number> = {}) => ({
        code,
        hits,
        misses,
        timing: { n: hits, mean, m2: hits * 900 },
        confusions,
      });
      const mn = [
        stat("KeyG", 60, 12, 260, { о: 8, х: 4 }),
        stat("KeyY", 40, 9, 420, { т: 9 }),
        stat("KeyJ", 30, 1, 230),
        stat("KeyK", 50, 2, 190),
        stat("KeyL", 20, 0, 310),
        stat("KeyT", 15, 3, 480),
        stat("Space", 80, 0, 150),
      ];
      if (!localStorage.getItem("bichee.guestKeyStats.v1"))
        localStorage.setItem("bichee.guestKeyStats.v1", JSON.stringify({ mn, en: [], sources: [], mergeIds: {} }));
    });
    await page.goto("/practice?layout=mn");
    await expect(page.getByTestId("practice-heatmap").locator('[data-testid="heat-key"]')).toHaveCount(7);
    await expect(page.getByTestId("practice-targets").locator("kbd")).toHaveCount(3);
    await expectLooksRight(page, theme);
    await screenshot(page, `keys-practice-${theme}-${viewport.width}`);
  });
}
