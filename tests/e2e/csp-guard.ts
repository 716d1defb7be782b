// Playwright's `test`, failing any test whose pages broke the Content-Security-Policy (ADR 019):
// Chromium reports a refused script, style, image, font or socket as a console error; a refused eval
// caught by the page (zod's probe did that) only fires a securitypolicyviolation event, which the
// init script turns into a console error too.
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
        ),
      );
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
