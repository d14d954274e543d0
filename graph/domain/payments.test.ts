import { describe, expect, it } from 'vitest';
import { ageingBucket, allocationFor, documentBalance, isOverdue, paidCents, reminderDaysProblem, reminderDue } from './payments.ts';

describe('payment rules', () => {
  it('balances a document from its allocations and credit notes', () => {
    const paid = paidCents([{ amountCents: 300, undoneAt: null }, { amountCents: 200, undoneAt: new Date() }]);
    expect(paid).toBe(300);
    expect(documentBalance(1000, paid)).toMatchObject({ openCents: 700, state: 'PART_PAID' });
    expect(documentBalance(1000, 0)).toMatchObject({ openCents: 1000, state: 'OPEN' });
    expect(documentBalance(1000, 600, 400)).toMatchObject({ openCents: 0, state: 'PAID' });
    expect(documentBalance(1000, 1200)).toMatchObject({ openCents: 0, state: 'PAID' });
  });

  it('applies what fits and leaves the rest as credit', () => {
    expect(allocationFor(500, 700)).toEqual({ allocate: 500, credit: 0 });
    expect(allocationFor(900, 700)).toEqual({ allocate: 700, credit: 200 });
    expect(allocationFor(900, 0)).toEqual({ allocate: 0, credit: 900 });
  });

  it('ages overdue amounts', () => {
    expect(isOverdue({ openCents: 1 }, '2026-11-01', '2026-11-01')).toBe(false);
    expect(isOverdue({ openCents: 1 }, '2026-11-01', '2026-11-02')).toBe(true);
    expect(isOverdue({ openCents: 0 }, '2026-11-01', '2026-12-02')).toBe(false);
    expect([1, 30, 31, 60, 61, 400].map(ageingBucket)).toEqual(['DAYS_0_30', 'DAYS_0_30', 'DAYS_31_60', 'DAYS_31_60', 'DAYS_61_PLUS', 'DAYS_61_PLUS']);
  });

  it('sends the latest reminder due, once', () => {
    expect(reminderDue('2026-11-01', '2026-11-07', [7, 21], [])).toBeNull();
    expect(reminderDue('2026-11-01', '2026-11-08', [7, 21], [])).toEqual({ step: 0, daysAfterDue: 7 });
    expect(reminderDue('2026-11-01', '2026-11-09', [7, 21], [0])).toBeNull();
    expect(reminderDue('2026-11-01', '2026-11-30', [7, 21], [])).toEqual({ step: 1, daysAfterDue: 21 });
    expect(reminderDue('2026-11-01', '2026-11-30', [7, 21], [1])).toBeNull();
    expect(reminderDaysProblem([7, 21])).toBeNull();
    expect(reminderDaysProblem([21, 7])).toBe('NOT_RISING');
    expect(reminderDaysProblem([0])).toBe('OUT_OF_RANGE');
    expect(reminderDaysProblem([1, 2, 3, 4, 5, 6])).toBe('TOO_MANY');
  });
});
