import { describe, expect, it } from "vitest";
import lessonsMn from "../../../content/lessons.json";
import lessonsEn from "../../../content/lessons-en.json";
import { EN_US, MN_WINDOWS, strokeFor } from "../typing/layouts";
import { lessonPicture, lessonPicturePath, newKeysByGroup, parseLessonPicturePath, standaloneLessonPicture } from "./lesson-picture";

const curricula = [
  { name: "mn", layout: MN_WINDOWS, content: lessonsMn },
  { name: "en", layout: EN_US, content: lessonsEn },
] as const;

describe("lesson pictures", () => {
  for (const { name, layout, content } of curricula) {
    const holds = content.lessons.filter((l) => l.type === "hold");

    it(`marks every ${name} hold lesson's key and the finger the layout gives it`, () => {
      expect(holds.length).toBeGreaterThan(10);
      for (const lesson of holds) {
        const held = lesson.holdWord as string;
        const picture = lessonPicture(layout, { held }, lesson.name);
        const expected =
          held === "Shift"
            ? { code: "ShiftLeft", finger: "leftPinky" }
            : { code: strokeFor(layout, held)?.key.code, finger: strokeFor(layout, held)?.key.finger };
        expect(picture.held, `${name} level ${lesson.level}`).toEqual(expected);
        // One held key, one holding fingertip, ten fingers drawn (8 + 2 thumbs).
        expect(picture.svg.match(/lesson-pic__key--held/g)).toHaveLength(1);
        expect(picture.svg.match(/lesson-pic__tip--held/g)).toHaveLength(1);
        expect(picture.svg.match(/class="lesson-pic__finger"/g)).toHaveLength(10);
      }
    });
  }

  it("puts the holding finger on the held key, the others at home", () => {
    const picture = lessonPicture(MN_WINDOWS, { held: "ө" }, "Барьж бичих: ө");
    expect(picture.held).toEqual({ code: "KeyF", finger: "leftIndex" });
    expect(picture.svg).toContain('aria-label="Барьж бичих: ө"');
  });

  it("escapes the title and adds its own style only to the stand-alone file", () => {
    const picture = lessonPicture(EN_US, { held: "j" }, `Hold "j" & <type>`);
    expect(picture.svg).not.toContain("<type>");
    expect(picture.svg).not.toContain("<style>");
    expect(standaloneLessonPicture(picture)).toContain("prefers-color-scheme:dark");
  });

  it("names each group's new letters: those no earlier group used", () => {
    const keys = newKeysByGroup([
      { groupPosition: 2, text: "ора хар" },
      { groupPosition: 1, text: "ор дор ЛОР" },
    ]);
    expect(keys.get(1)).toEqual(["о", "р", "д", "л"]);
    expect(keys.get(2)).toEqual(["а", "х"]);
  });

  it("gives a hold lesson its own picture and every other lesson its group's", () => {
    expect(lessonPicturePath({ type: "hold", id: 13, groupId: 1 })).toBe("/images/lessons/lesson-13.svg");
    expect(lessonPicturePath({ type: "review", id: 1040, groupId: 103 })).toBe("/images/lessons/group-103.svg");
    expect(parseLessonPicturePath("lesson-13.svg")).toEqual({ kind: "lesson", id: 13 });
    expect(parseLessonPicturePath("group-103.svg")).toEqual({ kind: "group", id: 103 });
    for (const bad of ["lesson-0.svg", "group-1.png", "../x.svg", "lesson-12345678.svg"]) expect(parseLessonPicturePath(bad)).toBeNull();
  });
});
