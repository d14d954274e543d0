// Reservations: the GraphQL surface. Rules (lead times, capacity, the status machine) live in
// graph/domain; the use cases in graph/services/reservations.ts. Errors carry `extensions.code`,
// form problems `extensions.fields` (codes) and `extensions.messages` (sentences in the asker's
// language); NO_LONGER_AVAILABLE carries `extensions.suggestions`.
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { message } from '../i18n/messages.ts';
import { ActorKind, ReservationEventKind, ReservationStatus } from '../generated/prisma/enums.ts';
import { readOncePerEvent, type ReservationChangedEvent } from '../pubsub.ts';
import { addDays, dateFromDb, dateToDb, formatMinute, instantToLocal, parseLocalDate, RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { BOOKING_HORIZON_DAYS, guestsProblem, seatReservationRequired, SUGGESTION_RANGE_MINUTES, LEAD_TIME_HOURS, lastBookableDate, MAX_GUESTS, MIN_GUESTS, TEXT_LIMITS, type ArrivalTimeOutlook, type DayOutlook, type ReservationFieldError } from '../domain/reservation-rules.ts';
import {
  availability,
  changeReservationStatus,
  createReservation,
  DAY_OUTLOOK_MAX_DAYS,
  dayAvailability,
  reservationCounts,
  updateReservation,
  type RequestMeta,
} from '../services/reservations.ts';
import { ClientRef } from './accounts.ts';
import { ReservationStatusEnum, StopTypeEnum } from './enums.ts';
import { maxItems } from './bounds.ts';
import { nodeVisibility } from './node.ts';
import { IDEMPOTENCY_KEY_DESCRIPTION } from './guards.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { formatPrismaCursor } from '@pothos/plugin-prisma';

function meta(ctx: Context): RequestMeta {
  return { ip: ctx.ip, language: ctx.language };
}

function viewerId(ctx: Context, kind: 'client' | 'staff'): string {
  if (ctx.viewer.kind !== kind) throw new AppError('FORBIDDEN', ctx.language);
  return ctx.viewer.id;
}

/** Staff see every reservation; a client only its own organisation's. */
function ownerOrStaff(ctx: Context, organisationId: string): boolean {
  return ctx.viewer.kind === 'staff' || (ctx.viewer.kind === 'client' && ctx.viewer.id === organisationId);
}

const LOCAL_DATE = `A calendar day in the restaurant’s time zone (${RESTAURANT_TIME_ZONE}), YYYY-MM-DD.`;
const LOCAL_TIME = `A wall-clock time in the restaurant’s time zone (${RESTAURANT_TIME_ZONE}), HH:MM.`;

// ————— types —————

const ReservationEventKindEnum = builder.enumType(ReservationEventKind, {
  name: 'ReservationEventKind',
  description: 'CREATED: the client booked. STATUS_CHANGED: staff moved it. EDITED: staff changed details.',
});

const ActorKindEnum = builder.enumType(ActorKind, {
  name: 'ActorKind',
  description: 'Who made a change: the CLIENT, STAFF, the SYSTEM (jobs) or ANONYMOUS.',
});

interface FieldChangeShape {
  field: string;
  from: string | null;
  to: string | null;
}

const ReservationFieldChangeRef = builder.objectRef<FieldChangeShape>('ReservationFieldChange').implement({
  description: 'One field an edit changed. Values are strings: numbers as digits, booleans as true/false, arrivalAt as an ISO instant.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'type, guests, seatReservation, arrivalAt, responsibleFirstName, responsibleLastName or wishes.' }),
    from: t.exposeString('from', { nullable: true }),
    to: t.exposeString('to', { nullable: true }),
  }),
});

// jsonb does not keep key order; show changes in the order people read a reservation.
const CHANGE_ORDER = ['type', 'arrivalAt', 'guests', 'seatReservation', 'responsibleFirstName', 'responsibleLastName', 'wishes'];

function changeList(json: unknown): FieldChangeShape[] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const rank = (field: string) => (CHANGE_ORDER.includes(field) ? CHANGE_ORDER.indexOf(field) : CHANGE_ORDER.length);
  return Object.entries(json as Record<string, { from?: unknown; to?: unknown }>)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, change]) => ({ field, from: text(change?.from), to: text(change?.to) }));
}

builder.prismaObject('ReservationEvent', {
  name: 'ReservationEvent',
  description: 'One step in a reservation’s history: creation, a status change or an edit (who, when, from, to, note).',
  fields: (t) => ({
    kind: t.expose('kind', { type: ReservationEventKindEnum }),
    fromStatus: t.expose('fromStatus', { type: ReservationStatusEnum, nullable: true }),
    toStatus: t.expose('toStatus', { type: ReservationStatusEnum, nullable: true }),
    changes: t.field({ type: [ReservationFieldChangeRef], description: 'For EDITED: what changed.', resolve: (event) => changeList(event.changes) }),
    note: t.exposeString('note', { nullable: true, description: 'The note staff gave the client with this step.' }),
    actorKind: t.expose('actorKind', { type: ActorKindEnum }),
    staff: t.relation('actorStaff', {
      nullable: true,
      description: 'The member of staff who made the change. Staff only (null for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
    at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ReservationRef = builder.prismaNode('Reservation', {
  name: 'Reservation',
  description: 'A group reservation for a short or long stop. Clients see only their own; staff see all.',
  id: { field: 'id' },
  authScopes: nodeVisibility('Reservation', 'reservation', (reservation: { id: string; organisationId: string }, ctx) => ownerOrStaff(ctx, reservation.organisationId)),
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber', { description: 'Short, readable order number, e.g. K7M-Q4P (no 0/O, 1/I/L).' }),
    type: t.expose('type', { type: StopTypeEnum }),
    guests: t.exposeInt('guests'),
    seatReservation: t.exposeBoolean('seatReservation'),
    arrivalAt: t.expose('arrivalAt', { type: 'DateTime', description: 'The arrival instant (UTC).' }),
    arrivalDay: t.string({ description: `The arrival's date. ${LOCAL_DATE}`, resolve: (r) => dateFromDb(r.arrivalDay) }),
    arrivalLocalTime: t.string({ description: `The arrival's time. ${LOCAL_TIME}`, resolve: (r) => formatMinute(instantToLocal(r.arrivalAt).minute) }),
    durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the seats are held from arrival (fixed when booked).' }),
    responsibleFirstName: t.exposeString('responsibleFirstName', { nullable: true }),
    responsibleLastName: t.exposeString('responsibleLastName', { nullable: true }),
    message: t.exposeString('message', { nullable: true, description: 'The client’s message.' }),
    wishes: t.exposeString('wishes', { nullable: true }),
    status: t.expose('status', { type: ReservationStatusEnum }),
    staffNote: t.exposeString('staffNote', { nullable: true, description: 'The latest note staff gave the client.' }),
    quotedPriceCents: t.exposeInt('quotedPriceCents', { nullable: true, description: 'The per-guest price quoted when booked, in cents.' }),
    currency: t.exposeString('currency'),
    version: t.exposeInt('version', { description: 'Increases with every change; send it back as expectedVersion when changing the reservation.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    organisation: t.relation('organisation'),
    history: t.relation('events', {
      description: 'Every step, oldest first (the timeline).',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
});

// ————— a client's reservations —————

/** The edge of a client's reservation list, also the edge createReservation answers with. */
const ClientReservationEdgeRef = builder.edgeObject({ type: ReservationRef, name: 'ClientReservationsConnectionEdge' });

builder.prismaObjectField(ClientRef, 'reservations', (t) =>
  t.relatedConnection('reservations', {
    cursor: 'id',
    description: 'The account’s reservations, newest first (by creation). The owner and staff only.',
    authScopes: (client, _args, ctx) => ownerOrStaff(ctx, client.id),
    totalCount: true,
    args: {
      status: t.arg({ type: [ReservationStatusEnum], required: false, description: 'Only these statuses (all when omitted).', ...maxItems(Object.keys(ReservationStatus).length) }),
    },
    query: (args) => ({
      ...(args.status?.length ? { where: { status: { in: args.status } } } : {}),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  }, {}, ClientReservationEdgeRef),
);

interface Counts {
  active: number;
  finished: number;
}

const ReservationCountsRef = builder.objectRef<Counts>('ReservationCounts').implement({
  description: 'How many reservations an account has: active (created, waiting or scheduled) and finished.',
  fields: (t) => ({
    active: t.exposeInt('active'),
    finished: t.exposeInt('finished'),
  }),
});

// One grouped query per request for every client in it (a staff list of client cards asks for many).
const countLoaders = new WeakMap<Context, (id: string) => Promise<Counts>>();

function countsOf(ctx: Context, organisationId: string): Promise<Counts> {
  let load = countLoaders.get(ctx);
  if (!load) {
    let batch: Array<{ id: string; resolve: (counts: Counts) => void; reject: (error: unknown) => void }> = [];
    load = (id) =>
      new Promise<Counts>((resolve, reject) => {
        if (batch.length === 0) {
          // After the current resolvers have queued their ids (DataLoader's timing).
          void Promise.resolve().then(() =>
            process.nextTick(() => {
              const current = batch;
              batch = [];
              reservationCounts(ctx.prisma, [...new Set(current.map((item) => item.id))]).then(
                (counts) => current.forEach((item) => item.resolve(counts.get(item.id)!)),
                (error: unknown) => current.forEach((item) => item.reject(error)),
              );
            }),
          );
        }
        batch.push({ id, resolve, reject });
      });
    countLoaders.set(ctx, load);
  }
  return load(organisationId);
}

builder.prismaObjectField(ClientRef, 'reservationCounts', (t) =>
  t.field({
    type: ReservationCountsRef,
    description: 'Counts of active and finished reservations (derived, never stored).',
    authScopes: (client, _args, ctx) => ownerOrStaff(ctx, client.id),
    resolve: (client, _args, ctx) => countsOf(ctx, client.id),
  }),
);

// ————— what the wizard needs to know —————

interface RulesShape {
  now: Date;
  settings: { slotMinutes: number; longStopMinutes: number; shortStopMinutes: number };
}

export const OpeningDayRef = builder
  .objectRef<{ weekday: number; closed: boolean; opensMinute: number; closesMinute: number }>('OpeningDay')
  .implement({
    description: 'Regular opening hours of one weekday.',
    fields: (t) => ({
      weekday: t.exposeInt('weekday', { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }),
      closed: t.exposeBoolean('closed'),
      opens: t.string({ description: LOCAL_TIME, resolve: (d) => formatMinute(d.opensMinute) }),
      closes: t.string({ description: `${LOCAL_TIME} 24:00 is midnight.`, resolve: (d) => formatMinute(Math.min(d.closesMinute, 1440)) }),
    }),
  });

export const ClosedDayRef = builder.objectRef<{ day: Date; reason: string | null }>('ClosedDay').implement({
  description: 'A day the restaurant is closed outside its weekly pattern.',
  fields: (t) => ({
    date: t.string({ description: LOCAL_DATE, resolve: (d) => dateFromDb(d.day) }),
    reason: t.exposeString('reason', { nullable: true, description: 'Staff only (null for everyone else).', authScopes: { staff: true }, unauthorizedResolver: () => null }),
  }),
});

const StopRulesRef = builder
  .objectRef<{ type: 'SHORT_STOP' | 'LONG_STOP'; durationMinutes: number; priceCents: number | null; currency: string }>('StopRules')
  .implement({
    description: 'The booking rules of one stop type.',
    fields: (t) => ({
      type: t.field({ type: StopTypeEnum, resolve: (s) => s.type }),
      leadTimeHours: t.int({ description: 'Book at least this many hours before arrival (real elapsed time).', resolve: (s) => LEAD_TIME_HOURS[s.type] }),
      durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the stay holds its seats; the whole stay must fit the opening hours.' }),
      seatReservationRequired: t.boolean({ description: 'Long stops always reserve seats.', resolve: (s) => seatReservationRequired(s.type) }),
      pricePerGuestCents: t.exposeInt('priceCents', { nullable: true }),
      currency: t.exposeString('currency'),
    }),
  });

const ReservationRulesRef = builder.objectRef<RulesShape>('ReservationRules').implement({
  description: 'What the new-reservation wizard needs: limits, lead times, the slot grid, opening hours and closed days.',
  fields: (t) => ({
    timeZone: t.string({ description: 'Every local date and time of the API is in this zone.', resolve: () => RESTAURANT_TIME_ZONE }),
    now: t.field({ type: 'DateTime', description: 'The server’s clock (lead times are measured against it).', resolve: (r) => r.now }),
    today: t.string({ description: `Today. ${LOCAL_DATE}`, resolve: (r) => instantToLocal(r.now).date }),
    minGuests: t.int({ resolve: () => MIN_GUESTS }),
    maxGuests: t.int({ description: 'Larger groups make several reservations.', resolve: () => MAX_GUESTS }),
    slotMinutes: t.int({ description: 'Arrival times are on this grid (from local midnight).', resolve: (r) => r.settings.slotMinutes }),
    bookingHorizonDays: t.int({ description: 'Clients book at most this many days ahead.', resolve: () => BOOKING_HORIZON_DAYS }),
    lastArrivalDate: t.string({
      description: `The last date a client may book today (TOO_FAR_AHEAD after it). ${LOCAL_DATE}`,
      resolve: (r) => lastBookableDate(instantToLocal(r.now).date),
    }),
    stops: t.field({
      type: [StopRulesRef],
      resolve: async (r, _a, ctx) => {
        const offers = await ctx.prisma.stopOffer.findMany();
        return (['SHORT_STOP', 'LONG_STOP'] as const).map((type) => {
          const offer = offers.find((o) => o.type === type);
          const durationMinutes = type === 'LONG_STOP' ? r.settings.longStopMinutes : r.settings.shortStopMinutes;
          return { type, durationMinutes, priceCents: offer?.priceCents ?? null, currency: offer?.currency ?? 'EUR' };
        });
      },
    }),
    openingHours: t.field({
      type: [OpeningDayRef],
      description: 'Monday to Sunday; a weekday without a row is closed.',
      resolve: async (_r, _a, ctx) => {
        const rows = await ctx.prisma.openingHours.findMany({ orderBy: { weekday: 'asc' } });
        return [1, 2, 3, 4, 5, 6, 7].map((weekday) => rows.find((r) => r.weekday === weekday) ?? { weekday, closed: true, opensMinute: 0, closesMinute: 0 });
      },
    }),
    closedDays: t.field({
      type: [ClosedDayRef],
      description: 'Closed days between from and to (inclusive; default: today to a year ahead; at most two years).',
      args: {
        from: t.arg.string({ description: LOCAL_DATE }),
        to: t.arg.string({ description: LOCAL_DATE }),
      },
      resolve: async (r, args, ctx) => {
        const from = args.from ? parseLocalDate(args.from) : instantToLocal(r.now).date;
        const to = args.to ? parseLocalDate(args.to) : addDays(from ?? instantToLocal(r.now).date, 365);
        if (!from || !to || to < from || to > addDays(from, 731)) throw new AppError('BAD_REQUEST', ctx.language);
        return ctx.prisma.closedDay.findMany({ where: { day: { gte: dateToDb(from), lte: dateToDb(to) } }, orderBy: { day: 'asc' } });
      },
    }),
  }),
});

builder.queryField('reservationRules', (t) =>
  t.field({
    type: ReservationRulesRef,
    description: 'The booking rules (public: no sign-in needed).',
    resolve: async (_root, _args, ctx) => ({
      now: ctx.services.now(),
      settings: await ctx.prisma.settings.findUniqueOrThrow({ where: { id: 1 }, select: { slotMinutes: true, longStopMinutes: true, shortStopMinutes: true } }),
    }),
  }),
);

// ————— availability —————

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
  'FULLY_BOOKED',
] as const satisfies ReadonlyArray<ReservationFieldError | 'FULLY_BOOKED'>;

const ReservationProblemCodeEnum = builder.enumType('ReservationProblemCode', {
  description: 'Why a proposed booking does not work; the same codes appear in createReservation’s extensions.fields.',
  values: PROBLEM_CODES,
});

const ReservationProblemRef = builder
  .objectRef<{ field: string; code: (typeof PROBLEM_CODES)[number] }>('ReservationProblem')
  .implement({
    description: 'One problem with a proposed booking.',
    fields: (t) => ({
      field: t.exposeString('field', { description: 'The CreateReservationInput field to change.' }),
      code: t.field({ type: ReservationProblemCodeEnum, resolve: (p) => p.code }),
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
      arrivalAt: t.field({ type: 'DateTime', resolve: (s) => s.arrivalAt }),
      remainingSeats: t.exposeInt('remainingSeats'),
    }),
  });

const AvailabilityRef = builder
  .objectRef<Awaited<ReturnType<typeof availability>>>('ReservationAvailability')
  .implement({
    description: 'Whether a proposed booking would be accepted now, and nearby alternatives when not. Seats can still go until createReservation is called.',
    fields: (t) => ({
      fits: t.exposeBoolean('fits'),
      arrivalAt: t.expose('arrivalAt', { type: 'DateTime', nullable: true, description: 'The arrival instant (null when the date or time is not valid).' }),
      bookableUntil: t.expose('bookableUntil', { type: 'DateTime', nullable: true, description: 'The last moment to book this arrival (arrival − lead time).' }),
      remainingSeats: t.exposeInt('remainingSeats', { nullable: true, description: 'Seats free during the whole stay.' }),
      problems: t.field({ type: [ReservationProblemRef], resolve: (a) => a.problems }),
      suggestions: t.field({ type: [ArrivalSuggestionRef], description: `Nearest first; within ±${SUGGESTION_RANGE_MINUTES / 60} hours on the same day.`, resolve: (a) => a.suggestions }),
    }),
  });

builder.queryField('reservationAvailability', (t) =>
  t.field({
    type: AvailabilityRef,
    description: 'Checks a proposed booking for the wizard: problems, remaining seats and suggestions. Approved clients and staff.',
    authScopes: { approvedClient: true, staff: true },
    args: {
      type: t.arg({ type: StopTypeEnum, required: true }),
      guests: t.arg.int({ required: true }),
      seatReservation: t.arg.boolean({ required: true }),
      arrivalDate: t.arg.string({ required: true, description: LOCAL_DATE }),
      arrivalTime: t.arg.string({ required: true, description: LOCAL_TIME }),
      reservationId: t.arg.globalID({
        for: [ReservationRef],
        description: 'Staff checking an edit: this reservation’s own seats do not count, and the lead time does not apply.',
      }),
    },
    resolve: (_root, args, ctx) =>
      availability(
        ctx.services,
        { type: args.type, guests: args.guests, seatReservation: args.seatReservation, localDate: args.arrivalDate, localTime: args.arrivalTime },
        { staffEdit: ctx.viewer.kind === 'staff' && args.reservationId ? { reservationId: args.reservationId.id } : null },
      ),
  }),
);

const DayStateEnum = builder.enumType('DayAvailabilityState', {
  description: 'How a day looks for a proposed booking.',
  values: {
    OPEN: { description: 'At least one arrival time would be accepted now.' },
    CLOSED: { description: 'Closed all day, or no opening hours long enough for this stop.' },
    FULLY_BOOKED: { description: 'Open, but no arrival time has the seats this group needs.' },
    TOO_SOON: { description: 'Every arrival time left that day is inside the lead time.' },
    TOO_FAR_AHEAD: { description: 'After reservationRules.lastArrivalDate.' },
  } as const,
});

const ArrivalTimeStateEnum = builder.enumType('ArrivalTimeState', {
  description: 'Whether a proposed booking would get an arrival time now.',
  values: {
    OPEN: { description: 'Bookable now.' },
    TOO_SOON: { description: 'Inside the stop’s lead time.' },
    FULLY_BOOKED: { description: 'Not enough seats left for this group during its stay.' },
  } as const,
});

const ArrivalTimeRef = builder.objectRef<ArrivalTimeOutlook>('ArrivalTimeOption').implement({
  description: 'One arrival time on the slot grid, as a proposed booking would find it now.',
  fields: (t) => ({
    time: t.string({ description: LOCAL_TIME, resolve: (o) => formatMinute(o.minute) }),
    state: t.field({ type: ArrivalTimeStateEnum, resolve: (o) => o.state }),
  }),
});

const DayAvailabilityRef = builder.objectRef<DayOutlook>('DayAvailability').implement({
  description: 'One day of the wizard’s calendar for a proposed booking.',
  fields: (t) => ({
    date: t.exposeString('date', { description: LOCAL_DATE }),
    state: t.field({ type: DayStateEnum, resolve: (d) => d.state }),
    freeTimes: t.exposeInt('freeTimes', { description: 'Arrival times on the slot grid this booking would get now.' }),
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
    description: `Each day from \`from\` to \`to\` (at most ${DAY_OUTLOOK_MAX_DAYS} days) as a proposed booking would find it now, for the wizard’s calendar. Approved clients and staff.`,
    authScopes: { approvedClient: true, staff: true },
    args: {
      type: t.arg({ type: StopTypeEnum, required: true }),
      guests: t.arg.int({ required: true }),
      seatReservation: t.arg.boolean({ required: true }),
      from: t.arg.string({ required: true, description: LOCAL_DATE }),
      to: t.arg.string({ required: true, description: LOCAL_DATE }),
    },
    resolve: (_root, args, ctx) => {
      const from = parseLocalDate(args.from);
      const to = parseLocalDate(args.to);
      if (!from || !to || to < from || to > addDays(from, DAY_OUTLOOK_MAX_DAYS - 1) || guestsProblem(args.guests)) throw new AppError('BAD_REQUEST', ctx.language);
      return dayAvailability(ctx.services, { type: args.type, guests: args.guests, seatReservation: args.seatReservation || seatReservationRequired(args.type) }, { from, to });
    },
  }),
);

// ————— a client books —————

const RESERVATION_FIELD_ERRORS =
  'extensions.fields maps each refused field to its code (REQUIRED, TOO_LONG, GUESTS_OUT_OF_RANGE, SEATS_REQUIRED_FOR_LONG_STOP, INVALID_DATE, INVALID_TIME, ' +
  'NONEXISTENT_TIME, CLOSED_DAY, OUTSIDE_OPENING_HOURS, NOT_ON_SLOT';

builder.relayMutationField(
  'createReservation',
  {
    description: `A new reservation. Guests ${MIN_GUESTS}–${MAX_GUESTS}; long stops at least ${LEAD_TIME_HOURS.LONG_STOP} hours ahead and with seats; short stops at least ${LEAD_TIME_HOURS.SHORT_STOP} hours ahead.`,
    inputFields: (t) => ({
      type: t.field({ type: StopTypeEnum, required: true }),
      guests: t.int({ required: true, description: `${MIN_GUESTS} to ${MAX_GUESTS}.` }),
      seatReservation: t.boolean({ required: true, description: 'Reserve seats for the group (required for long stops).' }),
      arrivalDate: t.string({ required: true, description: LOCAL_DATE }),
      arrivalTime: t.string({ required: true, description: `${LOCAL_TIME} On the slot grid (reservationRules.slotMinutes).` }),
      responsibleFirstName: t.string({ maxLength: TEXT_LIMITS.responsibleFirstName, description: 'Responsible person (usually the driver or guide).' }),
      responsibleLastName: t.string({ maxLength: TEXT_LIMITS.responsibleLastName }),
      message: t.string({ maxLength: TEXT_LIMITS.message, multiline: true, description: 'Free text for the staff.' }),
      wishes: t.string({ maxLength: TEXT_LIMITS.wishes, multiline: true, description: 'Menu, dietary needs, accessibility...' }),
      idempotencyKey: t.string({ description: IDEMPOTENCY_KEY_DESCRIPTION }),
    }),
  },
  {
    description: describeMutation(
      'Places a reservation (status CREATED) and e-mails the client and staff. Verified, approved clients only. ' +
        'A retry with the same idempotencyKey answers with the first reservation (as it is now).',
      'approvedClient',
      [
        ['VALIDATION', `${RESERVATION_FIELD_ERRORS}, LEAD_TIME_LONG, LEAD_TIME_SHORT, ARRIVAL_IN_PAST, TOO_FAR_AHEAD) and extensions.messages says each in the asker’s language`],
        INPUT_ERRORS.text,
        ['NO_LONGER_AVAILABLE', 'not enough seats are free for the whole stay (extensions.remainingSeats, extensions.suggestions: nearby arrival times with room)'],
        ['RESERVATION_NOT_ALLOWED', 'the account may no longer book (blocked, or no longer approved, since the request began)'],
        ['IDEMPOTENCY_KEY_INVALID', 'the idempotencyKey is not 16–128 characters of A–Z a–z 0–9 . : - _'],
        ['IDEMPOTENCY_KEY_REUSED', 'the idempotencyKey was used in the last 24 hours with different input'],
        ['NOT_FOUND', 'the reservation a repeated idempotencyKey names no longer exists'],
      ],
    ),
    authScopes: { approvedClient: true },
    resolve: async (_root, { input }, ctx) => ({ reservation: await createReservation(ctx.services, viewerId(ctx, 'client'), input, meta(ctx)) }),
  },
  {
    description: 'The new reservation, and its edge for the client’s reservation list.',
    outputFields: (t) => ({
      reservation: t.field({ type: ReservationRef, resolve: (payload) => payload.reservation }),
      reservationEdge: t.field({
        type: ClientReservationEdgeRef,
        description: 'The reservation as an edge of Client.reservations (newest first: it belongs at the start).',
        resolve: (payload) => ({ cursor: formatPrismaCursor(payload.reservation, 'id'), node: payload.reservation }),
      }),
    }),
  },
);

// ————— staff —————

const VERSION_ERRORS = [
  ['NOT_FOUND', 'no such reservation'],
  ['RESERVATION_CHANGED', 'someone changed the reservation since expectedVersion (extensions.currentVersion)'],
  ['RESERVATION_CLOSED', 'the reservation is FINISHED or DELETED, which are final'],
] as const;

builder.relayMutationField(
  'changeReservationStatus',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef] }),
      status: t.field({
        type: ReservationStatusEnum,
        required: true,
        description:
          'Allowed: CREATED → WAITING, SCHEDULED or DELETED; WAITING → SCHEDULED or DELETED; SCHEDULED → WAITING, FINISHED (from the arrival day) or DELETED. FINISHED and DELETED are final.',
      }),
      note: t.string({
        maxLength: TEXT_LIMITS.note,
        multiline: true,
        description: 'A note for the client, mailed and kept in the history: required for WAITING (what needs coordinating) and DELETED (why), optional otherwise.',
      }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
    }),
  },
  {
    description: describeMutation('Moves a reservation to another status and e-mails the client (except for FINISHED). Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields.note is REQUIRED (WAITING and DELETED need a note) or TOO_LONG'],
      INPUT_ERRORS.text,
      ...VERSION_ERRORS,
      INPUT_ERRORS.id,
      ['INVALID_TRANSITION', 'the status machine does not allow this move (extensions.from, extensions.to)'],
      ['NOT_ARRIVED_YET', 'FINISHED before the arrival day'],
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({
      reservation: await changeReservationStatus(
        ctx.services,
        viewerId(ctx, 'staff'),
        input.reservationId.id,
        input.status,
        { note: input.note, expectedVersion: input.expectedVersion },
        meta(ctx),
      ),
    }),
  },
  {
    outputFields: (t) => ({
      reservation: t.field({ type: ReservationRef, description: 'The reservation as it is now.', resolve: (payload) => payload.reservation }),
    }),
  },
);

builder.relayMutationField(
  'updateReservation',
  {
    description: 'Omitted fields stay as they are; for the optional texts, null or an empty string clears them.',
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef] }),
      expectedVersion: t.int({ required: true, description: 'The version you saw; a newer one answers RESERVATION_CHANGED.' }),
      type: t.field({ type: StopTypeEnum, description: 'Another stop type: that type’s current stay length and price apply, and its rules (a long stop needs seats).' }),
      guests: t.int(),
      seatReservation: t.boolean(),
      arrivalDate: t.string({ description: LOCAL_DATE }),
      arrivalTime: t.string({ description: LOCAL_TIME }),
      responsibleFirstName: t.string({ maxLength: TEXT_LIMITS.responsibleFirstName }),
      responsibleLastName: t.string({ maxLength: TEXT_LIMITS.responsibleLastName }),
      wishes: t.string({ maxLength: TEXT_LIMITS.wishes, multiline: true }),
      note: t.string({ maxLength: TEXT_LIMITS.note, multiline: true, description: 'A note for the client about this change; mailed and kept in the history.' }),
    }),
  },
  {
    description: describeMutation(
      'Edits an open reservation (capacity re-checked; no lead time for staff) and e-mails the client what changed. Staff only.',
      'staff',
      [
        ['VALIDATION', `${RESERVATION_FIELD_ERRORS}) for the fields that change, and extensions.messages says each in the asker’s language`],
        INPUT_ERRORS.text,
        ['NO_LONGER_AVAILABLE', 'the change needs seats that are not free (extensions.remainingSeats, extensions.suggestions)'],
        ...VERSION_ERRORS,
        INPUT_ERRORS.id,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      const { reservationId, expectedVersion, note, ...edit } = input;
      return { reservation: await updateReservation(ctx.services, viewerId(ctx, 'staff'), reservationId.id, edit, { note, expectedVersion }, meta(ctx)) };
    },
  },
  {
    outputFields: (t) => ({
      reservation: t.field({ type: ReservationRef, description: 'The reservation as it is now.', resolve: (payload) => payload.reservation }),
    }),
  },
);

// ————— live —————

const ReservationChangeKindEnum = builder.enumType('ReservationChangeKind', {
  description: 'CREATED: a new booking. STATUS_CHANGED: staff moved it. EDITED: staff changed details.',
  values: ['CREATED', 'STATUS_CHANGED', 'EDITED'] as const,
});

const ReservationChangeRef = builder.objectRef<ReservationChangedEvent>('ReservationChange').implement({
  description: 'A reservation was created or changed.',
  fields: (t) => ({
    kind: t.field({ type: ReservationChangeKindEnum, resolve: (e) => e.kind }),
    reservationId: t.globalID({ resolve: (e) => ({ type: 'Reservation', id: e.reservationId }) }),
    status: t.field({ type: ReservationStatusEnum, resolve: (e) => e.status }),
    version: t.exposeInt('version'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    actorKind: t.field({
      type: ActorKindEnum,
      nullable: true,
      description: 'Who made the change: CLIENT (their booking) or STAFF.',
      resolve: (e) => e.actor?.kind ?? null,
    }),
    staff: t.prismaField({
      type: 'Staff',
      nullable: true,
      description: 'The member of staff who made the change, so that a colleague’s screen can say who. Staff only (null for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
      resolve: (query, e, _args, ctx) =>
        e.actor?.kind === 'STAFF'
          ? readOncePerEvent(e, { staff: query }, () => ctx.prisma.staff.findUnique({ ...query, where: { id: (e.actor as { staffId: string }).staffId } }))
          : null,
    }),
    reservation: t.prismaField({
      type: 'Reservation',
      nullable: true,
      description: 'The reservation as it is now (null once purged).',
      resolve: (query, e, _args, ctx) => readOncePerEvent(e, query, () => ctx.prisma.reservation.findUnique({ ...query, where: { id: e.reservationId } })),
    }),
  }),
});

builder.subscriptionField('reservationChanged', (t) =>
  t.field({
    type: ReservationChangeRef,
    description: 'New and changed reservations as they happen: every one for staff, only the organisation’s own for a client.',
    authScopes: { staff: true, client: true },
    subscribe: (_root, _args, ctx) => {
      const events = ctx.pubsub.subscribe('reservation');
      const viewer = ctx.viewer;
      if (viewer.kind === 'staff') return events;
      if (viewer.kind === 'client') return pipe(events, filter((event: ReservationChangedEvent) => event.organisationId === viewer.id));
      throw new AppError('FORBIDDEN', ctx.language);
    },
    resolve: (event) => event,
  }),
);
