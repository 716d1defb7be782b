import { describe, expect, it } from "vitest";
import { DEFAULT_GRADING_SCALE, GradingFormSchema, GradingScaleSchema, gradeFor, meanCompletion, parseGradingScale } from "./grading";

describe("the default scale", () => {
  it("gives A from 90, B from 80, C from 70, D from 60 and F below", () => {
    const cases: [number, string][] = [
      [100, "A"],
      [90, "A"],
      [89.9, "B"],
      [80, "B"],
      [79.9, "C"],
      [70, "C"],
      [69.9, "D"],
      [60, "D"],
      [59.9, "F"],
      [0, "F"],
      [-5, "F"],
      [120, "A"],
    ];
    for (const [percent, grade] of cases) expect(gradeFor(percent), String(percent)).toBe(grade);
  });
});

describe("a teacher's scale", () => {
  it("must go down, start its last band at 0 and name each band once", () => {
    expect(
      GradingScaleSchema.safeParse([
        { label: "Онц", min: 85 },
        { label: "Сайн", min: 70 },
        { label: "Хангалтгүй", min: 0 },
      ]).success,
    ).toBe(true);
    const issues = (bands: unknown) => GradingScaleSchema.safeParse(bands).error?.issues.map((i) => i.message);
    expect(
      issues([
        { label: "A", min: 50 },
        { label: "B", min: 60 },
        { label: "F", min: 0 },
      ]),
    ).toEqual(["teacher.grading.error.order"]);
    expect(
      issues([
        { label: "A", min: 50 },
        { label: "B", min: 50 },
        { label: "F", min: 0 },
      ]),
    ).toEqual(["teacher.grading.error.order"]);
    expect(
      issues([
        { label: "A", min: 50 },
        { label: "F", min: 10 },
      ]),
    ).toEqual(["teacher.grading.error.zero"]);
    expect(
      issues([
        { label: "A", min: 50 },
        { label: "a", min: 0 },
      ]),
    ).toEqual(["teacher.grading.error.duplicate"]);
    expect(
      issues([
        { label: "A", min: 101 },
        { label: "F", min: 0 },
      ]),
    ).toEqual(["teacher.grading.error.min"]);
    expect(issues([{ label: "F", min: 0 }])).toEqual(["teacher.grading.error.count"]);
  });
  it("drops empty rows of the form", () => {
    const parsed = GradingFormSchema.parse({ bands: [{ label: "Онц", min: 85 }, {}, { label: "Бусад", min: 0 }, { label: "" }] });
    expect(parsed.bands).toEqual([
      { label: "Онц", min: 85 },
      { label: "Бусад", min: 0 },
    ]);
    expect(gradeFor(84, parsed.bands)).toBe("Бусад");
  });
  it("falls back to the default when the stored scale is missing or broken", () => {
    expect(parseGradingScale(null)).toBe(DEFAULT_GRADING_SCALE);
    expect(parseGradingScale("not json")).toBe(DEFAULT_GRADING_SCALE);
    expect(parseGradingScale('[{"label":"A","min":10}]')).toBe(DEFAULT_GRADING_SCALE);
    expect(parseGradingScale('[{"label":"P","min":50},{"label":"N","min":0}]')).toEqual([
      { label: "P", min: 50 },
      { label: "N", min: 0 },
    ]);
  });
});

describe("the grade rule", () => {
  it("is the mean completion with one decimal, none without assignments", () => {
    expect(meanCompletion([])).toBeNull();
    expect(
      meanCompletion([
        { done: 1, total: 1, fraction: 1 },
        { done: 0, total: 3, fraction: 0 },
        { done: 2, total: 3, fraction: 2 / 3 },
      ]),
    ).toBe(55.6);
  });
});
