// An account statement as CSV: the opening balance, each document and payment of the period with the
// balance after it, the closing balance, then the invoices open at the end. One header for all rows
// (an `entry` column says which is which), amounts as decimals with a point, UTF-8 with a
// byte-order mark for spreadsheet programs (č, š, ž), every text cell through csvCell.
import { csvCell } from '../../../domain/csv.ts';
import { centsToDecimal } from '../../../domain/money.ts';
import type { StatementView } from '../statements.ts';

export const STATEMENT_CSV_COLUMNS = ['date', 'entry', 'number', 'due_date', 'debit', 'credit', 'balance', 'open', 'days_overdue', 'currency'] as const;

export function statementCsv(s: StatementView): string {
  const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents));
  const rows: string[] = [STATEMENT_CSV_COLUMNS.join(',')];
  const push = (values: Array<[string | number | null, 'text' | 'number']>) => rows.push(values.map(([v, kind]) => csvCell(v, kind)).join(','));
  push([[s.from, 'text'], ['OPENING_BALANCE', 'text'], [null, 'text'], [null, 'text'], [null, 'number'], [null, 'number'], [money(s.openingBalanceCents), 'number'], [null, 'number'], [null, 'number'], [s.currency, 'text']]);
  for (const l of s.lines) {
    push([
      [l.date, 'text'],
      [l.kind, 'text'],
      [l.number, 'text'],
      [l.dueDate, 'text'],
      [l.debitCents ? money(l.debitCents) : null, 'number'],
      [l.creditCents ? money(l.creditCents) : null, 'number'],
      [money(l.balanceCents), 'number'],
      [null, 'number'],
      [null, 'number'],
      [s.currency, 'text'],
    ]);
  }
  push([[s.to, 'text'], ['CLOSING_BALANCE', 'text'], [null, 'text'], [null, 'text'], [money(s.debitCents), 'number'], [money(s.creditCents), 'number'], [money(s.closingBalanceCents), 'number'], [null, 'number'], [null, 'number'], [s.currency, 'text']]);
  for (const i of s.openItems) {
    push([[i.issueDate, 'text'], ['OPEN_ITEM', 'text'], [i.number, 'text'], [i.dueDate, 'text'], [money(i.payableCents), 'number'], [null, 'number'], [null, 'number'], [money(i.openCents), 'number'], [i.daysOverdue, 'number'], [s.currency, 'text']]);
  }
  return '\uFEFF' + rows.join('\r\n') + '\r\n';
}
