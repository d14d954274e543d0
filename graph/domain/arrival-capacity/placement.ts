// Does this fit, and where? The one answer every booking, edit, availability question, calendar and
// waiting-list offer asks of capacity, judging every constraint at once: the seat total at every
// moment of the stay, a room or joined set for a group with seats, the pacing of arrivals per slot,
// and coach bays for the stay plus turnaround. A day's bookings are read once into a DayCapacity;
// each proposed arrival is then checked against it (a month's calendar checks thousands).
import type { StopType } from '../../generated/prisma/enums.ts';
import { peakSeats, type SeatHold } from '../capacity.ts';
import type { LocalDate } from '../local-time.ts';
import { bayFree, bayInterval, chooseBays, type BayUse } from './coach-bays.ts';
import type { ArrivalConfig, CapacityReasonCode } from './config.ts';
import { pacingLimits, pacingShortfalls, slotOf, type PacingLimit, type SlotArrival } from './pacing.ts';
import { placeInRooms, roomChoices, roomsManaged, seatIn, type RoomChoice, type RoomPlacement, type RoomUse } from './rooms.ts';

/** Why a time cannot take the group (the calendar says which). */
export type CapacityReason = CapacityReasonCode;
export const CAPACITY_REASONS = ['SEATS', 'ROOM', 'PACING', 'BAYS'] as const satisfies readonly CapacityReason[];

/** An open booking of the day as capacity sees it (cancelled and finished ones hold nothing). */
export interface DayBooking {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  coaches: number;
  /** Arrival instant (epoch ms) and local minute of the day, as booked. */
  arrivalAt: number;
  minute: number;
  durationMinutes: number;
  bays: readonly number[];
  rooms: readonly RoomPlacement[];
}

export interface ProposedArrival {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  coaches: number;
  arrivalAt: Date;
  /** Local minute of the day. */
  minute: number;
  durationMinutes: number;
}

export interface ArrivalAnswer {
  fits: boolean;
  /** Empty when it fits. */
  reasons: CapacityReason[];
  /** Seats of the seat total free during the whole stay. */
  remainingSeats: number;
  /** Where the group would sit (empty without seats or when rooms are not managed). */
  rooms: RoomPlacement[];
  /** The bays its coaches would take (empty when bays are not managed). */
  bays: number[];
}

export interface CapacityOptions {
  /** Staff set the pacing aside (with a reason, kept in the history). */
  pacing?: boolean;
}

/** Why staff cannot put a group where they chose. */
export type PlacementProblem = 'ROOM_NOT_AVAILABLE' | 'BAY_NOT_AVAILABLE';

export interface DayCapacity {
  check(arrival: ProposedArrival): ArrivalAnswer;
  /**
   * Staff put a group in the rooms and bays they choose: the rooms must be one open room or an open
   * joined set with the seats free for the stay, the bays one per coach, each free for the stay and
   * turnaround. What is not given stays as `current`.
   */
  place(
    arrival: ProposedArrival,
    wanted: { roomIds?: readonly string[] | null; bays?: readonly number[] | null },
    current: { rooms: readonly RoomPlacement[]; bays: readonly number[] },
  ): { rooms: RoomPlacement[]; bays: number[] } | { problem: PlacementProblem };
}

/**
 * The day's capacity for proposed arrivals on `date`. `bookings` are the day's open bookings (the
 * one being edited left out).
 */
export function dayCapacity(
  date: LocalDate,
  bookings: readonly DayBooking[],
  config: ArrivalConfig,
  seatCapacity: number,
  options: CapacityOptions = {},
): DayCapacity {
  const usesRooms = roomsManaged(config);
  const seatHolds: SeatHold[] = [];
  const roomUses: RoomUse[] = [];
  const bayUses: BayUse[] = [];
  const bySlot = new Map<number, SlotArrival[]>();
  for (const booking of bookings) {
    const end = booking.arrivalAt + booking.durationMinutes * 60_000;
    if (booking.seatReservation && booking.guests > 0) seatHolds.push({ start: booking.arrivalAt, end, seats: booking.guests });
    if (usesRooms) for (const placement of booking.rooms) roomUses.push({ roomId: placement.roomId, seats: placement.seats, start: booking.arrivalAt, end });
    if (config.coachBays > 0 && booking.coaches > 0) {
      // Built field by field: an object spread here cost more than all of a month's bay checks.
      const { start, end: bayEnd } = bayInterval(booking.arrivalAt, booking.durationMinutes, config.bayTurnaroundMinutes);
      bayUses.push({ start, end: bayEnd, coaches: booking.coaches, bays: booking.bays });
    }
    const slot = slotOf(booking.minute, config.pacingSlotMinutes);
    const inSlot = bySlot.get(slot);
    if (inSlot) inSlot.push(booking);
    else bySlot.set(slot, [booking]);
  }
  const choices: RoomChoice[] = usesRooms ? roomChoices(config, date) : [];
  const limitsByType = new Map<StopType, PacingLimit[]>();
  const limitsFor = (type: StopType) => {
    let limits = limitsByType.get(type);
    if (!limits) limitsByType.set(type, (limits = pacingLimits(config.pacingRules, date, type)));
    return limits;
  };

  return {
    check(arrival) {
      const start = arrival.arrivalAt.getTime();
      const stay = { start, end: start + arrival.durationMinutes * 60_000 };
      const reasons: CapacityReason[] = [];
      const held = seatHolds.length ? peakSeats(seatHolds, stay) : 0;
      const remainingSeats = Math.max(0, seatCapacity - held);
      const seated = arrival.seatReservation && arrival.guests > 0;
      if (seated && held + arrival.guests > seatCapacity) reasons.push('SEATS');

      let rooms: RoomPlacement[] = [];
      if (seated && usesRooms) {
        // Only stays that overlap this one hold a room's seats: a month's calendar asks thousands of times.
        const placement = placeInRooms(choices, overlapping(roomUses, stay), stay, arrival.guests);
        if (placement) rooms = placement;
        else reasons.push('ROOM');
      }

      if (options.pacing !== false) {
        const limits = limitsFor(arrival.type);
        if (limits.length) {
          const inSlot = bySlot.get(slotOf(arrival.minute, config.pacingSlotMinutes)) ?? [];
          if (pacingShortfalls(limits, inSlot, arrival).length) reasons.push('PACING');
        }
      }

      let bays: number[] = [];
      if (config.coachBays > 0 && arrival.coaches > 0) {
        const window = bayInterval(start, arrival.durationMinutes, config.bayTurnaroundMinutes);
        const chosen = chooseBays(config.coachBays, overlapping(bayUses, window), window, arrival.coaches);
        if (chosen) bays = chosen;
        else reasons.push('BAYS');
      }
      return { fits: reasons.length === 0, reasons, remainingSeats, rooms, bays };
    },

    place(arrival, wanted, current) {
      const start = arrival.arrivalAt.getTime();
      const stay = { start, end: start + arrival.durationMinutes * 60_000 };
      let rooms = [...current.rooms];
      if (wanted.roomIds) {
        const ids = [...wanted.roomIds].sort();
        const choice = choices.find((c) => c.rooms.length === ids.length && c.rooms.map((r) => r.id).sort().every((id, i) => id === ids[i]));
        const seated = choice && arrival.seatReservation ? seatIn(choice, roomUses, stay, arrival.guests) : null;
        if (!seated) return { problem: 'ROOM_NOT_AVAILABLE' };
        rooms = seated;
      }
      let bays = [...current.bays];
      if (wanted.bays) {
        const window = bayInterval(start, arrival.durationMinutes, config.bayTurnaroundMinutes);
        const distinct = new Set(wanted.bays);
        const ok =
          distinct.size === wanted.bays.length &&
          wanted.bays.length === arrival.coaches &&
          wanted.bays.every((bay) => Number.isInteger(bay) && bay >= 1 && bay <= config.coachBays && bayFree(bay, bayUses, window));
        if (!ok) return { problem: 'BAY_NOT_AVAILABLE' };
        bays = [...wanted.bays];
      }
      return { rooms, bays };
    },
  };
}

/** The intervals that share time with `window` (half-open), in their order. */
function overlapping<T extends { start: number; end: number }>(intervals: readonly T[], window: { start: number; end: number }): T[] {
  const found: T[] = [];
  for (const interval of intervals) if (interval.start < window.end && window.start < interval.end) found.push(interval);
  return found;
}

/** A day known only by its seat holds (no rooms, pacing or bays): what the seat total alone allows. */
export function seatsOnlyBookings(holds: readonly SeatHold[]): DayBooking[] {
  return holds.map((hold) => ({
    type: 'LONG_STOP',
    guests: hold.seats,
    seatReservation: true,
    coaches: 0,
    arrivalAt: hold.start,
    minute: 0,
    durationMinutes: (hold.end - hold.start) / 60_000,
    bays: [],
    rooms: [],
  }));
}

/**
 * Where a booking stays when a change needs no new check (fewer guests or coaches, no seats any
 * more): the same rooms with the seats it no longer needs given back from the last room, and its
 * first bays.
 */
export function keptPlacement(
  current: { rooms: readonly RoomPlacement[]; bays: readonly number[] },
  booking: { guests: number; seatReservation: boolean; coaches: number },
): { rooms: RoomPlacement[]; bays: number[] } {
  const rooms: RoomPlacement[] = [];
  let left = booking.seatReservation ? booking.guests : 0;
  for (const placement of current.rooms) {
    if (left <= 0) break;
    const seats = Math.min(left, placement.seats);
    rooms.push({ roomId: placement.roomId, seats });
    left -= seats;
  }
  return { rooms, bays: current.bays.slice(0, booking.coaches) };
}
