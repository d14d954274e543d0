import { describe, expect, it } from 'vitest';
import { localToInstant, type LocalDate } from '../local-time.ts';
import { NO_ARRIVAL_LIMITS, type ArrivalConfig, type RoomConfig } from './config.ts';
import { chooseBays } from './coach-bays.ts';
import { pacingLimits } from './pacing.ts';
import { dayCapacity, keptPlacement, type DayBooking, type ProposedArrival } from './placement.ts';
import { roomChoices } from './rooms.ts';
import { inSeason, seasonProblem } from './season.ts';

const DAY: LocalDate = '2026-07-18'; // a Saturday
const at = (time: string, date: LocalDate = DAY) => {
  const [h, m] = time.split(':').map(Number);
  const resolved = localToInstant(date, h! * 60 + m!);
  if (!resolved.ok) throw new Error('no such time');
  return { arrivalAt: resolved.instant, minute: h! * 60 + m! };
};

function booking(time: string, over: Partial<DayBooking> = {}): DayBooking {
  const { arrivalAt, minute } = at(time);
  return { type: 'SHORT_STOP', guests: 50, seatReservation: false, coaches: 1, arrivalAt: arrivalAt.getTime(), minute, durationMinutes: 30, bays: [], rooms: [], ...over };
}

function proposal(time: string, over: Partial<ProposedArrival> = {}): ProposedArrival {
  return { type: 'SHORT_STOP', guests: 50, seatReservation: false, coaches: 1, durationMinutes: 30, ...at(time), ...over };
}

const room = (id: string, seats: number, over: Partial<RoomConfig> = {}): RoomConfig => ({
  id,
  nameEn: id,
  nameSl: id,
  seats,
  position: seats,
  active: true,
  season: { start: null, end: null },
  ...over,
});

const config = (over: Partial<ArrivalConfig>): ArrivalConfig => ({ ...NO_ARRIVAL_LIMITS, ...over });

describe('seasons', () => {
  it('repeat every year, may wrap the new year, and must be real month-days', () => {
    const summer = { start: '06-01', end: '09-15' };
    expect(inSeason('2026-07-18', summer)).toBe(true);
    expect(inSeason('2026-09-16', summer)).toBe(false);
    const winter = { start: '11-15', end: '03-15' };
    expect(inSeason('2027-01-10', winter)).toBe(true);
    expect(inSeason('2026-07-18', winter)).toBe(false);
    expect(inSeason('2026-07-18', { start: null, end: null })).toBe(true);
    expect(seasonProblem({ start: '02-30', end: '03-01' })).toBe('SEASON_INVALID');
    expect(seasonProblem({ start: '06-01', end: null })).toBe('SEASON_INVALID');
    expect(seasonProblem({ start: '02-29', end: '03-01' })).toBeNull();
  });
});

describe('pacing', () => {
  const rule = { id: 'r', stopType: null, weekdays: [], season: { start: null, end: null }, maxGuests: 120, maxCoaches: 2 } as const;

  it('refuses a third coach in the same slot and offers the next slot', () => {
    const capacity = dayCapacity(DAY, [booking('10:00'), booking('10:10')], config({ pacingRules: [rule] }), 150);
    expect(capacity.check(proposal('10:00'))).toMatchObject({ fits: false, reasons: ['PACING'] });
    expect(capacity.check(proposal('10:15')).fits).toBe(true);
    // Set aside by staff, the pacing no longer counts.
    expect(dayCapacity(DAY, [booking('10:00'), booking('10:10')], config({ pacingRules: [rule] }), 150, { pacing: false }).check(proposal('10:00')).fits).toBe(true);
  });

  it('counts guests per slot as well as coaches; 30-minute slots count both quarters', () => {
    const guests = { ...rule, maxGuests: 100, maxCoaches: null };
    const fifteen = dayCapacity(DAY, [booking('10:00', { guests: 60 })], config({ pacingRules: [guests] }), 150);
    expect(fifteen.check(proposal('10:00', { guests: 41 })).reasons).toEqual(['PACING']);
    expect(fifteen.check(proposal('10:00', { guests: 40 })).fits).toBe(true);
    expect(fifteen.check(proposal('10:15', { guests: 60 })).fits).toBe(true);
    const thirty = dayCapacity(DAY, [booking('10:00', { guests: 60 })], config({ pacingSlotMinutes: 30, pacingRules: [guests] }), 150);
    expect(thirty.check(proposal('10:15', { guests: 60 })).fits).toBe(false);
  });

  it('takes the most specific rule per scope: season before all year, weekday before every day; and a stop type’s own rule too', () => {
    const rules = [
      { ...rule, id: 'all', maxCoaches: 4 },
      { ...rule, id: 'saturday', weekdays: [6], maxCoaches: 3 },
      { ...rule, id: 'summer', season: { start: '06-01', end: '08-31' }, maxCoaches: 2 },
      { ...rule, id: 'long', stopType: 'LONG_STOP' as const, maxCoaches: 1, maxGuests: null },
    ];
    expect(pacingLimits(rules, DAY, 'SHORT_STOP')).toEqual([{ scope: null, maxGuests: 120, maxCoaches: 2 }]);
    expect(pacingLimits(rules, '2026-10-17', 'SHORT_STOP')).toEqual([{ scope: null, maxGuests: 120, maxCoaches: 3 }]);
    expect(pacingLimits(rules, '2026-10-19', 'LONG_STOP')).toEqual([
      { scope: null, maxGuests: 120, maxCoaches: 4 },
      { scope: 'LONG_STOP', maxGuests: null, maxCoaches: 1 },
    ]);
    // The long stops' own limit counts long stops only: a short stop in the slot leaves it free.
    const capacity = dayCapacity('2026-10-19', [booking('12:00')], config({ pacingRules: rules }), 150);
    expect(capacity.check(proposal('12:00', { type: 'LONG_STOP', seatReservation: true, guests: 40, durationMinutes: 90 })).fits).toBe(true);
  });
});

describe('coach bays', () => {
  it('holds a bay for the stay plus turnaround, and a time without a free bay is full', () => {
    const bays = config({ coachBays: 2, bayTurnaroundMinutes: 15 });
    const capacity = dayCapacity(DAY, [booking('10:00', { bays: [1] }), booking('10:15', { bays: [2] })], bays, 150);
    expect(capacity.check(proposal('10:30'))).toMatchObject({ fits: false, reasons: ['BAYS'] });
    // Bay 1 is free again at 10:45 (30 minutes' stay + 15 turnaround).
    expect(capacity.check(proposal('10:45'))).toMatchObject({ fits: true, bays: [1] });
  });

  it('needs a bay free for the whole window, and finds room for coaches booked before bays were managed', () => {
    const window = { start: 0, end: 100 };
    expect(chooseBays(2, [{ start: 0, end: 50, coaches: 1, bays: [1] }, { start: 50, end: 100, coaches: 1, bays: [2] }], window, 1)).toBeNull();
    expect(chooseBays(3, [{ start: 0, end: 50, coaches: 2, bays: [] }], window, 1)).toEqual([1]);
    expect(chooseBays(2, [{ start: 0, end: 50, coaches: 2, bays: [] }], window, 1)).toBeNull();
    expect(chooseBays(3, [{ start: 0, end: 100, coaches: 1, bays: [2] }], window, 2)).toEqual([1, 3]);
  });
});

describe('rooms', () => {
  const hall = room('hall', 40, { position: 1 });
  const side = room('side', 30, { position: 2 });
  const terrace = room('terrace', 80, { position: 3, season: { start: '05-01', end: '09-30' } });
  const rooms = config({ rooms: [hall, side, terrace], combinations: [{ id: 'hall+side', roomIds: ['hall', 'side'] }] });
  const lunch = (guests: number, time = '12:00') => proposal(time, { type: 'LONG_STOP', seatReservation: true, guests, durationMinutes: 90 });

  it('takes the smallest room or joined set that fits', () => {
    expect(roomChoices(rooms, DAY).map((c) => c.rooms.map((r) => r.id).join('+'))).toEqual(['side', 'hall', 'hall+side', 'terrace']);
    expect(dayCapacity(DAY, [], rooms, 150).check(lunch(25)).rooms).toEqual([{ roomId: 'side', seats: 25 }]);
    expect(dayCapacity(DAY, [], rooms, 150).check(lunch(60)).rooms).toEqual([{ roomId: 'hall', seats: 40 }, { roomId: 'side', seats: 20 }]);
  });

  it('refuses a group no room fits even when the seat total would, and the terrace only in season', () => {
    const winter = '2026-12-05';
    const two = [booking('12:00', { type: 'LONG_STOP', seatReservation: true, guests: 30, durationMinutes: 90, rooms: [{ roomId: 'side', seats: 30 }] })];
    // 70 seats of the 150 total are free in winter (hall 40 + terrace closed), but no room takes 60.
    const capacity = dayCapacity(winter, two.map((b) => ({ ...b, arrivalAt: at('12:00', winter).arrivalAt.getTime() })), rooms, 150);
    expect(capacity.check({ ...lunch(60), ...at('12:00', winter) })).toMatchObject({ fits: false, reasons: ['ROOM'] });
    expect(capacity.check({ ...lunch(40), ...at('12:00', winter) })).toMatchObject({ fits: true, rooms: [{ roomId: 'hall', seats: 40 }] });
    // In summer the terrace takes the 60.
    expect(dayCapacity(DAY, two, rooms, 150).check(lunch(60)).rooms).toEqual([{ roomId: 'terrace', seats: 60 }]);
  });

  it('shares a room while its seats last, and a short stop without seats takes none', () => {
    const taken = [booking('12:00', { type: 'LONG_STOP', seatReservation: true, guests: 25, durationMinutes: 90, rooms: [{ roomId: 'hall', seats: 25 }] })];
    const capacity = dayCapacity(DAY, taken, config({ rooms: [hall] }), 150);
    expect(capacity.check(lunch(15)).rooms).toEqual([{ roomId: 'hall', seats: 15 }]);
    expect(capacity.check(lunch(16)).reasons).toEqual(['ROOM']);
    expect(capacity.check(lunch(16, '13:30')).fits).toBe(true);
    expect(capacity.check(proposal('12:00', { guests: 80 })).fits).toBe(true);
  });

  it('gives back seats from the last room when a group shrinks, and keeps its first bays', () => {
    expect(keptPlacement({ rooms: [{ roomId: 'hall', seats: 40 }, { roomId: 'side', seats: 20 }], bays: [1, 2] }, { guests: 45, seatReservation: true, coaches: 1 })).toEqual({
      rooms: [{ roomId: 'hall', seats: 40 }, { roomId: 'side', seats: 5 }],
      bays: [1],
    });
  });
});

describe('every constraint at once', () => {
  it('names each reason that stands in the way, and the seat total still counts', () => {
    const all = config({
      pacingRules: [{ id: 'r', stopType: null, weekdays: [], season: { start: null, end: null }, maxGuests: null, maxCoaches: 1 }],
      coachBays: 1,
      rooms: [room('hall', 40)],
    });
    const taken = [booking('12:00', { type: 'LONG_STOP', seatReservation: true, guests: 40, durationMinutes: 90, bays: [1], rooms: [{ roomId: 'hall', seats: 40 }] })];
    const answer = dayCapacity(DAY, taken, all, 60).check(proposal('12:00', { type: 'LONG_STOP', seatReservation: true, guests: 30, durationMinutes: 90 }));
    expect(answer).toMatchObject({ fits: false, reasons: ['SEATS', 'ROOM', 'PACING', 'BAYS'], remainingSeats: 20 });
  });
});

describe('a reported delay', () => {
  it('warns when the new time breaks the pacing, runs into the room’s next group or the bay’s next coach', async () => {
    const { delayWarnings } = await import('./delay-warnings.ts');
    const all = config({
      pacingRules: [{ id: 'r', stopType: null, weekdays: [], season: { start: null, end: null }, maxGuests: null, maxCoaches: 1 }],
      coachBays: 2,
      bayTurnaroundMinutes: 0,
      rooms: [room('hall', 40)],
    });
    const lunch = (time: string, over: Partial<DayBooking>) => booking(time, { type: 'LONG_STOP', seatReservation: true, guests: 40, durationMinutes: 90, ...over });
    const late = lunch('11:00', { bays: [1], rooms: [{ roomId: 'hall', seats: 40 }] });
    const next = lunch('12:45', { bays: [1], rooms: [{ roomId: 'hall', seats: 40 }] });
    const eta = (time: string) => at(time).arrivalAt;
    expect(delayWarnings(DAY, late, eta('11:00'), [next], all)).toEqual([]);
    expect(delayWarnings(DAY, late, eta('11:10'), [next], all)).toEqual([]);
    expect(delayWarnings(DAY, late, eta('11:25'), [next], all)).toEqual(['ROOM_NEXT_BOOKING', 'BAY_NEXT_COACH']);
    const coffee = booking('11:30', { bays: [2] });
    expect(delayWarnings(DAY, late, eta('11:30'), [coffee], all)).toEqual(['PACING']);
  });
});
