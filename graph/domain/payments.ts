// What is paid and what is owed: one set of rules for the server's balances, the web app's badges,
// the statement documents and the reminders. Amounts are integer cents; dates are local days.
import { addDays, daysBetween, type LocalDate } from './local-time.ts';

export const PAYMENT_METHODS = ['TRANSFER', 'CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An allocation as the rules read it: undone ones count for nothing. */
export interface Allocated {
  amountCents: number;
  undoneAt: Date | null;
}

export function paidCents(allocations: readonly Allocated[]): number {
  return allocations.reduce((sum, a) => (a.undoneAt ? sum : sum + a.amountCents), 0);
}

/** OPEN: nothing paid; PART_PAID: some; PAID: all (or credited). */
export type PaymentState = 'OPEN' | 'PART_PAID' | 'PAID';

export interface DocumentBalance {
  /** What the document asks for. */
  payableCents: number;
  /** Taken off by credit notes issued against it. */
  creditedCents: number;
  paidCents: number;
  /** Still to pay; never below zero (more paid or credited is the organisation's credit). */
  openCents: number;
  state: PaymentState;
}

/** The balance of an invoice (or a deposit request: creditedCents 0). */
export function documentBalance(payableCents: number, paid: number, creditedCents = 0): DocumentBalance {
  const openCents = Math.max(0, payableCents - creditedCents - paid);
  const state: PaymentState = openCents === 0 ? 'PAID' : paid > 0 ? 'PART_PAID' : 'OPEN';
  return { payableCents, creditedCents, paidCents: paid, openCents, state };
}

/** How much of an incoming amount goes to a document with `openCents` left; the rest stays the payer's credit. */
export function allocationFor(amountCents: number, openCents: number): { allocate: number; credit: number } {
  const allocate = Math.max(0, Math.min(amountCents, openCents));
  return { allocate, credit: amountCents - allocate };
}

/** Whole days past the due date on `today` (0 or less: not overdue). */
export function daysOverdue(dueDate: LocalDate, today: LocalDate): number {
  return daysBetween(dueDate, today);
}

export function isOverdue(balance: Pick<DocumentBalance, 'openCents'>, dueDate: LocalDate | null, today: LocalDate): boolean {
  return balance.openCents > 0 && dueDate !== null && daysOverdue(dueDate, today) > 0;
}

/** The manager's ageing columns: 0–30, 31–60 and 61+ days past due. */
export const AGEING_BUCKETS = ['DAYS_0_30', 'DAYS_31_60', 'DAYS_61_PLUS'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export function ageingBucket(daysPastDue: number): AgeingBucket {
  return daysPastDue <= 30 ? 'DAYS_0_30' : daysPastDue <= 60 ? 'DAYS_31_60' : 'DAYS_61_PLUS';
}

/** The reminder schedule: days after the due date, at most five, each 1–365, rising. */
export const REMINDER_STEPS_MAX = 5;
export const REMINDER_DAY_MAX = 365;
export const DEFAULT_REMINDER_DAYS = [7, 21] as const;

export function reminderDaysProblem(days: readonly number[]): 'TOO_MANY' | 'OUT_OF_RANGE' | 'NOT_RISING' | null {
  if (days.length > REMINDER_STEPS_MAX) return 'TOO_MANY';
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > REMINDER_DAY_MAX)) return 'OUT_OF_RANGE';
  if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) return 'NOT_RISING';
  return null;
}

/**
 * The reminder to send on `today` for an unpaid invoice, or null: the latest step whose day has come
 * and that was not sent. Only the latest: an invoice found late (the schedule changed, the server was
 * down) gets one reminder, not a burst.
 */
export function reminderDue(dueDate: LocalDate, today: LocalDate, reminderDays: readonly number[], sentSteps: readonly number[]): { step: number; daysAfterDue: number } | null {
  const late = daysOverdue(dueDate, today);
  for (let step = reminderDays.length - 1; step >= 0; step--) {
    if (reminderDays[step]! <= late) return sentSteps.some((s) => s >= step) ? null : { step, daysAfterDue: reminderDays[step]! };
  }
  return null;
}

/** The day a reminder step is due (for "next reminder on …"). */
export function reminderDay(dueDate: LocalDate, daysAfterDue: number): LocalDate {
  return addDays(dueDate, daysAfterDue);
}

/** Bounds on what people type about money. */
export const PAYMENT_NOTE_MAX_LENGTH = 500;
export const RECEIPT_NUMBER_MAX_LENGTH = 40;
export const PAYER_NAME_MAX_LENGTH = 140;
export const REMITTANCE_MAX_LENGTH = 500;
/** A bank statement upload's size and entries. */
export const STATEMENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_ENTRIES_MAX = 5000;
