// The strings are not imported here: each environment registers the catalogues it needs (ADR 027).
// The server, the Worker and the tests register both languages whole (./all.ts); the browser loads only
// the page language's before it hydrates (./load.ts, app/entry.client.tsx).
import type { AdminKey } from "./admin-console";
import type { LearnerKey } from "./mn";
import type { TeacherKey } from "./teacher-console";

export type Language = "mn" | "en";
export type MessageKey = LearnerKey | AdminKey | TeacherKey;
export const LANGUAGES: readonly Language[] = ["mn", "en"];
export const DEFAULT_LANGUAGE: Language = "mn";
export const LANGUAGE_COOKIE = "lang";

/** Some or all of one language's strings. */
export type Strings = Partial<Record<MessageKey, string>>;

const catalogues: Record<Language, Strings> = { mn: {}, en: {} };
/** Whether every string of a language is registered (the server, tests; the browser once ./load.ts got "all"). */
const complete: Record<Language, boolean> = { mn: false, en: false };
/** Bumped when strings arrive after a translator missed a key: useTranslation renders again then. */
let version = 0;
let missedWhileIncomplete = false;
const listeners = new Set<() => void>();

/** Adds strings to a language's catalogue; translators made before see them too. */
export function registerStrings(language: Language, strings: Strings, options?: { complete: boolean }): void {
  Object.assign(catalogues[language], strings);
  if (options?.complete) complete[language] = true;
  if (missedWhileIncomplete) {
    missedWhileIncomplete = false;
    version++;
    for (const listener of listeners) listener();
  }
}

/** For useSyncExternalStore: a change means a key shown as "" so far may have its string now. */
export function subscribeStrings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function stringsVersion(): number {
  return version;
}

/** Whether `key` of `language` is registered in this environment. */
export function hasString(language: Language, key: MessageKey): boolean {
  return key in catalogues[language];
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, params) => {
    // A key whose catalogue was never registered shows as itself: visible in tests, never a crash. While
    // the browser still waits for the rest of the language (ADR 045 §5) it shows nothing until it comes.
    const template = catalogue[key] ?? (complete[language] ? key : missing());
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

function missing(): string {
  missedWhileIncomplete = true;
  return "";
}

export function isLanguage(value: unknown): value is Language {
  return value === "mn" || value === "en";
}

/** Reads the language cookie; anything else falls back to Mongolian. */
export function languageFromCookie(cookieHeader: string | null): Language {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=(mn|en)(?:;|$)/);
  return match && isLanguage(match[1]) ? match[1] : DEFAULT_LANGUAGE;
}

/** Numbers in the user's locale (SPEC §9: points shown in local number format). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language === "mn" ? "mn-MN" : "en-US").format(value);
}
