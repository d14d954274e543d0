// The wizard's question: what is available for a proposed booking, at one time or over a calendar's
// days. Reads without the lock: the booking itself re-checks under it.
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
import { loadBookingRules, readDayHolds, readHolds } from './rules-and-holds.ts';

export interface AvailabilityQuery {
  type: StopType;
  guests: number;
  seatReservation: boolean;
  /** Coaches the group comes in (default 1). */
  coaches?: number;
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
  problems: Array<{ field: ReservationField; code: ReservationFieldError | 'FULLY_BOOKED' }>;
  /** Nearby times that would fit, nearest first (when this one does not). */
  suggestions: SuggestionView[];
}

export interface AvailabilityOptions {
  /** Staff checking an edit: no lead time, and the reservation's own seats do not count against it. */
  staffEdit?: { reservationId: string } | null;
  /** Staff booking for a client with these rules set aside (graph/domain/staff-booking.ts). */
  overrides?: readonly BookingOverride[] | null;
}

/** The calendar rules an availability question is asked under. */
function availabilityRules(options: AvailabilityOptions): CheckOptions {
  if (options.staffEdit) return { leadTime: false };
  const overrides = options.overrides ?? [];
  return { leadTime: !overrides.includes('LEAD_TIME'), horizon: !overrides.includes('HORIZON') };
}

/** What the wizard shows for a proposed booking. A read without the lock: the booking re-checks. */
export async function availability(services: Pick<Services, 'prisma' | 'now'>, query: AvailabilityQuery, options: AvailabilityOptions = {}): Promise<Availability> {
  const now = services.now();
  const checkOptions = availabilityRules(options);
  const date = parseLocalDate(query.localDate);
  const rules = await loadBookingRules(services.prisma, date ? [date] : []);
  const request: BookingRequest = { type: query.type, guests: query.guests, seatReservation: query.seatReservation, arrivalDate: query.localDate, arrivalTime: query.localTime };
  const check = checkBooking(request, rules, now, checkOptions);
  const problems: Availability['problems'] = (Object.entries(check.errors) as Array<[ReservationField, ReservationFieldError]>).map(([field, code]) => ({ field, code }));
  const booking: ProposedBooking = { type: query.type, guests: query.guests, seatReservation: query.seatReservation };
  const dayOpen = date !== null && check.errors.arrivalDate === undefined;
  const holds = dayOpen ? await readDayHolds(services.prisma, date, options.staffEdit?.reservationId) : [];
  let remainingSeats: number | null = null;
  if (check.arrival) {
    const seats = seatCheck(booking, check.arrival.at, rules, holds);
    remainingSeats = seats.remainingSeats;
    if (!seats.fits) problems.push({ field: 'arrivalTime', code: 'FULLY_BOOKED' });
  }
  const fits = problems.length === 0;
  // A time that does not exist (02:30 on spring-forward day) still has neighbours to suggest.
  const minute = check.arrival?.minute ?? parseLocalTime(query.localTime);
  const suggestions =
    !fits && dayOpen && minute !== null && check.errors.guests === undefined && check.errors.seatReservation === undefined
      ? suggestArrivals(booking, date, minute, rules, holds, now, checkOptions)
      : [];
  return {
    arrivalAt: check.arrival?.at ?? null,
    bookableUntil: check.arrival ? new Date(check.arrival.at.getTime() - LEAD_TIME_HOURS[query.type] * 3_600_000) : null,
    remainingSeats,
    fits,
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
  services: Pick<Services, 'prisma' | 'now'>,
  booking: ProposedBooking,
  range: { from: LocalDate; to: LocalDate },
  options: AvailabilityOptions = {},
): Promise<DayOutlook[]> {
  const days: LocalDate[] = [];
  for (let date = range.from; date <= range.to && days.length < DAY_OUTLOOK_MAX_DAYS; date = addDays(date, 1)) days.push(date);
  if (!days.length) return [];
  const [rules, holdsByDay] = await Promise.all([
    loadBookingRules(services.prisma, days),
    readHolds(services.prisma, days[0]!, days.at(-1)!, options.staffEdit?.reservationId),
  ]);
  const now = services.now();
  const checkOptions = availabilityRules(options);
  return days.map((date) => dayOutlook(booking, date, rules, holdsByDay.get(date) ?? [], now, checkOptions));
}
