// @vitest-environment node
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { makeCertificatePdf } from "./certificate-pdf.server";

const fonts = {
  regular: readFileSync(resolve("public/fonts/DejaVuSerif.ttf")),
  bold: readFileSync(resolve("public/fonts/DejaVuSerif-Bold.ttf")),
};
const input = {
  id: 42,
  name: "Өнөрмаа Үүрцайх",
  wpm: 47,
  accuracy: 96,
  start: Date.UTC(2026, 0, 5, 3),
  end: Date.UTC(2026, 10, 25, 3),
  url: "https://bichee.mn/check-certificate?token=AbCdEfGhIjKlMnOpQrStUv",
};

describe("makeCertificatePdf", () => {
  it("makes one A4 landscape page with the subset font, small", async () => {
    const bytes = await makeCertificatePdf(input, fonts);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    // Subset: far smaller than the two fonts it was made from (737 KB).
    expect(bytes.byteLength).toBeLessThan(200_000);
    if (process.env.CERT_PDF_OUT) writeFileSync(process.env.CERT_PDF_OUT, bytes);
  });
});
