// The class's plan tab (issue 31, ADR 041): what the licence covers now, who has no seat, and the two
// ways to get one: seats bought with a QPay bill, or a school coupon from the admin.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/admin/field-error";
import { SchoolPlanSchema, SCHOOL_SEAT_TIERS, MAX_SCHOOL_MONTHS, schoolQuote, type LicenceStatus } from "~/core/billing/school-plans";
import { CLASS_MEMBER_LIMIT } from "~/core/classes/membership";
import { formatDate } from "~/core/shared/dates";
import { useTranslation } from "~/hooks/use-translation";
import { formatNumber, type MessageKey } from "~/i18n";

type Result = SubmissionResult<string[]> | undefined;

export interface PlanSummary {
  licences: { id: number; seats: number; startAt: number; endAt: number; status: LicenceStatus }[];
  seats: number;
  coveredUntil: number | null;
  counts: { used: number; free: number; over: number };
  unseated: { userId: number; name: string; joinedAt: number }[];
  members: number;
}

export function LicenceSummary({ plan }: { plan: PlanSummary }) {
  const { t, language } = useTranslation();
  return (
    <div className="stack">
      {plan.seats === 0 || plan.coveredUntil === null ? (
        <p data-testid="school-none">{t("school.none")}</p>
      ) : (
        <>
          <p className="school-plan__end" data-testid="school-end">
            {t("school.endsOn", { date: formatDate(plan.coveredUntil, language) })}
          </p>
          <dl className="school-plan__seats">
            <div>
              <dt>{t("school.seatsNow")}</dt>
              <dd data-testid="school-seats">{plan.seats}</dd>
            </div>
            <div>
              <dt>{t("school.seatsUsed")}</dt>
              <dd data-testid="school-seats-used">{plan.counts.used}</dd>
            </div>
            <div>
              <dt>{t("school.seatsFree")}</dt>
              <dd data-testid="school-seats-free">{plan.counts.free}</dd>
            </div>
          </dl>
        </>
      )}
      {plan.licences.length > 0 ? <LicenceTable licences={plan.licences} /> : null}
      {plan.unseated.length > 0 ? (
        <div className="notice notice--warning stack" role="status" data-testid="school-unseated">
          <strong>{t("school.unseatedTitle")}</strong>
          <span>{t("school.unseatedLead")}</span>
          <ul>
            {plan.unseated.map((s) => (
              <li key={s.userId}>
                {s.name} <span className="muted">· {t("school.joined", { date: formatDate(s.joinedAt, language) })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const STATUS_KEY: Record<LicenceStatus, MessageKey> = {
  running: "school.status.running",
  scheduled: "school.status.scheduled",
  ended: "school.status.ended",
  refunded: "school.status.refunded",
};

/** Every licence of the class: its period, seats and status (seats of licences running together add up). */
function LicenceTable({ licences }: { licences: PlanSummary["licences"] }) {
  const { t, language } = useTranslation();
  return (
    <div className="table-scroll">
      <table data-testid="school-licences">
        <caption className="muted">{t("school.licencesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("school.period")}</th>
            <th scope="col">{t("school.seatsTotal")}</th>
            <th scope="col">{t("school.statusHead")}</th>
          </tr>
        </thead>
        <tbody>
          {licences.map((l) => (
            <tr key={l.id} data-status={l.status}>
              <td>
                {formatDate(l.startAt, language)} – {formatDate(l.endAt, language)}
              </td>
              <td>{l.seats}</td>
              <td>{t(STATUS_KEY[l.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** While a licence runs or waits: does the new one add seats now, or follow as a renewal? */
function StartChoice({ formId }: { formId: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="school-plan__start" data-testid={`${formId}-start`}>
      <legend>{t("school.startLegend")}</legend>
      <label>
        <input type="radio" name="start" value="renewal" defaultChecked /> {t("school.startRenewal")}
      </label>
      <label>
        <input type="radio" name="start" value="now" /> {t("school.startNow")}
      </label>
    </fieldset>
  );
}

const submitting = (navigation: ReturnType<typeof useNavigation>, intent: string) =>
  navigation.state !== "idle" && navigation.formData?.get("intent") === intent;

function quoteOf(seats: string | undefined, months: string | undefined) {
  try {
    return schoolQuote(Number(seats), Number(months));
  } catch {
    return null;
  }
}

export function BuySeatsForm({
  suggestedSeats,
  pending,
  lastResult,
  error,
}: {
  suggestedSeats: number;
  pending: boolean;
  lastResult: Result;
  error: string | null;
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const [values, setValues] = useState({ seats: String(suggestedSeats), months: "1" });
  const [form, fields] = useForm({
    id: "school-buy",
    lastResult,
    defaultValue: values,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SchoolPlanSchema }),
  });
  const quote = quoteOf(values.seats, values.months);
  const [small, large] = SCHOOL_SEAT_TIERS;
  return (
    <Form
      method="post"
      className="admin-form"
      {...getFormProps(form)}
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "seats" || target.name === "months") setValues((v) => ({ ...v, [target.name]: target.value }));
      }}
    >
      <input type="hidden" name="intent" value="buy" />
      <p className="muted">{t("school.prices", { small: formatNumber(small.perSeatMonth, language), large: formatNumber(large.perSeatMonth, language) })}</p>
      <div className="school-plan__fields">
        <div className="admin-field">
          <label htmlFor={fields.seats.id}>{t("school.seats")}</label>
          <input {...getInputProps(fields.seats, { type: "number" })} min={1} max={CLASS_MEMBER_LIMIT} inputMode="numeric" data-testid="school-seats-input" />
          <FieldError field={fields.seats} />
        </div>
        <div className="admin-field">
          <label htmlFor={fields.months.id}>{t("school.months")}</label>
          <input {...getInputProps(fields.months, { type: "number" })} min={1} max={MAX_SCHOOL_MONTHS} inputMode="numeric" data-testid="school-months-input" />
          <FieldError field={fields.months} />
        </div>
      </div>
      {quote ? (
        <p aria-live="polite" data-testid="school-total">
          <span className="muted">{t("school.quote", { seats: quote.seats, months: quote.months, price: formatNumber(quote.perSeatMonth, language) })}</span>
          <br />
          <strong>{t("school.total", { amount: formatNumber(quote.amount, language) })}</strong>
        </p>
      ) : null}
      {pending ? <StartChoice formId="school-buy" /> : null}
      {error ? (
        <p className="field__error" role="alert" data-testid="school-bill-error">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="button" disabled={submitting(navigation, "buy")} data-testid="school-buy">
          {t("school.buy")}
        </button>
      </div>
    </Form>
  );
}

export function SchoolCouponForm({
  pending,
  lastResult,
  redeemed,
}: {
  pending: boolean;
  lastResult: Result;
  redeemed: { seats: number; months: number } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "school-coupon",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SchoolPlanSchema }),
  });
  return (
    <Form method="post" className="admin-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="coupon" />
      <p className="muted">{t("school.couponLead")}</p>
      <div className="admin-field">
        <label htmlFor={fields.coupon.id}>{t("school.coupon")}</label>
        <input {...getInputProps(fields.coupon, { type: "text" })} maxLength={40} autoComplete="off" spellCheck={false} data-testid="school-coupon-input" />
        <FieldError field={fields.coupon} />
      </div>
      {pending ? <StartChoice formId="school-coupon" /> : null}
      <div className="admin-form__actions">
        {form.errors?.length ? (
          <p className="field__error" role="alert">
            {t(form.errors[0] as MessageKey)}
          </p>
        ) : redeemed ? (
          <p className="notice" role="status" data-testid="school-redeemed">
            {t("school.redeemed", redeemed)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={submitting(navigation, "coupon")}>
          {t("school.redeem")}
        </button>
      </div>
    </Form>
  );
}
