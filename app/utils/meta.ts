import type { MetaArgs } from "@remix-run/cloudflare";
import { DEFAULT_LANGUAGE, translator, type Language, type MessageKey } from "~/i18n";

/** Page title per route in the visitor's language: "<page> · Бичээч", and the site's description (search results). */
export function pageTitle(args: Pick<MetaArgs, "matches">, key: MessageKey) {
  const root = args.matches.find((m) => m.id === "root")?.data as { language?: Language } | undefined;
  const t = translator(root?.language ?? DEFAULT_LANGUAGE);
  return [{ title: `${t(key)} · ${t("app.name")}` }, describe(t)];
}

/** The description search engines show under the title: what the school is, in the visitor's language. */
export function describe(t: ReturnType<typeof translator>) {
  return { name: "description", content: t("app.tagline") };
}
