import { describe, expect, it } from "vitest";
import { ABSENT, AuditFilterSchema, auditChanges, filterInput, showAuditValue } from "./audit";

describe("AuditFilterSchema", () => {
  it("takes an empty filter as 'everything'", () => {
    expect(AuditFilterSchema.parse(filterInput(new URLSearchParams("actor=&action=&page=")))).toEqual({});
  });

  it("keeps a known action, a target and a page", () => {
    const parsed = AuditFilterSchema.parse(
      filterInput(new URLSearchParams("actor=%20admin%40bichee.mn%20&action=user.ban&targetType=user&targetId=42&page=2")),
    );
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

describe("auditChanges and showAuditValue", () => {
  const date = (ms: number) => `day ${ms}`;
  const shown = (before: string | null, after: string | null) =>
    auditChanges(before, after).map((c) => ({
      field: c.field,
      before: showAuditValue(c.field, c.before, date),
      after: showAuditValue(c.field, c.after, date),
    }));

  it("lines up the fields of before and after, dates for the *At fields", () => {
    expect(shown('{"active":true,"endAt":null}', '{"active":false,"endAt":5}')).toEqual([
      { field: "active", before: "true", after: "false" },
      { field: "endAt", before: "∅", after: "day 5" },
    ]);
  });

  it("shows a missing side as a dash and tolerates text that is not JSON", () => {
    expect(shown(null, '{"status":"paid"}')).toEqual([{ field: "status", before: "—", after: "paid" }]);
    expect(shown("oops", null)).toEqual([{ field: "value", before: "oops", after: "—" }]);
    expect(auditChanges('{"a":1}', null)[0].after).toBe(ABSENT);
  });
});
