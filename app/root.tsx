import { useRootData, type RootData } from "~/hooks/use-root-data";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { ErrorView } from "~/components/layout/error-view";
import { useNonce } from "~/components/layout/nonce";
import { SiteFooter } from "~/components/layout/site-footer";
import { ThemeScript } from "~/components/layout/theme-script";
import { TopMenu } from "~/components/layout/top-menu";
import { syncGuestKeyStats } from "~/components/keys/guest-key-stats-key";
import { InvitationPopup } from "~/components/races/invitation-popup";
import { LobbyProvider } from "~/components/races/lobby-provider";
import { LoadingOverlay } from "~/components/ui/loading-overlay";
import { DeferredOfflineBar } from "~/components/offline/deferred-offline-bar";
import { useCurrentUser } from "~/hooks/use-current-user";
import { DEFAULT_LANGUAGE, languageFromCookie } from "~/i18n";
import { menuUser } from "~/models/accounts/menu-user.server";
import { facebookConfigured } from "~/services/facebook.server";
import { getOptionalUser } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import stylesheet from "~/styles/app.css?url";
import cyrillic400 from "@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff2?url";
import cyrillic600 from "@fontsource/noto-sans/files/noto-sans-cyrillic-600-normal.woff2?url";
import { buildId } from "~/build-id";

export const links: LinksFunction = () => [
  // The Mongolian text's font is fetched with the stylesheet, not after it: a late swap re-wrapped the
  // heading and moved the typing card (CLS 0.2 on /, issue 20 §4).
  { rel: "preload", href: cyrillic400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: cyrillic600, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (ADR 044): the manifest names the app, its icons and /lesson as the start page.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/** Pages set their own title; the error boundary's page (404, 403, 500) gets one here. */
export const meta: MetaFunction = (args) => {
  if (!args.error) return [];
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  return pageTitle(args, status === 404 ? "notFound.title" : status === 403 ? "forbidden.title" : "error.title");
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const user = await getOptionalUser(request, env);
  return {
    language: languageFromCookie(request.headers.get("Cookie")),
    user: user ? menuUser(user, Date.now()) : null,
    facebookEnabled: facebookConfigured(env),
  } satisfies RootData;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  // Marks the document interactive once React has hydrated (tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // The theme attribute is set by ThemeScript before React hydrates. data-signed-in tells entry.client
    // to fetch the signed-in menu's chunk before it hydrates (ADR 045 §9).
    <html lang={language} data-signed-in={data?.user ? "true" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a63d6" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#11151c" media="(prefers-color-scheme: dark)" />
        <ThemeScript nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <TopMenu facebookEnabled={data?.facebookEnabled ?? false} />
        <main id="main" className="page">
          {children}
        </main>
        <SiteFooter />
        <LoadingOverlay />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A guest's per-key figures kept on this device join the account once it is signed in (issue 19).
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    if (userId) syncGuestKeyStats();
  }, [userId]);
  // The lobby socket lives above every page so that an invitation reaches the user anywhere.
  return (
    <LobbyProvider>
      <Outlet />
      <InvitationPopup />
      <DeferredOfflineBar />
    </LobbyProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView kind="notFound" />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorView kind="forbidden" />;
  // On the server handleError (entry.server.tsx) has logged it, redacted; the browser's console names the build.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(`build ${buildId()}:`, error);
  return <ErrorView kind="error" />;
}
