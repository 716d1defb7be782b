// Which strings the home typing pages can show before the rest of the catalogue arrives (ADR 045 §5):
// every string literal that is a key, and every key a template literal such as `typing.type.${kind}`
// can build, in the modules those pages import statically (dynamic imports load later, with the rest).
// Read from the source by the unit test beside it, so a key that a home page shows but the first-load
// catalogue lacks fails `npm test` rather than showing as a raw key.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const IMPORT = /\b(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/g;

/** The app's modules reached from `entries` through static, non-type imports. */
export function staticImportGraph(appDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith("~/")) base = path.join(appDir, spec.slice(2));
    else if (spec.startsWith(".")) base = path.join(path.dirname(from), spec);
    else return null; // a package: no app strings in it
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
      if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
    return null;
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, isType, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (isType) continue;
      const next = resolve(file, spec);
      // The catalogues themselves name every key; they are what is checked, not what shows.
      if (next && !path.relative(appDir, next).startsWith("i18n/")) visit(next);
    }
  };
  for (const entry of entries) visit(path.join(appDir, entry));
  return [...seen].filter((file) => !/\.(test|server)\.tsx?$/.test(file));
}

/** The keys of `known` that the source of `files` names or builds from a template prefix. */
export function keysNamedIn(files: string[], known: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    for (const [, literal] of code.matchAll(/["']([a-zA-Z][\w-]*(?:\.[\w-]+)+)["']/g)) if (known.includes(literal)) found.add(literal);
    for (const [, prefix] of code.matchAll(/`([a-zA-Z][\w-]*\.[\w.-]*)\$\{/g)) for (const key of known) if (key.startsWith(prefix)) found.add(key);
  }
  return found;
}

/** Every key the string files of `dir` (app/i18n/mn) define, read from their source, whichever catalogue joins them. */
export function keysDefinedIn(dir: string): string[] {
  return readdirSync(dir).flatMap((file) => [...readFileSync(path.join(dir, file), "utf8").matchAll(/^\s*"([\w.-]+)":/gm)].map((match) => match[1]));
}
