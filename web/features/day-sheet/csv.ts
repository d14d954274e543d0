// The day sheet as a CSV file, built in the browser from the data on screen (no extra endpoint: the
// sheet already holds every column). Semicolon-separated with a UTF-8 byte-order mark and CRLF line
// ends: what Excel set to Slovenian (where the list separator is ";") opens into columns with
// č/š/ž intact; LibreOffice and Numbers ask or detect.

export const CSV_SEPARATOR = ';';
/** Tells Excel the file is UTF-8. */
export const CSV_BOM = '\ufeff';

// A cell starting with one of these is read as a formula by spreadsheets (CSV injection); a tab or
// carriage return first can hide such a start.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text that could start a formula gets a leading apostrophe (shown as text, not run),
 * and a cell with the separator, a quote or a line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\n\r,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte-order mark, then one CRLF-terminated line per row. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR) + '\r\n').join('');
}

export function daySheetFileName(date: string): string {
  return `stopover-day-sheet-${date}.csv`;
}
