import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/hooks/use-translation";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/payment.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "text.title");

/** Where some 402s lead (SPEC §6: profile and room lobby calls): a paid plan is needed. */
export default function SubscriptionRequired() {
  const { t } = useTranslation();
  return (
    <section className="card subscription-notice" data-testid="subscription-required">
      <svg className="subscription-notice__icon" viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
        <rect x="4" y="10" width="16" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h1>{t("text.title")}</h1>
      <p className="lead">{t("text.body")}</p>
      <p>{t("text.includes")}</p>
      <ul className="subscription-notice__includes" data-testid="plan-includes">
        <li>{t("text.includesLessons")}</li>
        <li>{t("text.includesRooms")}</li>
        <li>{t("text.includesPrize")}</li>
        <li>{t("text.includesCertificate")}</li>
      </ul>
      <div className="subscription-notice__actions">
        <Link to="/payment" className="button" data-testid="to-payment">
          {t("text.toPayment")}
        </Link>
        <Link to="/" className="button button--ghost">
          {t("text.back")}
        </Link>
      </div>
    </section>
  );
}
