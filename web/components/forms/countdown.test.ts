import { describe, expect, it } from 'vitest';
import { deadlineIn, formatClock, nextTickIn, secondsLeft } from './countdown.ts';

describe('countdown', () => {
  const now = 1_700_000_000_000;

  it('starts from the server’s seconds', () => {
    expect(deadlineIn(60, now)).toBe(now + 60_000);
    expect(deadlineIn(59.2, now)).toBe(now + 60_000);
    expect(deadlineIn(0, now)).toBeNull();
    expect(deadlineIn(null, now)).toBeNull();
    expect(deadlineIn(Number.POSITIVE_INFINITY, now)).toBeNull();
  });

  it('counts whole seconds, rounding up until the wait is over', () => {
    const deadline = now + 60_000;
    expect(secondsLeft(deadline, now)).toBe(60);
    expect(secondsLeft(deadline, now + 1)).toBe(60);
    expect(secondsLeft(deadline, now + 59_001)).toBe(1);
    expect(secondsLeft(deadline, now + 60_000)).toBe(0);
    expect(secondsLeft(deadline, now + 90_000)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });

  it('ticks when the number changes', () => {
    const deadline = now + 60_000;
    expect(nextTickIn(deadline, now)).toBe(1000);
    expect(nextTickIn(deadline, now + 250)).toBe(750);
    expect(nextTickIn(deadline, now + 60_000)).toBe(0);
  });

  it('shows m:ss (and h:mm:ss for long waits)', () => {
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
