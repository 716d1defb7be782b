import { describe, expect, it } from "vitest";
import { isPaymentRequired, paymentRequiredTarget } from "./payment-required";

describe("where a 402 leads", () => {
  it("follows SPEC §8", () => {
    expect(paymentRequiredTarget()).toBe("/payment");
    expect(paymentRequiredTarget("profile")).toBe("/text");
    expect(paymentRequiredTarget("roomLobby")).toBe("/text");
    expect(paymentRequiredTarget("lesson")).toBe("modal");
    expect(paymentRequiredTarget("certificate")).toBe("modal");
    expect(isPaymentRequired(402)).toBe(true);
    expect(isPaymentRequired(401)).toBe(false);
  });
});
