// /privacy (issue 30, ADR 038): what is stored, where, why, who sees a class's data, consent for
// children, leaving and erasure, contact. Linked from the footer, the terms and the roster import.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = (args) => pageTitle(args, "privacy.title");

const SECTIONS = ["what", "where", "why", "class", "consent", "leave", "contact"] as const;

export default function Privacy() {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="privacy">
      <h1>{t("privacy.title")}</h1>
      {SECTIONS.map((s) => (
        <section key={s}>
          <h2>{t(`privacy.${s}.title`)}</h2>
          <p>{t(`privacy.${s}.body`)}</p>
        </section>
      ))}
      <p>
        <Link to="/help">{t("footer.help")}</Link> · <Link to="/terms">{t("footer.terms")}</Link>
      </p>
    </div>
  );
}
