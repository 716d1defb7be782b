// Text kinds, languages and screens of the typing tests (SPEC §2, §7). Free of zod, so the browser
// bundle of the test screens stays small; the request schemas live in typing-api.ts.
/** Mongolian (Cyrillic), English, and the traditional script (issue 32), whose figures are kept apart. */
export type TestLanguage = "mn" | "en" | "mn-Mong";
export const TEST_LANGUAGES: readonly TestLanguage[] = ["mn", "en", "mn-Mong"];

/** The traditional script's tests: their own figures, never the school's averages, records or top lists. */
export function isScriptTest(language: TestLanguage): language is "mn-Mong" {
  return language === "mn-Mong";
}
export type TestLevel = "begin" | "middle" | "advanced";
export type TextType = "begintext" | "middletext" | "advancedtext";

export const TEXT_TYPES: readonly TextType[] = ["begintext", "middletext", "advancedtext"];
export const LEVEL_OF_TEXT_TYPE: Record<TextType, TestLevel> = { begintext: "begin", middletext: "middle", advancedtext: "advanced" };

export function isTextType(value: unknown): value is TextType {
  return typeof value === "string" && (TEXT_TYPES as readonly string[]).includes(value);
}

/** The API names languages 'Мон' and 'Eng' (SPEC §7); the app uses mn / en. The script has no SPEC name: its tag. */
export const API_LANGUAGE: Record<TestLanguage, "Мон" | "Eng" | "mn-Mong"> = { mn: "Мон", en: "Eng", "mn-Mong": "mn-Mong" };

export function testLanguageOf(value: unknown): TestLanguage | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  if (v === "мон" || v === "mn") return "mn";
  if (v === "eng" || v === "en") return "en";
  if (v === "mn-mong") return "mn-Mong";
  return null;
}

/** The three test screens: /beginner (also /) with its text-type choice, /middle and /advanced. */
export type TestScreen = "beginner" | "middle" | "advanced";

/** Top lists: 10 entries on the beginner screen, 9 on the others (SPEC §9). */
export function topListSize(screen: TestScreen): number {
  return screen === "beginner" ? 10 : 9;
}

/** What a test screen shows, from its URL: ?lang=mn|en|mn-Mong (default: the interface language) and, on the beginner screen, ?type=. */
export function screenParams(screen: TestScreen, query: { lang?: string | null; type?: string | null }, fallback: TestLanguage) {
  const language: TestLanguage = TEST_LANGUAGES.find((l) => l === query.lang) ?? fallback;
  const textType: TextType = screen === "beginner" ? (isTextType(query.type) ? query.type : "begintext") : screen === "middle" ? "middletext" : "advancedtext";
  return { language, textType, level: LEVEL_OF_TEXT_TYPE[textType] };
}
