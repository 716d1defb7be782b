import { describe, expect, it } from "vitest";
import { couponsCsv } from "./coupon-csv";

describe("coupon CSV", () => {
  it("writes a header, used and unused rows, CRLF and a BOM", () => {
    const csv = couponsCsv([
      { code: "ABCDEFGHJKMN", months: 3, createdAt: Date.UTC(2026, 10, 1), usedAt: null, usedById: null, usedByName: null, usedByEmail: null },
      {
        code: "PQRSTUVWXYZ2",
        months: 1,
        createdAt: Date.UTC(2026, 10, 1),
        usedAt: Date.UTC(2026, 10, 2),
        usedById: 7,
        usedByName: "Сараа",
        usedByEmail: "saraa@bichee.mn",
      },
    ]);
    expect(csv.startsWith("\uFEFFcode,months,created_at,status,used_at,user_id,user_name,user_email\r\n")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[1]).toBe("ABCD-EFGH-JKMN,3,2026-11-01T00:00:00.000Z,unused,,,,");
    expect(lines[2]).toBe("PQRS-TUVW-XYZ2,1,2026-11-01T00:00:00.000Z,used,2026-11-02T00:00:00.000Z,7,Сараа,saraa@bichee.mn");
  });

  it("defuses a learner's name that hides a formula after a semicolon", () => {
    const row = { code: "ABCDEFGHJKMN", months: 1, createdAt: 0, usedAt: 0, usedById: 7, usedByName: 'Бат;=HYPERLINK("http://x")', usedByEmail: "-x@y.mn" };
    const line = couponsCsv([row]).slice(1).split("\r\n")[1];
    expect(line).toBe(`ABCD-EFGH-JKMN,1,1970-01-01T00:00:00.000Z,used,1970-01-01T00:00:00.000Z,7,"Бат;'=HYPERLINK(""http://x"")","'-x@y.mn"`);
  });
});
