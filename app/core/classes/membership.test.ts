import { describe, expect, it } from "vitest";
import { CLASS_MEMBER_LIMIT, joinState } from "./membership";

describe("joining a class", () => {
  it("lets a learner in until the class holds its limit, and re-join after leaving", () => {
    expect(joinState({ ownClass: false, membership: "none", members: CLASS_MEMBER_LIMIT - 1 })).toBe("open");
    expect(joinState({ ownClass: false, membership: "none", members: CLASS_MEMBER_LIMIT })).toBe("full");
    expect(joinState({ ownClass: false, membership: "left", members: 3 })).toBe("open");
    expect(joinState({ ownClass: false, membership: "left", members: CLASS_MEMBER_LIMIT })).toBe("full");
  });

  it("tells a member and the class's own teacher instead of joining again", () => {
    expect(joinState({ ownClass: false, membership: "current", members: CLASS_MEMBER_LIMIT })).toBe("member");
    expect(joinState({ ownClass: true, membership: "none", members: 0 })).toBe("own");
  });
});
