// The admin's certificates screen (issue 18 §3): its filter and its revoke form, one zod schema each
// (used by conform in the browser and again by the action). Messages are i18n keys.
import { z } from "zod";

export const CERTIFICATE_STATUSES = ["valid", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATES_PAGE_SIZE = 50;

/** Certificates by status (empty: all), one page at a time. */
export const CertificateFilterSchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES, { error: "admin.error.unknownStatus" }).optional(),
  page: z.coerce
    .number({ error: "admin.error.page" })
    .int({ error: "admin.error.page" })
    .min(1, { error: "admin.error.page" })
    .max(10_000, { error: "admin.error.page" })
    .optional(),
});
export type CertificateFilter = z.infer<typeof CertificateFilterSchema>;

/** Revoke one certificate; the verification page then says it was revoked. */
export const CertificateRevokeSchema = z.object({
  intent: z.literal("revoke"),
  id: z.coerce
    .number({ error: "admin.error.certificateRequired" })
    .int({ error: "admin.error.certificateRequired" })
    .positive({ error: "admin.error.certificateRequired" })
    .max(Number.MAX_SAFE_INTEGER, { error: "admin.error.certificateRequired" }),
});
export type CertificateRevoke = z.infer<typeof CertificateRevokeSchema>;

/** A certificate's status as the list shows it. */
export const certificateStatus = (revokedAt: number | null): CertificateStatus => (revokedAt === null ? "valid" : "revoked");
