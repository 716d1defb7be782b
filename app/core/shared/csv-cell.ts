// One CSV cell that a spreadsheet opens as text, never as a formula (OWASP "CSV injection"; issue 29).
// A spreadsheet starts a formula at a cell beginning with = + - @ (or their full-width forms), and
// treats a leading TAB or CR the same way in some versions. A cell is also split again by readers
// whose separator is `;` (the default in many locales) or that ignore quotes, so every place where a
// new cell could begin — the start, and after each `,` `;` or line break — is checked, quotes and
// spaces skipped, and gets a `'` (the spreadsheets' own "this is text" mark) when a formula would start.

/** A position where a reader could start a cell, followed by what would make that cell a formula. */
const FORMULA_AFTER_CELL_START = /(?<=^|[,;\r\n])(?=[\t\r]|[\s"]*[=+\-@＝＋－＠])/g;

/** Characters that make a cell need quotes (RFC 4180, plus `;` and TAB for readers that split on them). */
const NEEDS_QUOTES = /[",;\r\n\t']/;

/** The text with a `'` at every cell start that would begin a formula. */
export function withoutFormulas(text: string): string {
  return text.replace(FORMULA_AFTER_CELL_START, "'");
}

/** One cell: numbers as they are, text without formulas and quoted (quotes doubled) when it needs it. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = withoutFormulas(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
