// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BILL_POLL_MS, QrPaymentDialog, type Bill } from "./qr-payment-dialog";

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bill: Bill = {
  invoiceId: "inv-1",
  amount: 9_900,
  days: 30,
  qr: { text: "0002010102121531", image: "iVBORw0KGgoAAAANSUhEUg", shortUrl: null },
  urls: [{ name: "Khan bank", description: "Хаан банк", logo: null, link: "khanbank://q?qPay_QRcode=x" }],
};

function show(onClose = vi.fn(), onPaid = vi.fn()) {
  const router = createMemoryRouter([
    { id: "root", path: "/", loader: () => ({ language: "mn" }), element: <QrPaymentDialog bill={bill} onClose={onClose} onPaid={onPaid} /> },
  ]);
  render(<RouterProvider router={router} />);
  return { onClose, onPaid };
}

function answers(...statuses: string[]) {
  const fetch = vi.fn(async () => {
    const status = statuses.shift() ?? "paid";
    return Response.json({ result: "success", data: status === "paid" ? { status, end_at: Date.now() + 30 * 86_400_000, days_left: 30 } : { status } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("QrPaymentDialog", () => {
  it("shows QPay's own QR image, the amount and the bank links", async () => {
    answers();
    show();
    expect(await screen.findByTestId("qr-image")).toHaveProperty("src", `data:image/png;base64,${bill.qr.image}`);
    expect(screen.getByText("Төлөх дүн: 9,900 ₮")).toBeTruthy();
    // The dialog opens (showModal) in an effect that may run just after the image first renders.
    expect((await screen.findByRole("link", { name: "Хаан банк" })).getAttribute("href")).toBe("khanbank://q?qPay_QRcode=x");
  });

  it("asks every 5 seconds, then says paid and stays open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = answers("unpaid", "paid");
    const { onClose, onPaid } = show();
    await screen.findByTestId("qr-image");
    expect(fetch).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(BILL_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      "/api/purchase/check-qpay-bill",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ invoiceId: "inv-1" }) }),
    ]);
    expect(screen.queryByTestId("payment-success")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(BILL_POLL_MS));
    expect(screen.getByTestId("payment-success").textContent).toContain("Төлбөр амжилттай төлөгдлөө");
    expect(onPaid).toHaveBeenCalledTimes(1);

    // Paid: no more polling and no auto-close.
    await act(() => vi.advanceTimersByTimeAsync(6 * BILL_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId("payment-success")).toBeTruthy();
  });
});
