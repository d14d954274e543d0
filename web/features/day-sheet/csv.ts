// The day sheet as a CSV file, built in the browser from the data on screen (no extra endpoint: the
// sheet already holds every column). Semicolon-separated with a UTF-8 byte-order mark and CRLF line
// ends: what Excel set to Slovenian (where the list separator is ";") opens into columns with
// č/š/ž intact; LibreOffice and Numbers ask or detect.

import { csvCell } from '../../../graph/domain/csv.ts';

export const CSV_SEPARATOR = ';';
/** Tells Excel the file is UTF-8. */
export const CSV_BOM = '\ufeff';

/** The whole file: the byte-order mark, then one CRLF-terminated line per row. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => row.map((value) => csvCell(value)).join(CSV_SEPARATOR) + '\r\n').join('');
}

export function daySheetFileName(date: string): string {
  return `stopover-day-sheet-${date}.csv`;
}
