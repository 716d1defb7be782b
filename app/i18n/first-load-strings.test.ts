// The home typing pages hydrate with the first-load strings only (ADR 045 §5): a key their modules can
// show must be in it, or it would render empty until the rest arrives (and mismatch the server's HTML).
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { keysDefinedIn, keysNamedIn, staticImportGraph } from "./first-load-graph";
import { FIRST_LOAD_PAGES, stringsPartFor } from "./load";
import { enFirst } from "./en-first";
import { mn } from "./mn";
import { mnFirst } from "./mn-first";
import { translator } from "./index";

const appDir = path.resolve("app");

describe("first-load strings", () => {
  it("hold every key the home typing pages' static modules name", () => {
    // A signed-in page also hydrates with its menu (the bell, the account menu), which entry.client
    // preloads (ADR 045 §9): its modules count as first-load ones.
    const files = staticImportGraph(appDir, ["entry.client.tsx", "root.tsx", "components/layout/signed-in-menu.tsx", ...Object.values(FIRST_LOAD_PAGES)]);
    expect(files.length).toBeGreaterThan(50); // the graph was walked, not just the entries
    const named = keysNamedIn(files, keysDefinedIn(path.join(appDir, "i18n/mn")));
    expect(named.size).toBeGreaterThan(60); // 72 since the after-hydration parts left (ADR 045 §9)
    const lacking = [...named].filter((key) => !(key in mnFirst));
    expect(lacking, "keys to move into a first-load file (app/i18n/mn-first.ts)").toEqual([]);
  });

  it("finds a key named by a literal or built from a template prefix, and not one behind a dynamic import", () => {
    const dir = path.resolve("app/i18n/__fixtures__");
    const files = staticImportGraph(dir, ["page.ts"]);
    expect(files.map((file) => path.basename(file)).sort()).toEqual(["page.ts", "shown.ts"]);
    expect([...keysNamedIn(files, ["a.one", "b.kind.x", "b.kind.y", "c.later"])].sort()).toEqual(["a.one", "b.kind.x", "b.kind.y"]);
  });

  it("are the same keys in both languages", () => {
    expect(Object.keys(enFirst).sort()).toEqual(Object.keys(mnFirst).sort());
  });

  it("are what a document load of a home page waits for; every other page waits for all", () => {
    expect(stringsPartFor("/")).toBe("first");
    expect(stringsPartFor("/middle")).toBe("first");
    expect(stringsPartFor("/races")).toBe("all");
    expect(stringsPartFor("/lesson")).toBe("all");
  });
});

describe("a translator before the rest of its language arrives", () => {
  it("shows a key that is not registered as itself once the language is complete (tests register all)", () => {
    expect(translator("mn")("no.such.key" as never)).toBe("no.such.key");
  });

  it("shows a key of the rest as empty until it arrives, then tells useTranslation to render again", async () => {
    vi.resetModules(); // a fresh catalogue, as a browser has before its strings load
    const fresh = await import("./index");
    let calls = 0;
    fresh.subscribeStrings(() => calls++);
    fresh.registerStrings("mn", { "app.name": mnFirst["app.name"] });
    expect(calls).toBe(0); // nothing was missed: no render
    const t = fresh.translator("mn");
    expect(t("app.name")).toBe(mnFirst["app.name"]);
    expect(t("races.title")).toBe("");
    fresh.registerStrings("mn", mn, { complete: true });
    expect(calls).toBe(1);
    expect(t("races.title")).toBe(mn["races.title"]);
    expect(t("no.such.key" as never)).toBe("no.such.key");
  });
});
