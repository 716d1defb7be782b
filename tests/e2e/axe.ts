// axe-core in the e2e suite (issue 20): every page, both UI languages, both themes, no serious or
// critical violation. Besides axe's default rules (WCAG 2.0–2.2 A/AA and best practices) the
// label / accessible-name mismatch rule runs too, as Lighthouse does.
import { appendFileSync, mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./csp-guard";

const BLOCKING = new Set(["serious", "critical"]);
/** One line per page and rule in test-results/axe-summary.jsonl (and, with AXE_TIMING=1, per axe run with its time). */
const SUMMARY = "test-results/axe-summary.jsonl";

/** Runs axe on the page as it is; fails on any serious or critical violation, listing each with its nodes. */
export async function expectAccessible(page: Page, label: string) {
  const started = Date.now();
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } });
  const { violations } = await builder.analyze();
  mkdirSync("test-results", { recursive: true });
  const ms = Date.now() - started;
  for (const v of violations) appendFileSync(SUMMARY, JSON.stringify({ page: label, rule: v.id, impact: v.impact, nodes: v.nodes.length }) + "\n");
  if (process.env.AXE_TIMING) appendFileSync(SUMMARY, JSON.stringify({ page: label, ms }) + "\n");
  const report = violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`).join("\n"),
    )
    .join("\n");
  expect.soft(report, `${label}: serious or critical axe violations`).toBe("");
}
