import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = (args) => pageTitle(args, "home.title");

export default function Home() {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <h1>{t("home.title")}</h1>
      <p className="lead">{t("home.lead")}</p>
      <div className="hero__actions">
        <Link to="/lesson" className="button">
          {t("home.ctaLessons")}
        </Link>
        <Link to="/races" className="button button--ghost">
          {t("home.ctaRace")}
        </Link>
      </div>
    </section>
  );
}
