import { describe, expect, it } from "vitest";
import { decideFriendAnswer, decideFriendRequest, friendshipRows, type FriendRelation } from "./friends";

const none: FriendRelation = { friends: false, outgoing: false, incoming: false };

describe("decideFriendRequest", () => {
  it("refuses yourself and unknown learners", () => {
    expect(decideFriendRequest(1, 1, true, none)).toEqual({ kind: "refused", reason: "self" });
    expect(decideFriendRequest(1, 2, false, none)).toEqual({ kind: "refused", reason: "unknown" });
  });
  it("asks once: a second request while one is pending is a no-op", () => {
    expect(decideFriendRequest(1, 2, true, none)).toEqual({ kind: "request" });
    expect(decideFriendRequest(1, 2, true, { ...none, outgoing: true })).toEqual({ kind: "noop", reason: "pending" });
  });
  it("never duplicates a friendship; asking back accepts the other's request", () => {
    expect(decideFriendRequest(1, 2, true, { ...none, friends: true })).toEqual({ kind: "noop", reason: "already" });
    expect(decideFriendRequest(1, 2, true, { ...none, incoming: true })).toEqual({ kind: "accept" });
  });
});

describe("decideFriendAnswer", () => {
  it("accepts or declines a pending request", () => {
    expect(decideFriendAnswer({ ...none, incoming: true }, true)).toEqual({ kind: "accept" });
    expect(decideFriendAnswer({ ...none, incoming: true }, false)).toEqual({ kind: "decline" });
  });
  it("does nothing without a request or when already friends", () => {
    expect(decideFriendAnswer(none, true)).toEqual({ kind: "noop", reason: "noRequest" });
    expect(decideFriendAnswer({ ...none, friends: true, incoming: true }, true)).toEqual({ kind: "noop", reason: "already" });
  });
});

it("a friendship is stored both ways", () => {
  expect(friendshipRows(3, 7)).toEqual([
    { userId: 3, friendId: 7 },
    { userId: 7, friendId: 3 },
  ]);
});
