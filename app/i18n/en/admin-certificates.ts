import type { adminCertificatesMn } from "../mn/admin-certificates";

export const adminCertificatesEn: Record<keyof typeof adminCertificatesMn, string> = {
  "admin.nav.certificates": "Certificates",
  "admin.action.certificate.revoke": "Revoked a certificate",
  "admin.target.certificate": "Certificate",
  "admin.error.certificateRequired": "The certificate id is missing.",
  "admin.certificates.lead": "Every certificate issued. A revoked certificate's verification page says it was revoked.",
  "admin.certificates.id": "No.",
  "admin.certificates.learner": "Learner",
  "admin.certificates.wpm": "Speed",
  "admin.certificates.wpmValue": "{wpm} WPM",
  "admin.certificates.accuracy": "Accuracy",
  "admin.certificates.issued": "Issued",
  "admin.certificates.status": "Status",
  "admin.certificates.revoked": "Revoked",
  "admin.certificates.valid": "Valid",
  "admin.certificates.revokedOn": "Revoked on {date}",
  "admin.certificates.check": "Verification page",
  "admin.certificates.actions": "Actions",
  "admin.certificates.revoke": "Revoke",
  "admin.certificates.revokeConfirmTitle": "Revoke this certificate?",
  "admin.certificates.revokeConfirm":
    "You are revoking certificate No. {id} of “{name}”. Its verification page will say it was revoked from now on. This cannot be undone.",
  "admin.certificates.empty": "No certificates found.",
  "admin.certificates.result.revoked": "The certificate was revoked.",
  "admin.certificates.result.already": "This certificate was already revoked.",
  "admin.certificates.result.missing": "Certificate not found.",
};
