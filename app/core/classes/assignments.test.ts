import { describe, expect, it } from "vitest";
import { assignmentColumns, endOfUbDay, keysAssignmentSchema, keysOfText, lessonsAssignmentSchema, testAssignmentSchema, ubDayOf } from "./assignments";

// 2026-11-27 10:00 in Ulaanbaatar.
const now = Date.UTC(2026, 10, 27, 2);
const ctx = { totalLessons: 278, layout: "mn" as const, now };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("due dates", () => {
  it("ends the day in Ulaanbaatar (UTC+8)", () => {
    expect(endOfUbDay("2026-11-30")).toBe(Date.UTC(2026, 10, 30, 16) - 1);
    expect(ubDayOf(endOfUbDay("2026-11-30")!)).toBe("2026-11-30");
    expect(ubDayOf(endOfUbDay("2026-11-30")! + 1)).toBe("2026-12-01");
  });
  it("refuses dates that do not exist", () => {
    expect(endOfUbDay("2026-02-30")).toBeNull();
    expect(endOfUbDay("30.11.2026")).toBeNull();
  });
  it("takes the day in Ulaanbaatar, not in UTC", () => {
    // 23:30 UTC on the 26th is already the 27th in Ulaanbaatar.
    expect(ubDayOf(Date.UTC(2026, 10, 26, 23, 30))).toBe("2026-11-27");
  });
});

describe("the lessons form", () => {
  const schema = lessonsAssignmentSchema(ctx);
  it("takes a range with a star target", () => {
    const parsed = schema.parse({ kind: "lessons", from: 1, to: 3, target: "stars", stars: 2, due: "2026-11-27" });
    expect(parsed.due).toBe(endOfUbDay("2026-11-27"));
    expect(assignmentColumns(parsed)).toMatchObject({ lessonFrom: 1, lessonTo: 3, targetStars: 2, targetWpm: null, targetAccuracy: null });
  });
  it("takes WPM and accuracy and keeps no stars", () => {
    const parsed = schema.parse({ kind: "lessons", from: 5, to: 5, target: "speed", stars: 3, wpm: 20, accuracy: 90, due: "2026-12-01" });
    expect(assignmentColumns(parsed)).toMatchObject({ targetStars: null, targetWpm: 20, targetAccuracy: 90 });
  });
  it("names each bad field", () => {
    expect(errorsOf(schema.safeParse({ kind: "lessons", from: 5, to: 3, target: "stars", stars: 4, due: "2026-11-26" }))).toEqual({
      to: "teacher.assignments.error.range",
      stars: "teacher.assignments.error.stars",
      due: "teacher.assignments.error.duePast",
    });
    expect(errorsOf(schema.safeParse({ kind: "lessons", from: 0, to: 279, target: "speed", due: "2028-01-01" }))).toMatchObject({
      from: "teacher.assignments.error.level",
      to: "teacher.assignments.error.level",
      due: "teacher.assignments.error.dueFar",
    });
    expect(errorsOf(schema.safeParse({ kind: "lessons", from: 1, to: 2, target: "speed", due: "2026-12-01" }))).toEqual({
      wpm: "teacher.assignments.error.wpm",
      accuracy: "teacher.assignments.error.accuracy",
    });
  });
});

describe("the test form", () => {
  const schema = testAssignmentSchema(ctx);
  it("takes 25 WPM at 95 %", () => {
    expect(assignmentColumns(schema.parse({ kind: "test", wpm: 25, accuracy: 95, due: "2026-12-01" }))).toMatchObject({
      kind: "test",
      targetWpm: 25,
      targetAccuracy: 95,
    });
  });
  it("refuses an accuracy below 50 or above 100 and a speed of 0", () => {
    expect(errorsOf(testAssignmentSchema(ctx).safeParse({ kind: "test", wpm: 0, accuracy: 101, due: "x" }))).toEqual({
      wpm: "teacher.assignments.error.wpm",
      accuracy: "teacher.assignments.error.accuracy",
      due: "teacher.assignments.error.due",
    });
    expect(schema.safeParse({ kind: "test", wpm: 20, accuracy: 49, due: "2026-12-01" }).success).toBe(false);
  });
});

describe("the keys form", () => {
  it("reads characters, spaces, commas, capitals and key codes", () => {
    expect(keysOfText("а, Э н", "mn")).toEqual(["а", "э", "н"]);
    expect(keysOfText("аа", "mn")).toEqual(["а"]);
    expect(keysOfText("KeyF KeyJ", "en")).toEqual(["f", "j"]);
    // On the Mongolian keyboard the key "KeyG" types а.
    expect(keysOfText("KeyG", "mn")).toEqual(["а"]);
  });
  it("keeps the keys of the class's keyboard only", () => {
    const mn = keysAssignmentSchema(ctx);
    expect(mn.parse({ kind: "keys", keys: "ө ү", accuracy: 95, due: "2026-12-01" }).keys).toBe("өү");
    expect(errorsOf(mn.safeParse({ kind: "keys", keys: "f", accuracy: 95, due: "2026-12-01" }))).toEqual({ keys: "teacher.assignments.error.keysLayout" });
    expect(errorsOf(mn.safeParse({ kind: "keys", keys: " , ", accuracy: 95, due: "2026-12-01" }))).toEqual({ keys: "teacher.assignments.error.keys" });
    expect(errorsOf(mn.safeParse({ kind: "keys", keys: "абвгдеёжзий", accuracy: 95, due: "2026-12-01" }))).toEqual({
      keys: "teacher.assignments.error.keysMany",
    });
    const en = keysAssignmentSchema({ ...ctx, layout: "en" });
    expect(en.parse({ kind: "keys", keys: "F;", accuracy: 90, due: "2026-12-01" }).keys).toBe("f;");
  });
});
