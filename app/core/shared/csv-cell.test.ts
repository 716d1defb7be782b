import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, withoutFormulas } from "./csv-cell";

/** What a reader that honours quotes gets back from one cell. */
const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);

/** Would a spreadsheet start a formula at this piece? (Spaces and quotes before the sign are skipped.) */
const startsFormula = (piece: string) => /^[\t\r]/.test(piece) || /^[=+\-@＝＋－＠]/.test(piece.replace(/^[\s"]+/, ""));

/** Every piece a reader could make of a cell: split on , ; and line breaks, with or without honouring quotes. */
const pieces = (cell: string) => [...cell.split(/[,;\r\n]/), ...unquote(cell).split(/[,;\r\n]/)];

const risky = fc.string({ unit: fc.constantFrom("=", "+", "-", "@", "＝", "\t", "\r", "\n", ",", ";", '"', "'", " ", "a", "Б", "1", "(") });
const anyText = fc.oneof(risky, fc.string(), fc.string({ unit: "grapheme" }));

describe("a CSV cell", () => {
  it("quotes commas, semicolons, quotes and line breaks, and leaves plain text and numbers alone", () => {
    expect(csvCell("Бат, Болд")).toBe('"Бат, Болд"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("Сараа")).toBe("Сараа");
    expect(csvCell("saraa@bichee.mn")).toBe("saraa@bichee.mn");
    expect(csvCell(null)).toBe("");
    expect(csvCell(-3)).toBe("-3");
  });

  it("defuses a formula at the start and after every separator a reader might split on", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("Бат;=cmd|' /C calc'!A0")).toBe(`"Бат;'=cmd|' /C calc'!A0"`);
    expect(csvCell('Бат, "=1+1"')).toBe(`"Бат,' ""=1+1"""`);
    expect(withoutFormulas("a\n-1;+2,@3")).toBe("a\n'-1;'+2,'@3");
    expect(withoutFormulas("1-2 = 3")).toBe("1-2 = 3");
  });

  it("never lets a reader start a formula, however it splits", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const piece of pieces(csvCell(text))) expect(startsFormula(piece)).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });

  it("keeps the text: a quote-honouring reader gets it back with only the marks added", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const back = unquote(csvCell(text));
        expect(back).toBe(withoutFormulas(text));
        expect(back.replaceAll("'", "")).toBe(text.replaceAll("'", ""));
      }),
    );
  });
});
