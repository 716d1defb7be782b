import { afterEach, describe, expect, it, vi } from "vitest";
import { checkBillContract } from "~/core/billing/purchase-api";
import { textContract, topAllTimeContract } from "~/core/typing/typing-api";
import { callApi, refusalMessage, successBody } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: unknown, raw = false) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(raw ? String(body) : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("callApi", () => {
  it("posts the request as JSON and gives the parsed answer with its status", async () => {
    const fetch = answering(200, { result: "success", data: { status: "paid", end_at: 1_800_000_000_000, days_left: 30 } });
    const answer = await callApi(checkBillContract, { invoiceId: "inv-1" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/purchase/check-qpay-bill",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ invoiceId: "inv-1" }) }),
    );
    expect(answer).toEqual({ ok: true, status: 200, body: { result: "success", data: { status: "paid", end_at: 1_800_000_000_000, days_left: 30 } } });
    expect(successBody(answer)).toEqual({ result: "success", data: { status: "paid", end_at: 1_800_000_000_000, days_left: 30 } });
  });

  it("parses a refusal with the schema of its status, and finds its words", async () => {
    answering(404, { result: "failed", data: { status: "unknown" } });
    const answer = await callApi(checkBillContract, { invoiceId: "inv-2" });
    expect(answer).toMatchObject({ ok: true, status: 404 });
    expect(successBody(answer)).toBeNull();
    answering(401, { result: false, message: "Нэвтэрнэ үү." });
    const guest = await callApi(checkBillContract, { invoiceId: "inv-2" });
    expect(guest.ok && refusalMessage(guest.body)).toBe("Нэвтэрнэ үү.");
  });

  it("turns a body that drifts from the contract into a typed error in the user's language, never undefined", async () => {
    answering(200, { result: "success", data: { status: "paid" } });
    const mn = await callApi(checkBillContract, { invoiceId: "inv-3" }, { language: "mn" });
    expect(mn).toEqual({
      ok: false,
      error: {
        kind: "unreadable",
        status: 200,
        message: "Серверийн хариуг уншиж чадсангүй. Хуудсаа шинэчлээд дахин оролдоно уу.",
        detail: expect.stringContaining("data"),
      },
    });
    const en = await callApi(checkBillContract, { invoiceId: "inv-3" }, { language: "en" });
    expect(!en.ok && en.error.message).toBe("The server's answer could not be read. Reload the page and try again.");
  });

  it("treats a status the contract does not list, and a body that is not JSON, as unreadable", async () => {
    answering(418, { result: true });
    const teapot = await callApi(checkBillContract, { invoiceId: "inv-4" }, { language: "en" });
    expect(!teapot.ok && teapot.error).toMatchObject({ kind: "unreadable", status: 418, detail: expect.stringContaining("418") });
    answering(200, "<html>", true);
    const html = await callApi(checkBillContract, { invoiceId: "inv-4" }, { language: "en" });
    expect(!html.ok && html.error).toMatchObject({ kind: "unreadable", status: 200, detail: expect.stringContaining("not JSON") });
  });

  it("reports no answer at all as offline, in Mongolian by default", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const answer = await callApi(checkBillContract, { invoiceId: "inv-5" });
    expect(answer).toEqual({
      ok: false,
      error: {
        kind: "offline",
        status: null,
        message: "Сервертэй холбогдож чадсангүй. Интернэт холболтоо шалгаад дахин оролдоно уу.",
        detail: expect.stringContaining("Failed to fetch"),
      },
    });
  });

  it("fills path parameters and sends a GET's request as its query", async () => {
    const fetch = answering(200, { result: true, data: [] });
    expect(await callApi(topAllTimeContract, { limit: 9 })).toMatchObject({ ok: true, status: 200, body: { data: [] } });
    expect(fetch.mock.calls[0][0]).toBe("/api/user/top-all-time?limit=9");
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: "GET" });
    answering(200, { result: true, data: { id: 1, level: "middle", language: "en", text: "one two" } });
    const text = await callApi(textContract, { lang: "Eng" }, { params: { textType: "middletext" } });
    expect(text).toMatchObject({ ok: true, status: 200, body: { data: { text: "one two" } } });
  });

  it("finds a refusal's words in message, msg, data or data.message, in that order, and nothing else", () => {
    expect(refusalMessage({ message: "a", msg: "b", data: "c" })).toBe("a");
    expect(refusalMessage({ message: "", msg: "b" })).toBe("b");
    expect(refusalMessage({ result: false, data: "c" })).toBe("c");
    expect(refusalMessage({ result: false, data: { message: "d" } })).toBe("d");
    expect(refusalMessage({ data: { message: "" } })).toBeNull();
    expect(refusalMessage({ message: 7 })).toBeNull();
    expect(refusalMessage("words")).toBeNull();
    expect(refusalMessage(null)).toBeNull();
  });
});
