import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import { ADMIN_SCREENS } from "./admin-screens";

/** The dashboard link is active only on /admin itself, the others also on their sub-pages. */
const isIndex = (path: string) => path === "/admin";

/** The admin console's own menu, drawn from ADMIN_SCREENS; it scrolls sideways on a phone. */
export function AdminNav() {
  const { t } = useTranslation();
  return (
    <nav className="admin-nav" aria-label={t("admin.nav.label")}>
      <ul>
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.path}>
            <NavLink to={screen.path} end={isIndex(screen.path)} prefetch="intent">
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
