import { en } from "./en";
import { mn, type MessageKey } from "./mn";

export type Language = "mn" | "en";
export type { MessageKey };
export const LANGUAGES: readonly Language[] = ["mn", "en"];
export const DEFAULT_LANGUAGE: Language = "mn";
export const LANGUAGE_COOKIE = "lang";

const catalogues: Record<Language, Record<MessageKey, string>> = { mn, en };

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, params) => {
    const template = catalogue[key];
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
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
