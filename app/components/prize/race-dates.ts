import type { Language } from "~/i18n";

/** A race's date and time in Ulaanbaatar, in the user's language. */
export function formatRaceDate(ms: number, language: Language): string {
  return new Date(ms).toLocaleString(language === "mn" ? "mn-MN" : "en-GB", {
    timeZone: "Asia/Ulaanbaatar",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
}
