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

/** Asked only while a licence runs or waits to start; without one a licence starts at once. */
const StartSchema = z.enum(["now", "renewal"], { error: "school.error.start" }).default("now");

/** The teacher's buy form (also the school coupon form's intent). */
export const SchoolPlanSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("buy"),
    seats: wholeNumber(1, CLASS_MEMBER_LIMIT, "school.error.seats"),
    months: wholeNumber(1, MAX_SCHOOL_MONTHS, "school.error.months"),
    start: StartSchema,
  }),
  z.object({
    intent: z.literal("coupon"),
    coupon: z.string({ error: "school.error.coupon" }).trim().min(1, { error: "school.error.coupon" }).max(40),
    start: StartSchema,
  }),
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

const live = <T extends Licence>(licences: readonly T[]) => licences.filter((l) => l.refundedAt === null);

/** Seats of a class at moment `t`: the seats of every licence (not refunded) running then add up. */
export function seatsAt(licences: readonly Licence[], t: number): number {
  let seats = 0;
  for (const l of live(licences)) if (l.startAt <= t && t < l.endAt) seats += l.seats;
  return seats;
}

/**
 * The school end for a member at `rank` (0 = joined first): the first moment from `now` on when the
 * class's seats no longer reach their rank. Seats only drop where a licence ends, so that moment is
 * `now` (no seat now: null) or one of the ends. A renewal that starts where the current licence ends
 * carries the member on without a gap; a gap (or fewer seats) ends their access there.
 */
export function schoolEndFor(rank: number, licences: readonly Licence[], now: number): number | null {
  if (seatsAt(licences, now) <= rank) return null;
  const ends = live(licences)
    .map((l) => l.endAt)
    .filter((t) => t > now)
    .sort((a, b) => a - b);
  return ends.find((t) => seatsAt(licences, t) <= rank) ?? null;
}

/** The plan names of school bills: the bill remembers how its licence starts until it is paid. */
export const SCHOOL_PLAN = "school";
export const SCHOOL_RENEWAL_PLAN = "school-renewal";

/** How a licence bought while another runs begins: at once (its seats add up), or as a renewal. */
export type LicenceStart = "now" | "renewal";

/** A new licence's period: from now, or (a renewal) from the latest end of the class's licences still to end. */
export function newLicencePeriod(licences: readonly Licence[], now: number, days: number, start: LicenceStart): { startAt: number; endAt: number } {
  const later = start === "renewal" ? live(licences).filter((l) => l.endAt > now) : [];
  const startAt = later.reduce((at, l) => Math.max(at, l.endAt), now);
  return { startAt, endAt: startAt + days * DAY_MS };
}

export type LicenceStatus = "running" | "scheduled" | "ended" | "refunded";

export function licenceStatus(l: Licence, now: number): LicenceStatus {
  if (l.refundedAt !== null) return "refunded";
  if (now < l.startAt) return "scheduled";
  return now < l.endAt ? "running" : "ended";
}

/** The end of paid access: the later of the personal end and the school end (null: never had any). */
export function effectiveAccessEnd(personalEnd: number | null, schoolEnd: number | null): number | null {
  if (personalEnd === null) return schoolEnd;
  if (schoolEnd === null) return personalEnd;
  return Math.max(personalEnd, schoolEnd);
}

/** The end of the class's paid seats without a gap from now (the last day anyone is covered), or null. */
export function coveredUntil(licences: readonly Licence[], now: number): number | null {
  return schoolEndFor(0, licences, now);
}

/** Seats used and free under a licence for a class of `members` current members. */
export function seatCounts(seats: number, members: number): { used: number; free: number; over: number } {
  const used = Math.min(seats, members);
  return { used, free: seats - used, over: Math.max(0, members - seats) };
}

/** The admin's change to one licence: extend by some days, or refund it. */
export const LicenceActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("extend"), id: z.coerce.number().int().positive(), days: wholeNumber(1, 365, "school.admin.error.days") }),
  z.object({ intent: z.literal("refund"), id: z.coerce.number().int().positive() }),
]);
