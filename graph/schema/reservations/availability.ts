// Whether a proposed booking would be accepted now: one arrival (reservationAvailability) or whole
// days with every arrival time (dayAvailability, the wizard's calendar and time picker).
import { builder } from '../../builder.ts';
import { AppError } from '../../errors.ts';
import { message } from '../../i18n/messages.ts';
import { addDays, formatMinute, parseLocalDate } from '../../domain/local-time.ts';
import { guestsProblem, LEAD_TIME_HOURS, MAX_GUESTS, MIN_GUESTS, seatReservationRequired, SUGGESTION_RANGE_MINUTES, type ArrivalTimeOutlook, type DayOutlook, type ReservationFieldError } from '../../domain/reservation-rules.ts';
import { availability, DAY_OUTLOOK_MAX_DAYS, dayAvailability } from '../../services/reservations/availability.ts';
import { coachesProblem, GUESTS_PER_COACH, MAX_COACHES } from '../../domain/arrival-capacity/config.ts';
import type { CapacityReason } from '../../domain/arrival-capacity/placement.ts';
import { BOOKING_OVERRIDES, type BookingOverride } from '../../domain/staff-booking.ts';
import type { Context } from '../../context.ts';
import { maxItems } from '../bounds.ts';
import { BookingOverrideEnum, StopTypeEnum } from '../enums.ts';

import { LOCAL_DATE, LOCAL_TIME } from './shared.ts';
import { ReservationRef } from './types.ts';
import { BOOKING_CLIENT_OR_STAFF } from '../client-access.ts';

type ArgBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0]['arg'];

/** Staff booking for a client ask with the rules they would set aside (ignored for clients). */
const OVERRIDES_ARG = (t: { arg: ArgBuilder }) =>
  t.arg({
    type: [BookingOverrideEnum],
    description: 'Staff booking for a client: ask as if these rules were set aside (createReservationForClient.overrides). Ignored for clients.',
    ...maxItems(BOOKING_OVERRIDES.length),
  });

/** What staff ask about: an edit of a reservation, or a booking with rules set aside. Clients ask as clients. */
function staffOptions(ctx: Context, args: { reservationId?: { id: string } | null; overrides?: readonly BookingOverride[] | null }) {
  if (ctx.viewer.kind !== 'staff') return {};
  return { staffEdit: args.reservationId ? { reservationId: args.reservationId.id } : null, overrides: args.overrides ?? null };
}

const PROBLEM_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'GUESTS_OUT_OF_RANGE',
  'SEATS_REQUIRED_FOR_LONG_STOP',
  'INVALID_DATE',
  'INVALID_TIME',
  'NONEXISTENT_TIME',
  'CLOSED_DAY',
  'OUTSIDE_OPENING_HOURS',
  'NOT_ON_SLOT',
  'LEAD_TIME_LONG',
  'LEAD_TIME_SHORT',
  'ARRIVAL_IN_PAST',
  'TOO_FAR_AHEAD',
  'COACHES_INVALID',
  'TOO_MANY_COACHES',
  'FULLY_BOOKED',
] as const satisfies ReadonlyArray<ReservationFieldError | 'FULLY_BOOKED'>;

const PROBLEM_DESCRIPTIONS: Record<(typeof PROBLEM_CODES)[number], string> = {
  REQUIRED: 'A required value is missing.',
  TOO_LONG: 'A text is longer than its limit.',
  GUESTS_OUT_OF_RANGE: `Guests must be ${MIN_GUESTS}–${MAX_GUESTS}; larger groups make several reservations.`,
  SEATS_REQUIRED_FOR_LONG_STOP: 'A long stop always reserves seats (seatReservation must be true).',
  INVALID_DATE: 'The arrival date is not a YYYY-MM-DD calendar date.',
  INVALID_TIME: 'The arrival time is not HH:MM.',
  NONEXISTENT_TIME: 'The arrival time does not exist that day (the clocks spring forward).',
  CLOSED_DAY: 'The restaurant is closed that day (a closed weekday or a closed day).',
  OUTSIDE_OPENING_HOURS: 'The whole stay does not fit within the opening hours.',
  NOT_ON_SLOT: 'The arrival time is not on the slot grid.',
  LEAD_TIME_LONG: `A long stop is booked less than ${LEAD_TIME_HOURS.LONG_STOP} hours before arrival.`,
  LEAD_TIME_SHORT: `A short stop is booked less than ${LEAD_TIME_HOURS.SHORT_STOP} hours before arrival.`,
  ARRIVAL_IN_PAST: 'The arrival time has passed.',
  TOO_FAR_AHEAD: 'The arrival is after reservationRules.lastArrivalDate (about a year ahead).',
  COACHES_INVALID: `A group comes in 1 to ${MAX_COACHES} coaches.`,
  TOO_MANY_COACHES: `More than one coach per ${GUESTS_PER_COACH} guests (staff may book more).`,
  FULLY_BOOKED: 'The time is full for this group: see reasons (seats, a room, the arrival pacing or coach bays).',
};

const CapacityReasonEnum = builder.enumType('CapacityReason', {
  description: 'Why an arrival time is full for a group.',
  values: {
    SEATS: { description: 'Not enough of the seat total free during the stay.' },
    ROOM: { description: 'No room, or set of rooms that can be joined, has the seats free for the whole group during the stay.' },
    PACING: { description: 'The guests or coaches already arriving in that slot leave no room under the arrival pacing.' },
    BAYS: { description: 'No coach bay free for the stay and its turnaround.' },
  } as const satisfies Record<CapacityReason, { description: string }>,
});

const ReservationProblemCodeEnum = builder.enumType('ReservationProblemCode', {
  description: 'Why a proposed booking does not work; the same codes appear in createReservation’s extensions.fields.',
  values: Object.fromEntries(PROBLEM_CODES.map((code) => [code, { description: PROBLEM_DESCRIPTIONS[code] }])) as Record<(typeof PROBLEM_CODES)[number], { description: string }>,
});

const ReservationProblemRef = builder
  .objectRef<{ field: string; code: (typeof PROBLEM_CODES)[number] }>('ReservationProblem')
  .implement({
    description: 'One problem with a proposed booking.',
    fields: (t) => ({
      field: t.exposeString('field', { description: 'The CreateReservationInput field to change.' }),
      code: t.field({ type: ReservationProblemCodeEnum, description: 'What is wrong.', resolve: (p) => p.code }),
      message: t.string({ description: 'The problem in the asker’s language.', resolve: (p, _a, ctx) => message(p.code, ctx.language) }),
    }),
  });

const ArrivalSuggestionRef = builder
  .objectRef<{ arrivalDate: string; arrivalTime: string; arrivalAt: string; remainingSeats: number }>('ArrivalSuggestion')
  .implement({
    description: 'A nearby arrival time on the same day that has room for the group.',
    fields: (t) => ({
      arrivalDate: t.exposeString('arrivalDate', { description: LOCAL_DATE }),
      arrivalTime: t.exposeString('arrivalTime', { description: LOCAL_TIME }),
      arrivalAt: t.field({ type: 'DateTime', description: 'The same arrival as an instant (UTC).', resolve: (s) => s.arrivalAt }),
      remainingSeats: t.exposeInt('remainingSeats', { description: 'Seats free during the whole stay at that time (before this group).' }),
    }),
  });

const AvailabilityRef = builder
  .objectRef<Awaited<ReturnType<typeof availability>>>('ReservationAvailability')
  .implement({
    description: 'Whether a proposed booking would be accepted now, and nearby alternatives when not. Seats can still go until createReservation is called.',
    fields: (t) => ({
      fits: t.exposeBoolean('fits', { description: 'Whether createReservation would accept it now (problems is then empty).' }),
      arrivalAt: t.expose('arrivalAt', { type: 'DateTime', nullable: true, description: 'The arrival instant (null when the date or time is not valid).' }),
      bookableUntil: t.expose('bookableUntil', { type: 'DateTime', nullable: true, description: 'The last moment to book this arrival (arrival − lead time).' }),
      remainingSeats: t.exposeInt('remainingSeats', { nullable: true, description: 'Seats free during the whole stay.' }),
      reasons: t.field({ type: [CapacityReasonEnum], description: 'Why the time is full (a FULLY_BOOKED problem); empty otherwise.', resolve: (a) => a.reasons }),
      bays: t.exposeIntList('bays', { description: 'The coach bays the group’s coaches would take (when it fits and bays are managed).' }),
      problems: t.field({ type: [ReservationProblemRef], description: 'Everything that stands in the way (empty when it fits).', resolve: (a) => a.problems }),
      suggestions: t.field({ type: [ArrivalSuggestionRef], description: `Nearest first; within ±${SUGGESTION_RANGE_MINUTES / 60} hours on the same day.`, resolve: (a) => a.suggestions }),
    }),
  });

builder.queryField('reservationAvailability', (t) =>
  t.field({
    type: AvailabilityRef,
    description: 'Checks a proposed booking for the wizard: problems, remaining seats and suggestions. An approved organisation’s owners and bookers, and staff.',
    authScopes: BOOKING_CLIENT_OR_STAFF,
    args: {
      type: t.arg({ type: StopTypeEnum, required: true, description: 'The stop type.' }),
      guests: t.arg.int({ required: true, description: `How many guests (${MIN_GUESTS}–${MAX_GUESTS}).` }),
      seatReservation: t.arg.boolean({ required: true, description: 'Whether the group reserves seats (a long stop must).' }),
      arrivalDate: t.arg.string({ required: true, description: LOCAL_DATE }),
      arrivalTime: t.arg.string({ required: true, description: LOCAL_TIME }),
      coaches: t.arg.int({ description: `Coaches the group comes in (default 1; at most one per ${GUESTS_PER_COACH} guests, staff up to ${MAX_COACHES}).` }),
      reservationId: t.arg.globalID({
        for: [ReservationRef],
        description: 'Staff checking an edit: this reservation’s own seats do not count, and the lead time does not apply.',
      }),
      overrides: OVERRIDES_ARG(t),
    },
    resolve: (_root, args, ctx) =>
      availability(
        ctx.services,
        { type: args.type, guests: args.guests, seatReservation: args.seatReservation, coaches: args.coaches ?? null, localDate: args.arrivalDate, localTime: args.arrivalTime, byStaff: ctx.viewer.kind === 'staff' },
        staffOptions(ctx, args),
      ),
  }),
);

const DayStateEnum = builder.enumType('DayAvailabilityState', {
  description: 'How a day looks for a proposed booking.',
  values: {
    OPEN: { description: 'At least one arrival time would be accepted now.' },
    CLOSED: { description: 'Closed all day, or no opening hours long enough for this stop.' },
    FULLY_BOOKED: { description: 'Open, but no arrival time has room for this group (see reasons).' },
    TOO_SOON: { description: 'Every arrival time left that day is inside the lead time.' },
    TOO_FAR_AHEAD: { description: 'After reservationRules.lastArrivalDate.' },
  } as const,
});

const ArrivalTimeStateEnum = builder.enumType('ArrivalTimeState', {
  description: 'Whether a proposed booking would get an arrival time now.',
  values: {
    OPEN: { description: 'Bookable now.' },
    TOO_SOON: { description: 'Inside the stop’s lead time.' },
    FULLY_BOOKED: { description: 'Full for this group (see reasons: seats, a room, the arrival pacing or coach bays).' },
  } as const,
});

const ArrivalTimeRef = builder.objectRef<ArrivalTimeOutlook>('ArrivalTimeOption').implement({
  description: 'One arrival time on the slot grid, as a proposed booking would find it now.',
  fields: (t) => ({
    time: t.string({ description: LOCAL_TIME, resolve: (o) => formatMinute(o.minute) }),
    state: t.field({ type: ArrivalTimeStateEnum, description: 'Whether this booking would get the time now.', resolve: (o) => o.state }),
    reasons: t.field({ type: [CapacityReasonEnum], description: 'Why a FULLY_BOOKED time is full; empty otherwise.', resolve: (o) => o.reasons }),
  }),
});

const DayAvailabilityRef = builder.objectRef<DayOutlook>('DayAvailability').implement({
  description: 'One day of the wizard’s calendar for a proposed booking.',
  fields: (t) => ({
    date: t.exposeString('date', { description: LOCAL_DATE }),
    state: t.field({ type: DayStateEnum, description: 'How the day looks for this booking.', resolve: (d) => d.state }),
    freeTimes: t.exposeInt('freeTimes', { description: 'Arrival times on the slot grid this booking would get now.' }),
    reasons: t.field({ type: [CapacityReasonEnum], description: 'Why the day’s full times are full, each reason once.', resolve: (d) => d.reasons }),
    times: t.field({
      type: [ArrivalTimeRef],
      description: 'Every arrival time of the day on the slot grid within the opening hours for this stop, with its state (the wizard’s time picker). Times the clock skips (spring forward) are left out.',
      resolve: (d) => d.times,
    }),
  }),
});

builder.queryField('dayAvailability', (t) =>
  t.field({
    type: [DayAvailabilityRef],
    description: `Each day from \`from\` to \`to\` (at most ${DAY_OUTLOOK_MAX_DAYS} days) as a proposed booking would find it now, for the wizard’s calendar. An approved organisation’s owners and bookers, and staff.`,
    authScopes: BOOKING_CLIENT_OR_STAFF,
    args: {
      type: t.arg({ type: StopTypeEnum, required: true, description: 'The stop type.' }),
      guests: t.arg.int({ required: true, description: `How many guests (${MIN_GUESTS}–${MAX_GUESTS}).` }),
      seatReservation: t.arg.boolean({ required: true, description: 'Whether the group reserves seats (a long stop must).' }),
      from: t.arg.string({ required: true, description: LOCAL_DATE }),
      to: t.arg.string({ required: true, description: LOCAL_DATE }),
      coaches: t.arg.int({ description: `Coaches the group comes in (default 1; at most one per ${GUESTS_PER_COACH} guests, staff up to ${MAX_COACHES}).` }),
      reservationId: t.arg.globalID({
        for: [ReservationRef],
        description: 'Staff editing a reservation: its own seats do not count, and the lead time does not apply (ignored for clients).',
      }),
      overrides: OVERRIDES_ARG(t),
    },
    resolve: (_root, args, ctx) => {
      const from = parseLocalDate(args.from);
      const to = parseLocalDate(args.to);
      if (!from || !to || to < from || to > addDays(from, DAY_OUTLOOK_MAX_DAYS - 1) || guestsProblem(args.guests)) throw new AppError('BAD_REQUEST', ctx.language);
      if (args.coaches != null && coachesProblem(args.coaches, args.guests, ctx.viewer.kind === 'staff')) throw new AppError('BAD_REQUEST', ctx.language);
      return dayAvailability(
        ctx.services,
        { type: args.type, guests: args.guests, seatReservation: args.seatReservation || seatReservationRequired(args.type), coaches: args.coaches ?? 1 },
        { from, to },
        staffOptions(ctx, args),
      );
    },
  }),
);
