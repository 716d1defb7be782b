// Issue 20 §3: prefers-reduced-motion. With it, CSS transitions and animations take no time (a spinner
// stops rather than whirls), the advice text appears at once instead of a letter at a time, and the
// banner carousel stays on its first banner; without it, all of them move.
import type { Page } from "@playwright/test";
import { expect, test } from "./csp-guard";
import { waitForHydration } from "./helpers";

/** Computed motion of the lesson progress bar and of a loading spinner placed in the page. */
async function motion(page: Page) {
  return page.evaluate(() => {
    const bar = getComputedStyle(document.querySelector(".progress-bar > span")!);
    const spinner = document.body.appendChild(Object.assign(document.createElement("span"), { className: "spinner" }));
    const spin = getComputedStyle(spinner);
    const result = { barTransition: bar.transitionDuration, spinDuration: spin.animationDuration, spinCount: spin.animationIterationCount };
    spinner.remove();
    return result;
  });
}

for (const reduce of [true, false]) {
  test(`with prefers-reduced-motion ${reduce ? "set, nothing moves" : "unset, things move"}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: reduce ? "reduce" : "no-preference" });
    // Time moves only when the test says so: the type-out and the carousel run on timers.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/intro/2");
    await waitForHydration(page);
    const figures = await motion(page);
    expect(figures).toEqual(
      reduce ? { barTransition: "0s", spinDuration: "0s", spinCount: "1" } : { barTransition: "0.2s", spinDuration: "0.8s", spinCount: "infinite" },
    );

    // The advice lesson types its tip out a letter at a time, behind a blinking caret, unless motion is reduced.
    await page.goto("/lesson-step/1");
    await waitForHydration(page);
    const caret = page.locator(".advice-card__caret");
    if (reduce) {
      await expect(caret).toHaveCount(0);
      expect((await page.getByTestId("advice-text").textContent())!.length).toBeGreaterThan(20);
    } else {
      await expect(caret).toHaveCSS("animation-name", "lesson-blink");
      expect((await page.getByTestId("advice-text").textContent())!.length).toBeLessThan(5);
    }

    // The home page's banner carousel moves on every 7 s only without the preference.
    await page.goto("/");
    await waitForHydration(page);
    const dots = page.getByTestId("banners").locator(".tt-banners__dot");
    expect(await dots.count()).toBeGreaterThan(1);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    // The carousel is in the home page's deferred side column: the clock runs once it runs in the browser.
    await expect(page.getByTestId("banners")).toHaveAttribute("data-advance", reduce ? "off" : "on");
    await page.clock.runFor(7_500);
    await expect(dots.nth(reduce ? 0 : 1)).toHaveAttribute("aria-current", "true");
  });
}
