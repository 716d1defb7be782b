// The QR bill's poll, driven on Playwright's clock (payment.spec, school-plans.spec).
import type { Page } from "@playwright/test";
import { expect } from "./csp-guard";

/** BILL_POLL_MS of app/components/payment/qr-payment-dialog.tsx: the open bill is polled this often. */
export const BILL_POLL_MS = 5_000;

/** The QPay emulator scripts/run-e2e.mjs started for this run. */
export const qpay = process.env.E2E_QPAY ?? "http://127.0.0.1:8790";

/**
 * Runs the page's clock a poll at a time until the dialog says the bill is paid. It waits on what the
 * learner sees, not for "the next poll": the installed clock also runs by itself, so at load 10 a poll
 * went out on its own while the test was paying (seconds of wrangler and the emulator's page), found the
 * bill paid, and the dialog stopped polling — a wait for one more poll then never ended (a retry's trace
 * showed the one poll, answered before the wait began).
 */
export async function untilPaid(page: Page) {
  const success = page.getByTestId("payment-success");
  await expect(async () => {
    await page.clock.runFor(BILL_POLL_MS);
    await expect(success).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}
