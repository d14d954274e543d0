import { describe, expect, it } from 'vitest';
import { billingProblem, monthRange } from './invoiceText.ts';

describe('the billing page’s month and the refusals’ words', () => {
  it('turns a month into its first and last day, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange('nov')).toBeNull();
  });

  it('names every billing refusal, and anything else as unknown', () => {
    expect(billingProblem({ code: 'BILLING_DETAILS_MISSING' }).id).toBe('invoices.problem.BILLING_DETAILS_MISSING');
    expect(billingProblem({ code: 'SOMETHING_NEW' }).id).toBe('invoices.problem.UNKNOWN');
  });
});

describe('an invoice’s days', () => {
  it('reads as people write dates in each language, whatever the time zone', async () => {
    const { formatDay } = await import('./invoiceText.ts');
    expect(formatDay('2026-11-26', 'en-GB')).toBe('26 Nov 2026');
    expect(formatDay('2026-11-26', 'sl')).toMatch(/^26\. nov\. 2026$/);
    expect(formatDay(null, 'en')).toBe('');
  });
});
