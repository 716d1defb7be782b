import { Link, NavLink, useLocation } from "@remix-run/react";
import { Suspense, useCallback, useId, useState } from "react";
import { useCurrentUser } from "~/hooks/use-current-user";
import { useDismiss } from "~/hooks/use-dismiss";
import { useTranslation } from "~/hooks/use-translation";
import type { MessageKey } from "~/i18n";
import { preloadable } from "~/components/ui/preloadable";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";
import { ClientButton } from "~/components/ui/client-button";

// The login modal (its dialog, its form and zod with it) loads when the button is neared or pressed,
// not with every page.
const LoginModal = preloadable(() => import("~/components/accounts/login-modal").then((m) => m.LoginModal));
const preloadLogin = () => void LoginModal.preload().catch(() => {});
// The bell and the account menu: only a signed-in learner's pages fetch them (entry.client preloads them).
const SignedInMenu = preloadable(() => import("./signed-in-menu").then((m) => m.SignedInMenu));
export const preloadSignedInMenu = SignedInMenu.preload;

const NAV_ITEMS: { to: string; key: MessageKey; end?: boolean }[] = [
  { to: "/", key: "nav.home", end: true },
  { to: "/lesson", key: "nav.lessons" },
  { to: "/races", key: "nav.onlineRace" },
  { to: "/ranking-rooms", key: "nav.prizeRace" },
  { to: "/help", key: "nav.help" },
];

export function TopMenu({ facebookEnabled }: { facebookEnabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const user = useCurrentUser();
  const [loginOpen, setLoginOpen] = useState(false);
  /** Once opened, the modal stays mounted (closed), as the server never renders it. */
  const [loginMounted, setLoginMounted] = useState(false);
  const [unread, setUnread] = useState(0);
  // The phone menu closes after every navigation and on Esc (useDismiss).
  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, closeMenu);

  return (
    <header className="top-menu">
      <a href="#main" className="skip-link">
        {t("nav.skip")}
      </a>
      <div className="top-menu__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            Б
          </span>
          <span className="brand__name">{t("app.name")}</span>
        </Link>
        <ClientButton
          className="icon-button top-menu__burger"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t("nav.closeMenu") : user && unread > 0 ? `${t("nav.menu")}: ${t("notify.unread", { count: unread })}` : t("nav.menu")}
          data-testid="menu-toggle"
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true">{open ? "✕" : "☰"}</span>
          {user && unread > 0 && !open ? (
            <span className="bell__count" data-testid="menu-unread">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </ClientButton>
        <nav id={menuId} className={open ? "top-menu__nav is-open" : "top-menu__nav"} aria-label={t("nav.main")}>
          <ul className="top-menu__links">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="top-menu__link" prefetch="intent">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="top-menu__actions">
            <LanguageSwitch />
            <ThemeToggle />
            {user ? (
              // Preloaded on a page that opened signed in; after a sign-in without a reload it arrives a
              // moment later, and the row keeps its height meanwhile.
              <Suspense fallback={<span className="top-menu__pending" aria-busy="true" />}>
                <SignedInMenu user={user} onUnread={setUnread} />
              </Suspense>
            ) : (
              <>
                {/* A link to the login page until React opens the modal in its place (ADR 049): a click
                    before hydration still leads to a login, and comes back here after it. */}
                <a
                  href={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
                  className="button button--ghost"
                  data-testid="open-login"
                  onPointerEnter={preloadLogin}
                  onFocus={preloadLogin}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    setLoginMounted(true);
                    setLoginOpen(true);
                  }}
                >
                  {t("nav.login")}
                </a>
                <Link to="/register" className="button">
                  {t("nav.register")}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
      {/* Stays mounted after a successful login so its notice shows until the reload. */}
      {!loginMounted || (user && !loginOpen) ? null : (
        <Suspense fallback={null}>
          <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} redirectTo={location.pathname + location.search} facebookEnabled={facebookEnabled} />
        </Suspense>
      )}
    </header>
  );
}
