// /teacher/classes/:classId/plan (issue 31, ADR 041): the class's school licence — seats used and free,
// its end, the students without a seat — and buying seats with the same QPay bill, QR and polling as a
// personal plan (the check is /api/purchase/check-qpay-bill, the bill being the teacher's), or a school coupon.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { QrPaymentDialog, type Bill } from "~/components/payment/qr-payment-dialog";
import { BuySeatsForm, LicenceSummary, SchoolCouponForm } from "~/components/teacher/school-plan-forms";
import { SchoolPlanSchema } from "~/core/billing/school-plans";
import { createDb } from "~/db/client.server";
import { useTranslation } from "~/hooks/use-translation";
import { createSchoolBill } from "~/models/billing/payments.server";
import { classPlan, redeemSchoolCoupon } from "~/models/billing/school-licences.server";
import { ownClass } from "~/models/classes/classes.server";
import { pageTitle } from "~/utils/meta";
import { httpFailure } from "~/utils/api.server";
import { readFormData, refusal, requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";
import classStyles from "~/styles/classes.css?url";
import paymentStyles from "~/styles/payment.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: classStyles },
  { rel: "stylesheet", href: paymentStyles },
];
export const meta: MetaFunction = (args) => pageTitle(args, "teacher.class.tab.plan");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  return classPlan(db, found.id, Date.now());
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  const formData = await readFormData(request, 4_096);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const submission = parseWithZod(formData, { schema: SchoolPlanSchema });
  const intentField = formData.get("intent");
  const intent = typeof intentField === "string" ? intentField : "";
  if (submission.status !== "success") return data({ intent, result: submission.reply(), bill: null, error: null, redeemed: null }, { status: 400 });
  const order = submission.value;
  if (order.intent === "coupon") {
    const redeemed = await redeemSchoolCoupon(db, teacher.id, found.id, order.coupon, order.start);
    if (!redeemed.ok)
      return data({ intent, result: submission.reply({ formErrors: ["school.error.coupon"] }), bill: null, error: null, redeemed: null }, { status: 400 });
    return { intent, result: submission.reply({ resetForm: true }), bill: null, error: null, redeemed: { seats: redeemed.seats, months: redeemed.months } };
  }
  const bill = await createSchoolBill(env, teacher.id, found, order.seats, order.months, undefined, order.start);
  if (!bill.ok) {
    const failure = httpFailure(request, bill.error);
    return data({ intent, result: submission.reply(), bill: null, error: failure.message, redeemed: null }, { status: failure.status });
  }
  const { invoiceId, qr, urls, amount, days } = bill;
  return { intent, result: submission.reply(), bill: { invoiceId, qr, urls, amount, days } satisfies Bill, error: null, redeemed: null };
}

export default function ClassPlan() {
  const plan = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [bill, setBill] = useState<Bill | null>(null);
  const [paid, setPaid] = useState(false);
  // Each new bill from the action opens the QR dialog once.
  useEffect(() => {
    if (answer?.bill) {
      setPaid(false);
      setBill(answer.bill);
    }
  }, [answer]);
  const onPaid = useCallback(() => {
    setPaid(true);
    revalidator.revalidate();
  }, [revalidator]);
  const resultFor = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <div className="class-settings school-plan" data-testid="school-plan">
      <section className="card stack">
        <h2>{t("school.current")}</h2>
        <p className="muted">{t("school.lead")}</p>
        {paid ? (
          <p className="notice" role="status" data-testid="school-paid">
            {t("school.paid")}
          </p>
        ) : null}
        <LicenceSummary plan={plan} />
      </section>
      <section className="card stack">
        <h2>{t("school.buyTitle")}</h2>
        <BuySeatsForm
          suggestedSeats={Math.max(1, plan.members)}
          pending={plan.pending}
          lastResult={resultFor("buy")}
          error={answer?.intent === "buy" ? answer.error : null}
        />
      </section>
      <section className="card stack">
        <h2>{t("school.couponTitle")}</h2>
        <SchoolCouponForm pending={plan.pending} lastResult={resultFor("coupon")} redeemed={answer?.intent === "coupon" ? answer.redeemed : null} />
      </section>
      {bill ? <QrPaymentDialog bill={bill} onClose={() => setBill(null)} onPaid={onPaid} /> : null}
    </div>
  );
}
