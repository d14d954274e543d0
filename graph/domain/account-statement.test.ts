import { describe, expect, it } from 'vitest';
import { accountStatement, statementPeriod, STATEMENT_PERIOD_MAX_DAYS, type StatementEntry } from './account-statement.ts';
import { addDays } from './local-time.ts';
import { nextReminderOn } from './invoice-reminders.ts';

const entry = (kind: StatementEntry['kind'], date: string, amountCents: number, number: string | null = null, dueDate: string | null = null): StatementEntry => ({
  kind,
  id: `${kind}-${date}-${amountCents}`,
  date,
  number,
  dueDate,
  amountCents,
});

describe('statementPeriod', () => {
  it('takes a period of up to two years', () => {
    expect(statementPeriod('2026-01-01', '2026-12-31')).toEqual({ ok: true, from: '2026-01-01', to: '2026-12-31' });
    expect(statementPeriod('2026-03-05', '2026-03-05').ok).toBe(true);
    expect(statementPeriod('2026-01-01', addDays('2026-01-01', STATEMENT_PERIOD_MAX_DAYS - 1)).ok).toBe(true);
  });
  it('refuses bad dates, a reversed or too long period', () => {
    expect(statementPeriod('2026-02-30', '2026-03-01')).toEqual({ ok: false, problem: 'INVALID_DATE' });
    expect(statementPeriod('yesterday', '2026-03-01')).toEqual({ ok: false, problem: 'INVALID_DATE' });
    expect(statementPeriod('2026-03-02', '2026-03-01')).toEqual({ ok: false, problem: 'END_BEFORE_START' });
    expect(statementPeriod('2026-01-01', addDays('2026-01-01', STATEMENT_PERIOD_MAX_DAYS))).toEqual({ ok: false, problem: 'TOO_LONG' });
  });
});

describe('accountStatement', () => {
  const entries = [
    entry('INVOICE', '2026-01-10', 100_00, '2026-00001', '2026-01-24'),
    entry('PAYMENT', '2026-01-20', 60_00, 'RF18'),
    // In the period, given out of order.
    entry('PAYMENT', '2026-02-15', 40_00),
    entry('INVOICE', '2026-02-01', 250_00, '2026-00007', '2026-02-15'),
    entry('CREDIT_NOTE', '2026-02-15', 50_00, '2026-00009'),
    entry('REFUND', '2026-02-20', 10_00),
    entry('ADVANCE_INVOICE', '2026-02-15', 30_00, '2026-00008', '2026-02-15'),
    // After the period: left out.
    entry('PAYMENT', '2026-03-01', 999_00),
  ];
  const s = accountStatement({ from: '2026-02-01', to: '2026-02-28' }, entries, [
    { id: 'a', kind: 'INVOICE', number: '2026-00001', issueDate: '2026-01-10', dueDate: '2026-01-24', payableCents: 100_00, creditedCents: 0, paidCents: 100_00 },
    { id: 'b', kind: 'INVOICE', number: '2026-00007', issueDate: '2026-02-01', dueDate: '2026-02-15', payableCents: 250_00, creditedCents: 50_00, paidCents: 0 },
    { id: 'c', kind: 'ADVANCE_INVOICE', number: '2026-00008', issueDate: '2026-02-15', dueDate: '2026-02-15', payableCents: 30_00, creditedCents: 0, paidCents: 30_00 },
    { id: 'd', kind: 'INVOICE', number: '2026-00011', issueDate: '2026-03-02', dueDate: '2026-03-16', payableCents: 80_00, creditedCents: 0, paidCents: 0 },
  ]);
  it('opens with what was owed before the period', () => {
    expect(s.openingBalanceCents).toBe(40_00);
  });
  it('lists the period in date order, documents before money, with a running balance', () => {
    expect(s.lines.map((l) => [l.kind, l.date, l.debitCents, l.creditCents, l.balanceCents])).toEqual([
      ['INVOICE', '2026-02-01', 250_00, 0, 290_00],
      ['ADVANCE_INVOICE', '2026-02-15', 30_00, 0, 320_00],
      ['CREDIT_NOTE', '2026-02-15', 0, 50_00, 270_00],
      ['PAYMENT', '2026-02-15', 0, 40_00, 230_00],
      ['REFUND', '2026-02-20', 10_00, 0, 240_00],
    ]);
    expect(s.debitCents).toBe(290_00);
    expect(s.creditCents).toBe(90_00);
    expect(s.closingBalanceCents).toBe(240_00);
    expect(s.openingBalanceCents + s.debitCents - s.creditCents).toBe(s.closingBalanceCents);
  });
  it('lists what is open at the end with its days past due', () => {
    expect(s.openItems).toEqual([{ id: 'b', kind: 'INVOICE', number: '2026-00007', issueDate: '2026-02-01', dueDate: '2026-02-15', payableCents: 250_00, openCents: 200_00, daysOverdue: 13 }]);
    expect(s.openCents).toBe(200_00);
  });
  it('is empty and zero for an organisation without anything', () => {
    const empty = accountStatement({ from: '2026-02-01', to: '2026-02-28' }, [], []);
    expect(empty).toMatchObject({ openingBalanceCents: 0, closingBalanceCents: 0, lines: [], openItems: [], openCents: 0 });
  });
});

describe('nextReminderOn', () => {
  const days = [7, 21];
  it('is the first step ahead while nothing is due', () => {
    expect(nextReminderOn('2026-03-01', '2026-03-01', days, [])).toBe('2026-03-08');
    expect(nextReminderOn('2026-03-01', '2026-03-10', days, [0])).toBe('2026-03-22');
  });
  it('is today when a step is due and not sent', () => {
    expect(nextReminderOn('2026-03-01', '2026-03-09', days, [])).toBe('2026-03-09');
  });
  it('is null when every step went out or was passed', () => {
    expect(nextReminderOn('2026-03-01', '2026-04-30', days, [1])).toBeNull();
    expect(nextReminderOn('2026-03-01', '2026-03-02', [], [])).toBeNull();
  });
});
