import { describe, expect, it } from "vitest";
import { CURRICULA, EN_CURRICULUM, MONG_CURRICULUM, MN_CURRICULUM, curriculumOf, isCurriculumId, lessonIdOf, mirrorLevel } from "./curricula";
import { certificateUnlocked, isLocked, lessonAccess, lessonListPath, offersCertificate, progressPercent, resultPath, type Viewer } from "./lessons";

const guest: Viewer = { userId: null, currentLevel: 0, subscribed: false };
const user = (currentLevel: number, subscribed = false): Viewer => ({ userId: 7, currentLevel, subscribed });

describe("the two curricula", () => {
  it("keeps the Mongolian figures of the SPEC", () => {
    expect(MN_CURRICULUM).toMatchObject({
      language: "mn",
      layout: "mn-windows",
      totalGroups: 12,
      totalLessons: 278,
      freeLessons: 51,
      guestLevel: 30,
      loginGateLessonId: 76,
      certificateLessons: 266,
    });
  });

  it("gives English the US layout, 12 groups and the Mongolian proportions of free, guest and gate lessons", () => {
    const en = EN_CURRICULUM;
    expect(en).toMatchObject({ language: "en", layout: "en-us", totalGroups: 12, certificateLessons: null });
    // 51 of 278 free, guests as level 30, the gate at 76: the same shares of the English total.
    const share = (n: number, total: number) => n / total;
    const gateLevel = (c: typeof en) => c.loginGateLessonId - c.lessonIdOffset;
    for (const pick of [(c: typeof en) => c.freeLessons, (c: typeof en) => c.guestLevel, gateLevel]) {
      expect(Math.abs(share(pick(en), en.totalLessons) - share(pick(MN_CURRICULUM), MN_CURRICULUM.totalLessons))).toBeLessThan(1 / en.totalLessons);
    }
    expect(mirrorLevel(51, 278)).toBe(51);
    expect(en.guestLevel).toBeLessThan(en.freeLessons);
    expect(gateLevel(en)).toBeGreaterThan(en.freeLessons);
  });

  it("numbers the lessons so the curricula never share an id", () => {
    expect(lessonIdOf(MN_CURRICULUM, 278)).toBe(278);
    expect(lessonIdOf(EN_CURRICULUM, 1)).toBe(1001);
    expect(lessonIdOf(MN_CURRICULUM, MN_CURRICULUM.totalLessons)).toBeLessThan(lessonIdOf(EN_CURRICULUM, 1));
  });

  it("reads the curriculum from a query value, Mongolian when it is missing or unknown", () => {
    expect(curriculumOf("en")).toBe(EN_CURRICULUM);
    expect(curriculumOf("mn")).toBe(MN_CURRICULUM);
    expect(curriculumOf(null)).toBe(MN_CURRICULUM);
    expect(curriculumOf("fr")).toBe(MN_CURRICULUM);
    expect(isCurriculumId("en")).toBe(true);
    expect(isCurriculumId("EN")).toBe(false);
    expect(Object.keys(CURRICULA)).toEqual(["mn", "en", "mn-Mong"]);
  });

  it("keys the script curriculum's content language, layout and ids apart from the Cyrillic one", () => {
    expect(curriculumOf("mn-Mong")).toBe(MONG_CURRICULUM);
    expect(MONG_CURRICULUM).toMatchObject({
      contentLanguage: "mn-Mong",
      layout: "mong-standard",
      layoutVariants: ["mong-standard", "mong-mongolian"],
      reviewRequired: true,
      certificateLessons: null,
    });
    expect(MONG_CURRICULUM.lessonIdOffset).toBeGreaterThanOrEqual(EN_CURRICULUM.lessonIdOffset + EN_CURRICULUM.totalLessons);
    expect(MONG_CURRICULUM.guestLevel).toBeLessThan(MONG_CURRICULUM.freeLessons);
  });
});

describe("the rules take a curriculum", () => {
  const en = EN_CURRICULUM;
  const enLesson = (level: number) => ({ id: lessonIdOf(en, level), level });

  it("locks English lessons beyond the learner's English level plus one", () => {
    expect(isLocked(1, user(0), en)).toBe(false);
    expect(isLocked(2, user(0), en)).toBe(true);
    expect(lessonAccess(enLesson(6), user(5), en)).toBe("open");
    expect(lessonAccess(enLesson(7), user(5), en)).toBe("locked");
  });

  it("lets a guest play English up to the guest level plus one, then asks for a login", () => {
    expect(lessonAccess(enLesson(en.guestLevel + 1), guest, en)).toBe("open");
    expect(lessonAccess(enLesson(en.guestLevel + 2), guest, en)).toBe("login");
    // Mongolian guests keep their own figure (30): the same level is open there.
    expect(lessonAccess({ id: en.guestLevel + 2, level: en.guestLevel + 2 }, guest)).toBe("open");
  });

  it("always asks a guest to log in at the English gate lesson, never a user", () => {
    const gate = { id: en.loginGateLessonId, level: 3 };
    expect(lessonAccess(gate, guest, en)).toBe("login");
    expect(lessonAccess({ id: en.loginGateLessonId, level: en.loginGateLessonId - 1000 }, user(199, true), en)).toBe("open");
    // Mongolian lesson 76 is not a gate in English, and English's gate id is not one in Mongolian.
    expect(lessonAccess({ id: 76, level: 3 }, guest, en)).toBe("open");
    expect(lessonAccess({ id: en.loginGateLessonId, level: 3 }, guest)).toBe("open");
  });

  it("needs a subscription beyond the English free lessons", () => {
    expect(lessonAccess(enLesson(en.freeLessons), user(en.freeLessons - 1), en)).toBe("open");
    expect(lessonAccess(enLesson(en.freeLessons + 1), user(en.freeLessons), en)).toBe("payment");
    expect(lessonAccess(enLesson(en.freeLessons + 1), user(en.freeLessons, true), en)).toBe("open");
    // The Mongolian free count is larger: the same level is still free there.
    expect(lessonAccess({ id: en.freeLessons + 1, level: en.freeLessons + 1 }, user(en.freeLessons))).toBe("open");
  });

  it("measures progress against the curriculum's own total", () => {
    expect(progressPercent(en.totalLessons / 2, en.totalLessons)).toBe(50);
    expect(progressPercent(en.totalLessons, en.totalLessons)).toBe(100);
    expect(progressPercent(139, MN_CURRICULUM.totalLessons)).toBe(50);
  });

  it("keeps the certificate on the Mongolian curriculum", () => {
    expect(certificateUnlocked(266, MN_CURRICULUM)).toBe(true);
    expect(certificateUnlocked(265, MN_CURRICULUM)).toBe(false);
    expect(certificateUnlocked(en.totalLessons, en)).toBe(false);
    expect(offersCertificate(266, MN_CURRICULUM)).toBe(true);
    expect(offersCertificate(en.totalLessons, en)).toBe(false);
  });
});

describe("addresses", () => {
  it("keeps the Mongolian addresses of the seed and adds ?curriculum=en for English", () => {
    expect(lessonListPath()).toBe("/lesson");
    expect(lessonListPath(EN_CURRICULUM)).toBe("/lesson?curriculum=en");
    expect(lessonListPath(MN_CURRICULUM, { gate: "payment", lesson: 52 })).toBe("/lesson?gate=payment&lesson=52");
    expect(lessonListPath(EN_CURRICULUM, { gate: "login", lesson: 1040 })).toBe("/lesson?curriculum=en&gate=login&lesson=1040");
    expect(resultPath(9)).toBe("/result/9");
    expect(resultPath(9, MN_CURRICULUM)).toBe("/result/9");
    expect(resultPath(9, EN_CURRICULUM)).toBe("/result/9?curriculum=en");
  });
});
