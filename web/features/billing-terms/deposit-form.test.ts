import { describe, expect, it } from 'vitest';
import { depositFormOf, depositFromForm } from './deposit-form.ts';

describe('deposit terms as the manager types them', () => {
  it('reads a percentage and euros per guest, with the due date', () => {
    expect(depositFromForm({ kind: 'PERCENT', amount: '30 %', dueFrom: 'CONFIRMATION', dueDays: '7' })).toEqual({ ok: true, input: { kind: 'PERCENT', percent: 30, dueFrom: 'CONFIRMATION', dueDays: 7 } });
    expect(depositFromForm({ kind: 'PER_GUEST', amount: '12,50', dueFrom: 'ARRIVAL', dueDays: '3' })).toEqual({ ok: true, input: { kind: 'PER_GUEST', perGuestCents: 1250, dueFrom: 'ARRIVAL', dueDays: 3 } });
    expect(depositFromForm({ kind: 'NONE', amount: 'x', dueFrom: 'ARRIVAL', dueDays: '' })).toEqual({ ok: true, input: { kind: 'NONE' } });
  });

  it('says what is wrong as the server would', () => {
    expect(depositFromForm({ kind: 'PERCENT', amount: '0', dueFrom: 'CONFIRMATION', dueDays: '7' })).toEqual({ ok: false, problem: 'PERCENT_OUT_OF_RANGE' });
    expect(depositFromForm({ kind: 'PERCENT', amount: '', dueFrom: 'CONFIRMATION', dueDays: '7' })).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(depositFromForm({ kind: 'PER_GUEST', amount: '5', dueFrom: 'ARRIVAL', dueDays: '120' })).toEqual({ ok: false, problem: 'DAYS_OUT_OF_RANGE' });
    expect(depositFromForm({ kind: 'PER_GUEST', amount: 'abc', dueFrom: 'ARRIVAL', dueDays: '3' })).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
  });

  it('shows stored terms in the fields', () => {
    expect(depositFormOf({ kind: 'PER_GUEST', perGuestCents: 1250, dueFrom: 'ARRIVAL', dueDays: 3 }, 'sl')).toEqual({ kind: 'PER_GUEST', amount: '12,50', dueFrom: 'ARRIVAL', dueDays: '3' });
    expect(depositFormOf(null, 'en')).toMatchObject({ kind: 'NONE' });
  });
});
