// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PaymentRequiredDialog } from "./payment-required-dialog";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(cleanup);

function show(reason: "lessons" | "generic", onClose = vi.fn()) {
  const router = createMemoryRouter(
    [
      { id: "root", path: "/", loader: () => ({ language: "mn" }), element: <PaymentRequiredDialog open onClose={onClose} reason={reason} /> },
      { path: "/payment", element: <p>plans</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe("PaymentRequiredDialog", () => {
  it("congratulates after the 51 free lessons and goes on to /payment", async () => {
    const { router } = show("lessons");
    expect(await screen.findByText("Танд баяр хүргэе!")).toBeTruthy();
    expect(screen.getByText(/51 хичээлээ/)).toBeTruthy();
    fireEvent.click(screen.getByTestId("payment-required-next"));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });

  it("goes back without leaving the page", async () => {
    const { router, onClose } = show("generic");
    fireEvent.click(await screen.findByRole("button", { name: "Буцах" }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/");
  });
});
