import { describe, expect, it } from "vitest";
import { notificationText } from "./notification-text";

describe("notificationText", () => {
  it("builds each type's words in both languages from its params", () => {
    const request = { type: "friendRequest" as const, params: { name: "Анар", userId: 3 } };
    expect(notificationText(request, "mn")).toEqual({ title: "Найзын хүсэлт", message: "Анар тантай найз болохыг хүсэж байна." });
    expect(notificationText(request, "en")).toEqual({ title: "Friend request", message: "Анар wants to be your friend." });
    const race = { type: "race" as const, params: { name: "Намар", place: 2 } };
    expect(notificationText(race, "en").message).toBe("You placed 2 in «Намар».");
  });
  it("tells a coupon from a bill and writes dates in the learner's form", () => {
    const endAt = Date.UTC(2026, 10, 24, 4, 0);
    expect(notificationText({ type: "payment", params: { via: "coupon", date: endAt } }, "mn")).toEqual({
      title: "Купон амжилттай ашиглагдлаа",
      message: "Таны эрх 2026.11.24 хүртэл сунгагдлаа.",
    });
    expect(notificationText({ type: "payment", params: { via: "bill", date: endAt } }, "en")).toEqual({
      title: "Payment successful",
      message: "Your plan now runs until 24 Nov 2026.",
    });
  });
  it("keeps the stored words when the params are missing (system notices, older race rows)", () => {
    expect(notificationText({ type: "system", params: {}, title: "Мэдээ", message: "Засвар" }, "en")).toEqual({ title: "Мэдээ", message: "Засвар" });
    expect(notificationText({ type: "race", params: {}, title: "Т", message: "М" }, "en")).toEqual({ title: "Т", message: "М" });
  });
});
