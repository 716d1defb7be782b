import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = (args) => pageTitle(args, "terms.title");

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6"] as const;

export default function Terms() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t("terms.title")}</h1>
      <div className="accordion" data-testid="terms-accordion">
        {SECTIONS.map((s, i) => (
          <details key={s} open={i === 0}>
            <summary>{t(`terms.${s}.title`)}</summary>
            <div>
              <p>{t(`terms.${s}.body`)}</p>
            </div>
          </details>
        ))}
      </div>
      <p>
        <Link to="/privacy">{t("accounts.privacyLink")}</Link>
      </p>
    </div>
  );
}
