// The certificate (SPEC §2 Certificate, §5, §9; ADR 015): who may take the exam, what passes it,
// what a public page may show of the holder, and the token that names a certificate. Pure.
import { type Role } from "../accounts/roles";
import { CERTIFICATE_LESSONS } from "../lessons/lessons";
import { judgeTextAttempt, type AttemptRefusal, type AttemptResult } from "../typing/plausibility";
import { subscriptionState } from "../billing/subscription";
import type { Keystroke } from "../typing/typing-engine";

/** A pass needs at least this WPM (the shared rule's figure: characters of correct words / 5 / minutes)… */
export const CERTIFICATE_MIN_WPM = 35;
/** …and at least this share of words typed right, whole percent. */
export const CERTIFICATE_MIN_ACCURACY = 90;

export interface CertificateCandidate {
  /** Subscription end (epoch ms), null when never paid. */
  endAt: number | null;
  role?: Role;
  /** Lessons finished with a score above 0. */
  completedLessons: number;
}

export type CertificateRefusal = "payment" | "lessons";
export type CertificateEligibility = { ok: true } | { ok: false; reason: CertificateRefusal };

/**
 * May this learner take the exam (and see the certificate)? An active paid plan first (the free plan
 * has no certificate, SPEC §9), then 266 finished lessons. Admins are never locked out by payment.
 */
export function certificateEligibility(candidate: CertificateCandidate, now: number): CertificateEligibility {
  if (candidate.role !== "admin" && !subscriptionState(candidate.endAt, now).active) return { ok: false, reason: "payment" };
  if (candidate.completedLessons < CERTIFICATE_LESSONS) return { ok: false, reason: "lessons" };
  return { ok: true };
}

/** A learner may open this many exam sittings (each a new draw of the text) in any 24 hours (ADR 032). */
export const EXAM_SITTINGS_PER_DAY = 3;
export const EXAM_SITTINGS_WINDOW_MS = 24 * 60 * 60_000;

/**
 * When the learner's next sitting may open, from when their sittings opened: now (null) while fewer
 * than EXAM_SITTINGS_PER_DAY opened in the last 24 hours, else 24 hours after the oldest of those.
 */
export function nextSittingAt(openedAt: readonly number[], now: number): number | null {
  const recent = openedAt.filter((t) => t > now - EXAM_SITTINGS_WINDOW_MS).sort((a, b) => b - a);
  if (recent.length < EXAM_SITTINGS_PER_DAY) return null;
  return recent[EXAM_SITTINGS_PER_DAY - 1] + EXAM_SITTINGS_WINDOW_MS;
}

/** Why an exam did not pass: refused by the plausibility rule, or a real attempt below the bar. */
export type ExamFailure = AttemptRefusal | "slow" | "inaccurate";
export type ExamVerdict = { passed: true; result: AttemptResult } | { passed: false; reason: ExamFailure; result: AttemptResult | null };

/**
 * Judges an exam from its keystroke log alone: the shared plausibility rule (ADR 012) in its
 * certificate mode, then the pass marks. The figures of a real but failing attempt are kept so the
 * learner is told by how much.
 */
export function judgeExam(text: string, log: readonly Keystroke[], claimedDurationMs: number): ExamVerdict {
  const judged = judgeTextAttempt(text, log, claimedDurationMs, "certificate");
  if (!judged.ok) {
    // The rule's accuracy floor (75 %) is below the pass mark: an attempt it refuses for accuracy is
    // a real attempt that typed too many words wrong, not a forgery.
    if (judged.reason === "accuracy") return { passed: false, reason: "inaccurate", result: null };
    return { passed: false, reason: judged.reason, result: null };
  }
  const { result } = judged;
  if (result.accuracy < CERTIFICATE_MIN_ACCURACY) return { passed: false, reason: "inaccurate", result };
  if (result.wpm < CERTIFICATE_MIN_WPM) return { passed: false, reason: "slow", result };
  return { passed: true, result };
}

/** 16 random bytes (128 bits) as base64url without padding: 22 characters. */
export const TOKEN_LENGTH = 22;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A token's shape: anything else is refused before the database is asked. */
export function isCertificateToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** Base64url of the given bytes (the caller supplies 16 random bytes from crypto.getRandomValues). */
export function tokenFromBytes(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += alphabet[(value >> bits) & 63];
    }
  }
  if (bits > 0) out += alphabet[(value << (6 - bits)) & 63];
  return out;
}

/** The verification address the QR code and the PDF carry. */
export function verificationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/check-certificate?token=${token}`;
}

/**
 * A public page shows an e-mail as its first letter, stars and the domain (b***@gmail.com): enough
 * for an employer to match it with the one on a CV, useless to a spammer who does not know it.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

/** A phone shows only its last two digits (******33): enough to match, not enough to call. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 2) return "*".repeat(digits.length);
  return "*".repeat(digits.length - 2) + digits.slice(-2);
}
