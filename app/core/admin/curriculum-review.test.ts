import { describe, expect, it } from "vitest";
import { REVIEWED_CURRICULA, ReviewSignSchema, ReviewWithdrawSchema, reviewState } from "./curriculum-review";

describe("the curriculum sign-off", () => {
  it("is asked of the script curriculum only", () => {
    expect(REVIEWED_CURRICULA).toEqual(["mn-Mong"]);
    expect(reviewState("mn", false)).toBe("not-required");
    expect(reviewState("mn-Mong", false)).toBe("beta");
    expect(reviewState("mn-Mong", true)).toBe("signed");
  });

  it("takes a name and a role or school, trims them, and keeps an empty note as none", () => {
    const ok = ReviewSignSchema.safeParse({ intent: "sign", curriculum: "mn-Mong", reviewerName: "  Д. Оюун ", reviewerRole: "МУБИС, багш", note: "" });
    expect(ok.success && ok.data).toEqual({ intent: "sign", curriculum: "mn-Mong", reviewerName: "Д. Оюун", reviewerRole: "МУБИС, багш", note: null });
  });

  it("refuses a missing reviewer, an over-long note and a curriculum that asks no review", () => {
    const issues = (input: unknown) => {
      const r = ReviewSignSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    };
    expect(issues({ intent: "sign", curriculum: "mn-Mong", reviewerName: " ", reviewerRole: "x" })).toEqual(["reviewerName:review.error.required"]);
    expect(issues({ intent: "sign", curriculum: "mn-Mong", reviewerName: "a", reviewerRole: "b", note: "x".repeat(1001) })).toEqual([
      "note:review.error.tooLong",
    ]);
    expect(issues({ intent: "sign", curriculum: "mn", reviewerName: "a", reviewerRole: "b" })).toEqual(["curriculum:review.error.curriculum"]);
    expect(issues({ intent: "sign", curriculum: "fr", reviewerName: "a", reviewerRole: "b" })).toEqual(["curriculum:review.error.curriculum"]);
  });

  it("asks a reason to withdraw", () => {
    expect(ReviewWithdrawSchema.safeParse({ intent: "withdraw", curriculum: "mn-Mong", withdrawalNote: "" }).success).toBe(false);
    expect(ReviewWithdrawSchema.safeParse({ intent: "withdraw", curriculum: "mn-Mong", withdrawalNote: "Алдаа олдсон" }).success).toBe(true);
  });
});
