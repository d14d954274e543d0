// What a bookable reservation looks like (docs/product.md § Booking rules): guests, lead time, seats,
// opening hours, closed days and the slot grid, all evaluated on the restaurant's local calendar
// (Europe/Ljubljana, local-time.ts). Plain functions returning codes; graph/i18n/messages.ts has the
// sentences, the web wizard uses the same codes.
import type { StopType } from '../generated/prisma/enums.ts';
import { stayInterval, type Interval, type SeatHold } from './capacity.ts';
import { coachesProblem, NO_ARRIVAL_LIMITS, type CoachesProblem } from './arrival-capacity/config.ts';
import { CAPACITY_REASONS, dayCapacity, seatsOnlyBookings, type ArrivalAnswer, type CapacityReason, type DayCapacity } from './arrival-capacity/placement.ts';
import {
  addDays,
  boundaryInstant,
  instantToLocal,
  isoWeekday,
  localToInstant,
  MINUTES_PER_DAY,
  parseLocalDate,
  parseLocalTime,
  type LocalDate,
} from './local-time.ts';

import { LEAD_TIME_HOURS, MAX_GUESTS, MIN_GUESTS, STOP_TYPES, TEXT_LIMITS } from './reservation-limits.ts';

export { LEAD_TIME_HOURS, MAX_GUESTS, MIN_GUESTS, STOP_TYPES, TEXT_LIMITS };
export type { StopType };
/** How far either side of a full time suggestions look, and how many they offer. */
export const SUGGESTION_RANGE_MINUTES = 120;
export const SUGGESTION_LIMIT = 6;


export type ReservationFieldError =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'GUESTS_OUT_OF_RANGE'
  | 'SEATS_REQUIRED_FOR_LONG_STOP'
  | 'INVALID_DATE'
  | 'INVALID_TIME'
  | 'NONEXISTENT_TIME'
  | 'CLOSED_DAY'
  | 'OUTSIDE_OPENING_HOURS'
  | 'NOT_ON_SLOT'
  | 'LEAD_TIME_LONG'
  | 'LEAD_TIME_SHORT'
  | 'ARRIVAL_IN_PAST'
  | 'TOO_FAR_AHEAD'
  | CoachesProblem;

export type ReservationField =
  | 'type'
  | 'guests'
  | 'seatReservation'
  | 'arrivalDate'
  | 'arrivalTime'
  | 'coaches'
  | keyof typeof TEXT_LIMITS;

export type ReservationFieldErrors = Partial<Record<ReservationField, ReservationFieldError>>;

export interface DayHours {
  closed: boolean;
  /** Minutes after local midnight. */
  opensMinute: number;
  /** Minutes after local midnight; at most 1440 (stays never cross midnight, see below). */
  closesMinute: number;
}

export interface BookingRules {
  seatCapacity: number;
  slotMinutes: number;
  /** How long each stop type holds its seats (copied onto the reservation when booked). */
  durationMinutes: Readonly<Record<StopType, number>>;
  /** Regular hours by ISO weekday (1 = Monday … 7 = Sunday); a missing weekday is closed. */
  weeklyHours: ReadonlyMap<number, DayHours>;
  /** Extra closed days (holidays, private events). Only the days a check looks at need be present. */
  closedDays: ReadonlySet<LocalDate>;
}

// ————— single rules —————

/** A guest count as typed ("42"), or null when the text is not a whole number. */
export function parseGuestCount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

export function guestsProblem(guests: number | null | undefined): ReservationFieldError | null {
  if (guests === null || guests === undefined) return 'REQUIRED';
  return Number.isInteger(guests) && guests >= MIN_GUESTS && guests <= MAX_GUESTS ? null : 'GUESTS_OUT_OF_RANGE';
}

/** A long stop (lunch) always reserves seats for the group (docs/product.md § Booking rules). */
export function seatReservationRequired(type: StopType | null | undefined): boolean {
  return type === 'LONG_STOP';
}

/** Seat reservation yes/no must be chosen; a long stop without seats is refused. */
export function seatsProblem(type: StopType | null | undefined, seatReservation: boolean | null | undefined): ReservationFieldError | null {
  if (seatReservation === null || seatReservation === undefined) return 'REQUIRED';
  return seatReservationRequired(type) && !seatReservation ? 'SEATS_REQUIRED_FOR_LONG_STOP' : null;
}

/** The earliest arrival a booking made now may ask for. */
export function earliestArrival(type: StopType, now: Date): Date {
  return new Date(now.getTime() + LEAD_TIME_HOURS[type] * 3_600_000);
}

/**
 * Clients book at most this many days ahead (local days from today): menus, prices and opening
 * hours are not known further out. Staff may arrange later dates by editing.
 */
export const BOOKING_HORIZON_DAYS = 365;

/** The last local date a client may book today. */
export function lastBookableDate(today: LocalDate): LocalDate {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

/** Exactly the lead time is enough; a minute less is not. */
export function leadTimeProblem(type: StopType, arrivalAt: Date, now: Date): ReservationFieldError | null {
  if (arrivalAt.getTime() >= earliestArrival(type, now).getTime()) return null;
  return type === 'LONG_STOP' ? 'LEAD_TIME_LONG' : 'LEAD_TIME_SHORT';
}

export function slotProblem(minute: number, slotMinutes: number): ReservationFieldError | null {
  return minute % slotMinutes === 0 ? null : 'NOT_ON_SLOT';
}

export function isClosedDay(date: LocalDate, rules: Pick<BookingRules, 'weeklyHours' | 'closedDays'>): boolean {
  const hours = rules.weeklyHours.get(isoWeekday(date));
  return !hours || hours.closed || hours.opensMinute >= hours.closesMinute || rules.closedDays.has(date);
}

/** The day's opening hours as instants (DST-aware: a day with a clock change is 23 or 25 hours). */
export function openingInterval(date: LocalDate, rules: Pick<BookingRules, 'weeklyHours' | 'closedDays'>): Interval | null {
  if (isClosedDay(date, rules)) return null;
  const hours = rules.weeklyHours.get(isoWeekday(date))!;
  // Stays end by midnight, so one local day holds every seat a stay of that day takes: the day is
  // the unit of the capacity lock.
  const closes = Math.min(hours.closesMinute, MINUTES_PER_DAY);
  return { start: boundaryInstant(date, hours.opensMinute).getTime(), end: boundaryInstant(date, closes).getTime() };
}

/** The whole stay, arrival to arrival + duration, must fit inside the day's opening hours. */
export function openingProblem(
  date: LocalDate,
  arrivalAt: Date,
  durationMinutes: number,
  rules: Pick<BookingRules, 'weeklyHours' | 'closedDays'>,
): ReservationFieldError | null {
  const open = openingInterval(date, rules);
  if (!open) return 'CLOSED_DAY';
  const stay = stayInterval(arrivalAt, durationMinutes);
  return stay.start >= open.start && stay.end <= open.end ? null : 'OUTSIDE_OPENING_HOURS';
}

export function textProblems(input: Partial<Record<keyof typeof TEXT_LIMITS, string | null | undefined>>): ReservationFieldErrors {
  const errors: ReservationFieldErrors = {};
  for (const field of Object.keys(TEXT_LIMITS) as Array<keyof typeof TEXT_LIMITS>) {
    const value = input[field];
    if (value && value.trim().length > TEXT_LIMITS[field]) errors[field] = 'TOO_LONG';
  }
  return errors;
}

// ————— a whole booking —————

export interface BookingRequest {
  type?: StopType | null;
  guests?: number | null;
  seatReservation?: boolean | null;
  /** Local date 'YYYY-MM-DD' (Europe/Ljubljana). */
  arrivalDate?: string | null;
  /** Local time 'HH:MM' (Europe/Ljubljana). */
  arrivalTime?: string | null;
  /** Coaches the group comes in; absent: one. */
  coaches?: number | null;
}

export interface ResolvedArrival {
  date: LocalDate;
  minute: number;
  at: Date;
}

export interface BookingCheck {
  errors: ReservationFieldErrors;
  /** The arrival instant, when date and time name a real local time. */
  arrival: ResolvedArrival | null;
}

export interface CheckOptions {
  /**
   * Client bookings must respect the lead time and the booking horizon. Staff edits need not (they
   * agree late changes with the group by phone) but may not move an arrival into the past.
   */
  leadTime: boolean;
  /** The one-year horizon; follows `leadTime` unless said (staff lift each with its own reason). */
  horizon?: boolean;
  /** Staff may name more coaches than one per 50 guests (graph/domain/arrival-capacity/config.ts). */
  coachesByStaff?: boolean;
}

const horizonApplies = (options: CheckOptions) => options.horizon ?? options.leadTime;

/** Every problem of a booking request, one code per field; no errors means it may be booked (capacity aside). */
export function checkBooking(request: BookingRequest, rules: BookingRules, now: Date, options: CheckOptions = { leadTime: true }): BookingCheck {
  const errors: ReservationFieldErrors = {};
  const type = request.type ?? null;
  if (!type) errors.type = 'REQUIRED';
  const guests = guestsProblem(request.guests);
  if (guests) errors.guests = guests;
  const seats = seatsProblem(type, request.seatReservation);
  if (seats) errors.seatReservation = seats;
  const coaches = request.coaches == null ? null : coachesProblem(request.coaches, request.guests ?? 0, options.coachesByStaff ?? false);
  if (coaches) errors.coaches = coaches;

  const date = request.arrivalDate?.trim() ? parseLocalDate(request.arrivalDate) : null;
  if (!request.arrivalDate?.trim()) errors.arrivalDate = 'REQUIRED';
  else if (!date) errors.arrivalDate = 'INVALID_DATE';
  else if (horizonApplies(options) && date > lastBookableDate(instantToLocal(now).date)) errors.arrivalDate = 'TOO_FAR_AHEAD';
  else if (isClosedDay(date, rules)) errors.arrivalDate = 'CLOSED_DAY';

  const minute = request.arrivalTime?.trim() ? parseLocalTime(request.arrivalTime) : null;
  if (!request.arrivalTime?.trim()) errors.arrivalTime = 'REQUIRED';
  else if (minute === null) errors.arrivalTime = 'INVALID_TIME';

  let arrival: ResolvedArrival | null = null;
  if (date && minute !== null) {
    const resolved = localToInstant(date, minute);
    if (!resolved.ok) errors.arrivalTime = 'NONEXISTENT_TIME';
    else {
      arrival = { date, minute, at: resolved.instant };
      const timeProblem =
        (options.leadTime && type ? leadTimeProblem(type, resolved.instant, now) : null) ??
        (!options.leadTime && resolved.instant.getTime() < now.getTime() ? 'ARRIVAL_IN_PAST' : null) ??
        slotProblem(minute, rules.slotMinutes) ??
        // A closed day is the date's problem; no time would fix it.
        (type && !errors.arrivalDate ? openingProblem(date, resolved.instant, rules.durationMinutes[type], rules) : null);
      if (timeProblem) errors.arrivalTime = timeProblem;
    }
  }
  return { errors, arrival };
}

// ————— capacity at a proposed time —————

export interface ProposedBooking {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  /** Coaches the group comes in (default 1): each arrives in a pacing slot and holds a bay. */
  coaches?: number;
}

/** What capacity answers for an arrival: whether it fits, why not, and where the group would go. */
export type SeatCheck = ArrivalAnswer;

/**
 * A day's capacity as the rules take it: the full DayCapacity (seats, rooms, pacing, bays; built by
 * graph/domain/arrival-capacity/placement.ts from the day's bookings), or just the seats held, which
 * judges the seat total alone.
 */
export type DayLoad = readonly SeatHold[] | DayCapacity;

function capacityOf(load: DayLoad, rules: Pick<BookingRules, 'seatCapacity'>): DayCapacity {
  return Array.isArray(load) ? dayCapacity('', seatsOnlyBookings(load), NO_ARRIVAL_LIMITS, rules.seatCapacity) : (load as DayCapacity);
}

/** Whether the booking fits at this arrival on every constraint, and where it would go. */
export function seatCheck(booking: ProposedBooking, arrivalAt: Date, rules: BookingRules, load: DayLoad): SeatCheck {
  return capacityOf(load, rules).check({
    type: booking.type,
    guests: booking.guests,
    seatReservation: booking.seatReservation,
    coaches: booking.coaches ?? 1,
    arrivalAt,
    minute: instantToLocal(arrivalAt).minute,
    durationMinutes: rules.durationMinutes[booking.type],
  });
}

export interface Suggestion {
  date: LocalDate;
  minute: number;
  arrivalAt: Date;
  remainingSeats: number;
}

/**
 * Nearby arrival times that would work: the same local day, on the slot grid within ±2 hours of the
 * requested minute, inside the opening hours, respecting the lead time, with room for the group.
 * Nearest first; at equal distance the earlier one.
 */
export function suggestArrivals(
  booking: ProposedBooking,
  date: LocalDate,
  minute: number,
  rules: BookingRules,
  load: DayLoad,
  now: Date,
  options: CheckOptions & { limit?: number; rangeMinutes?: number } = { leadTime: true },
): Suggestion[] {
  const capacity = capacityOf(load, rules);
  const range = options.rangeMinutes ?? SUGGESTION_RANGE_MINUTES;
  const limit = options.limit ?? SUGGESTION_LIMIT;
  if (isClosedDay(date, rules)) return [];
  const slot = rules.slotMinutes;
  const candidates: number[] = [];
  for (let m = Math.ceil((minute - range) / slot) * slot; m <= minute + range; m += slot) {
    if (m !== minute && m >= 0 && m < MINUTES_PER_DAY) candidates.push(m);
  }
  candidates.sort((a, b) => Math.abs(a - minute) - Math.abs(b - minute) || a - b);
  const suggestions: Suggestion[] = [];
  for (const candidate of candidates) {
    if (suggestions.length >= limit) break;
    const resolved = localToInstant(date, candidate);
    if (!resolved.ok) continue;
    const at = resolved.instant;
    if (options.leadTime ? leadTimeProblem(booking.type, at, now) : at.getTime() < now.getTime()) continue;
    if (openingProblem(date, at, rules.durationMinutes[booking.type], rules)) continue;
    const seats = seatCheck(booking, at, rules, capacity);
    if (seats.fits) suggestions.push({ date, minute: candidate, arrivalAt: at, remainingSeats: seats.remainingSeats });
  }
  return suggestions;
}

// ————— a whole day at a glance (the wizard's calendar) —————

/** Why a day cannot be booked, or OPEN with how many arrival times are free. */
export type DayOutlookState = 'OPEN' | 'CLOSED' | 'FULLY_BOOKED' | 'TOO_SOON' | 'TOO_FAR_AHEAD';

/** Why an arrival time on the grid cannot be booked now, or OPEN. */
export type ArrivalTimeState = 'OPEN' | 'TOO_SOON' | 'FULLY_BOOKED';

export interface ArrivalTimeOutlook {
  /** Minute of the local day. */
  minute: number;
  state: ArrivalTimeState;
  /** Why a FULLY_BOOKED time is full (seats, room, pacing, bays); empty otherwise. */
  reasons: CapacityReason[];
}

export interface DayOutlook {
  date: LocalDate;
  state: DayOutlookState;
  /** Arrival times on the slot grid that this booking would get now. */
  freeTimes: number;
  /** Every time on the grid within the opening hours for this stay (times the clock skips are left out). */
  times: ArrivalTimeOutlook[];
  /** Why the full times are full, each reason once (what a FULLY_BOOKED day says). */
  reasons: CapacityReason[];
}

/**
 * What a booking would find on `date`: every arrival time on the slot grid is checked as the
 * booking would be (lead time, opening hours for its stay, seats). A day with open hours but no
 * free time is FULLY_BOOKED, unless only the lead time stands in the way (TOO_SOON).
 */
export function dayOutlook(
  booking: ProposedBooking,
  date: LocalDate,
  rules: BookingRules,
  load: DayLoad,
  now: Date,
  options: CheckOptions = { leadTime: true },
): DayOutlook {
  if (horizonApplies(options) && date > lastBookableDate(instantToLocal(now).date)) return { date, state: 'TOO_FAR_AHEAD', freeTimes: 0, times: [], reasons: [] };
  if (isClosedDay(date, rules)) return { date, state: 'CLOSED', freeTimes: 0, times: [], reasons: [] };
  const capacity = capacityOf(load, rules);
  const times: ArrivalTimeOutlook[] = [];
  const reasons = new Set<CapacityReason>();
  for (let minute = 0; minute < MINUTES_PER_DAY; minute += rules.slotMinutes) {
    const resolved = localToInstant(date, minute);
    if (!resolved.ok) continue;
    if (openingProblem(date, resolved.instant, rules.durationMinutes[booking.type], rules)) continue;
    if (options.leadTime && leadTimeProblem(booking.type, resolved.instant, now)) {
      times.push({ minute, state: 'TOO_SOON', reasons: [] });
      continue;
    }
    const answer = seatCheck(booking, resolved.instant, rules, capacity);
    for (const reason of answer.reasons) reasons.add(reason);
    times.push({ minute, state: answer.fits ? 'OPEN' : 'FULLY_BOOKED', reasons: answer.reasons });
  }
  const freeTimes = times.filter((t) => t.state === 'OPEN').length;
  const why = CAPACITY_REASONS.filter((reason) => reasons.has(reason));
  if (freeTimes > 0) return { date, state: 'OPEN', freeTimes, times, reasons: why };
  if (times.length === 0) return { date, state: 'CLOSED', freeTimes: 0, times, reasons: [] };
  return { date, state: times.some((t) => t.state === 'FULLY_BOOKED') ? 'FULLY_BOOKED' : 'TOO_SOON', freeTimes: 0, times, reasons: why };
}
