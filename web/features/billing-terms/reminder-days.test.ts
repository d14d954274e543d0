import { describe, expect, it } from 'vitest';
import { reminderDaysFromText } from './reminder-days.ts';

describe('the reminder schedule as typed', () => {
  it('reads days after the due date, and nothing as none', () => {
    expect(reminderDaysFromText('7, 21')).toEqual({ ok: true, days: [7, 21] });
    expect(reminderDaysFromText(' 3 10;30 ')).toEqual({ ok: true, days: [3, 10, 30] });
    expect(reminderDaysFromText('')).toEqual({ ok: true, days: [] });
  });
  it('refuses what the server would', () => {
    expect(reminderDaysFromText('7, x')).toEqual({ ok: false, problem: 'INVALID' });
    expect(reminderDaysFromText('21, 7')).toEqual({ ok: false, problem: 'NOT_RISING' });
    expect(reminderDaysFromText('0')).toEqual({ ok: false, problem: 'OUT_OF_RANGE' });
  });
});
