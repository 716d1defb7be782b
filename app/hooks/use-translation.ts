import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LANGUAGE, translator, type Language } from "~/i18n";
import type { loader as rootLoader } from "~/root";

/** The current language (from the root loader) and its translate function. */
export function useTranslation() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const language: Language = data?.language ?? DEFAULT_LANGUAGE;
  const t = useMemo(() => translator(language), [language]);
  return { t, language };
}
