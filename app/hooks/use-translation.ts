import { useMemo } from "react";
import { DEFAULT_LANGUAGE, translator, type Language } from "~/i18n";
import { useRootData } from "./use-root-data";

/** The current language (from the root loader) and its translate function. */
export function useTranslation() {
  const data = useRootData();
  const language: Language = data?.language ?? DEFAULT_LANGUAGE;
  const t = useMemo(() => translator(language), [language]);
  return { t, language };
}
