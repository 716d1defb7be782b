// Paid plans (SPEC §9) and the support details shown beside them, in one place. Switching to the
// alternative price table of SPEC §9 is a one-line change: ACTIVE_PLAN_TABLE = "alternative".
export type PlanLevel = "plan0" | "plan1" | "plan2";
/** Names the card (the i18n key payment.plan.<name>). */
export type PlanName = "free" | "standard" | "value" | "quarter" | "halfYear" | "year";

export interface Plan {
  level: PlanLevel;
  name: PlanName;
  /** Days of access a purchase adds (0 for the free plan, which cannot be bought). */
  days: number;
  /** Whole tugrik. */
  price: number;
  /** Lessons open on this plan. */
  lessons: number;
  prizeRaces: boolean;
  certificate: boolean;
  support: boolean;
}

/** The first 51 lessons are free (SPEC §1). */
export const FREE_LESSONS = 51;
export const TOTAL_LESSONS = 278;

const FREE: Plan = { level: "plan0", name: "free", days: 0, price: 0, lessons: FREE_LESSONS, prizeRaces: false, certificate: false, support: false };
const paid = (level: PlanLevel, name: PlanName, days: number, price: number): Plan => ({
  level,
  name,
  days,
  price,
  lessons: TOTAL_LESSONS,
  prizeRaces: true,
  certificate: true,
  support: true,
});

export const PLAN_TABLES = {
  /** The plan cards of the payment page: Free, Standard 30 days, Better value 90 days. */
  standard: [FREE, paid("plan1", "standard", 30, 9_900), paid("plan2", "value", 90, 14_900)],
  /** The other reading of SPEC §9: 3, 6 and 12 months. */
  alternative: [paid("plan0", "quarter", 90, 19_900), paid("plan1", "halfYear", 180, 29_900), paid("plan2", "year", 365, 39_900)],
} as const satisfies Record<string, readonly [Plan, Plan, Plan]>;

export type PlanTableName = keyof typeof PLAN_TABLES;
export const ACTIVE_PLAN_TABLE: PlanTableName = "standard";

export function plans(table: PlanTableName = ACTIVE_PLAN_TABLE): readonly Plan[] {
  return PLAN_TABLES[table];
}

export function isPurchasable(plan: Plan): boolean {
  return plan.price > 0 && plan.days > 0;
}

/**
 * The plan a purchase asks for. The seed's clients send `level` as the plan name ("plan1") or as the
 * purchase option number (1 or "1"); anything else, and the free plan, is not for sale.
 */
export function purchasablePlan(level: unknown, table: PlanTableName = ACTIVE_PLAN_TABLE): Plan | null {
  const name = typeof level === "number" || (typeof level === "string" && /^\d$/.test(level)) ? `plan${level}` : level;
  const plan = plans(table).find((p) => p.level === name);
  return plan && isPurchasable(plan) ? plan : null;
}

/** A coupon month is 30 days, the same length as the Standard plan. */
export const DAYS_PER_COUPON_MONTH = 30;

/**
 * Support details shown on the payment page (SPEC §1: 09:00-18:00 on workdays). The spec does not
 * give the contact itself: put the real phone number here; a null phone is simply not shown.
 */
export const SUPPORT: { hours: string; email: string; phone: string | null } = {
  hours: "09:00–18:00",
  email: "support@bichee.mn",
  phone: null,
};
