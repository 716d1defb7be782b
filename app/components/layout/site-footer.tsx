import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <span>© {t("app.name")}</span>
      <Link to="/help">{t("footer.help")}</Link>
      <Link to="/terms">{t("footer.terms")}</Link>
      <Link to="/privacy">{t("footer.privacy")}</Link>
    </footer>
  );
}
