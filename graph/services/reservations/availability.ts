// The wizard's question: what is available for a proposed booking, at one time or over a calendar's
// days, on every constraint (seats, rooms, pacing, coach bays). Reads without the lock: the booking
// itself re-checks under it.
import type { Services } from '../../context.ts';
import type { StopType } from '../../generated/prisma/client.ts';
import { addDays, parseLocalDate, parseLocalTime, type LocalDate } from '../../domain/local-time.ts';
import {
  checkBooking,
  dayOutlook,
  LEAD_TIME_HOURS,
  seatCheck,
  suggestArrivals,
  type BookingRequest,
  type CheckOptions,
  type DayOutlook,
  type ProposedBooking,
  type ReservationField,
  type ReservationFieldError,
} from '../../domain/reservation-rules.ts';
import type { BookingOverride } from '../../domain/staff-booking.ts';
import { suggestionView, type SuggestionView } from './input-checks.ts';
import { dayCapacity, type CapacityOptions, type CapacityReason } from '../../domain/arrival-capacity/placement.ts';
import type { RoomPlacement } from '../../domain/arrival-capacity/rooms.ts';
import { bookingConfiguration, type BookingConfiguration } from '../booking-configuration.ts';
import { readDayBookings, readDayCapacity } from './rules-and-holds.ts';

export interface AvailabilityQuery {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  /** Coaches the group comes in (default 1). */
  coaches?: number | null;
  /** Staff may name more coaches than one per 50 guests. */
  byStaff?: boolean;
  /** Local date 'YYYY-MM-DD'. */
  localDate: string;
  /** Local time 'HH:MM'. */
  localTime: string;
}

export interface Availability {
  /** The arrival instant, when the date and time name a real local time. */
  arrivalAt: Date | null;
  /** The latest moment a booking for this arrival can be placed (arrival − lead time). */
  bookableUntil: Date | null;
  /** Seats free during the whole stay; null without a valid arrival. */
  remainingSeats: number | null;
  /** Whether createReservation would accept this now (capacity can still change until it is called). */
  fits: boolean;
  /** Why the time is full (seats, room, pacing, bays); empty when it fits or cannot be judged. */
  reasons: CapacityReason[];
  /** Where the group would sit and which bays its coaches would take (when it fits). */
  rooms: RoomPlacement[];
  bays: number[];
  problems: Array<{ field: ReservationField; code: ReservationFieldError | 'FULLY_BOOKED' }>;
  /** Nearby times that would fit, nearest first (when this one does not). */
  suggestions: SuggestionView[];
}

export interface AvailabilityOptions {
  /** Staff checking an edit: no lead time, and the reservation's own seats do not count against it. */
  staffEdit?: { reservationId: string } | null;
  /** Staff booking for a client with these rules set aside (graph/domain/staff-booking.ts). */
  overrides?: readonly BookingOverride[] | null;
  /** The configuration already read (a caller inside a transaction reads it before). */
  configuration?: BookingConfiguration;
}

/** The capacity rules it is judged under: staff booking for a client may set the pacing aside. */
function capacityRules(options: AvailabilityOptions): CapacityOptions {
  return { pacing: !(options.overrides ?? []).includes('PACING') };
}

/** The calendar rules an availability question is asked under. */
function availabilityRules(options: AvailabilityOptions): CheckOptions {
  if (options.staffEdit) return { leadTime: false };
  const overrides = options.overrides ?? [];
  return { leadTime: !overrides.includes('LEAD_TIME'), horizon: !overrides.includes('HORIZON') };
}

/** What the wizard shows for a proposed booking. A read without the lock: the booking re-checks. */
export async function availability(services: Pick<Services, 'prisma' | 'db' | 'publicContent' | 'now'>, query: AvailabilityQuery, options: AvailabilityOptions = {}): Promise<Availability> {
  const now = services.now();
  const checkOptions = availabilityRules(options);
  const date = parseLocalDate(query.localDate);
  const { rules, arrival: config } = await bookingConfiguration(services);
  const request: BookingRequest = { type: query.type, guests: query.guests, seatReservation: query.seatReservation, arrivalDate: query.localDate, arrivalTime: query.localTime, coaches: query.coaches };
  const check = checkBooking(request, rules, now, { ...checkOptions, coachesByStaff: query.byStaff ?? false });
  const problems: Availability['problems'] = (Object.entries(check.errors) as Array<[ReservationField, ReservationFieldError]>).map(([field, code]) => ({ field, code }));
  const booking: ProposedBooking = { type: query.type, guests: query.guests, seatReservation: query.seatReservation, coaches: query.coaches ?? 1 };
  const dayOpen = date !== null && check.errors.arrivalDate === undefined;
  const capacity = dayOpen
    ? await readDayCapacity(services.prisma, date, config, rules.seatCapacity, { ...capacityRules(options), excludeReservationId: options.staffEdit?.reservationId })
    : [];
  let remainingSeats: number | null = null;
  let answer: { reasons: CapacityReason[]; rooms: RoomPlacement[]; bays: number[] } = { reasons: [], rooms: [], bays: [] };
  if (check.arrival) {
    const seats = seatCheck(booking, check.arrival.at, rules, capacity);
    remainingSeats = seats.remainingSeats;
    answer = seats;
    if (!seats.fits) problems.push({ field: 'arrivalTime', code: 'FULLY_BOOKED' });
  }
  const fits = problems.length === 0;
  // A time that does not exist (02:30 on spring-forward day) still has neighbours to suggest.
  const minute = check.arrival?.minute ?? parseLocalTime(query.localTime);
  const suggestions =
    !fits && dayOpen && minute !== null && check.errors.guests === undefined && check.errors.seatReservation === undefined && check.errors.coaches === undefined
      ? suggestArrivals(booking, date, minute, rules, capacity, now, checkOptions)
      : [];
  return {
    arrivalAt: check.arrival?.at ?? null,
    bookableUntil: check.arrival ? new Date(check.arrival.at.getTime() - LEAD_TIME_HOURS[query.type] * 3_600_000) : null,
    remainingSeats,
    fits,
    reasons: answer.reasons,
    rooms: fits ? answer.rooms : [],
    bays: fits ? answer.bays : [],
    problems,
    suggestions: suggestions.map(suggestionView),
  };
}

/** The longest range the calendar asks about at once (a month view with its neighbours' days). */
export const DAY_OUTLOOK_MAX_DAYS = 62;

/**
 * For the wizard's calendar: each day from `from` to `to` (local, inclusive) as this booking would
 * find it now. One read of the range's seats; a read without the lock (the booking re-checks).
 */
export async function dayAvailability(
  services: Pick<Services, 'prisma' | 'db' | 'publicContent' | 'now'>,
  booking: ProposedBooking,
  range: { from: LocalDate; to: LocalDate },
  options: AvailabilityOptions = {},
): Promise<DayOutlook[]> {
  const days: LocalDate[] = [];
  for (let date = range.from; date <= range.to && days.length < DAY_OUTLOOK_MAX_DAYS; date = addDays(date, 1)) days.push(date);
  if (!days.length) return [];
  const [{ rules, arrival: config }, bookingsByDay] = await Promise.all([
    options.configuration ?? bookingConfiguration(services),
    readDayBookings(services.prisma, days[0]!, days.at(-1)!, options.staffEdit?.reservationId),
  ]);
  const now = services.now();
  const checkOptions = availabilityRules(options);
  const capacityOptions = capacityRules(options);
  return days.map((date) =>
    dayOutlook(booking, date, rules, dayCapacity(date, bookingsByDay.get(date) ?? [], config, rules.seatCapacity, capacityOptions), now, checkOptions),
  );
}
