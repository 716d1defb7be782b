import { useMemo, useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, stringsVersion, subscribeStrings, translator, type Language } from "~/i18n";
import { useRootData } from "./use-root-data";

/**
 * The current language (from the root loader) and its translate function. It renders again only if a
 * key was shown empty while the rest of the strings were on their way (ADR 045 §5), once they arrive.
 */
export function useTranslation() {
  const data = useRootData();
  const language: Language = data?.language ?? DEFAULT_LANGUAGE;
  const version = useSyncExternalStore(subscribeStrings, stringsVersion, stringsVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the catalogue's, which translator reads at each call
  const t = useMemo(() => translator(language), [language, version]);
  return { t, language };
}
