import { describe, expect, it } from "vitest";
import { BanSchema, changePlanEnd, LearnerActionSchema, LearnerSearchSchema, PlanChangeSchema, RoleChangeSchema } from "./admin-learners";
import { DAY_MS } from "../billing/subscription";

const NOW = Date.UTC(2026, 10, 25, 4);
const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("LearnerSearchSchema", () => {
  it("trims the query and treats an empty one as none", () => {
    expect(LearnerSearchSchema.parse({ q: "  Бат " })).toEqual({ q: "Бат" });
    expect(LearnerSearchSchema.parse({ q: "   " })).toEqual({});
  });
  it("refuses a query over 100 characters", () => {
    expect(message(LearnerSearchSchema.safeParse({ q: "а".repeat(101) }))).toBe("admin.error.tooLong");
  });
});

describe("PlanChangeSchema", () => {
  it("takes a whole number of days either way", () => {
    expect(PlanChangeSchema.parse({ intent: "plan", days: "30" })).toEqual({ intent: "plan", days: 30 });
    expect(PlanChangeSchema.parse({ intent: "plan", days: "-7" })).toEqual({ intent: "plan", days: -7 });
  });
  it("refuses zero, fractions, text and more than ten years with their own messages", () => {
    expect(message(PlanChangeSchema.safeParse({ intent: "plan", days: "0" }))).toBe("admin.error.daysZero");
    expect(message(PlanChangeSchema.safeParse({ intent: "plan", days: "1.5" }))).toBe("admin.error.daysWhole");
    expect(message(PlanChangeSchema.safeParse({ intent: "plan", days: "abc" }))).toBe("admin.error.daysRequired");
    expect(message(PlanChangeSchema.safeParse({ intent: "plan", days: "3651" }))).toBe("admin.error.daysRange");
    expect(message(PlanChangeSchema.safeParse({ intent: "plan", days: "-3651" }))).toBe("admin.error.daysRange");
  });
});

describe("RoleChangeSchema and BanSchema", () => {
  it("know only the two roles and the two ban intents", () => {
    expect(RoleChangeSchema.parse({ intent: "role", role: "admin" }).role).toBe("admin");
    expect(message(RoleChangeSchema.safeParse({ intent: "role", role: "owner" }))).toBe("admin.error.role");
    expect(BanSchema.parse({ intent: "unban" }).intent).toBe("unban");
    expect(BanSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
  it("are told apart by intent in the page's one action", () => {
    expect(LearnerActionSchema.parse({ intent: "ban" })).toEqual({ intent: "ban" });
    expect(LearnerActionSchema.parse({ intent: "plan", days: "3" })).toEqual({ intent: "plan", days: 3 });
    expect(LearnerActionSchema.safeParse({ intent: "drop" }).success).toBe(false);
  });
});

describe("changePlanEnd", () => {
  it("extends from now when the plan has run out, and from its end while it runs", () => {
    expect(changePlanEnd(null, 30, NOW)).toEqual({ ok: true, endAt: NOW + 30 * DAY_MS });
    expect(changePlanEnd(NOW - DAY_MS, 1, NOW)).toEqual({ ok: true, endAt: NOW + DAY_MS });
    expect(changePlanEnd(NOW + 5 * DAY_MS, 2, NOW)).toEqual({ ok: true, endAt: NOW + 7 * DAY_MS });
  });
  it("shortens a running plan, possibly into the past", () => {
    expect(changePlanEnd(NOW + 5 * DAY_MS, -2, NOW)).toEqual({ ok: true, endAt: NOW + 3 * DAY_MS });
    expect(changePlanEnd(NOW + 5 * DAY_MS, -10, NOW)).toEqual({ ok: true, endAt: NOW - 5 * DAY_MS });
  });
  it("has nothing to shorten without a running plan", () => {
    expect(changePlanEnd(null, -1, NOW)).toEqual({ ok: false, reason: "no_plan" });
    expect(changePlanEnd(NOW - 1, -1, NOW)).toEqual({ ok: false, reason: "no_plan" });
  });
  it("refuses zero days", () => {
    expect(() => changePlanEnd(null, 0, NOW)).toThrow(RangeError);
  });
});
