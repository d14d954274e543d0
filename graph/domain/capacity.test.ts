import { describe, expect, it } from 'vitest';
import { fitsCapacity, holdOf, peakSeats, remainingSeats, type SeatHold } from './capacity.ts';

const T0 = Date.parse('2026-07-18T10:00:00Z');
const min = (m: number) => T0 + m * 60_000;
const hold = (from: number, to: number, seats: number): SeatHold => ({ start: min(from), end: min(to), seats });
const window = (from: number, to: number) => ({ start: min(from), end: min(to) });

describe('seats held', () => {
  it('only open reservations with a seat reservation hold seats, for their duration', () => {
    const base = { arrivalAt: new Date(T0), durationMinutes: 90, guests: 40, seatReservation: true };
    expect(holdOf({ ...base, status: 'CREATED' })).toEqual({ start: T0, end: min(90), seats: 40 });
    expect(holdOf({ ...base, status: 'WAITING' })).not.toBeNull();
    expect(holdOf({ ...base, status: 'SCHEDULED' })).not.toBeNull();
    expect(holdOf({ ...base, status: 'FINISHED' })).toBeNull();
    expect(holdOf({ ...base, status: 'DELETED' })).toBeNull();
    expect(holdOf({ ...base, status: 'CREATED', seatReservation: false })).toBeNull();
  });
});

describe('peak seats (sweep line)', () => {
  it('is zero with nothing held', () => {
    expect(peakSeats([], window(0, 90))).toBe(0);
  });

  it('adds overlapping holds and takes the highest moment, not the sum over the window', () => {
    // 30 seats 0–60, 50 seats 30–120, 40 seats 60–150: 80 held during 30–60, 90 during 60–120.
    const holds = [hold(0, 60, 30), hold(30, 120, 50), hold(60, 150, 40)];
    expect(peakSeats(holds, window(0, 30))).toBe(30);
    expect(peakSeats(holds, window(0, 60))).toBe(80);
    expect(peakSeats(holds, window(0, 150))).toBe(90);
    expect(peakSeats(holds, window(120, 150))).toBe(40);
  });

  it('treats stays as half-open: leaving at 12:00 and arriving at 12:00 do not overlap', () => {
    const holds = [hold(0, 90, 100)];
    expect(peakSeats(holds, window(90, 180))).toBe(0);
    expect(peakSeats(holds, window(89, 180))).toBe(100);
    expect(peakSeats([hold(0, 90, 60), hold(90, 180, 70)], window(0, 180))).toBe(70);
    expect(peakSeats(holds, window(-90, 0))).toBe(0);
  });
});

describe('fitting a new booking', () => {
  const capacity = 150;
  const holds = [hold(0, 90, 60), hold(45, 135, 50)]; // 110 held from 45 to 90

  it('fits exactly up to capacity and not one seat more', () => {
    expect(remainingSeats(capacity, holds, window(30, 120))).toBe(40);
    expect(fitsCapacity(capacity, holds, hold(30, 120, 40))).toBe(true);
    expect(fitsCapacity(capacity, holds, hold(30, 120, 41))).toBe(false);
    // Outside the busy moment there is more room.
    expect(fitsCapacity(capacity, holds, hold(90, 180, 100))).toBe(true);
    expect(fitsCapacity(capacity, holds, hold(90, 180, 101))).toBe(false);
    expect(fitsCapacity(capacity, holds, hold(135, 225, 150))).toBe(true);
  });

  it('always fits a booking that holds no seats', () => {
    expect(fitsCapacity(capacity, [hold(0, 90, 150)], null)).toBe(true);
    expect(remainingSeats(capacity, [hold(0, 90, 200)], window(0, 30))).toBe(0);
  });
});
