// @vitest-environment jsdom
// The empty rooms list (issue 35 §5). A component test: the e2e servers' one lobby holds the rooms of
// other specs, so "no room at all" cannot be arranged there without reaching into the lobby object.
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { RoomsTable } from "./rooms-table";

afterEach(cleanup);

function show(language: "mn" | "en", rooms: Parameters<typeof RoomsTable>[0]["rooms"]) {
  const element = <RoomsTable rooms={rooms} you={null} onJoin={() => true} />;
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
});
