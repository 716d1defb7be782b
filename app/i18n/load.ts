// The browser's strings: only the page language's catalogue, fetched as its own chunk (ADR 027).
import { registerStrings, type Language, type Strings } from "./index";

const catalogues: Record<Language, () => Promise<Strings>> = {
  mn: () => import("./mn").then((module) => module.mn),
  en: () => import("./en").then((module) => module.en),
};

const loads = new Map<Language, Promise<void>>();

/** Fetches and registers `language`'s strings once; resolves when a translator of it has them all. */
export function loadLanguage(language: Language): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = catalogues[language]().then((strings) => registerStrings(language, strings));
    // A failed fetch (offline) may be tried again later.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}
