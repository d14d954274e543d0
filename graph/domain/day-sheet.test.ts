import { describe, expect, it } from 'vitest';
import { buildDaySheet, groupByRoom, seatsOf, totalsOf, type DaySheetEntry, type RoomedEntry } from './day-sheet.ts';

const entry = (minute: number, over: Partial<DaySheetEntry> = {}): DaySheetEntry & { id: string } => ({
  id: `r${minute}`,
  minute,
  type: 'LONG_STOP',
  guests: 40,
  seatReservation: true,
  status: 'SCHEDULED',
  ...over,
});

describe('the day sheet', () => {
  it('groups arrivals by local hour, in arrival order, with totals per hour and for the day', () => {
    const sheet = buildDaySheet([
      entry(12 * 60 + 30, { guests: 30 }),
      entry(10 * 60, { type: 'SHORT_STOP', guests: 20, seatReservation: false, status: 'CREATED' }),
      entry(12 * 60, { guests: 50, status: 'WAITING' }),
      entry(10 * 60 + 45, { type: 'SHORT_STOP', guests: 15, seatReservation: true, status: 'FINISHED' }),
    ]);
    expect(sheet.hours.map((h) => [h.hour, h.entries.map((e) => e.id)])).toEqual([
      [10, ['r600', 'r645']],
      [12, ['r720', 'r750']],
    ]);
    expect(sheet.hours[0]!.totals).toEqual({ reservations: 2, guests: 35, seats: 15, longStops: 0, shortStops: 2, unconfirmed: 1 });
    expect(sheet.hours[1]!.totals).toEqual({ reservations: 2, guests: 80, seats: 80, longStops: 2, shortStops: 0, unconfirmed: 1 });
    expect(sheet.totals).toEqual({ reservations: 4, guests: 115, seats: 95, longStops: 2, shortStops: 2, unconfirmed: 2 });
  });

  it('leaves out cancelled bookings: they are neither listed nor counted', () => {
    const sheet = buildDaySheet([entry(600), entry(660, { status: 'DELETED', guests: 99 })]);
    expect(sheet.hours.map((h) => h.hour)).toEqual([10]);
    expect(sheet.totals.guests).toBe(40);
  });

  it('keeps the given order for equal times', () => {
    const sheet = buildDaySheet([entry(600, { id: 'b' } as never), entry(600, { id: 'a' } as never)]);
    expect(sheet.hours[0]!.entries.map((e) => (e as { id: string }).id)).toEqual(['b', 'a']);
  });

  it('an empty day has no hours and zero totals', () => {
    expect(buildDaySheet([])).toEqual({ hours: [], totals: { reservations: 0, guests: 0, seats: 0, longStops: 0, shortStops: 0, unconfirmed: 0 } });
    expect(totalsOf([])).toEqual(buildDaySheet([]).totals);
  });

  it('seats are the guests of a stop with seats, none without', () => {
    expect(seatsOf({ guests: 30, seatReservation: true })).toBe(30);
    expect(seatsOf({ guests: 30, seatReservation: false })).toBe(0);
  });
});

describe('the day sheet by room', () => {
  const roomed = (id: string, minute: number, roomIds: string[], over: Partial<RoomedEntry> = {}): RoomedEntry & { id: string } => ({
    ...entry(minute),
    id,
    roomIds,
    expectedMinute: minute,
    ...over,
  });

  it('groups by room or joined set in the manager’s order, the arrivals without a room last, each by expected time', () => {
    const groups = groupByRoom(
      [
        roomed('coffee', 600, [], { type: 'SHORT_STOP', seatReservation: false }),
        roomed('late-hall', 660, ['hall'], { expectedMinute: 745 }),
        roomed('terrace', 700, ['terrace']),
        roomed('hall', 720, ['hall']),
        roomed('sixty', 690, ['side', 'hall']),
        roomed('gone', 630, ['hall'], { status: 'DELETED' }),
      ],
      ['hall', 'side', 'terrace'],
    );
    expect(groups.map((g) => [g.roomIds, g.entries.map((e) => e.id)])).toEqual([
      [['hall'], ['hall', 'late-hall']],
      [['hall', 'side'], ['sixty']],
      [['terrace'], ['terrace']],
      [[], ['coffee']],
    ]);
    expect(groups[0]!.totals).toMatchObject({ reservations: 2, guests: 80 });
  });

  it('has no groups for a day without arrivals', () => {
    expect(groupByRoom([], ['hall'])).toEqual([]);
  });
});
