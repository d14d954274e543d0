import { describe, expect, it } from 'vitest';
import { byExpectedArrival, delayMinutes, expectedAt } from './arrival-state.ts';

const at = (time: string) => new Date(`2026-07-04T${time}:00Z`);

describe('arrival state', () => {
  it('reads the delay from the ETA, none without one', () => {
    expect(delayMinutes({ arrivalAt: at('10:00'), etaAt: at('10:25') })).toBe(25);
    expect(delayMinutes({ arrivalAt: at('10:00'), etaAt: at('09:50') })).toBe(-10);
    expect(delayMinutes({ arrivalAt: at('10:00'), etaAt: null })).toBeNull();
  });

  it('expects a group at its ETA, else at its booked time, and lists them so', () => {
    const late = { arrivalAt: at('10:00'), etaAt: at('11:10') };
    const onTime = { arrivalAt: at('11:00'), etaAt: null };
    expect(expectedAt(late)).toEqual(at('11:10'));
    expect([late, onTime].sort(byExpectedArrival)).toEqual([onTime, late]);
  });
});
