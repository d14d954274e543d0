// An organisation's account statement for a period: what it owed at the start, every issued document
// and payment in the period with the balance after each, what it owes at the end, and the invoices
// still open then. Pure shaping; graph/services/billing/statements.ts reads the rows. Amounts are
// integer cents; a positive balance is owed to the restaurant, a negative one is the client's credit.
import { daysBetween, parseLocalDate, type LocalDate } from './local-time.ts';
import { daysOverdue, documentBalance } from './payments.ts';

/** The longest period one statement covers: two years (a leap day included). */
export const STATEMENT_PERIOD_MAX_DAYS = 731;

export type StatementPeriodProblem = 'INVALID_DATE' | 'END_BEFORE_START' | 'TOO_LONG';

/** The period's dates checked: from and to as YYYY-MM-DD, to not before from, at most two years. */
export function statementPeriod(from: string, to: string): { ok: true; from: LocalDate; to: LocalDate } | { ok: false; problem: StatementPeriodProblem } {
  const start = parseLocalDate(from);
  const end = parseLocalDate(to);
  if (!start || !end) return { ok: false, problem: 'INVALID_DATE' };
  const days = daysBetween(start, end);
  if (days < 0) return { ok: false, problem: 'END_BEFORE_START' };
  if (days + 1 > STATEMENT_PERIOD_MAX_DAYS) return { ok: false, problem: 'TOO_LONG' };
  return { ok: true, from: start, to: end };
}

/** What moves the balance: an issued document or money received or paid back. */
export type StatementEntryKind = 'INVOICE' | 'ADVANCE_INVOICE' | 'CREDIT_NOTE' | 'PAYMENT' | 'REFUND';

export interface StatementEntry {
  kind: StatementEntryKind;
  /** The document's or payment's id. */
  id: string;
  /** The issue date, or the payment's booking date. */
  date: LocalDate;
  /** The document's number; a payment's reference or receipt number (null: none). */
  number: string | null;
  /** An invoice's due date. */
  dueDate: LocalDate | null;
  /** Always positive; the kind says which way it moves the balance. */
  amountCents: number;
}

export interface StatementLine extends StatementEntry {
  /** What it adds to the balance (invoices, refunds). */
  debitCents: number;
  /** What it takes off (credit notes, payments). */
  creditCents: number;
  /** The balance after it. */
  balanceCents: number;
}

/** An invoice as it stood at the end of the period. */
export interface StatementOpenInvoice {
  id: string;
  kind: 'INVOICE' | 'ADVANCE_INVOICE';
  number: string;
  issueDate: LocalDate;
  dueDate: LocalDate | null;
  payableCents: number;
  /** Credit notes against it issued by the end. */
  creditedCents: number;
  /** Payments applied to it, booked by the end. */
  paidCents: number;
}

export interface OpenItem {
  id: string;
  kind: 'INVOICE' | 'ADVANCE_INVOICE';
  number: string;
  issueDate: LocalDate;
  dueDate: LocalDate | null;
  payableCents: number;
  openCents: number;
  /** Days past due on the last day of the period (0: not yet due). */
  daysOverdue: number;
}

export interface AccountStatement {
  from: LocalDate;
  to: LocalDate;
  openingBalanceCents: number;
  lines: StatementLine[];
  debitCents: number;
  creditCents: number;
  closingBalanceCents: number;
  openItems: OpenItem[];
  /** The open items' sum (differs from the closing balance by unapplied payments). */
  openCents: number;
}

const DEBIT: Record<StatementEntryKind, boolean> = { INVOICE: true, ADVANCE_INVOICE: true, REFUND: true, CREDIT_NOTE: false, PAYMENT: false };
/** On one day, documents before the money that pays them. */
const ORDER: Record<StatementEntryKind, number> = { INVOICE: 0, ADVANCE_INVOICE: 0, CREDIT_NOTE: 1, PAYMENT: 2, REFUND: 3 };

/** What an entry does to the balance: + owed, − paid or credited. */
export function signedAmount(entry: Pick<StatementEntry, 'kind' | 'amountCents'>): number {
  return DEBIT[entry.kind] ? entry.amountCents : -entry.amountCents;
}

function byDate(a: StatementEntry, b: StatementEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (ORDER[a.kind] !== ORDER[b.kind]) return ORDER[a.kind] - ORDER[b.kind];
  const an = a.number ?? '';
  const bn = b.number ?? '';
  if (an !== bn) return an < bn ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The statement from every entry up to the period's end (earlier ones make the opening balance)
 * and the invoices as they stood at the end.
 */
export function accountStatement(period: { from: LocalDate; to: LocalDate }, entries: readonly StatementEntry[], invoices: readonly StatementOpenInvoice[]): AccountStatement {
  const { from, to } = period;
  let opening = 0;
  const inPeriod: StatementEntry[] = [];
  for (const entry of entries) {
    if (entry.date > to) continue;
    if (entry.date < from) opening += signedAmount(entry);
    else inPeriod.push(entry);
  }
  inPeriod.sort(byDate);
  let balance = opening;
  let debitCents = 0;
  let creditCents = 0;
  const lines = inPeriod.map((entry): StatementLine => {
    const signed = signedAmount(entry);
    balance += signed;
    const debit = signed > 0 ? signed : 0;
    const credit = signed < 0 ? -signed : 0;
    debitCents += debit;
    creditCents += credit;
    return { ...entry, debitCents: debit, creditCents: credit, balanceCents: balance };
  });
  const openItems = invoices
    .filter((i) => i.issueDate <= to)
    .map((i): OpenItem => {
      const b = documentBalance(i.payableCents, i.paidCents, i.creditedCents);
      const late = i.dueDate ? daysOverdue(i.dueDate, to) : 0;
      return { id: i.id, kind: i.kind, number: i.number, issueDate: i.issueDate, dueDate: i.dueDate, payableCents: i.payableCents, openCents: b.openCents, daysOverdue: Math.max(0, late) };
    })
    .filter((i) => i.openCents > 0)
    .sort((a, b) => ((a.dueDate ?? a.issueDate) < (b.dueDate ?? b.issueDate) ? -1 : (a.dueDate ?? a.issueDate) > (b.dueDate ?? b.issueDate) ? 1 : a.number < b.number ? -1 : 1));
  return {
    from,
    to,
    openingBalanceCents: opening,
    lines,
    debitCents,
    creditCents,
    closingBalanceCents: balance,
    openItems,
    openCents: openItems.reduce((sum, i) => sum + i.openCents, 0),
  };
}
