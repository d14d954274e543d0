import { describe, expect, it } from 'vitest';
import { formatRate, parseRate, termsFromRows } from './terms-form.ts';

describe('VAT rates as people type and read them', () => {
  it('reads a comma or a point, with or without the sign', () => {
    expect(parseRate('9,5')).toBe(950);
    expect(parseRate('9.5 %')).toBe(950);
    expect(parseRate('22')).toBe(2200);
    expect(parseRate('0')).toBe(0);
    expect(parseRate('101')).toBeNull();
    expect(parseRate('9,555')).toBeNull();
    expect(parseRate('abc')).toBeNull();
  });

  it('shows the locale’s decimal mark', () => {
    expect(formatRate(950, 'en')).toBe('9.5%');
    expect(formatRate(950, 'sl').replace(/\s/g, ' ')).toBe('9,5 %');
  });
});

describe('the cancellation tier editor', () => {
  it('turns rows into terms the domain accepts', () => {
    expect(termsFromRows([{ hoursBefore: '48', percent: '50' }], '100')).toEqual({ ok: true, terms: { tiers: [{ hoursBefore: 48, percent: 50 }], noShowPercent: 100 } });
    expect(termsFromRows([], '0')).toEqual({ ok: true, terms: { tiers: [], noShowPercent: 0 } });
  });

  it('names what is wrong with the domain’s own codes', () => {
    expect(termsFromRows([{ hoursBefore: '', percent: '50' }], '100')).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(termsFromRows([{ hoursBefore: '4,5', percent: '50' }], '100')).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    expect(termsFromRows([{ hoursBefore: '72', percent: '60' }, { hoursBefore: '24', percent: '40' }], '100')).toEqual({ ok: false, problem: 'CLOSER_IS_CHEAPER' });
    expect(termsFromRows([{ hoursBefore: '24', percent: '60' }], '50')).toEqual({ ok: false, problem: 'CLOSER_IS_CHEAPER' });
    expect(termsFromRows([{ hoursBefore: '24', percent: '10' }, { hoursBefore: '24', percent: '20' }], '100')).toEqual({ ok: false, problem: 'DUPLICATE_TIER' });
    expect(termsFromRows([{ hoursBefore: '1000', percent: '10' }], '100')).toEqual({ ok: false, problem: 'HOURS_OUT_OF_RANGE' });
  });
});
