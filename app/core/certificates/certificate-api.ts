// The certificate calls (SPEC §7 get-certi, check-user-certi, and the exam's post): request and
// response schemas. Routes validate requests with these; the browser parses every answer with them.
import { z } from "zod";
import { ATTEMPT_MAX_MS, AttemptLogSchema } from "../typing/plausibility";
import { defineContract, PaymentRequiredSchema } from "../contracts/contract";
import { ATTEMPT_LOG_BODY_LIMIT } from "../contracts/body-limits";

const Epoch = z.number().int().nonnegative();
const Id = z.number().int().positive();

export const CERTIFICATE_API = {
  get: "/api/user/get-certi",
  check: "/api/user/check-user-certi",
  exam: "/api/user/certificate-exam",
} as const;

/** get-certi's info row: the learner's own certificate. */
export const CertificateInfoSchema = z.object({
  wpm: z.number().int().nonnegative(),
  name: z.string(),
  start: Epoch,
  end: Epoch,
  token: z.string(),
  /** The verification address the QR code points at. */
  url: z.string(),
});
export type CertificateInfo = z.infer<typeof CertificateInfoSchema>;

/** POST /api/user/get-certi: no payload. */
export const GetCertiRequestSchema = z.object({}).loose();
export const GetCertiResponseSchema = z.discriminatedUnion("result", [
  /** Eligible: info holds the certificate, or nothing while the exam is not passed yet. */
  z.object({ result: z.literal("success"), info: z.array(CertificateInfoSchema).max(1) }),
  /** Refused: 402 without a paid plan, 403 without 266 lessons. */
  z.object({ result: z.literal("failed"), reason: z.enum(["payment", "lessons"]), message: z.string() }),
]);
export type GetCertiResponse = z.infer<typeof GetCertiResponseSchema>;

/** POST /api/user/check-user-certi: the token in the body, or as the bearer (SPEC §7). */
export const CheckCertiRequestSchema = z.object({ token: z.string().max(200).optional() }).loose();

/** check-user-certi's info[0]; e-mail and phone are masked unless the owner asks. */
export const VerifiedCertificateSchema = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  wpm: z.number().int().nonnegative(),
  accuracy: z.number().int().min(0).max(100).nullable(),
  start: Epoch,
  end: Epoch,
  /** Registration day. */
  registered: Epoch,
  /** Set when an admin revoked the certificate. */
  revokedAt: Epoch.nullable(),
});
export type VerifiedCertificate = z.infer<typeof VerifiedCertificateSchema>;

export const CheckCertiResponseSchema = z.discriminatedUnion("result", [
  z.object({ result: z.literal("success"), info: z.array(VerifiedCertificateSchema).length(1) }),
  /** Unknown or malformed token (404), or too many guesses (429). */
  z.object({ result: z.literal("failed"), title: z.string(), message: z.string() }),
]);
export type CheckCertiResponse = z.infer<typeof CheckCertiResponseSchema>;

/** POST /api/user/certificate-exam: the finished sitting. Every figure is recomputed from the log. */
export const ExamRequestSchema = z.object({
  examId: Id,
  durationMs: z.number().int().min(0).max(ATTEMPT_MAX_MS),
  keystrokes: AttemptLogSchema,
});
export type ExamRequest = z.infer<typeof ExamRequestSchema>;

export const ExamFiguresSchema = z.object({
  wpm: z.number().int().nonnegative(),
  cpm: z.number().int().nonnegative(),
  accuracy: z.number().int().min(0).max(100),
});

export const ExamResponseSchema = z.discriminatedUnion("result", [
  z.object({ result: z.literal("success"), figures: ExamFiguresSchema, certificate: CertificateInfoSchema }),
  /** Judged and not passed (200), or refused by the plausibility rule / no open sitting (400, 409). */
  z.object({ result: z.literal("failed"), reason: z.string(), message: z.string(), figures: ExamFiguresSchema.nullable() }),
]);
export type ExamResponse = z.infer<typeof ExamResponseSchema>;

/** The i18n key of each exam outcome that is not a pass. */
export const EXAM_REASON_KEYS = {
  slow: "certificate.exam.slow",
  inaccurate: "certificate.exam.inaccurate",
  accuracy: "certificate.exam.inaccurate",
  malformed: "certificate.exam.malformed",
  empty: "certificate.exam.unfinished",
  "not-the-text": "certificate.exam.unfinished",
  duration: "certificate.exam.malformed",
  "too-many-keys": "certificate.exam.implausible",
  wpm: "certificate.exam.implausible",
  "too-even": "certificate.exam.implausible",
  closed: "certificate.exam.closed",
} as const;
export type ExamReason = keyof typeof EXAM_REASON_KEYS;

// ── the contracts (ADR 024) ──────────────────────────────────────────────────────────────────
const [CertiSuccess, CertiRefused] = GetCertiResponseSchema.options;
const [CheckSuccess, CheckFailed] = CheckCertiResponseSchema.options;
const ExamFailed = ExamResponseSchema.options[1];

export const getCertiContract = defineContract({
  name: "user.get-certi",
  path: CERTIFICATE_API.get,
  access: "user",
  request: GetCertiRequestSchema,
  responses: { 200: CertiSuccess, 402: CertiRefused, 403: CertiRefused },
});

export const checkCertiContract = defineContract({
  name: "user.check-user-certi",
  path: CERTIFICATE_API.check,
  access: "public",
  request: CheckCertiRequestSchema,
  responses: { 200: CheckSuccess, 404: CheckFailed, 429: CheckFailed },
});

export const examContract = defineContract({
  name: "user.certificate-exam",
  path: CERTIFICATE_API.exam,
  maxBodyBytes: ATTEMPT_LOG_BODY_LIMIT,
  access: "user",
  request: ExamRequestSchema,
  responses: {
    /** A pass, or a real attempt below the marks (failed with its figures). */
    200: ExamResponseSchema,
    400: ExamFailed,
    402: PaymentRequiredSchema,
    403: ExamFailed,
    409: ExamFailed,
  },
});

export const CERTIFICATE_CONTRACTS = [getCertiContract, checkCertiContract, examContract] as const;
