import { describe, expect, it } from "vitest";
import { BillActionSchema, BillCheckSchema, BillFilterSchema, BillReconcileSchema } from "./admin-payments";

describe("BillFilterSchema", () => {
  it("keeps a status, a query and a page; empty means any", () => {
    expect(BillFilterSchema.parse({ q: " a@b.mn ", status: "created", page: "3" })).toEqual({ q: "a@b.mn", status: "created", page: 3 });
    expect(BillFilterSchema.parse({ q: "" })).toEqual({});
  });
  it("refuses an unknown status and a bad page", () => {
    expect(BillFilterSchema.safeParse({ status: "refunded" }).error?.issues[0].message).toBe("admin.error.unknownStatus");
    expect(BillFilterSchema.safeParse({ page: "-1" }).error?.issues[0].message).toBe("admin.error.page");
  });
});

describe("the bill forms", () => {
  it("need a bill id", () => {
    expect(BillCheckSchema.parse({ intent: "check", invoiceId: " inv_1 " })).toEqual({ intent: "check", invoiceId: "inv_1" });
    expect(BillReconcileSchema.safeParse({ intent: "reconcile", invoiceId: "" }).error?.issues[0].message).toBe("admin.error.billRequired");
    expect(BillReconcileSchema.safeParse({ intent: "reconcile" }).error?.issues[0].message).toBe("admin.error.billRequired");
  });
  it("are told apart by intent", () => {
    expect(BillActionSchema.parse({ intent: "reconcile", invoiceId: "x" }).intent).toBe("reconcile");
    expect(BillActionSchema.safeParse({ intent: "refund", invoiceId: "x" }).success).toBe(false);
  });
});
