// Report cards as PDFs (issue 30 §5, ADR 039), made with pdf-lib in the Worker with the certificate's
// fonts (DejaVu Serif, embedded as subsets: Ө ө Ү ү included). One A4 page per student; the class's card is
// a table of all its students (20 rows on the first page under the assignments, 30 on each further page).
// Words come translated in the teacher's language; numbers and names are drawn as they are.
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { GradebookRow } from "~/core/classes/gradebook";
import type { CertificateFonts } from "./certificate-pdf.server";

const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.12, 0.15, 0.22);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.11, 0.37, 0.62);
const RULE = rgb(0.82, 0.85, 0.9);
const MARGIN = 48;
const FIRST_PAGE_ROWS = 20;
const MORE_PAGE_ROWS = 30;
const ROW_HEIGHT = 20;
/** Assignments listed on a card; more are summed up in one line. */
const MAX_LISTED = 12;

export interface ReportLabels {
  title: string;
  classTitle: string;
  school: string;
  date: string;
  student: string;
  number: string;
  assignments: string;
  progress: string;
  status: string;
  due: string;
  percent: string;
  gradeLetter: string;
  bestWpm: string;
  averageWpm: string;
  accuracy: string;
  done: string;
  page: (n: number, of: number) => string;
  more: (n: number) => string;
  noAssignments: string;
}

export interface ReportAssignment {
  title: string;
  due: string;
  /** Completed by this many of the class's students. */
  done: number;
}

export interface ReportInput {
  className: string;
  school: string;
  /** "5-р анги" / "Grade 5". */
  schoolGrade: string;
  date: string;
  assignments: readonly ReportAssignment[];
  /** The status word of each cell, by the cell's status. */
  statusWord: (status: GradebookRow["cells"][number]["status"]) => string;
  labels: ReportLabels;
}

/** Pages of the class's card for `students` rows. */
export function classReportPageCount(students: number): number {
  return students <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((students - FIRST_PAGE_ROWS) / MORE_PAGE_ROWS);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(title: string, fonts: CertificateFonts): Promise<{ doc: PDFDocument; f: Fonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setAuthor("Бичээч");
  doc.setCreator("Бичээч");
  doc.setProducer("pdf-lib");
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  return { doc, f: { regular, bold } };
}

/** The text cut with "…" to fit `width` at `size`. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(chars.join("") + "…", size) > width) chars.pop();
  return chars.join("") + "…";
}

function text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number, width: number, color = INK) {
  page.drawText(fitted(value, font, size, width), { x, y, size, font, color });
}

function rightText(page: PDFPage, value: string, right: number, y: number, font: PDFFont, size: number, color = INK) {
  page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color });
}

/** The heading every page carries; returns the y below it. */
function heading(page: PDFPage, f: Fonts, input: ReportInput, subtitle: string): number {
  const { width, height } = page.getSize();
  const inner = width - 2 * MARGIN;
  let y = height - MARGIN;
  text(page, "Бичээч", MARGIN, y - 12, f.bold, 12, inner, ACCENT);
  rightText(page, `${input.labels.date}: ${input.date}`, width - MARGIN, y - 12, f.regular, 10, MUTED);
  y -= 40;
  text(page, subtitle, MARGIN, y, f.bold, 20, inner);
  y -= 20;
  text(
    page,
    `${input.labels.classTitle}: ${input.className} · ${input.schoolGrade} · ${input.labels.school}: ${input.school}`,
    MARGIN,
    y,
    f.regular,
    11,
    inner,
    MUTED,
  );
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 1, color: ACCENT });
  return y - 22;
}

const num = (n: number | null) => (n === null ? "—" : String(n));

/** One student's card: their figures, then each assignment with its status and progress. */
export async function makeStudentReportPdf(input: ReportInput, row: GradebookRow, fonts: CertificateFonts): Promise<Uint8Array> {
  const { doc, f } = await newDocument(`${input.labels.title} — ${row.name}`, fonts);
  const page = doc.addPage(A4);
  const { width } = page.getSize();
  const inner = width - 2 * MARGIN;
  let y = heading(page, f, input, input.labels.title);
  text(page, `${input.labels.student}: ${row.name}${row.studentNumber ? ` (${row.studentNumber})` : ""}`, MARGIN, y, f.bold, 15, inner);
  y -= 34;
  const facts: [string, string][] = [
    [input.labels.percent, row.percent === null ? "—" : `${row.percent}%`],
    [input.labels.gradeLetter, row.grade ?? "—"],
    [input.labels.bestWpm, num(row.bestWpm)],
    [input.labels.averageWpm, num(row.averageWpm)],
    [input.labels.accuracy, row.averageAccuracy === null ? "—" : `${row.averageAccuracy}%`],
  ];
  const column = inner / facts.length;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + column * i;
    text(page, label, x, y, f.regular, 9, column - 6, MUTED);
    text(page, value, x, y - 24, f.bold, 20, column - 6);
  });
  y -= 60;
  text(page, input.labels.assignments, MARGIN, y, f.bold, 13, inner);
  y -= 20;
  if (input.assignments.length === 0) {
    text(page, input.labels.noAssignments, MARGIN, y, f.regular, 11, inner, MUTED);
    return doc.save({ useObjectStreams: true });
  }
  const cols = { title: MARGIN, due: MARGIN + inner * 0.56, status: MARGIN + inner * 0.7, right: width - MARGIN };
  text(page, input.labels.assignments, cols.title, y, f.bold, 9, inner * 0.54, MUTED);
  text(page, input.labels.due, cols.due, y, f.bold, 9, inner * 0.13, MUTED);
  text(page, input.labels.status, cols.status, y, f.bold, 9, inner * 0.18, MUTED);
  rightText(page, input.labels.progress, cols.right, y, f.bold, 9, MUTED);
  y -= 8;
  const listed = input.assignments.slice(0, MAX_LISTED * 2);
  listed.forEach((a, i) => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5, color: RULE });
    y -= 15;
    const cell = row.cells[i];
    text(page, a.title, cols.title, y, f.regular, 10, inner * 0.54);
    text(page, a.due, cols.due, y, f.regular, 10, inner * 0.13);
    text(page, cell ? input.statusWord(cell.status) : "—", cols.status, y, f.regular, 10, inner * 0.18);
    rightText(page, cell ? `${cell.percent}%` : "—", cols.right, y, f.bold, 10);
    y -= 6;
  });
  if (input.assignments.length > listed.length)
    text(page, input.labels.more(input.assignments.length - listed.length), MARGIN, y - 16, f.regular, 10, inner, MUTED);
  return doc.save({ useObjectStreams: true });
}

/** The class's card: the assignments with how many finished each, then one row per student. */
export async function makeClassReportPdf(input: ReportInput, rows: readonly GradebookRow[], fonts: CertificateFonts): Promise<Uint8Array> {
  const { doc, f } = await newDocument(`${input.labels.title} — ${input.className}`, fonts);
  const pages = classReportPageCount(rows.length);
  let index = 0;
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage(A4);
    const { width } = page.getSize();
    const inner = width - 2 * MARGIN;
    const top = heading(page, f, input, input.labels.title);
    let y = top;
    if (p === 0) {
      text(page, input.labels.assignments, MARGIN, y, f.bold, 12, inner);
      y -= 16;
      if (input.assignments.length === 0) {
        text(page, input.labels.noAssignments, MARGIN, y, f.regular, 10, inner, MUTED);
        y -= 14;
      }
      const listed = input.assignments.slice(0, MAX_LISTED);
      for (const a of listed) {
        text(page, `${a.title} · ${input.labels.due}: ${a.due}`, MARGIN, y, f.regular, 9.5, inner - 90);
        rightText(page, `${input.labels.done}: ${a.done}/${rows.length}`, width - MARGIN, y, f.regular, 9.5, MUTED);
        y -= 13;
      }
      if (input.assignments.length > listed.length) {
        text(page, input.labels.more(input.assignments.length - listed.length), MARGIN, y, f.regular, 9.5, inner, MUTED);
      }
      y -= 18;
    }
    const cols = [
      { label: input.labels.number, x: MARGIN, w: 24, right: false },
      { label: input.labels.student, x: MARGIN + 26, w: inner * 0.4, right: false },
      { label: input.labels.percent, x: MARGIN + inner * 0.57, w: 0, right: true },
      { label: input.labels.gradeLetter, x: MARGIN + inner * 0.65, w: 0, right: true },
      { label: input.labels.bestWpm, x: MARGIN + inner * 0.75, w: 0, right: true },
      { label: input.labels.averageWpm, x: MARGIN + inner * 0.86, w: 0, right: true },
      { label: input.labels.accuracy, x: width - MARGIN, w: 0, right: true },
    ];
    // Narrow figure columns take their heading on two lines: its first word, then the rest.
    for (const c of cols) {
      const [first, ...rest] = c.label.split(" ");
      if (!c.right) text(page, c.label, c.x, y, f.bold, 8, c.w, MUTED);
      else if (rest.length === 0) rightText(page, fitted(first, f.bold, 7.5, inner * 0.11), c.x, y, f.bold, 7.5, MUTED);
      else {
        rightText(page, fitted(first, f.bold, 7.5, inner * 0.11), c.x, y + 9, f.bold, 7.5, MUTED);
        rightText(page, fitted(rest.join(" "), f.bold, 7.5, inner * 0.11), c.x, y, f.bold, 7.5, MUTED);
      }
    }
    y -= 6;
    const count = p === 0 ? FIRST_PAGE_ROWS : MORE_PAGE_ROWS;
    for (const row of rows.slice(index, index + count)) {
      index += 1;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5, color: RULE });
      y -= ROW_HEIGHT - 6;
      const values = [
        String(index),
        row.name,
        row.percent === null ? "—" : `${row.percent}%`,
        row.grade ?? "—",
        num(row.bestWpm),
        num(row.averageWpm),
        row.averageAccuracy === null ? "—" : `${row.averageAccuracy}%`,
      ];
      cols.forEach((c, i) => {
        if (c.right) rightText(page, values[i], c.x, y, i === 3 ? f.bold : f.regular, 10);
        else text(page, values[i], c.x, y, f.regular, 10, c.w);
      });
      y -= 6;
    }
    rightText(page, input.labels.page(p + 1, pages), width - MARGIN, MARGIN - 20, f.regular, 9, MUTED);
  }
  return doc.save({ useObjectStreams: true });
}
