// QR codes for the certificate (issue 16): one matrix from qrcode, drawn as an SVG path for the page
// and as rectangles in the PDF. Horizontal runs of dark modules become one rectangle each.
import { create } from "qrcode/lib/core/qrcode.js";

export interface QrRun {
  row: number;
  col: number;
  length: number;
}

export interface QrMatrix {
  size: number;
  runs: QrRun[];
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return { size: modules.size, runs };
}

/** An SVG path (with a 4-module quiet zone) whose viewBox is `0 0 size+8 size+8`. */
export function qrSvgPath(matrix: QrMatrix): string {
  return matrix.runs.map((r) => `M${r.col + 4} ${r.row + 4}h${r.length}v1h-${r.length}z`).join("");
}
