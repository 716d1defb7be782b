import { describe, expect, it } from "vitest";
import { CertificateFilterSchema, CertificateRevokeSchema, certificateStatus } from "./admin-certificates";

describe("CertificateFilterSchema", () => {
  it("keeps a status and a page; nothing means every certificate", () => {
    expect(CertificateFilterSchema.parse({ status: "revoked", page: "2" })).toEqual({ status: "revoked", page: 2 });
    expect(CertificateFilterSchema.parse({ status: "valid" })).toEqual({ status: "valid" });
    expect(CertificateFilterSchema.parse({})).toEqual({});
  });
  it("refuses an unknown status and a bad page", () => {
    expect(CertificateFilterSchema.safeParse({ status: "expired" }).error?.issues[0].message).toBe("admin.error.unknownStatus");
    expect(CertificateFilterSchema.safeParse({ page: "0" }).error?.issues[0].message).toBe("admin.error.page");
    expect(CertificateFilterSchema.safeParse({ page: "1.5" }).error?.issues[0].message).toBe("admin.error.page");
  });
});

describe("CertificateRevokeSchema", () => {
  it("takes a certificate id from the form", () => {
    expect(CertificateRevokeSchema.parse({ intent: "revoke", id: "42" })).toEqual({ intent: "revoke", id: 42 });
  });
  it("refuses a missing, negative or non-numeric id, and another intent", () => {
    for (const id of [undefined, "", "-3", "abc", "2.5"]) {
      expect(CertificateRevokeSchema.safeParse({ intent: "revoke", id }).error?.issues[0].message, String(id)).toBe("admin.error.certificateRequired");
    }
    expect(CertificateRevokeSchema.safeParse({ intent: "delete", id: "1" }).success).toBe(false);
  });
});

describe("certificateStatus", () => {
  it("is valid until revoked", () => {
    expect(certificateStatus(null)).toBe("valid");
    expect(certificateStatus(1_700_000_000_000)).toBe("revoked");
  });
});
