import { describe, expect, it } from 'vitest';
import { applicableDeposit, depositAmountCents, depositDueDate, depositTermsProblem, hasPoorRecord, parseDepositTerms, parsePoorRecordRule, type DepositTerms } from './deposits.ts';

const percent30: DepositTerms = { kind: 'PERCENT', percent: 30, due: { from: 'CONFIRMATION', days: 7 } };
const perGuest: DepositTerms = { kind: 'PER_GUEST', perGuestCents: 500, due: { from: 'ARRIVAL', days: 3 } };

describe('deposit rules', () => {
  it('computes amounts', () => {
    expect(depositAmountCents(percent30, 100_05, 10)).toBe(30_02);
    expect(depositAmountCents(perGuest, 0, 42)).toBe(210_00);
    expect(depositAmountCents({ kind: 'NONE' }, 100_00, 10)).toBe(0);
  });

  it('puts the due date between confirmation and arrival', () => {
    expect(depositDueDate(percent30.due, '2027-05-01', '2027-06-01')).toBe('2027-05-08');
    expect(depositDueDate(percent30.due, '2027-05-30', '2027-06-01')).toBe('2027-06-01');
    expect(depositDueDate(perGuest.due, '2027-05-01', '2027-06-01')).toBe('2027-05-29');
    expect(depositDueDate(perGuest.due, '2027-05-31', '2027-06-01')).toBe('2027-05-31');
  });

  it('lets a poor record win, an agreement waive the default', () => {
    const rule = { minClosed: 3, minBadPercent: 40, terms: perGuest };
    const good = { closed: 5, noShows: 1, lateCancellations: 0 };
    const bad = { closed: 5, noShows: 2, lateCancellations: 0 };
    expect(hasPoorRecord(bad, rule)).toBe(true);
    expect(hasPoorRecord({ closed: 2, noShows: 2, lateCancellations: 0 }, rule)).toBe(false);
    expect(applicableDeposit({ restaurant: percent30, agreement: null, rule, record: bad })).toEqual({ terms: perGuest, byRule: true });
    expect(applicableDeposit({ restaurant: percent30, agreement: { kind: 'NONE' }, rule, record: good })).toEqual({ terms: { kind: 'NONE' }, byRule: false });
    expect(applicableDeposit({ restaurant: percent30, agreement: null, rule: null, record: good }).terms).toBe(percent30);
  });

  it('checks and reads stored terms', () => {
    expect(depositTermsProblem({ ...percent30, percent: 0 })).toBe('PERCENT_OUT_OF_RANGE');
    expect(depositTermsProblem({ ...perGuest, due: { from: 'ARRIVAL', days: 91 } })).toBe('DAYS_OUT_OF_RANGE');
    expect(parseDepositTerms(JSON.parse(JSON.stringify(percent30)))).toEqual(percent30);
    expect(parseDepositTerms({ kind: 'PERCENT', percent: 130, due: { from: 'ARRIVAL', days: 1 } })).toBeNull();
    expect(parsePoorRecordRule({ minClosed: 3, minBadPercent: 40, terms: { kind: 'NONE' } })).toBeNull();
  });
});
