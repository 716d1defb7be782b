// Text kinds, languages and screens of the typing tests (SPEC §2, §7). Free of zod, so the browser
// bundle of the test screens stays small; the request schemas live in typing-api.ts.
export type TestLanguage = "mn" | "en";
export type TestLevel = "begin" | "middle" | "advanced";
export type TextType = "begintext" | "middletext" | "advancedtext";

export const TEXT_TYPES: readonly TextType[] = ["begintext", "middletext", "advancedtext"];
export const LEVEL_OF_TEXT_TYPE: Record<TextType, TestLevel> = { begintext: "begin", middletext: "middle", advancedtext: "advanced" };

export function isTextType(value: unknown): value is TextType {
  return typeof value === "string" && (TEXT_TYPES as readonly string[]).includes(value);
}

/** The API names languages 'Мон' and 'Eng' (SPEC §7); the app uses mn / en. */
export const API_LANGUAGE: Record<TestLanguage, "Мон" | "Eng"> = { mn: "Мон", en: "Eng" };

export function testLanguageOf(value: unknown): TestLanguage | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  if (v === "мон" || v === "mn") return "mn";
  if (v === "eng" || v === "en") return "en";
  return null;
}

/** The three test screens: /beginner (also /) with its text-type choice, /middle and /advanced. */
export type TestScreen = "beginner" | "middle" | "advanced";

/** Top lists: 10 entries on the beginner screen, 9 on the others (SPEC §9). */
export function topListSize(screen: TestScreen): number {
  return screen === "beginner" ? 10 : 9;
}

/** What a test screen shows, from its URL: ?lang=mn|en (default: the interface language) and, on the beginner screen, ?type=. */
export function screenParams(screen: TestScreen, query: { lang?: string | null; type?: string | null }, fallback: TestLanguage) {
  const language: TestLanguage = query.lang === "mn" || query.lang === "en" ? query.lang : fallback;
  const textType: TextType = screen === "beginner" ? (isTextType(query.type) ? query.type : "begintext") : screen === "middle" ? "middletext" : "advancedtext";
  return { language, textType, level: LEVEL_OF_TEXT_TYPE[textType] };
}
