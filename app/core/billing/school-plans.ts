// School plans (issue 31, ADR 041): a teacher buys seats for one class, N students × M months. The
// seat prices live here beside the personal plans; the rules for who holds a seat and which end date
// counts are pure functions, the same rules the SQL of app/models/billing/access.server.ts applies.
import { z } from "zod";
import { CLASS_MEMBER_LIMIT } from "../classes/membership";
import { DAYS_PER_COUPON_MONTH } from "./plans";
import { DAY_MS } from "./subscription";

/** Whole tugrik per seat per month; a tier applies from its number of seats up. */
export const SCHOOL_SEAT_TIERS = [
  { fromSeats: 1, perSeatMonth: 3_900 },
  { fromSeats: 20, perSeatMonth: 2_900 },
] as const;

export const MAX_SCHOOL_MONTHS = 12;
/** A licence month is as long as a coupon month: 30 days. */
export const DAYS_PER_SCHOOL_MONTH = DAYS_PER_COUPON_MONTH;

export function seatPrice(seats: number): number {
  let price: number = SCHOOL_SEAT_TIERS[0].perSeatMonth;
  for (const tier of SCHOOL_SEAT_TIERS) if (seats >= tier.fromSeats) price = tier.perSeatMonth;
  return price;
}

export interface SchoolQuote {
  seats: number;
  months: number;
  days: number;
  perSeatMonth: number;
  amount: number;
}

export function schoolQuote(seats: number, months: number): SchoolQuote {
  if (!Number.isInteger(seats) || seats < 1 || seats > CLASS_MEMBER_LIMIT) throw new RangeError("seats out of range");
  if (!Number.isInteger(months) || months < 1 || months > MAX_SCHOOL_MONTHS) throw new RangeError("months out of range");
  const perSeatMonth = seatPrice(seats);
  return { seats, months, days: months * DAYS_PER_SCHOOL_MONTH, perSeatMonth, amount: seats * months * perSeatMonth };
}

const wholeNumber = (min: number, max: number, key: string) =>
  z.coerce.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

/** The teacher's buy form (also the school coupon form's intent). */
export const SchoolPlanSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("buy"),
    seats: wholeNumber(1, CLASS_MEMBER_LIMIT, "school.error.seats"),
    months: wholeNumber(1, MAX_SCHOOL_MONTHS, "school.error.months"),
  }),
  z.object({ intent: z.literal("coupon"), coupon: z.string({ error: "school.error.coupon" }).trim().min(1, { error: "school.error.coupon" }).max(40) }),
]);

export interface SeatMember {
  userId: number;
  joinedAt: number;
}

/** Who holds a seat: the current members who joined first (ties by user id), up to `seats`. */
export function seatHolders<T extends SeatMember>(members: readonly T[], seats: number): { seated: T[]; unseated: T[] } {
  const ordered = [...members].sort((a, b) => a.joinedAt - b.joinedAt || a.userId - b.userId);
  return { seated: ordered.slice(0, Math.max(0, seats)), unseated: ordered.slice(Math.max(0, seats)) };
}

export interface Licence {
  seats: number;
  startAt: number;
  endAt: number;
  refundedAt: number | null;
}

/** The school end for a member at `rank` (0 = joined first): the latest end of a licence that seats them. */
export function schoolEndFor(rank: number, licences: readonly Licence[]): number | null {
  let end: number | null = null;
  for (const l of licences) if (l.refundedAt === null && l.seats > rank && (end === null || l.endAt > end)) end = l.endAt;
  return end;
}

/** The end of paid access: the later of the personal end and the school end (null: never had any). */
export function effectiveAccessEnd(personalEnd: number | null, schoolEnd: number | null): number | null {
  if (personalEnd === null) return schoolEnd;
  if (schoolEnd === null) return personalEnd;
  return Math.max(personalEnd, schoolEnd);
}

/** The licence the class page shows: the running one that ends last, else the latest that ended. */
export function currentLicence<T extends Licence>(licences: readonly T[], now: number): T | null {
  const live = licences.filter((l) => l.refundedAt === null);
  const running = live.filter((l) => l.startAt <= now && now < l.endAt).sort((a, b) => b.endAt - a.endAt || b.seats - a.seats);
  return running[0] ?? [...live].sort((a, b) => b.endAt - a.endAt)[0] ?? null;
}

/** Seats used and free under a licence for a class of `members` current members. */
export function seatCounts(seats: number, members: number): { used: number; free: number; over: number } {
  const used = Math.min(seats, members);
  return { used, free: seats - used, over: Math.max(0, members - seats) };
}

/** A licence bought now runs `days` from now. */
export function licencePeriod(now: number, days: number): { startAt: number; endAt: number } {
  return { startAt: now, endAt: now + days * DAY_MS };
}

/** The admin's change to one licence: extend by some days, or refund it. */
export const LicenceActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("extend"), id: z.coerce.number().int().positive(), days: wholeNumber(1, 365, "school.admin.error.days") }),
  z.object({ intent: z.literal("refund"), id: z.coerce.number().int().positive() }),
]);
