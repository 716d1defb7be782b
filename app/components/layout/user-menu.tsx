import { Form, Link } from "@remix-run/react";
import { forgetOfflineData } from "~/components/offline/forget-offline-data";
import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "~/hooks/use-dismiss";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import type { MenuUser } from "~/models/accounts/menu-user.server";

export function UserMenu({ user }: { user: MenuUser }) {
  const { t, language } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, close, ref);
  return (
    <div className="user-menu" ref={ref}>
      <span className="user-menu__stat" title={t("accounts.points")} data-testid="menu-points">
        ★ {formatNumber(user.points, language)}
      </span>
      <span className={user.subscriptionActive ? "user-menu__stat" : "user-menu__stat user-menu__stat--expired"} data-testid="menu-days-left">
        {t("accounts.daysLeft", { days: user.daysLeft })}
      </span>
      <button
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${user.name}, ${t("accounts.profileMenu")}`}
        data-testid="user-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <img src={user.image} alt="" width={32} height={32} className="avatar" />
        <span className="user-menu__name">{user.name}</span>
      </button>
      {open ? (
        <ul id={menuId} className="user-menu__list">
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
              <button type="submit" className="link-button" data-testid="logout">
                {t("accounts.logout")}
              </button>
            </Form>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
