import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { buildId } from "~/build-id";
import { preloadSignedInMenu } from "~/components/layout/top-menu";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n";
import { loadLanguage, stringsPartFor } from "~/i18n/load";

// The page's strings arrive before React hydrates: the browser holds only the page language's
// catalogue (ADR 027), and <html lang> says which one the server rendered. The home typing pages need
// only its first-load part; the rest is fetched as soon as they hydrate, before a learner can leave
// them (ADR 045 §5). A signed-in page also waits for its menu's chunk (the bell, the account menu), which
// a guest never fetches (ADR 045 §9); both come at once.
const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
const part = stringsPartFor(window.location.pathname);
const signedIn = document.documentElement.dataset.signedIn === "true";
Promise.all([loadLanguage(language, part), signedIn ? preloadSignedInMenu() : null]).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
    if (part !== "all") loadLanguage(language, "all").catch((error: unknown) => console.error(`build ${buildId()}:`, error));
  },
  // Without its strings the page stays as the server rendered it: readable, and its forms still post.
  // The build's id (the one /healthz answers) tells which deploy a reported console error came from.
  (error: unknown) => console.error(`build ${buildId()}:`, error),
);
