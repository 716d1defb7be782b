import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

/** The side menu shared by /profile, /update-profile and /change-password. */
export function ProfileNav() {
  const { t } = useTranslation();
  return (
    <nav className="profile-nav" aria-label={t("profile.sideMenu")}>
      <NavLink to="/profile" end>
        {t("profile.title")}
      </NavLink>
      <NavLink to="/update-profile">{t("profile.editTitle")}</NavLink>
      <NavLink to="/change-password">{t("profile.changePasswordTitle")}</NavLink>
    </nav>
  );
}
