// One CSV cell, for every file the app writes (statistics, the invoice month export, the day sheet
// built in the browser). Text a spreadsheet would run as a formula (CSV injection: a first =, +, -, @,
// or a tab or carriage return hiding one) gets a leading apostrophe, shown as text and never run; a
// cell holding a comma, semicolon, quote or line break is quoted with its quotes doubled, so the
// same cell is safe whichever separator the file uses.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * A cell's text. Numbers and booleans are written as they are; so is a string given as `number`
 * (an amount already formatted, "-12.50", whose minus is not a formula).
 */
export function csvCell(value: string | number | boolean | null | undefined, kind: 'text' | 'number' = 'text'): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = kind === 'text' && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
