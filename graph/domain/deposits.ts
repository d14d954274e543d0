// Deposits: what the default terms, an agreement or the poor-record rule ask before a group comes,
// how much, and by when. One module for the server (the request at confirmation), the web app (the
// terms forms, the wizard's summary) and the documents.
import { addDays, type LocalDate } from './local-time.ts';
import { percentOf, times } from './money.ts';

/** Due a number of days after the reservation is confirmed, or before the arrival day. */
export interface DepositDue {
  from: 'CONFIRMATION' | 'ARRIVAL';
  days: number;
}

export type DepositTerms =
  | { kind: 'NONE' }
  | { kind: 'PERCENT'; percent: number; due: DepositDue }
  | { kind: 'PER_GUEST'; perGuestCents: number; due: DepositDue };

export const NO_DEPOSIT: DepositTerms = { kind: 'NONE' };
export const DEPOSIT_DUE_DAYS_MAX = 90;
export const DEPOSIT_PER_GUEST_MAX_CENTS = 100_000;

/** Organisations whose record is this poor are asked for `terms` whatever else applies. */
export interface PoorRecordRule {
  /** Reservations closed (arrived, no-show, cancelled) before the rule judges anyone. */
  minClosed: number;
  /** No-shows plus late cancellations, in % of the closed reservations, from which the rule applies. */
  minBadPercent: number;
  terms: DepositTerms;
}

export interface ClientRecord {
  closed: number;
  noShows: number;
  lateCancellations: number;
}

export type DepositTermsProblem = 'PERCENT_OUT_OF_RANGE' | 'AMOUNT_OUT_OF_RANGE' | 'DAYS_OUT_OF_RANGE';

export function depositTermsProblem(terms: DepositTerms): DepositTermsProblem | null {
  if (terms.kind === 'NONE') return null;
  if (terms.kind === 'PERCENT' && (!Number.isInteger(terms.percent) || terms.percent < 1 || terms.percent > 100)) return 'PERCENT_OUT_OF_RANGE';
  if (terms.kind === 'PER_GUEST' && (!Number.isInteger(terms.perGuestCents) || terms.perGuestCents < 1 || terms.perGuestCents > DEPOSIT_PER_GUEST_MAX_CENTS)) return 'AMOUNT_OUT_OF_RANGE';
  if (!Number.isInteger(terms.due.days) || terms.due.days < 0 || terms.due.days > DEPOSIT_DUE_DAYS_MAX) return 'DAYS_OUT_OF_RANGE';
  return null;
}

export function poorRecordRuleProblem(rule: PoorRecordRule): DepositTermsProblem | 'RULE_OUT_OF_RANGE' | null {
  if (!Number.isInteger(rule.minClosed) || rule.minClosed < 1 || rule.minClosed > 1000) return 'RULE_OUT_OF_RANGE';
  if (!Number.isInteger(rule.minBadPercent) || rule.minBadPercent < 1 || rule.minBadPercent > 100) return 'RULE_OUT_OF_RANGE';
  if (rule.terms.kind === 'NONE') return 'RULE_OUT_OF_RANGE';
  return depositTermsProblem(rule.terms);
}

export function hasPoorRecord(record: ClientRecord, rule: PoorRecordRule): boolean {
  if (record.closed < rule.minClosed) return false;
  return (record.noShows + record.lateCancellations) * 100 >= rule.minBadPercent * record.closed;
}

/**
 * The deposit terms that apply: the poor-record rule's when it judges the organisation, else the
 * agreement's (a { kind: 'NONE' } agreement waives the default), else the restaurant's default.
 */
export function applicableDeposit(args: { restaurant: DepositTerms | null; agreement: DepositTerms | null; rule: PoorRecordRule | null; record: ClientRecord }): { terms: DepositTerms; byRule: boolean } {
  if (args.rule && hasPoorRecord(args.record, args.rule)) return { terms: args.rule.terms, byRule: true };
  return { terms: args.agreement ?? args.restaurant ?? NO_DEPOSIT, byRule: false };
}

/** The deposit in cents for an expected gross total and headcount; 0 for none. */
export function depositAmountCents(terms: DepositTerms, expectedGrossCents: number, guests: number): number {
  if (terms.kind === 'PERCENT') return percentOf(expectedGrossCents, terms.percent);
  if (terms.kind === 'PER_GUEST') return times(terms.perGuestCents, guests);
  return 0;
}

/**
 * When it is due: days after confirmation, or days before arrival — never after the arrival day and
 * never before the confirmation day (a late booking pays on confirmation).
 */
export function depositDueDate(due: DepositDue, confirmedOn: LocalDate, arrivalDay: LocalDate): LocalDate {
  const day = due.from === 'CONFIRMATION' ? addDays(confirmedOn, due.days) : addDays(arrivalDay, -due.days);
  if (day > arrivalDay) return arrivalDay;
  if (day < confirmedOn) return confirmedOn;
  return day;
}

/** Reads stored terms; null when missing or unreadable. */
export function parseDepositTerms(json: unknown): DepositTerms | null {
  if (!json || typeof json !== 'object') return null;
  const t = json as Record<string, unknown>;
  if (t.kind === 'NONE') return NO_DEPOSIT;
  const due = t.due as Partial<DepositDue> | undefined;
  if (!due || (due.from !== 'CONFIRMATION' && due.from !== 'ARRIVAL') || typeof due.days !== 'number') return null;
  const parsed: DepositTerms | null =
    t.kind === 'PERCENT' && typeof t.percent === 'number' ? { kind: 'PERCENT', percent: t.percent, due: { from: due.from, days: due.days } }
    : t.kind === 'PER_GUEST' && typeof t.perGuestCents === 'number' ? { kind: 'PER_GUEST', perGuestCents: t.perGuestCents, due: { from: due.from, days: due.days } }
    : null;
  return parsed && !depositTermsProblem(parsed) ? parsed : null;
}

export function parsePoorRecordRule(json: unknown): PoorRecordRule | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Record<string, unknown>;
  const terms = parseDepositTerms(r.terms);
  if (!terms || typeof r.minClosed !== 'number' || typeof r.minBadPercent !== 'number') return null;
  const rule = { minClosed: r.minClosed, minBadPercent: r.minBadPercent, terms };
  return poorRecordRuleProblem(rule) ? null : rule;
}

/** What an unpaid deposit at its due date does besides telling staff and the client. */
export const DEPOSIT_OVERDUE_ACTIONS = ['NOTIFY', 'NEEDS_COORDINATION'] as const;
export type DepositOverdueAction = (typeof DEPOSIT_OVERDUE_ACTIONS)[number];

// ————— deposit requests —————

/** A deposit request's number in its own yearly series: "2026-D00001" (never an invoice number). */
export function formatPaymentRequestNumber(year: number, sequence: number): string {
  return `${year}-D${String(sequence).padStart(5, '0')}`;
}

/** Why staff waived a request, as they may write it. */
export const DEPOSIT_WAIVER_REASON_MAX_LENGTH = 500;

/**
 * Whether confirming a reservation asks for a deposit now: its snapshot asks an amount above zero
 * and it has no request that is open or paid (a cancelled or waived one does not count, so a
 * reservation confirmed again after coordination is asked again only if nothing is pending).
 */
export function shouldRequestDeposit(amountCents: number, existing: ReadonlyArray<{ status: 'OPEN' | 'PAID' | 'CANCELLED' }>): boolean {
  return amountCents > 0 && !existing.some((r) => r.status === 'OPEN' || r.status === 'PAID');
}

/**
 * What an advance invoice deducted on the final invoice (or fee invoice) may take off: the advance's
 * gross, but never more than the rest of the invoice comes to, so the result is never negative.
 * Answers what is deducted and what is left over (to be credited on the advance and kept as the
 * organisation's credit).
 */
export function advanceDeduction(advanceGrossCents: number, owedGrossCents: number): { deductCents: number; unusedCents: number } {
  const deductCents = Math.max(0, Math.min(advanceGrossCents, owedGrossCents));
  return { deductCents, unusedCents: advanceGrossCents - deductCents };
}
