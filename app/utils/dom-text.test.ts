// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { writeText } from "./dom-text";

describe("writeText", () => {
  it("edits the element's one text node in place, so the browser keeps its layout object", () => {
    const el = document.createElement("span");
    el.textContent = "са";
    const node = el.firstChild;
    writeText(el, "сай");
    expect(el.textContent).toBe("сай");
    expect(el.firstChild).toBe(node);
    expect(el.childNodes).toHaveLength(1);
  });

  it("writes the text into an empty element, and replaces other children", () => {
    const empty = document.createElement("span");
    writeText(empty, "ᠬᠦ");
    expect(empty.textContent).toBe("ᠬᠦ");
    const mixed = document.createElement("span");
    mixed.appendChild(document.createTextNode("a"));
    mixed.appendChild(document.createElement("b"));
    writeText(mixed, "б");
    expect(mixed.innerHTML).toBe("б");
  });

  it("empties the text without dropping the node, and keeps that node for the next text", () => {
    const el = document.createElement("span");
    el.textContent = "x";
    const node = el.firstChild as Text;
    writeText(el, "");
    expect(el.textContent).toBe("");
    expect(el.firstChild).toBe(node);
    writeText(el, "y");
    expect(el.firstChild).toBe(node);
  });
});
