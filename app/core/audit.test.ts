import { describe, expect, it } from "vitest";
import { AuditFilterSchema, auditChanges, filterInput } from "./audit";

describe("AuditFilterSchema", () => {
  it("takes an empty filter as 'everything'", () => {
    expect(AuditFilterSchema.parse(filterInput(new URLSearchParams("actor=&action=&page=")))).toEqual({});
  });

  it("keeps a known action, a target and a page", () => {
    const parsed = AuditFilterSchema.parse(filterInput(new URLSearchParams("actor=%20admin%40bichee.mn%20&action=user.ban&targetType=user&targetId=42&page=2")));
    expect(parsed).toEqual({ actor: "admin@bichee.mn", action: "user.ban", targetType: "user", targetId: "42", page: 2 });
  });

  it("refuses an unknown action, an unknown target type and a bad page with i18n keys", () => {
    const result = AuditFilterSchema.safeParse({ action: "user.delete", targetType: "planet", page: "0" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message).sort();
    expect(messages).toEqual(["admin.error.page", "admin.error.unknownAction", "admin.error.unknownTarget"]);
  });

  it("refuses an over-long actor", () => {
    expect(AuditFilterSchema.safeParse({ actor: "a".repeat(255) }).error?.issues[0].message).toBe("admin.error.tooLong");
  });
});

describe("auditChanges", () => {
  it("lines up the fields of before and after", () => {
    expect(auditChanges('{"active":true,"endAt":null}', '{"active":false}')).toEqual([
      { field: "active", before: "true", after: "false" },
      { field: "endAt", before: "∅", after: "—" },
    ]);
  });

  it("shows a missing side as a dash and tolerates text that is not JSON", () => {
    expect(auditChanges(null, '{"status":"paid"}')).toEqual([{ field: "status", before: "—", after: "paid" }]);
    expect(auditChanges("oops", null)).toEqual([{ field: "value", before: "oops", after: "—" }]);
  });
});
