// Prize races (SPEC §4 Prize race, §5 Prize race join): who may race, when a race is open, and the
// countdown the screen shows. Pure: the server judges against its own user row, the browser only shows.
import { type Role } from "../accounts/roles";
import { subscriptionState } from "../billing/subscription";

/** A finished prize-race attempt is worth 5 points, once per learner per race (SPEC §9). */
export const PRIZE_FINISH_POINTS = 5;

export interface PrizeRaceRules {
  minPoint: number;
  maxPoint: number;
  limitWpm: number;
}

export interface PrizeRaceWindow {
  startAt: number;
  endAt: number;
}

/** The server's own user row (never the browser's claim); null for a guest. */
export interface EligibilityUser {
  points: number;
  recordWpm: number;
  endAt: number | null;
  role?: Role;
  /** An admin disqualified this learner's result in this race (ADR 033): they may not race it again. */
  disqualified?: boolean;
  /** A class account made by a teacher (ADR 038): prize races are public and have prizes, so no. */
  classAccount?: boolean;
}

export type IneligibleReason = "login" | "classAccount" | "disqualified" | "payment" | "pointsHigh" | "pointsLow" | "wpmHigh";
export type Eligibility = { ok: true } | { ok: false; reason: IneligibleReason };

/**
 * May this user race? Guests log in first; a class account never (its board would be public); a learner disqualified from this race may not; the free
 * plan (or an expired one) has no prize races; then the points range and the WPM cap, each bound
 * inclusive (exactly maxPoint is still eligible).
 */
export function prizeEligibility(user: EligibilityUser | null, race: PrizeRaceRules, now: number): Eligibility {
  if (!user) return { ok: false, reason: "login" };
  if (user.classAccount) return { ok: false, reason: "classAccount" };
  if (user.disqualified) return { ok: false, reason: "disqualified" };
  if (user.role !== "admin" && !subscriptionState(user.endAt, now).active) return { ok: false, reason: "payment" };
  if (user.points > race.maxPoint) return { ok: false, reason: "pointsHigh" };
  if (user.points < race.minPoint) return { ok: false, reason: "pointsLow" };
  if (user.recordWpm > race.limitWpm) return { ok: false, reason: "wpmHigh" };
  return { ok: true };
}

export type RacePhase = "upcoming" | "open" | "finished";

/** Before start_at: upcoming; from start_at up to (not including) end_at: open; then finished. */
export function racePhase(race: PrizeRaceWindow & { closedAt?: number | null }, now: number): RacePhase {
  if (race.closedAt != null) return "finished";
  if (now < race.startAt) return "upcoming";
  if (now < race.endAt) return "open";
  return "finished";
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left, never negative. */
  totalMs: number;
}

/** Time left until `target`, split for the screen; a partial second counts as a whole one. */
export function countdownParts(target: number, now: number): CountdownParts {
  const totalMs = Math.max(0, target - now);
  const totalSeconds = Math.ceil(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

/** What the countdown counts to: the start before it, the end while open, nothing after. */
export function countdownTarget(race: PrizeRaceWindow & { closedAt?: number | null }, now: number): number | null {
  const phase = racePhase(race, now);
  return phase === "upcoming" ? race.startAt : phase === "open" ? race.endAt : null;
}
