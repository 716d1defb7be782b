import { useTranslation } from "~/hooks/use-translation";
import { formatNumber } from "~/i18n";
import type { PaymentPageData } from "~/models/billing/payment-page.server";
import { ClientButton } from "~/components/ui/client-button";

type PlanView = PaymentPageData["plans"][number];

/** One plan: name, price, days, lessons, what is included, and the button that bills it. */
export function PlanCard({ plan, busy, onChoose }: { plan: PlanView; busy: boolean; onChoose: (level: string) => void }) {
  const { t, language } = useTranslation();
  const features: [boolean, string][] = [
    [true, t("payment.lessons", { lessons: plan.lessons })],
    [plan.prizeRaces, t(plan.prizeRaces ? "payment.feature.prizeRaces" : "payment.feature.noPrizeRaces")],
    [plan.certificate, t(plan.certificate ? "payment.feature.certificate" : "payment.feature.noCertificate")],
    ...(plan.support ? [[true, t("payment.feature.support")] as [boolean, string]] : []),
  ];
  return (
    <article className={plan.purchasable ? "plan-card" : "plan-card plan-card--free"} data-testid={`plan-${plan.level}`}>
      <h2 className="plan-card__name">{t(`payment.plan.${plan.name}`)}</h2>
      <p className="plan-card__price">{t("payment.price", { price: formatNumber(plan.price, language) })}</p>
      <p className="plan-card__days">{plan.days > 0 ? t("payment.days", { days: plan.days }) : t("payment.freeIncluded")}</p>
      <ul className="plan-card__features">
        {features.map(([included, label]) => (
          <li key={label} className={included ? "is-included" : "is-excluded"}>
            <span aria-hidden="true">{included ? "✓" : "—"}</span> {label}
          </li>
        ))}
      </ul>
      {plan.purchasable ? (
        <ClientButton className="button" disabled={busy} onClick={() => onChoose(plan.level)} data-testid={`choose-${plan.level}`}>
          {t("payment.choose")}
        </ClientButton>
      ) : null}
    </article>
  );
}
