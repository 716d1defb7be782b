import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { buildId } from "~/build-id";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n";
import { loadLanguage } from "~/i18n/load";

// The page's strings arrive before React hydrates: the browser holds only the page language's
// catalogue (ADR 027), and <html lang> says which one the server rendered.
const lang = document.documentElement.lang;
loadLanguage(isLanguage(lang) ? lang : DEFAULT_LANGUAGE).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  // Without its strings the page stays as the server rendered it: readable, and its forms still post.
  // The build's id (the one /healthz answers) tells which deploy a reported console error came from.
  (error: unknown) => console.error(`build ${buildId()}:`, error),
);
