import { describe, expect, it } from "vitest";
import {
  FREE_LESSONS,
  certificateUnlocked,
  countUpValue,
  isLocked,
  lessonAccess,
  lessonPath,
  neighbour,
  offersCertificate,
  progressPercent,
  stageLabel,
  type LessonRef,
  type Viewer,
} from "./lessons";

const guest: Viewer = { userId: null, currentLevel: 0, subscribed: false };
const user = (currentLevel: number, subscribed = false): Viewer => ({ userId: 7, currentLevel, subscribed });
const at = (level: number) => ({ id: level, level });

describe("locks", () => {
  it("locks a lesson when its level is beyond the current level plus one", () => {
    expect(isLocked(11, user(10))).toBe(false);
    expect(isLocked(12, user(10))).toBe(true);
    expect(isLocked(1, user(0))).toBe(false);
    expect(isLocked(2, user(0))).toBe(true);
    expect(lessonAccess(at(12), user(10))).toBe("locked");
    expect(lessonAccess(at(5), user(10))).toBe("open");
  });

  it("treats a guest as level 30 and asks for a login beyond that", () => {
    expect(lessonAccess(at(1), guest)).toBe("open");
    expect(lessonAccess(at(31), guest)).toBe("open");
    expect(lessonAccess(at(32), guest)).toBe("login");
    expect(lessonAccess(at(200), guest)).toBe("login");
  });

  it("always asks a guest to log in for lesson 76, but not a user", () => {
    expect(lessonAccess({ id: 76, level: 3 }, guest)).toBe("login");
    expect(lessonAccess({ id: 76, level: 76 }, user(75, true))).toBe("open");
  });

  it("needs a subscription beyond the 51 free lessons", () => {
    expect(FREE_LESSONS).toBe(51);
    expect(lessonAccess(at(51), user(50))).toBe("open");
    expect(lessonAccess(at(52), user(51))).toBe("payment");
    expect(lessonAccess(at(52), user(51, true))).toBe("open");
    expect(lessonAccess(at(10), user(120))).toBe("open"); // an expired plan keeps the free lessons
    expect(lessonAccess(at(100), user(120))).toBe("payment");
  });

  it("shows the lock before the payment gate", () => {
    expect(lessonAccess(at(53), user(51))).toBe("locked");
  });

  it("closes lessons beyond the class's assignments, even ones the learner has reached", () => {
    const member = { ...user(10), classCap: 3 };
    expect(lessonAccess(at(3), member)).toBe("open");
    expect(lessonAccess(at(4), member)).toBe("class");
    expect(lessonAccess(at(4), { ...member, classCap: null })).toBe("open");
  });
});

describe("flow", () => {
  const lessons: LessonRef[] = [
    { id: 1, level: 1, type: "start" },
    { id: 2, level: 2, type: "intro" },
    { id: 3, level: 3, type: "boxed" },
    { id: 4, level: 4, type: "hold" },
    { id: 5, level: 5, type: "review" },
  ];

  it("routes each type to its screen", () => {
    expect(lessons.map(lessonPath)).toEqual(["/lesson-step/1", "/intro/2", "/boxed/3", "/holded/4", "/review/5"]);
  });

  it("finds the next and previous lesson by level", () => {
    expect(neighbour(lessons, 2, 1)?.id).toBe(3);
    expect(neighbour(lessons, 2, -1)?.id).toBe(1);
    expect(neighbour(lessons, 5, 1)).toBeNull();
    expect(neighbour(lessons, 1, -1)).toBeNull();
  });

  it("offers the certificate after 266 lessons", () => {
    expect(certificateUnlocked(265)).toBe(false);
    expect(certificateUnlocked(266)).toBe(true);
    expect(offersCertificate(265)).toBe(false);
    expect(offersCertificate(266)).toBe(true);
    expect(offersCertificate(278)).toBe(true);
  });

  it("reports progress as finished / total, rounded down", () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(139)).toBe(50);
    expect(progressPercent(277)).toBe(99);
    expect(progressPercent(278)).toBe(100);
    expect(progressPercent(400)).toBe(100);
  });

  it("labels the stage with three padded digits", () => {
    expect(stageLabel(7)).toBe("007");
    expect(stageLabel(76)).toBe("076");
    expect(stageLabel(278)).toBe("278");
  });

  it("counts up by 3 every 50 ms and stops at the target", () => {
    expect(countUpValue(100, 0)).toBe(0);
    expect(countUpValue(100, 49)).toBe(0);
    expect(countUpValue(100, 50)).toBe(3);
    expect(countUpValue(100, 1650)).toBe(99);
    expect(countUpValue(100, 1700)).toBe(100);
    expect(countUpValue(100, 60_000)).toBe(100);
    expect(countUpValue(0, 500)).toBe(0);
  });
});
