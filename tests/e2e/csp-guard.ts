// Playwright's `test`, failing any test whose pages broke the Content-Security-Policy (ADR 019):
// Chromium reports every refused script, style, image, font or socket as a console error.
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
      });
      context.on("weberror", (error) => {
        if (/Content Security Policy/i.test(error.error().message)) violations.push(error.error().message);
      });
      await use();
      expect(violations, "CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
