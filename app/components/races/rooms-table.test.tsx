// @vitest-environment jsdom
// The empty rooms list (issue 35 §5), and Join waiting for the lobby's socket. A component test: the e2e servers' one lobby holds the rooms of
// other specs, so "no room at all" cannot be arranged there without reaching into the lobby object.
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import type { RoomListItem } from "~/core/races/protocol";
import { RoomsTable } from "./rooms-table";

afterEach(cleanup);

function show(language: "mn" | "en", rooms: Parameters<typeof RoomsTable>[0]["rooms"], joinable = true) {
  const element = <RoomsTable rooms={rooms} you={null} onJoin={() => true} joinable={joinable} />;
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => ({ language }), element }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
}

describe("RoomsTable", () => {
  it("says there is no open room instead of an empty table", async () => {
    show("mn", []);
    expect((await screen.findByTestId("no-rooms")).textContent).toBe("Одоогоор идэвхтэй өрөө алга байна.");
    expect(screen.queryByTestId("rooms-table")).toBeNull();
  });

  it("says it in English too", async () => {
    show("en", []);
    expect((await screen.findByTestId("no-rooms")).textContent).toBe("No active rooms at the moment.");
    expect(screen.queryByTestId("rooms-table")).toBeNull();
  });

  it("keeps Join disabled until the lobby's socket can carry the request, then enables it", async () => {
    const room: RoomListItem = {
      roomId: "ABC123",
      language: "mn",
      host: { id: 2, name: "Болд", image: null, rankImage: "/images/ranks/1.svg", avgWpm: 30, avgPercent: 95 },
      total: 1,
      createdAt: 1,
    };
    show("mn", [room], false);
    expect((await screen.findByRole<HTMLButtonElement>("button", { name: "Нэгдэх" })).disabled).toBe(true);
    cleanup();
    show("mn", [room], true);
    expect((await screen.findByRole<HTMLButtonElement>("button", { name: "Нэгдэх" })).disabled).toBe(false);
  });
});
