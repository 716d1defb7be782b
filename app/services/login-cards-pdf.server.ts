// Login cards for class accounts (issue 30 §2, ADR 038): A4 portrait, 10 cards a page (2 × 5) with
// dashed cut lines; each card has the site, the class, the student, the login name, the first password
// and a QR code to the login page with the name filled in. The certificate's fonts (DejaVu Serif, with
// Ө ө Ү ү) are embedded as a subset. Bilingual labels, so one card serves both interface languages.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { CertificateFonts } from "./certificate-pdf.server";
import { qrMatrix } from "./qr.server";

export interface LoginCard {
  name: string;
  username: string;
  password: string;
}

export interface LoginCardsInput {
  siteName: string;
  /** The site's origin, e.g. https://bichee.mn */
  origin: string;
  className: string;
  cards: LoginCard[];
  now: number;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 22;
const COLUMNS = 2;
const ROWS = 5;
export const CARDS_PER_PAGE = COLUMNS * ROWS;
const INK = rgb(0.12, 0.15, 0.22);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.11, 0.37, 0.62);
const CUT = rgb(0.6, 0.6, 0.6);

/** The QR code's target: the login page with the login name filled in. */
export const loginCardUrl = (origin: string, username: string) => `${origin}/login?username=${encodeURIComponent(username)}`;

function fitted(text: string, font: PDFFont, size: number, maxWidth: number): number {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 0.5;
  return s;
}

function cutLines(page: PDFPage, cardW: number, cardH: number) {
  const dash = { thickness: 0.6, color: CUT, dashArray: [4, 3] };
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * cardW;
    page.drawLine({ start: { x, y: MARGIN }, end: { x, y: A4[1] - MARGIN }, ...dash });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = MARGIN + r * cardH;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, ...dash });
  }
}

function drawCard(
  page: PDFPage,
  x: number,
  y: number,
  w: number,
  h: number,
  card: LoginCard,
  input: LoginCardsInput,
  fonts: { regular: PDFFont; bold: PDFFont },
) {
  const { regular, bold } = fonts;
  const pad = 12;
  const qrSide = 92;
  const textWidth = w - pad * 3 - qrSide;
  const left = x + pad;
  let line = y + h - pad - 11;
  page.drawText(input.siteName, { x: left, y: line, size: 11, font: bold, color: ACCENT });
  const host = input.origin.replace(/^https?:\/\//, "");
  page.drawText(host, {
    x: left + bold.widthOfTextAtSize(input.siteName, 11) + 6,
    y: line,
    size: fitted(host, regular, 9, textWidth - 60),
    font: regular,
    color: MUTED,
  });
  line -= 15;
  const klass = `Анги / Class: ${input.className}`;
  page.drawText(klass, { x: left, y: line, size: fitted(klass, regular, 8.5, textWidth), font: regular, color: MUTED });
  line -= 22;
  page.drawText(card.name, { x: left, y: line, size: fitted(card.name, bold, 14, textWidth), font: bold, color: INK });
  line -= 22;
  page.drawText("Нэвтрэх нэр / Login name", { x: left, y: line, size: 7.5, font: regular, color: MUTED });
  line -= 15;
  page.drawText(card.username, { x: left, y: line, size: fitted(card.username, bold, 14, textWidth), font: bold, color: INK });
  line -= 18;
  page.drawText("Нууц үг / Password", { x: left, y: line, size: 7.5, font: regular, color: MUTED });
  line -= 15;
  page.drawText(card.password, { x: left, y: line, size: 14, font: bold, color: INK });

  const qr = qrMatrix(loginCardUrl(input.origin, card.username));
  const cell = qrSide / qr.size;
  const qrX = x + w - pad - qrSide;
  const qrY = y + (h - qrSide) / 2 - 4;
  for (const run of qr.runs) {
    page.drawRectangle({ x: qrX + run.col * cell, y: qrY + qrSide - (run.row + 1) * cell, width: run.length * cell, height: cell, color: INK });
  }
  const scan = "Уншуулж нэвтрэх / Scan to log in";
  page.drawText(scan, { x: qrX + (qrSide - regular.widthOfTextAtSize(scan, 6)) / 2, y: qrY - 9, size: 6, font: regular, color: MUTED });
}

export async function makeLoginCardsPdf(input: LoginCardsInput, fontFiles: CertificateFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Нэвтрэх карт — ${input.className}`);
  doc.setAuthor(input.siteName);
  doc.setCreator(input.siteName);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(new Date(input.now));
  doc.setModificationDate(new Date(input.now));
  const fonts = { regular: await doc.embedFont(fontFiles.regular, { subset: true }), bold: await doc.embedFont(fontFiles.bold, { subset: true }) };
  const cardW = (A4[0] - MARGIN * 2) / COLUMNS;
  const cardH = (A4[1] - MARGIN * 2) / ROWS;
  for (let start = 0; start < input.cards.length; start += CARDS_PER_PAGE) {
    const page = doc.addPage(A4);
    cutLines(page, cardW, cardH);
    input.cards.slice(start, start + CARDS_PER_PAGE).forEach((card, i) => {
      const col = i % COLUMNS;
      const row = Math.floor(i / COLUMNS);
      drawCard(page, MARGIN + col * cardW, A4[1] - MARGIN - (row + 1) * cardH, cardW, cardH, card, input, fonts);
    });
  }
  return doc.save({ useObjectStreams: true });
}
