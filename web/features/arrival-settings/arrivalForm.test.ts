// Numbers typed as text, seasons as month and day, and the words for each field code.
import { describe, expect, it } from 'vitest';
import { arrivalProblem, fieldProblem, monthDay, NOT_A_NUMBER, readWhole, splitMonthDay } from './arrivalForm.ts';

describe('the Arrivals page’s form helpers', () => {
  it('read whole numbers, empty as null and anything else as NaN', () => {
    expect(readWhole(' 12 ')).toBe(12);
    expect(readWhole('')).toBeNull();
    expect(readWhole('1.5')).toBeNaN();
    expect(readWhole('ten')).toBeNaN();
  });

  it('turn a month and a day into MM-DD and back', () => {
    expect(monthDay('6', '1')).toBe('06-01');
    expect(monthDay('6', '')).toBeNull();
    expect(splitMonthDay('09-30')).toEqual({ month: '9', day: '30' });
    expect(splitMonthDay(null)).toEqual({ month: '', day: '' });
  });

  it('word each field code on its field', () => {
    expect(fieldProblem('coachBays', 'COACH_BAYS_INVALID')).toMatchObject({ descriptor: { id: 'arrivals.error.bays' }, values: { max: 50 } });
    expect(fieldProblem('bayTurnaroundMinutes', 'COACH_BAYS_INVALID')).toMatchObject({ descriptor: { id: 'arrivals.error.turnaround' }, values: { max: 120 } });
    expect(fieldProblem('maxCoaches', 'PACING_LIMIT_INVALID')).toMatchObject({ values: { max: 50 } });
    expect(fieldProblem('seats', NOT_A_NUMBER)).toMatchObject({ descriptor: { id: 'arrivals.error.wholeNumber' } });
    expect(fieldProblem('seats', 'SOMETHING_NEW')).toMatchObject({ descriptor: { id: 'form.error.invalid' } });
    expect(fieldProblem('seats', undefined)).toBeNull();
    expect(arrivalProblem('ARRIVAL_SETTINGS_FULL')).toEqual({ id: 'arrivals.error.full' });
    expect(arrivalProblem('NOT_FOUND')).toBeNull();
  });
});
