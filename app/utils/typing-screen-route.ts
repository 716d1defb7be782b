// Route-module pieces shared by the four test screens (title, styles, revalidation).
import type { LinksFunction, MetaArgs } from "@remix-run/cloudflare";
import { describe } from "~/utils/meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { TestScreen, TextType } from "~/core/typing/typing-kinds";
import { DEFAULT_LANGUAGE, translator, type Language } from "~/i18n";
import typingScreenStylesheet from "~/styles/typing-screen.css?url";

/** One stylesheet: keyboard.css and typing.css joined at build time (ADR 045 §8). */
export const typingLinks: LinksFunction = () => [{ rel: "stylesheet", href: typingScreenStylesheet }];

/** "Анхан шат: Жижиг үсэг · Бичээч" — the beginner title follows the chosen text type. */
export function typingTitle(args: Pick<MetaArgs, "matches" | "data">, screen: TestScreen) {
  const root = args.matches.find((m) => m.id === "root")?.data as { language?: Language } | undefined;
  const t = translator(root?.language ?? DEFAULT_LANGUAGE);
  const textType = (args.data as { textType?: TextType } | undefined)?.textType ?? "begintext";
  const page = screen === "beginner" ? `${t("typing.title.beginner")}: ${t(`typing.type.${textType}`)}` : t(`typing.title.${screen}`);
  return [{ title: `${page} · ${t("app.name")}` }, describe(t)];
}

/**
 * After a saved test the screen calls revalidate() so the menu's points refresh; that must not
 * reload this route (a new random text would replace the one on screen). Navigations and form
 * posts (the language switch) still reload it.
 */
export const typingShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
