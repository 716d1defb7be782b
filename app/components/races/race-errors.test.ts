import { describe, expect, it } from "vitest";
import { translator } from "~/i18n";
import { raceErrorKey } from "./race-errors";

const mn = translator("mn");
const en = translator("en");

describe("raceErrorKey", () => {
  it("names the flood a rate limit answers, in both languages", () => {
    expect(mn(raceErrorKey("rate_limited", "joinRequest"))).toBe("Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.");
    expect(mn(raceErrorKey("rate_limited", "inviteTo"))).toBe("Хэт олон урилга илгээлээ. Түр хүлээгээд дахин оролдоно уу.");
    expect(en(raceErrorKey("rate_limited", "inviteTo"))).toBe("Too many invitations. Wait a moment and try again.");
    // Chat keeps its own wording.
    expect(raceErrorKey("rate_limited", "chatRoomMessage")).toBe("races.error.rate_limited");
  });
});
