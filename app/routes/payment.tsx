import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from "@remix-run/react";
import { useCallback, useState, type KeyboardEvent } from "react";
import { CouponForm } from "~/components/payment/coupon-form";
import { PlanCard } from "~/components/payment/plan-card";
import { QrPaymentDialog, type Bill } from "~/components/payment/qr-payment-dialog";
import { createBillContract } from "~/core/billing/purchase-api";
import { useTranslation } from "~/hooks/use-translation";
import { paymentPage } from "~/models/billing/payment-page.server";
import { requireUser } from "~/utils/auth.server";
import { callApi, refusalMessage } from "~/utils/api-client";
import { pageTitle } from "~/utils/meta";
import styles from "~/styles/payment.css?url";
import { ClientButton } from "~/components/ui/client-button";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = (args) => pageTitle(args, "payment.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context.cloudflare.env);
  return paymentPage(user, Date.now());
}

type Tab = "pay" | "coupon";

export default function PaymentPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(searchParams.get("tab") === "coupon" ? "coupon" : "pay");
  const [bill, setBill] = useState<Bill | null>(null);
  const [paid, setPaid] = useState(false);
  const [billError, setBillError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(level: string) {
    setBusy(true);
    setBillError(null);
    const answer = await callApi(createBillContract, { level });
    setBusy(false);
    if (!answer.ok) return setBillError(answer.error.message);
    if (answer.status !== 200) return setBillError(refusalMessage(answer.body) ?? t("payment.createFailed"));
    const { invoice_id, qr, urls, data } = answer.body;
    setBill({ invoiceId: invoice_id, qr, urls, amount: data.amount, days: data.days });
  }

  // Paid: the menu's days left refresh at once; the notice stays until the user moves on.
  const onPaid = useCallback(() => {
    setPaid(true);
    revalidator.revalidate();
  }, [revalidator]);

  function closeBill() {
    setBill(null);
    if (paid) navigate("/beginner");
  }

  function tabKey(event: KeyboardEvent) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      const next: Tab = tab === "pay" ? "coupon" : "pay";
      setTab(next);
      document.getElementById(`payment-tab-${next}`)?.focus();
    }
  }

  return (
    <div className="payment stack">
      <header>
        <h1 data-testid="payment-heading">{t(page.expired ? "payment.headingExpired" : "payment.headingActive")}</h1>
        <p className="lead" data-testid="payment-days-left">
          {page.daysLeft > 0 ? t("payment.daysLeft", { days: page.daysLeft }) : t("payment.noDaysLeft")}
        </p>
      </header>

      <div className="payment-tabs" role="tablist" aria-label={t("payment.tabs")}>
        {(["pay", "coupon"] as const).map((id) => (
          <ClientButton
            key={id}
            role="tab"
            id={`payment-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`payment-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onKeyDown={tabKey}
            onClick={() => setTab(id)}
            data-testid={`tab-${id}`}
          >
            {t(id === "pay" ? "payment.tabPay" : "payment.tabCoupon")}
          </ClientButton>
        ))}
      </div>

      {tab === "pay" ? (
        <section id="payment-panel-pay" role="tabpanel" aria-labelledby="payment-tab-pay" className="stack">
          <div className="plan-grid">
            {page.plans.map((plan) => (
              <PlanCard key={plan.level} plan={plan} busy={busy} onChoose={choose} />
            ))}
          </div>
          {billError ? (
            <p className="notice notice--warning" role="alert" data-testid="bill-error">
              {billError}
            </p>
          ) : null}
        </section>
      ) : (
        <section id="payment-panel-coupon" role="tabpanel" aria-labelledby="payment-tab-coupon" className="card">
          <CouponForm />
        </section>
      )}

      <aside className="card payment-support" data-testid="payment-support">
        <h2>{t("payment.supportTitle")}</h2>
        <p>{t("payment.supportHours", { hours: page.support.hours })}</p>
        <p>
          {t("payment.supportEmail")}: <a href={`mailto:${page.support.email}`}>{page.support.email}</a>
        </p>
        {page.support.phone ? (
          <p>
            {t("payment.supportPhone")}: <a href={`tel:${page.support.phone.replace(/\s/g, "")}`}>{page.support.phone}</a>
          </p>
        ) : null}
        <p className="muted">{t("payment.transferNote")}</p>
      </aside>

      {bill ? <QrPaymentDialog bill={bill} onClose={closeBill} onPaid={onPaid} /> : null}
    </div>
  );
}
