import { describe, expect, it } from "vitest";
import { roomRacePoints } from "./room-points";

describe("room race points (ADR 034)", () => {
  it("pays a finish, the place and the speed when people race each other", () => {
    expect(roomRacePoints({ place: 1, racers: 5, wpm: 62 })).toBe(5 + 10 + 6);
    expect(roomRacePoints({ place: 2, racers: 2, wpm: 40 })).toBe(5 + 6 + 4);
    expect(roomRacePoints({ place: 3, racers: 4, wpm: 9 })).toBe(5 + 3 + 0);
    expect(roomRacePoints({ place: 5, racers: 5, wpm: 35 })).toBe(5 + 0 + 3);
  });

  it("caps the speed part at 10 points", () => {
    expect(roomRacePoints({ place: 1, racers: 3, wpm: 180 })).toBe(25);
  });

  it("pays a race alone like a typing test", () => {
    expect(roomRacePoints({ place: 1, racers: 1, wpm: 90 })).toBe(1);
  });

  it("always pays a finisher something and never more than 25", () => {
    for (let racers = 1; racers <= 5; racers++) {
      for (let place = 1; place <= racers; place++) {
        for (const wpm of [0, 15, 60, 250]) {
          const points = roomRacePoints({ place, racers, wpm });
          expect(points).toBeGreaterThanOrEqual(1);
          expect(points).toBeLessThanOrEqual(25);
        }
      }
    }
  });
});
