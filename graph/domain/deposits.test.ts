import { describe, expect, it } from 'vitest';
import { advanceDeduction, formatPaymentRequestNumber, shouldRequestDeposit } from './deposits.ts';
import { advanceDeductionLines, invoiceTotals } from './billing.ts';
import { depositTermsText } from './deposit-wording.ts';
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

describe('deposits on the final invoice', () => {
  const guests = { kind: 'GUESTS' as const, quantity: 10, unitPriceCents: 2000, vatRateBp: 950, vatCategory: 'S' as const, includesVat: true, descriptionEn: 'Guests', descriptionSl: 'Gostje' };
  const advance = (id: string, remainingCents: number) => ({ invoiceId: id, number: `2026-0000${id}`, remainingCents, vatRateBp: 950, vatCategory: 'S' as const, includesVat: true });

  it('takes each advance off as −1 × its gross, oldest first, never below zero', () => {
    const { lines, unused } = advanceDeductionLines([guests], [advance('1', 6000), advance('2', 20000), advance('3', 0)]);
    expect(lines.map((l) => [l.quantity, l.unitPriceCents, l.deductsInvoiceId])).toEqual([
      [-1, 6000, '1'],
      [-1, 14000, '2'],
    ]);
    expect(unused).toEqual([{ invoiceId: '2', unusedCents: 6000, vatRateBp: 950, vatCategory: 'S', includesVat: true }]);
    expect(invoiceTotals([guests, ...lines]).payableCents).toBe(0);
  });

  it('leaves an invoice without advances as it was, and a fee smaller than the deposit at zero', () => {
    expect(advanceDeductionLines([guests], [])).toEqual({ lines: [], unused: [] });
    expect(advanceDeduction(5000, 3000)).toEqual({ deductCents: 3000, unusedCents: 2000 });
    expect(advanceDeduction(5000, 0)).toEqual({ deductCents: 0, unusedCents: 5000 });
  });

  it('numbers requests in their own series and asks once', () => {
    expect(formatPaymentRequestNumber(2026, 7)).toBe('2026-D00007');
    expect(shouldRequestDeposit(100, [{ status: 'CANCELLED' }])).toBe(true);
    expect(shouldRequestDeposit(100, [{ status: 'OPEN' }])).toBe(false);
    expect(shouldRequestDeposit(0, [])).toBe(false);
  });

  it('says the deposit in one sentence, in both languages', () => {
    expect(depositTermsText({ kind: 'NONE' }, 'sl')).toBe('Predplačilo ni potrebno.');
    expect(depositTermsText({ kind: 'PER_GUEST', perGuestCents: 500, due: { from: 'ARRIVAL', days: 2 } }, 'sl')).toBe('Predplačilo: 5,00\u00a0€ na gosta, plačljivo 2\u00a0dneva pred prihodom.');
    expect(depositTermsText({ kind: 'PERCENT', percent: 20, due: { from: 'CONFIRMATION', days: 1 } }, 'sl')).toBe('Predplačilo: 20\u00a0% pričakovane cene, plačljivo v 1\u00a0dnevu po potrditvi rezervacije.');
    expect(depositTermsText({ kind: 'PERCENT', percent: 20, due: { from: 'ARRIVAL', days: 0 } }, 'en')).toBe('Deposit: 20\u00a0% of the expected price, payable by the arrival day.');
  });
});
