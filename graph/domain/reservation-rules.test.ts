import { describe, expect, it } from 'vitest';
import {
  checkBooking,
  dayOutlook,
  lastBookableDate,
  guestsProblem,
  isClosedDay,
  leadTimeProblem,
  openingProblem,
  seatCheck,
  seatsProblem,
  slotProblem,
  suggestArrivals,
  textProblems,
  type BookingRequest,
  type BookingRules,
  type DayHours,
} from './reservation-rules.ts';
import { localToInstant, formatMinute } from './local-time.ts';
import type { SeatHold } from './capacity.ts';

const open = (opensMinute: number, closesMinute: number): DayHours => ({ closed: false, opensMinute, closesMinute });
const H = (h: number, m = 0) => h * 60 + m;

/** Open 07:00–22:00 every day except Mondays; closed on Christmas. */
function rules(overrides: Partial<BookingRules> = {}): BookingRules {
  const weeklyHours = new Map<number, DayHours>([[1, { closed: true, opensMinute: H(7), closesMinute: H(22) }]]);
  for (let weekday = 2; weekday <= 7; weekday++) weeklyHours.set(weekday, open(H(7), H(22)));
  return {
    seatCapacity: 150,
    slotMinutes: 15,
    durationMinutes: { LONG_STOP: 90, SHORT_STOP: 30 },
    weeklyHours,
    closedDays: new Set(['2026-12-25']),
    ...overrides,
  };
}

function local(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  const resolved = localToInstant(date, h! * 60 + m!);
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
}

const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

const longStop: BookingRequest = { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-18', arrivalTime: '12:00' };
const shortStop: BookingRequest = { type: 'SHORT_STOP', guests: 25, seatReservation: false, arrivalDate: '2026-07-18', arrivalTime: '10:00' };
const LONG_AGO = new Date('2026-01-05T08:00:00Z');

describe('guests', () => {
  it('allows 10 to 100 inclusive', () => {
    expect(guestsProblem(9)).toBe('GUESTS_OUT_OF_RANGE');
    expect(guestsProblem(10)).toBeNull();
    expect(guestsProblem(100)).toBeNull();
    expect(guestsProblem(101)).toBe('GUESTS_OUT_OF_RANGE');
    expect(guestsProblem(10.5)).toBe('GUESTS_OUT_OF_RANGE');
    expect(guestsProblem(0)).toBe('GUESTS_OUT_OF_RANGE');
    expect(guestsProblem(null)).toBe('REQUIRED');
  });
});

describe('seat reservation', () => {
  it('must be chosen, and a long stop without seats is refused', () => {
    expect(seatsProblem('LONG_STOP', false)).toBe('SEATS_REQUIRED_FOR_LONG_STOP');
    expect(seatsProblem('LONG_STOP', true)).toBeNull();
    expect(seatsProblem('SHORT_STOP', false)).toBeNull();
    expect(seatsProblem('SHORT_STOP', true)).toBeNull();
    expect(seatsProblem('SHORT_STOP', null)).toBe('REQUIRED');
  });
});

describe('lead time (real elapsed time)', () => {
  const arrival = new Date('2026-07-18T10:00:00Z');

  it('long stops: at least 72 hours before arrival', () => {
    expect(leadTimeProblem('LONG_STOP', arrival, new Date(arrival.getTime() - hours(72)))).toBeNull();
    expect(leadTimeProblem('LONG_STOP', arrival, new Date(arrival.getTime() - hours(72) + minutes(1)))).toBe('LEAD_TIME_LONG');
    expect(leadTimeProblem('LONG_STOP', arrival, new Date(arrival.getTime() - hours(100)))).toBeNull();
  });

  it('short stops: at least 2 hours before arrival', () => {
    expect(leadTimeProblem('SHORT_STOP', arrival, new Date(arrival.getTime() - hours(2)))).toBeNull();
    expect(leadTimeProblem('SHORT_STOP', arrival, new Date(arrival.getTime() - hours(2) + minutes(1)))).toBe('LEAD_TIME_SHORT');
    expect(leadTimeProblem('SHORT_STOP', arrival, new Date(arrival.getTime() + minutes(1)))).toBe('LEAD_TIME_SHORT');
  });

  it('checks a booking at the boundary, on the arrival time field', () => {
    const at = local('2026-07-18', '12:00');
    expect(checkBooking(longStop, rules(), new Date(at.getTime() - hours(72))).errors).toEqual({});
    expect(checkBooking(longStop, rules(), new Date(at.getTime() - hours(72) + minutes(1))).errors).toEqual({ arrivalTime: 'LEAD_TIME_LONG' });
    const shortAt = local('2026-07-18', '10:00');
    expect(checkBooking(shortStop, rules(), new Date(shortAt.getTime() - hours(2))).errors).toEqual({});
    expect(checkBooking(shortStop, rules(), new Date(shortAt.getTime() - hours(2) + minutes(1))).errors).toEqual({ arrivalTime: 'LEAD_TIME_SHORT' });
  });

  it('takes client bookings up to a year ahead (local days), and leaves staff edits free', () => {
    // 00:30 in Ljubljana on 20 July is still the 19th in UTC: the horizon counts from the local day.
    const now = local('2026-07-20', '00:30');
    const onTheLastDay = { ...longStop, arrivalDate: '2027-07-20' };
    const dayAfter = { ...longStop, arrivalDate: '2027-07-21' };
    expect(lastBookableDate('2026-07-20')).toBe('2027-07-20');
    expect(checkBooking(onTheLastDay, rules(), now).errors).toEqual({});
    expect(checkBooking(dayAfter, rules(), now).errors).toEqual({ arrivalDate: 'TOO_FAR_AHEAD' });
    expect(checkBooking(dayAfter, rules(), now, { leadTime: false }).errors).toEqual({});
  });

  it('counts real hours across spring forward: the wall clock gains an hour that never elapses', () => {
    // Friday 12:00 → Monday 12:00 on the wall clock is only 71 real hours.
    const now = local('2026-03-27', '12:00');
    expect(leadTimeProblem('LONG_STOP', local('2026-03-30', '12:00'), now)).toBe('LEAD_TIME_LONG');
    expect(leadTimeProblem('LONG_STOP', local('2026-03-30', '13:00'), now)).toBeNull();
    expect(local('2026-03-30', '13:00').getTime() - now.getTime()).toBe(hours(72));
  });

  it('counts real hours across fall back: the wall clock repeats an hour', () => {
    // Thursday 12:00 → Sunday 11:00 on the wall clock is already 72 real hours.
    const now = local('2026-10-22', '12:00');
    expect(leadTimeProblem('LONG_STOP', local('2026-10-25', '11:00'), now)).toBeNull();
    expect(leadTimeProblem('LONG_STOP', local('2026-10-25', '10:45'), now)).toBe('LEAD_TIME_LONG');
  });
});

describe('opening hours and closed days (local calendar)', () => {
  it('needs the whole stay inside the opening hours', () => {
    const r = rules();
    expect(openingProblem('2026-07-18', local('2026-07-18', '07:00'), 90, r)).toBeNull();
    expect(openingProblem('2026-07-18', local('2026-07-18', '06:45'), 90, r)).toBe('OUTSIDE_OPENING_HOURS');
    expect(openingProblem('2026-07-18', local('2026-07-18', '20:30'), 90, r)).toBeNull();
    expect(openingProblem('2026-07-18', local('2026-07-18', '20:45'), 90, r)).toBe('OUTSIDE_OPENING_HOURS');
    expect(openingProblem('2026-07-18', local('2026-07-18', '21:30'), 30, r)).toBeNull();
    expect(openingProblem('2026-07-18', local('2026-07-18', '21:45'), 30, r)).toBe('OUTSIDE_OPENING_HOURS');
  });

  it('refuses closed weekdays and closed days, on the date field', () => {
    expect(isClosedDay('2026-07-20', rules())).toBe(true); // a Monday
    expect(isClosedDay('2026-12-25', rules())).toBe(true);
    expect(isClosedDay('2026-12-24', rules())).toBe(false);
    expect(checkBooking({ ...longStop, arrivalDate: '2026-07-20' }, rules(), LONG_AGO).errors).toEqual({ arrivalDate: 'CLOSED_DAY' });
    expect(checkBooking({ ...longStop, arrivalDate: '2026-12-25' }, rules(), LONG_AGO).errors).toEqual({ arrivalDate: 'CLOSED_DAY' });
    // A weekday row missing altogether, or one that opens when it closes, is closed too.
    const r = rules();
    (r.weeklyHours as Map<number, DayHours>).delete(2);
    expect(isClosedDay('2026-07-21', r)).toBe(true);
    expect(isClosedDay('2026-07-22', rules({ weeklyHours: new Map([[3, open(H(9), H(9))]]) }))).toBe(true);
  });

  it('evaluates the local date, not the UTC date', () => {
    // 00:30 on Tuesday 21 July in Ljubljana is still Monday in UTC.
    const nightOwl = rules({ weeklyHours: new Map([[2, open(0, H(24))]]) });
    expect(local('2026-07-21', '00:30').toISOString()).toBe('2026-07-20T22:30:00.000Z');
    expect(checkBooking({ ...shortStop, arrivalDate: '2026-07-21', arrivalTime: '00:30' }, nightOwl, LONG_AGO).errors).toEqual({});
  });

  it('measures the stay in real time on clock-change days', () => {
    // Open 01:00–04:00 on the wall clock on 29 March: only two real hours.
    const r = rules({ weeklyHours: new Map([[7, open(H(1), H(4))]]) });
    expect(openingProblem('2026-03-29', local('2026-03-29', '01:00'), 90, r)).toBeNull();
    // 01:45 + 90 real minutes is 04:15 on the wall clock (the clock jumped at 02:00).
    expect(openingProblem('2026-03-29', local('2026-03-29', '01:45'), 90, r)).toBe('OUTSIDE_OPENING_HOURS');
    expect(openingProblem('2026-03-29', local('2026-03-29', '03:30'), 30, r)).toBeNull();
    // Normal hours still work on both clock-change days.
    for (const date of ['2026-03-29', '2026-10-25']) {
      expect(openingProblem(date, local(date, '20:30'), 90, rules())).toBeNull();
      expect(openingProblem(date, local(date, '20:45'), 90, rules())).toBe('OUTSIDE_OPENING_HOURS');
    }
  });

  it('refuses 02:30 on spring-forward day and resolves 02:30 on fall-back day to its first occurrence', () => {
    const allNight = rules({ weeklyHours: new Map([[7, open(0, H(24))]]) });
    const spring = checkBooking({ ...shortStop, arrivalDate: '2026-03-29', arrivalTime: '02:30' }, allNight, LONG_AGO);
    expect(spring).toEqual({ errors: { arrivalTime: 'NONEXISTENT_TIME' }, arrival: null });
    const autumn = checkBooking({ ...shortStop, arrivalDate: '2026-10-25', arrivalTime: '02:30' }, allNight, LONG_AGO);
    expect(autumn.errors).toEqual({});
    expect(autumn.arrival?.at.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('slot grid', () => {
  it('takes arrivals on the grid only', () => {
    expect(slotProblem(H(12), 15)).toBeNull();
    expect(slotProblem(H(12, 45), 15)).toBeNull();
    expect(slotProblem(H(12, 10), 15)).toBe('NOT_ON_SLOT');
    expect(slotProblem(H(12, 30), 30)).toBeNull();
    expect(slotProblem(H(12, 15), 30)).toBe('NOT_ON_SLOT');
    expect(checkBooking({ ...longStop, arrivalTime: '12:10' }, rules(), LONG_AGO).errors).toEqual({ arrivalTime: 'NOT_ON_SLOT' });
  });
});

describe('a whole booking request', () => {
  it('accepts a valid long stop and resolves its arrival', () => {
    expect(checkBooking(longStop, rules(), LONG_AGO)).toEqual({
      errors: {},
      arrival: { date: '2026-07-18', minute: H(12), at: new Date('2026-07-18T10:00:00Z') },
    });
  });

  it('names every missing required field (docs/product.md § Booking rules)', () => {
    expect(checkBooking({}, rules(), LONG_AGO).errors).toEqual({
      type: 'REQUIRED',
      guests: 'REQUIRED',
      seatReservation: 'REQUIRED',
      arrivalDate: 'REQUIRED',
      arrivalTime: 'REQUIRED',
    });
  });

  it('reports one problem per field, all fields at once', () => {
    const result = checkBooking({ type: 'LONG_STOP', guests: 120, seatReservation: false, arrivalDate: '2026-02-30', arrivalTime: '25:00' }, rules(), LONG_AGO);
    expect(result.errors).toEqual({
      guests: 'GUESTS_OUT_OF_RANGE',
      seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP',
      arrivalDate: 'INVALID_DATE',
      arrivalTime: 'INVALID_TIME',
    });
  });

  it('lets staff skip the lead time but not book the past', () => {
    const now = local('2026-07-18', '09:00');
    expect(checkBooking(longStop, rules(), now, { leadTime: true }).errors).toEqual({ arrivalTime: 'LEAD_TIME_LONG' });
    expect(checkBooking(longStop, rules(), now, { leadTime: false }).errors).toEqual({});
    expect(checkBooking({ ...longStop, arrivalTime: '08:45' }, rules(), now, { leadTime: false }).errors).toEqual({ arrivalTime: 'ARRIVAL_IN_PAST' });
  });

  it('limits free texts', () => {
    expect(textProblems({ message: 'x'.repeat(2000), responsibleFirstName: 'Ana' })).toEqual({});
    expect(textProblems({ message: 'x'.repeat(2001), responsibleLastName: 'y'.repeat(61) })).toEqual({ message: 'TOO_LONG', responsibleLastName: 'TOO_LONG' });
  });
});

describe('capacity at a proposed time, and suggestions', () => {
  const day = '2026-07-18';
  const full = (from: string, seats = 150): SeatHold => {
    const start = local(day, from).getTime();
    return { start, end: start + minutes(90), seats };
  };
  const group = { type: 'LONG_STOP' as const, guests: 40, seatReservation: true };

  it('reports the seats left during the whole stay', () => {
    const holds = [full('12:00', 120)];
    expect(seatCheck(group, local(day, '12:00'), rules(), holds)).toMatchObject({ remainingSeats: 30, fits: false });
    expect(seatCheck({ ...group, guests: 30 }, local(day, '12:00'), rules(), holds)).toMatchObject({ remainingSeats: 30, fits: true });
    expect(seatCheck(group, local(day, '13:30'), rules(), holds)).toMatchObject({ remainingSeats: 150, fits: true });
    // A short stop without seats holds none, so it always fits.
    expect(seatCheck({ type: 'SHORT_STOP', guests: 40, seatReservation: false }, local(day, '12:00'), rules(), [full('12:00')]).fits).toBe(true);
  });

  it('suggests the nearest free slots on the same day, earlier first at equal distance', () => {
    const suggestions = suggestArrivals(group, day, H(12), rules(), [full('12:00')], LONG_AGO);
    expect(suggestions.map((s) => formatMinute(s.minute))).toEqual(['10:30', '13:30', '10:15', '13:45', '10:00', '14:00']);
    expect(suggestions[0]).toEqual({ date: day, minute: H(10, 30), arrivalAt: local(day, '10:30'), remainingSeats: 150 });
  });

  it('keeps suggestions within two hours, the opening hours and the lead time', () => {
    expect(suggestArrivals(group, day, H(8), rules(), [full('08:00')], LONG_AGO).map((s) => formatMinute(s.minute))).toEqual(['09:30', '09:45', '10:00']);
    const now = new Date(local(day, '12:45').getTime() - hours(72));
    expect(suggestArrivals(group, day, H(12), rules(), [full('12:00')], now).map((s) => formatMinute(s.minute))).toEqual(['13:30', '13:45', '14:00']);
    expect(suggestArrivals(group, '2026-07-20', H(12), rules(), [], LONG_AGO)).toEqual([]);
    expect(suggestArrivals(group, day, H(12), rules(), [full('10:00'), full('11:30'), full('13:00'), full('14:30')], LONG_AGO)).toEqual([]);
  });

  it('never suggests a time that does not exist', () => {
    const allNight = rules({ weeklyHours: new Map([[7, open(0, H(24))]]) });
    const short = { type: 'SHORT_STOP' as const, guests: 20, seatReservation: true };
    const suggestions = suggestArrivals(short, '2026-03-29', H(3), allNight, [], new Date('2026-03-01T00:00:00Z'), { leadTime: true, limit: 20 });
    // 02:00–02:45 do not exist that night; distance is counted on the wall clock.
    expect(suggestions.map((s) => formatMinute(s.minute))).toEqual(['03:15', '03:30', '03:45', '04:00', '01:45', '04:15', '01:30', '04:30', '01:15', '04:45', '01:00', '05:00']);
  });
});

describe('a day at a glance', () => {
  const day = '2026-07-18'; // a Saturday: open 07:00–22:00 (rules())
  const group = { type: 'LONG_STOP' as const, guests: 40, seatReservation: true };
  const now = LONG_AGO;
  // A long stop (90 min) must end by 22:00: arrivals 07:00 … 20:30 on a 15-minute grid.
  const longTimes = (20 * 60 + 30 - 7 * 60) / 15 + 1;
  const allDay = (seats: number): SeatHold => ({ start: local(day, '06:00').getTime(), end: local(day, '23:00').getTime(), seats });

  it('counts the free arrival times of an open day', () => {
    const open = dayOutlook(group, day, rules(), [], now);
    expect(open).toMatchObject({ date: day, state: 'OPEN', freeTimes: longTimes });
    // Every time on the grid is listed with its state: the wizard's time picker shows exactly these.
    expect(open.times).toHaveLength(longTimes);
    expect(open.times[0]).toMatchObject({ minute: 7 * 60, state: 'OPEN' });
    expect(open.times.at(-1)).toMatchObject({ minute: 20 * 60 + 30, state: 'OPEN' });
    // Seats held over lunch take those arrival times away only.
    const lunch = { start: local(day, '12:00').getTime(), end: local(day, '13:30').getTime(), seats: 150 };
    const outlook = dayOutlook(group, day, rules(), [lunch], now);
    expect(outlook.state).toBe('OPEN');
    expect(outlook.freeTimes).toBe(longTimes - 11); // 10:45 … 13:15 would overlap
    expect(outlook.times.filter((t) => t.state === 'FULLY_BOOKED').map((t) => t.minute)).toEqual(
      Array.from({ length: 11 }, (_, i) => 10 * 60 + 45 + i * 15),
    );
  });

  it('tells closed, fully booked, too soon and too far ahead apart', () => {
    expect(dayOutlook(group, '2026-07-20', rules(), [], now).state).toBe('CLOSED'); // a Monday
    expect(dayOutlook(group, '2026-12-25', rules(), [], now).state).toBe('CLOSED');
    expect(dayOutlook(group, day, rules(), [allDay(120)], now)).toMatchObject({ date: day, state: 'FULLY_BOOKED', freeTimes: 0 });
    // 30 guests still fit where 40 do not.
    expect(dayOutlook({ ...group, guests: 30 }, day, rules(), [allDay(120)], now).state).toBe('OPEN');
    // A short stop without seats needs none.
    expect(dayOutlook({ type: 'SHORT_STOP', guests: 40, seatReservation: false }, day, rules(), [allDay(150)], now).state).toBe('OPEN');
    const soon = dayOutlook(group, day, rules(), [], local(day, '08:00'));
    expect(soon.state).toBe('TOO_SOON');
    expect(new Set(soon.times.map((t) => t.state))).toEqual(new Set(['TOO_SOON']));
    // Staff editing a reservation are not held to the lead time: the same day is open to them.
    expect(dayOutlook(group, day, rules(), [], local(day, '08:00'), { leadTime: false }).times.find((t) => t.minute === 9 * 60)?.state).toBe('OPEN');
    expect(dayOutlook(group, '2027-07-20', rules(), [], local('2026-07-18', '08:00')).state).toBe('TOO_FAR_AHEAD');
  });
});
