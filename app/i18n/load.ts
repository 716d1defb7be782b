// The browser's strings: only the page language's catalogue, fetched as its own chunk (ADR 027). The
// home typing pages hydrate with the first-load part (./mn-first.ts, ./en-first.ts) and fetch the rest
// right after; every other page waits for all of it (ADR 045 §5).
import { DEFAULT_LANGUAGE, isLanguage, registerStrings, type Language, type Strings } from "./index";

export type StringsPart = "first" | "all";

/** The pages that hydrate with the first-load strings: their modules are checked by first-load-strings.test.ts. */
export const FIRST_LOAD_PAGES: Readonly<Record<string, string>> = {
  "/": "routes/_index.tsx",
  "/beginner": "routes/beginner.tsx",
  "/middle": "routes/middle.tsx",
  "/advanced": "routes/advanced.tsx",
};

/** The part of the catalogue a document load of `pathname` needs before it hydrates. */
export function stringsPartFor(pathname: string): StringsPart {
  return pathname in FIRST_LOAD_PAGES ? "first" : "all";
}

const catalogues: Record<StringsPart, Record<Language, () => Promise<Strings>>> = {
  first: {
    mn: () => import("./mn-first").then((module) => module.mnFirst),
    en: () => import("./en-first").then((module) => module.enFirst),
  },
  all: {
    mn: () => import("./mn").then((module) => module.mn),
    en: () => import("./en").then((module) => module.en),
  },
};

const loads = new Map<string, Promise<void>>();

/** Fetches and registers `language`'s strings (all, or the first-load part) once; resolves when they are registered. */
export function loadLanguage(language: Language, part: StringsPart = "all"): Promise<void> {
  const id = `${language}:${part}`;
  let load = loads.get(id);
  if (!load) {
    load = catalogues[part][language]().then((strings) => registerStrings(language, strings, { complete: part === "all" }));
    // A failed fetch (offline) may be tried again later.
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

/**
 * The page language's whole catalogue: a part loaded after hydration (ADR 045 §9) waits for it, so its
 * strings can stay out of the first-load part. The language is the one <html lang> names.
 */
export function stringsOfPage(): Promise<void> {
  // The server registers every catalogue at start-up (all.ts).
  if (typeof document === "undefined") return Promise.resolve();
  const lang = document.documentElement.lang;
  return loadLanguage(isLanguage(lang) ? lang : DEFAULT_LANGUAGE, "all");
}
