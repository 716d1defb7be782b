import { Form, Link } from "@remix-run/react";
import { forgetOfflineData } from "~/components/offline/forget-offline-data";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useDismiss } from "~/hooks/use-dismiss";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import type { MenuUser } from "~/models/accounts/menu-user.server";

export function UserMenu({ user }: { user: MenuUser }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  useDismiss(open, close, ref);
  // Opened before hydration, the browser's toggle was not heard: take the state from the element.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <div className="user-menu" ref={ref}>
      <span className="user-menu__stat" title={t("accounts.points")} data-testid="menu-points">
        ★ {formatNumber(user.points, language)}
      </span>
      <span className={user.subscriptionActive ? "user-menu__stat" : "user-menu__stat user-menu__stat--expired"} data-testid="menu-days-left">
        {t("accounts.daysLeft", { days: user.daysLeft })}
      </span>
      {/* A disclosure the browser opens by itself, so the menu works before React has hydrated the page. */}
      <details ref={details} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="user-menu__button" aria-label={`${user.name}, ${t("accounts.profileMenu")}`} data-testid="user-menu">
          <img src={user.image} alt="" width={32} height={32} className="avatar" />
          <span className="user-menu__name">{user.name}</span>
        </summary>
        <ul className="user-menu__list" data-testid="user-menu-list">
          <li>
            <Link to="/profile">{t("accounts.menu.profile")}</Link>
          </li>
          <li>
            <Link to="/change-password">{t("accounts.menu.changePassword")}</Link>
          </li>
          <li>
            <Link to="/certificate">{t("accounts.menu.certificate")}</Link>
          </li>
          <li>
            <Link to="/help">{t("accounts.menu.help")}</Link>
          </li>
          {user.role === "teacher" ? (
            <li>
              <Link to="/teacher" data-testid="menu-teacher">
                {t("classes.menu.teacher")}
              </Link>
            </li>
          ) : null}
          {user.role === "admin" ? (
            <li>
              <Link to="/admin" data-testid="menu-admin">
                {t("accounts.menu.admin")}
              </Link>
            </li>
          ) : null}
          <li>
            <Form method="post" action="/logout" onSubmit={() => void forgetOfflineData()}>
              {/* Signing out also forgets this device's offline data, which needs the hydrated page. */}
              <button type="submit" className="link-button" data-testid="logout" disabled={!hydrated}>
                {t("accounts.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </details>
    </div>
  );
}
