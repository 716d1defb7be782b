import type { MetaArgs } from "@remix-run/cloudflare";
import { DEFAULT_LANGUAGE, translator, type Language, type MessageKey } from "~/i18n";

/** Page title per route in the visitor's language: "<page> · Бичээч". */
export function pageTitle(args: Pick<MetaArgs, "matches">, key: MessageKey) {
  const root = args.matches.find((m) => m.id === "root")?.data as { language?: Language } | undefined;
  const t = translator(root?.language ?? DEFAULT_LANGUAGE);
  return [{ title: `${t(key)} · ${t("app.name")}` }];
}
