import { describe, expect, it } from "vitest";
import { STATUS_OF_ERROR, statusOfError } from "./errors";

describe("statusOfError", () => {
  it("maps every kind of domain error to its own HTTP status", () => {
    expect(statusOfError({ kind: "invalid" })).toBe(400);
    expect(statusOfError({ kind: "login" })).toBe(401);
    expect(statusOfError({ kind: "payment" })).toBe(402);
    expect(statusOfError({ kind: "forbidden" })).toBe(403);
    expect(statusOfError({ kind: "limited" })).toBe(429);
    expect(new Set(Object.values(STATUS_OF_ERROR)).size).toBe(Object.keys(STATUS_OF_ERROR).length);
  });
});
