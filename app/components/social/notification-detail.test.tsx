// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Notification } from "~/core/social/notifications";
import { NotificationDetail } from "./notification-detail";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

const base: Notification = {
  id: 7,
  type: "certificate",
  title: "",
  message: "",
  raceId: null,
  ckey: "certificate:3",
  value: 52,
  params: { wpm: 52 },
  seen: 0,
  date: Date.UTC(2026, 10, 25, 4),
};

function show(notification: Notification) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ language: "mn" }),
        element: <NotificationDetail notification={notification} onClose={onClose} onDelete={vi.fn()} onAnswer={vi.fn()} />,
      },
      { path: "/certificate", element: <p>certificate page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe("NotificationDetail", () => {
  it("a certificate notification says it in the UI language and leads to /certificate", async () => {
    const { router, onClose } = show(base);
    expect(await screen.findByText("Таны гэрчилгээ бэлэн боллоо.")).toBeTruthy();
    // The dialog opens (showModal) in an effect, which may run after its text is in the DOM.
    const link = await screen.findByRole("link", { name: "Гэрчилгээгээ харах" });
    expect(link.getAttribute("href")).toBe("/certificate");
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/certificate"));
    expect(onClose).toHaveBeenCalled();
  });

  it("other notifications have no certificate link, only Close", async () => {
    show({ ...base, type: "payment", ckey: "payment:x", params: { via: "bill", date: Date.UTC(2026, 11, 25, 4) } });
    expect(await screen.findByText("Таны эрх 2026.12.25 хүртэл сунгагдлаа.")).toBeTruthy();
    expect((await screen.findAllByRole("button", { name: "Хаах" })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: "Гэрчилгээгээ харах" })).toBeNull();
  });
});
