import { describe, expect, it } from "vitest";
import { applyLobbyFrame, emptyClientLobby, type ClientLobby } from "./room-view";
import { addListChange, LIST_FRAME_MS, listFrame, nextListFrameAt, type ListChange } from "./list-batch";
import type { RoomListItem } from "./protocol";

const room = (roomId: string, total = 1): RoomListItem =>
  ({
    roomId,
    language: "mn",
    total,
    createdAt: 1,
    host: { id: 1, name: "Эзэн", image: null, points: 0, avgWpm: 0, avgPercent: 0, rankImage: "/images/rank/beginner.svg" },
  }) as unknown as RoomListItem;

const batch = (...changes: ListChange[]) => changes.reduce(addListChange, new Map<string, ListChange>());

describe("coalesced rooms-list frames", () => {
  it("keeps one change per room: a count after the room's newRoom joins it, a later count replaces an earlier", () => {
    const pending = batch(
      { type: "newRoom", room: room("AAAAAA") },
      { type: "newRoomPlayers", roomId: "AAAAAA", total: 3 },
      { type: "newRoomPlayers", roomId: "BBBBBB", total: 2 },
      { type: "newRoomPlayers", roomId: "BBBBBB", total: 4 },
    );
    expect(listFrame(pending)).toEqual({
      type: "roomsChanged",
      changes: [
        { type: "newRoom", room: room("AAAAAA", 3) },
        { type: "newRoomPlayers", roomId: "BBBBBB", total: 4 },
      ],
    });
  });

  it("ends a room listed and removed in one batch as deletedRoom, for a viewer whose lobbyState came between", () => {
    const pending = batch({ type: "newRoom", room: room("AAAAAA") }, { type: "deletedRoom", roomId: "AAAAAA", reason: "cancelled" });
    expect(listFrame(pending)).toEqual({ type: "roomsChanged", changes: [{ type: "deletedRoom", roomId: "AAAAAA", reason: "cancelled" }] });
  });

  it("leaves a viewer with the list every single frame would have left it with, and applying it twice changes nothing", () => {
    const steps: ListChange[] = [
      { type: "newRoom", room: room("AAAAAA") },
      { type: "newRoom", room: room("BBBBBB") },
      { type: "newRoomPlayers", roomId: "AAAAAA", total: 2 },
      { type: "deletedRoom", roomId: "BBBBBB", reason: "started" },
      { type: "newRoom", room: room("CCCCCC") },
      { type: "newRoomPlayers", roomId: "CCCCCC", total: 5 },
    ];
    const start: ClientLobby = { ...emptyClientLobby(), rooms: [room("ZZZZZZ")] };
    const oneByOne = steps.reduce(applyLobbyFrame, start);
    const coalesced = applyLobbyFrame(start, listFrame(batch(...steps)));
    const byId = (l: ClientLobby) => [...l.rooms].sort((a, b) => a.roomId.localeCompare(b.roomId));
    expect(byId(coalesced)).toEqual(byId(oneByOne));
    expect(byId(applyLobbyFrame(coalesced, listFrame(batch(...steps))))).toEqual(byId(oneByOne));
  });

  it("sends the first change of a quiet spell at once and the next no sooner than LIST_FRAME_MS after the last frame", () => {
    expect(nextListFrameAt(null, 1_000)).toBe(1_000);
    expect(nextListFrameAt(1_000, 1_100)).toBe(1_000 + LIST_FRAME_MS);
    expect(nextListFrameAt(1_000, 1_000 + LIST_FRAME_MS + 1)).toBe(1_000 + LIST_FRAME_MS + 1);
  });
});
