// The certificate as a PDF (SPEC §9: A4 landscape), made with pdf-lib in the Worker. DejaVu Serif
// (public/fonts, Bitstream Vera licence) covers Ө ө Ү ү and is embedded as a subset, so the file
// holds only the glyphs it uses. Bilingual (Mongolian first, English beneath), so one file serves
// both interface languages and is made once. ADR 015 has the figures.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDate } from "~/core/shared/dates";
import { qrMatrix } from "./qr.server";

export interface CertificatePdfInput {
  id: number;
  name: string;
  wpm: number;
  accuracy: number | null;
  start: number;
  end: number;
  url: string;
}

export interface CertificateFonts {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const INK = rgb(0.12, 0.15, 0.22);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.11, 0.37, 0.62);
const GOLD = rgb(0.72, 0.56, 0.2);

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** Shrinks a line until it fits `maxWidth` (a long name still stays on one line). */
function fittedSize(text: string, font: PDFFont, size: number, maxWidth: number): number {
  let s = size;
  while (s > 12 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  return s;
}

export async function makeCertificatePdf(input: CertificatePdfInput, fonts: CertificateFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Гэрчилгээ — ${input.name}`);
  doc.setAuthor("Бичээч");
  doc.setSubject("Certificate / Гэрчилгээ");
  doc.setCreator("Бичээч");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(new Date(input.end));
  doc.setModificationDate(new Date(input.end));
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  const page = doc.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();

  // Frame: a thick accent border and a thin gold line inside it.
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: ACCENT, borderWidth: 6 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: GOLD, borderWidth: 1.2 });

  centered(page, "Бичээч", bold, 16, height - 82, ACCENT);
  centered(page, "ГЭРЧИЛГЭЭ", bold, 40, height - 134);
  centered(page, "CERTIFICATE OF TOUCH TYPING", regular, 13, height - 156, MUTED);
  centered(page, "Энэхүү гэрчилгээг / This certificate is awarded to", regular, 13, height - 202, MUTED);
  centered(page, input.name, bold, fittedSize(input.name, bold, 34, width - 160), height - 250);
  page.drawLine({ start: { x: width / 2 - 200, y: height - 262 }, end: { x: width / 2 + 200, y: height - 262 }, thickness: 0.8, color: GOLD });
  centered(page, "Бичээч сургалтын 266 хичээлийг дүүргэж, гэрчилгээний шалгалтыг амжилттай өгсөнд олгов.", regular, 12.5, height - 288);
  centered(page, "for completing the 266 lessons of the Bichee course and passing the certificate exam.", regular, 11, height - 305, MUTED);

  // The figures, four columns.
  const facts: [string, string, string][] = [
    ["Хурд", "Speed", `${input.wpm} WPM`],
    ["Нарийвчлал", "Accuracy", input.accuracy === null ? "—" : `${input.accuracy}%`],
    ["Эхэлсэн", "Started", formatDate(input.start, "mn")],
    ["Дууссан", "Completed", formatDate(input.end, "mn")],
  ];
  const columnWidth = 165;
  const columnsLeft = (width - columnWidth * facts.length) / 2;
  facts.forEach(([mn, en, value], i) => {
    const cx = columnsLeft + columnWidth * i + columnWidth / 2;
    const label = `${mn} / ${en}`;
    page.drawText(label, { x: cx - regular.widthOfTextAtSize(label, 10) / 2, y: 246, size: 10, font: regular, color: MUTED });
    page.drawText(value, { x: cx - bold.widthOfTextAtSize(value, 20) / 2, y: 218, size: 20, font: bold, color: INK });
  });
  const left = 70;

  // The QR code to the verification page, bottom right, with the address in words under it.
  const qr = qrMatrix(input.url);
  const qrSide = 110;
  const cell = qrSide / qr.size;
  const qrX = width - 70 - qrSide;
  const qrY = 58;
  for (const run of qr.runs) {
    page.drawRectangle({ x: qrX + run.col * cell, y: qrY + qrSide - (run.row + 1) * cell, width: run.length * cell, height: cell, color: INK });
  }
  const verify = "Шалгах / Verify:";
  page.drawText(verify, { x: left, y: 100, size: 10, font: regular, color: MUTED });
  page.drawText(input.url, { x: left, y: 84, size: fittedSize(input.url, regular, 10, qrX - left - 20), font: regular, color: ACCENT });
  const number = `Гэрчилгээний дугаар / Certificate no. ${input.id}`;
  page.drawText(number, { x: left, y: 64, size: 10, font: regular, color: MUTED });

  return doc.save({ useObjectStreams: true });
}
