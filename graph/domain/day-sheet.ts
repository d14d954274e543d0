// The day sheet: a day's arrivals for the kitchen and the floor, grouped by the local hour of arrival,
// with totals per hour and for the day. Plain functions, shared by the server (which computes the
// sheet) and the web app (which only shows it).
import type { ReservationStatus } from './reservation-status.ts';
import type { StopType } from './reservation-limits.ts';

/**
 * Who appears on the sheet: everything still coming (CREATED — booked but not looked at yet —,
 * WAITING and SCHEDULED: the kitchen prepares for a booking it has not confirmed rather than be
 * surprised by it) and what already came (FINISHED, so a sheet printed after lunch still adds up).
 * DELETED bookings are not coming and are neither listed nor counted.
 */
export const DAY_SHEET_STATUSES = ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED'] as const satisfies readonly ReservationStatus[];

/** Not yet confirmed: listed and counted, and counted apart, so the kitchen knows what may still change. */
export const UNCONFIRMED_STATUSES = ['CREATED', 'WAITING'] as const satisfies readonly ReservationStatus[];

export interface DaySheetEntry {
  /** Minutes after local midnight of the arrival. */
  minute: number;
  type: StopType;
  guests: number;
  seatReservation: boolean;
  status: ReservationStatus;
}

export interface DaySheetTotals {
  reservations: number;
  guests: number;
  /** Seats held: the guests of the reservations with seats. */
  seats: number;
  longStops: number;
  shortStops: number;
  /** Reservations still CREATED or WAITING. */
  unconfirmed: number;
}

export interface DaySheetHour<E extends DaySheetEntry> {
  /** The local hour of arrival, 0–23. */
  hour: number;
  entries: E[];
  totals: DaySheetTotals;
}

export interface DaySheet<E extends DaySheetEntry> {
  hours: Array<DaySheetHour<E>>;
  totals: DaySheetTotals;
}

export function onDaySheet(status: ReservationStatus): boolean {
  return (DAY_SHEET_STATUSES as readonly ReservationStatus[]).includes(status);
}

/** The seats an arrival takes: all its guests when it reserved seats, none for a stop without seats. */
export function seatsOf(entry: Pick<DaySheetEntry, 'guests' | 'seatReservation'>): number {
  return entry.seatReservation ? entry.guests : 0;
}

export function totalsOf(entries: readonly DaySheetEntry[]): DaySheetTotals {
  const totals: DaySheetTotals = { reservations: 0, guests: 0, seats: 0, longStops: 0, shortStops: 0, unconfirmed: 0 };
  for (const entry of entries) {
    totals.reservations += 1;
    totals.guests += entry.guests;
    totals.seats += seatsOf(entry);
    if (entry.type === 'LONG_STOP') totals.longStops += 1;
    else totals.shortStops += 1;
    if ((UNCONFIRMED_STATUSES as readonly ReservationStatus[]).includes(entry.status)) totals.unconfirmed += 1;
  }
  return totals;
}

/**
 * The sheet of a day's arrivals: the ones on the sheet (DAY_SHEET_STATUSES), by arrival time (equal
 * times keep the order given), in one group per local hour that has arrivals.
 */
export function buildDaySheet<E extends DaySheetEntry>(entries: readonly E[]): DaySheet<E> {
  const listed = entries.filter((entry) => onDaySheet(entry.status));
  const sorted = listed.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.minute - b.entry.minute || a.index - b.index).map(({ entry }) => entry);
  const byHour = new Map<number, E[]>();
  for (const entry of sorted) {
    const hour = Math.floor(entry.minute / 60);
    byHour.set(hour, [...(byHour.get(hour) ?? []), entry]);
  }
  const hours = [...byHour].map(([hour, hourEntries]) => ({ hour, entries: hourEntries, totals: totalsOf(hourEntries) }));
  return { hours, totals: totalsOf(sorted) };
}

/** A day sheet entry with the rooms it sits in (graph/domain/arrival-capacity places it). */
export interface RoomedEntry extends DaySheetEntry {
  /** Its rooms' ids: one room, or the rooms of one joined set; empty: no room (no seats, or not placed). */
  roomIds: readonly string[];
  /** When it is expected, in minutes after local midnight: the driver's ETA, else `minute`. */
  expectedMinute: number;
}

export interface DaySheetRoomGroup<E extends RoomedEntry> {
  /** The rooms the group's arrivals sit in, in the manager's order; empty: the arrivals without a room. */
  roomIds: string[];
  entries: E[];
  totals: DaySheetTotals;
}

/**
 * The sheet by room, for a restaurant that manages rooms: one group per room or joined set that has
 * arrivals (in the order of the manager's rooms), the arrivals without a room last; within a group
 * by expected time (the driver's ETA, else the booked time). Only the entries on the sheet.
 */
export function groupByRoom<E extends RoomedEntry>(entries: readonly E[], roomOrder: readonly string[]): Array<DaySheetRoomGroup<E>> {
  const rank = (id: string) => (roomOrder.includes(id) ? roomOrder.indexOf(id) : roomOrder.length);
  const groups = new Map<string, { roomIds: string[]; entries: E[] }>();
  for (const entry of entries.filter((e) => onDaySheet(e.status))) {
    const roomIds = [...entry.roomIds].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    const key = roomIds.join('+');
    const group = groups.get(key) ?? { roomIds, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  const firstRank = (roomIds: readonly string[]) => (roomIds.length ? rank(roomIds[0]!) : Number.POSITIVE_INFINITY);
  return [...groups.values()]
    .sort((a, b) => firstRank(a.roomIds) - firstRank(b.roomIds) || a.roomIds.length - b.roomIds.length || a.roomIds.join().localeCompare(b.roomIds.join()))
    .map((group) => {
      const sorted = group.entries.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.expectedMinute - b.entry.expectedMinute || a.entry.minute - b.entry.minute || a.index - b.index);
      const list = sorted.map(({ entry }) => entry);
      return { roomIds: group.roomIds, entries: list, totals: totalsOf(list) };
    });
}
