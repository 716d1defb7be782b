import { describe, expect, it } from "vitest";
import type { RoomPlayer } from "../races/protocol";
import { classRaceRoomId, isClassRaceRoomId, lanesForStudent, podium, projectorColumns, raceTextLevels } from "./class-race";

const player = (id: number, percent: number, place = 0): RoomPlayer => ({
  id,
  name: `С${id}`,
  image: null,
  rankImage: "/r.svg",
  avgWpm: 0,
  avgPercent: 0,
  percent,
  words: 0,
  place,
  wpm: 30,
  left: false,
});

describe("class race rules", () => {
  it("picks text levels by grade, hardest last", () => {
    expect(raceTextLevels(3)[0]).toBe("begin");
    expect(raceTextLevels(8)[0]).toBe("middle");
    expect(raceTextLevels(11)).toEqual(["advanced", "middle", "begin"]);
  });

  it("names class races apart from public room codes", () => {
    expect(isClassRaceRoomId(classRaceRoomId(12, "AB23CD45"))).toBe(true);
    expect(isClassRaceRoomId("AB23CD")).toBe(false);
    expect(isClassRaceRoomId("class-0-AB")).toBe(false);
  });

  it("shows a phone the leaders and the student's own lane; the podium is the first three places", () => {
    const players = [player(1, 10), player(2, 100, 2), player(3, 50), player(4, 100, 1), player(5, 80), player(6, 5), player(7, 60)];
    expect(lanesForStudent(players, 6, 3).map((p) => p.id)).toEqual([4, 2, 5, 6]);
    expect(lanesForStudent(players, 4, 3).map((p) => p.id)).toEqual([4, 2, 5]);
    expect(podium(players).map((p) => p.id)).toEqual([4, 2]);
    expect([projectorColumns(5), projectorColumns(25), projectorColumns(45), projectorColumns(60)]).toEqual([1, 2, 3, 4]);
  });
});
