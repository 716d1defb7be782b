import { describe, expect, it } from "vitest";
import { MAX_FRAME_BYTES, parseClientMessage, parseServerMessage, utf8ByteLength } from "./protocol";

describe("parseClientMessage", () => {
  it("accepts a ping", () => {
    expect(parseClientMessage(JSON.stringify({ type: "ping", at: 5 }))).toEqual({ ok: true, message: { type: "ping", at: 5 } });
  });
  it("answers bad JSON with a bad_frame error", () => {
    const r = parseClientMessage("{nope");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("bad_frame");
  });
  it("answers an unknown type with unknown_type", () => {
    const r = parseClientMessage(JSON.stringify({ type: "launchRockets" }));
    expect(!r.ok && r.error.code).toBe("unknown_type");
  });
  it("refuses frames over the size limit before parsing", () => {
    const r = parseClientMessage(JSON.stringify({ type: "ping", pad: "ө".repeat(MAX_FRAME_BYTES) }));
    expect(!r.ok && r.error.code).toBe("too_large");
  });
  it("refuses binary frames", () => {
    expect(parseClientMessage(new ArrayBuffer(4)).ok).toBe(false);
  });
});

describe("parseServerMessage", () => {
  it("accepts a hello for a known channel", () => {
    const r = parseServerMessage(JSON.stringify({ type: "hello", v: 1, channel: "lobby", serverTime: 1 }));
    expect(r.ok).toBe(true);
  });
  it("refuses a hello of another protocol version", () => {
    expect(parseServerMessage(JSON.stringify({ type: "hello", v: 99, channel: "lobby", serverTime: 1 })).ok).toBe(false);
  });
});

describe("utf8ByteLength", () => {
  it("counts bytes as UTF-8 does", () => {
    expect(utf8ByteLength("abc")).toBe(3);
    expect(utf8ByteLength("өө")).toBe(4);
    expect(utf8ByteLength("€")).toBe(3);
    expect(utf8ByteLength("😀")).toBe(4);
  });
});
