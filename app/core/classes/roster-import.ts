// The teacher's roster import (issue 30 §2): a pasted list (one name a line) or a CSV file of
// "name[, student number]". Pure: bytes or text in; either every student to create, or one problem per
// bad row (and then nothing is created). ADR 038 has the rules.
import { visibleText } from "../accounts/visible-text";
import { CLASS_MAX_STUDENTS, ROSTER_NAME_MAX, STUDENT_NUMBER_MAX } from "./class-limits";

export interface RosterStudent {
  /** 1-based line of the text, as the teacher's editor numbers it. */
  row: number;
  name: string;
  studentNumber: string | null;
}

export type RosterProblemReason =
  | "encoding"
  | "empty"
  | "nameEmpty"
  | "nameLong"
  | "nameInvisible"
  | "numberLong"
  | "columns"
  | "duplicateInFile"
  | "alreadyInClass"
  | "numberTaken"
  | "classFull";

export interface RosterProblem {
  /** Null for a problem of the whole text (its encoding, or nothing in it). */
  row: number | null;
  reason: RosterProblemReason;
  /** The other row a duplicate repeats, the class limit, … */
  params?: Record<string, number | string>;
}

export type RosterParse = { ok: true; students: RosterStudent[] } | { ok: false; problems: RosterProblem[] };

/** Who is in the class now (current members only): for duplicates and the limit. */
export interface CurrentRoster {
  members: { name: string; studentNumber: string | null }[];
}

export type Delimiter = "," | ";" | "\t" | null;

const HEADER_NAMES = new Set(["name", "full name", "student", "student name", "нэр", "овог нэр", "овог, нэр", "сурагч", "сурагчийн нэр"]);

/** Strict UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF); null for anything else. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  const points: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (size === 0 || i + size > bytes.length) return null;
    let point = size === 1 ? b : b & (0xff >> (size + 1));
    for (let k = 1; k < size; k++) {
      const next = bytes[i + k];
      if ((next & 0xc0) !== 0x80) return null;
      point = (point << 6) | (next & 0x3f);
    }
    const min = [0, 0, 0x80, 0x800, 0x10000][size];
    if (point < min || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) return null;
    points.push(point);
    i += size;
  }
  let text = "";
  for (let i = 0; i < points.length; i += 4096) text += String.fromCodePoint(...points.slice(i, i + 4096));
  return text;
}

/** UTF-8 with or without its BOM; anything else (a Windows-1251 export, say) is refused, not guessed. */
export function decodeRoster(input: Uint8Array | string): { ok: true; text: string } | { ok: false } {
  const text = typeof input === "string" ? input : decodeUtf8(input);
  return text === null ? { ok: false } : { ok: true, text: text.replace(/^\uFEFF/, "") };
}

/** The delimiter most of the lines use (tab, then semicolon, then comma on a tie); null: one column. */
export function detectDelimiter(lines: string[]): Delimiter {
  let best: Delimiter = null;
  let bestLines = 0;
  for (const candidate of ["\t", ";", ","] as const) {
    const count = lines.filter((line) => line.includes(candidate)).length;
    if (count > bestLines) [best, bestLines] = [candidate, count];
  }
  return best;
}

/** One CSV line's cells; a cell in double quotes may hold the delimiter and "" for a quote. */
export function splitCells(line: string, delimiter: Delimiter): string[] {
  if (delimiter === null) return [line];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") [cell, quoted] = ["", true];
    else if (ch === delimiter) [cells, cell] = [[...cells, cell], ""];
    else cell += ch;
  }
  return [...cells, cell];
}

const comparable = (name: string) => name.toLocaleLowerCase("mn").replace(/\s+/g, " ");
const identity = (name: string, studentNumber: string | null) => `${comparable(name)}|${studentNumber ?? ""}`;

function isHeader(cells: string[]): boolean {
  return HEADER_NAMES.has(comparable(cells[0]?.trim() ?? ""));
}

type RowCheck = { ok: true; student: RosterStudent } | { ok: false; problem: RosterProblem };

function checkRow(row: number, cells: string[]): RowCheck {
  const [rawName = "", rawNumber = "", ...rest] = cells.map((c) => c.trim());
  if (rest.some((c) => c !== "")) return { ok: false, problem: { row, reason: "columns" } };
  if (rawName === "") return { ok: false, problem: { row, reason: "nameEmpty" } };
  const visible = visibleText(rawName);
  if (!visible.ok) return { ok: false, problem: { row, reason: "nameInvisible" } };
  if ([...visible.text].length > ROSTER_NAME_MAX) return { ok: false, problem: { row, reason: "nameLong", params: { max: ROSTER_NAME_MAX } } };
  if ([...rawNumber].length > STUDENT_NUMBER_MAX) return { ok: false, problem: { row, reason: "numberLong", params: { max: STUDENT_NUMBER_MAX } } };
  return { ok: true, student: { row, name: visible.text, studentNumber: rawNumber === "" ? null : rawNumber } };
}

/**
 * Every row checked, so the teacher fixes the whole file at once. A duplicate is the same name with the
 * same student number (two children may share a name; their numbers tell them apart), or a student
 * number already used. Rows past the class's limit are refused one by one.
 */
export function parseRoster(input: Uint8Array | string, current: CurrentRoster, max = CLASS_MAX_STUDENTS): RosterParse {
  const decoded = decodeRoster(input);
  if (!decoded.ok) return { ok: false, problems: [{ row: null, reason: "encoding" }] };
  const lines = decoded.text.split(/\r\n|\n|\r/);
  const filled = lines.map((line, i) => ({ line, row: i + 1 })).filter(({ line }) => line.trim() !== "");
  const delimiter = detectDelimiter(filled.map((f) => f.line));
  const rows = filled.map(({ line, row }) => ({ row, cells: splitCells(line, delimiter) }));
  if (rows.length > 0 && isHeader(rows[0].cells)) rows.shift();
  if (rows.length === 0) return { ok: false, problems: [{ row: null, reason: "empty" }] };

  const problems: RosterProblem[] = [];
  const students: RosterStudent[] = [];
  const inClass = new Set(current.members.map((m) => identity(m.name, m.studentNumber)));
  const numbersInClass = new Set(current.members.flatMap((m) => (m.studentNumber ? [m.studentNumber] : [])));
  const seen = new Map<string, number>();
  const seenNumbers = new Map<string, number>();
  for (const { row, cells } of rows) {
    const checked = checkRow(row, cells);
    if (!checked.ok) {
      problems.push(checked.problem);
      continue;
    }
    const { name, studentNumber } = checked.student;
    const key = identity(name, studentNumber);
    const earlier = seen.get(key) ?? (studentNumber ? seenNumbers.get(studentNumber) : undefined);
    if (earlier !== undefined) problems.push({ row, reason: "duplicateInFile", params: { other: earlier } });
    else if (inClass.has(key)) problems.push({ row, reason: "alreadyInClass" });
    else if (studentNumber && numbersInClass.has(studentNumber)) problems.push({ row, reason: "numberTaken", params: { number: studentNumber } });
    else students.push(checked.student);
    seen.set(key, seen.get(key) ?? row);
    if (studentNumber) seenNumbers.set(studentNumber, seenNumbers.get(studentNumber) ?? row);
  }
  const room = Math.max(0, max - current.members.length);
  for (const student of students.slice(room)) problems.push({ row: student.row, reason: "classFull", params: { max } });
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)) };
  return { ok: true, students };
}
