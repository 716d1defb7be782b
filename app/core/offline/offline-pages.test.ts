import { describe, expect, it } from "vitest";
import { isOfflinePage, onlineOnlyArea, pagesToWarm } from "./offline-pages";

describe("the pages kept for offline use", () => {
  it("keeps the lessons and tests, and names the parts that need the line", () => {
    expect(["/", "/lesson", "/beginner", "/intro/12", "/lesson-step/1", "/boxed/40"].every(isOfflinePage)).toBe(true);
    expect(["/payment", "/races", "/profile", "/admin/learners", "/lessons-extra"].some(isOfflinePage)).toBe(false);
    expect(["/race/abc", "/ranking-rooms", "/payment", "/certificate", "/profile", "/teacher/classes/3", "/help"].map(onlineOnlyArea)).toEqual([
      "rooms",
      "prize",
      "payment",
      "certificate",
      "friends",
      "admin",
      null,
    ]);
  });

  it("warms the lessons from the last finished up to 20 ahead that the learner may open, and five locked ones", () => {
    const lessons = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      level: i + 1,
      type: "intro" as const,
      access: i + 1 <= 6 ? ("open" as const) : ("locked" as const),
    }));
    const pages = pagesToWarm([{ curriculum: "mn", currentLevel: 5, lessons }]);
    expect(pages).toEqual([
      "/",
      "/beginner",
      "/middle",
      "/advanced",
      "/lesson",
      "/intro/5",
      "/intro/6",
      "/intro/7",
      "/intro/8",
      "/intro/9",
      "/intro/10",
      "/intro/11",
    ]);
    // Behind payment or a class: never kept.
    const paid = pagesToWarm([{ curriculum: "mn", currentLevel: 5, lessons: lessons.map((l) => (l.level > 6 ? { ...l, access: "payment" as const } : l)) }]);
    expect(paid.filter((p) => p.startsWith("/intro/"))).toEqual(["/intro/5", "/intro/6"]);
    const en = pagesToWarm([{ curriculum: "en", currentLevel: 0, lessons: lessons.map((l) => ({ ...l, access: "open" as const })) }]);
    expect(en.filter((p) => p.startsWith("/intro/"))).toHaveLength(21);
    expect(en).toContain("/lesson?curriculum=en");
  });
});
