import { describe, expect, it } from "vitest";
import type { AssignmentRef } from "./assignment-progress";
import { completionCounts, gradebookCsv, gradebookRows, UTF8_BOM, type GradebookStudent } from "./gradebook";
import { DEFAULT_GRADING_SCALE } from "./grading";

const a1: AssignmentRef = {
  id: 7,
  kind: "lessons",
  lessonFrom: 1,
  lessonTo: 2,
  targetStars: 1,
  targetWpm: null,
  targetAccuracy: null,
  keys: null,
  dueAt: 100,
  createdAt: 0,
};
const a2: AssignmentRef = { ...a1, id: 8, kind: "test", lessonFrom: null, lessonTo: null, targetStars: null, targetWpm: 20, targetAccuracy: 90 };
const student = (userId: number, name: string, levels: number[], studentNumber: string | null = null): GradebookStudent => ({
  userId,
  name,
  studentNumber,
  results: { lessons: levels.map((level) => ({ level, bestScore: 50, bestWpm: 20, bestAccuracy: 95 })), tests: [], keys: [] },
  bestWpm: null,
  averageWpm: null,
  averageAccuracy: null,
});

describe("the gradebook", () => {
  const rows = gradebookRows([a1, a2], [student(1, "Болд", [1, 2]), student(2, "Сараа", [])], DEFAULT_GRADING_SCALE, "mn", 50);
  it("grades each student by the mean completion", () => {
    expect(rows[0]).toMatchObject({ percent: 50, grade: "F" });
    expect(rows[0].cells.map((c) => c.status)).toEqual(["done", "not_started"]);
    expect(rows[1]).toMatchObject({ percent: 0, grade: "F" });
    expect(completionCounts(rows, [7, 8])).toEqual(
      new Map([
        [7, 1],
        [8, 0],
      ]),
    );
  });
  it("has no grade without assignments", () => {
    expect(gradebookRows([], [student(1, "Болд", [])], DEFAULT_GRADING_SCALE, "mn", 50)[0]).toMatchObject({ percent: null, grade: null, cells: [] });
  });
});

describe("the CSV", () => {
  const labels = {
    number: "№",
    name: "Нэр",
    studentNumber: "Дугаар",
    assignments: ["Хичээл 1–2", "Тест"],
    percent: "%",
    grade: "Дүн",
    bestWpm: "WPM",
    averageWpm: "Дундаж WPM",
    averageAccuracy: "Нарийвчлал",
  };
  it("starts with the BOM, keeps Cyrillic and neutralises formulas", () => {
    const rows = gradebookRows(
      [a1, a2],
      [student(1, '=HYPERLINK("x")', [1], "+99"), student(2, "Өнөр, Үүрцайх", []), student(3, "@Сараа", []), student(4, "-1", []), student(5, "\tТаб", [])],
      DEFAULT_GRADING_SCALE,
      "mn",
      50,
    );
    const csv = gradebookCsv(rows, labels);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("№,Нэр,Дугаар,Хичээл 1–2,Тест,%,Дүн,WPM,Дундаж WPM,Нарийвчлал");
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""x"")","'+99",50,0,25,F,,,`);
    expect(lines[2]).toBe('2,"Өнөр, Үүрцайх",,0,0,0,F,,,');
    expect(lines[3].startsWith(`3,"'@Сараа",`)).toBe(true);
    expect(lines[4].startsWith(`4,"'-1",`)).toBe(true);
    expect(lines[5].startsWith(`5,"'\tТаб",`)).toBe(true);
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe("");
  });
});
