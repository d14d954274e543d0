// The driver's live link: the page's query and report (public: the signed token is the credential;
// limited per address and per link), the link on a reservation for its organisation and staff, and
// renewing it. Use cases in graph/services/driver-link/, rules in graph/domain/driver-link/.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { formatMinute, instantToLocal } from '../domain/local-time.ts';
import { DELAY_MINUTES, ETA_EARLIEST_BEFORE_MINUTES, ETA_LATEST_AFTER_MINUTES } from '../domain/driver-link/bounds.ts';
import { isDriverLanguage } from '../domain/driver-link/languages.ts';
import type { DriverReport } from '../domain/driver-link/rules.ts';
import { driverStop, type DriverMealLine, type DriverStop } from '../services/driver-link/stop.ts';
import { reportDriverStatus } from '../services/driver-link/report.ts';
import { driverLinkOf, renewDriverLink, type DriverLinkOwner } from '../services/driver-link/renew.ts';
import { DRIVER_TOKEN_MAX_LENGTH } from '../services/driver-link/token.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { meta } from './reservations/shared.ts';
import { StopTypeEnum } from './enums.ts';
import { ReservationRef } from './reservations/types.ts';
import { DriverStateEnum } from './arrival-capacity/reservation-arrival.ts';

const DriverReportKindEnum = builder.enumType('DriverReportKind', {
  description: 'What a driver reports.',
  values: {
    ON_TIME: { description: 'We come on time.' },
    DELAYED: { description: 'We are late by delayMinutes.' },
    ETA: { description: 'We arrive at eta (HH:MM on the arrival day).' },
    ARRIVED: { description: 'We have arrived.' },
  } as const,
});

const localTime = (d: Date) => formatMinute(instantToLocal(d).minute);

const DriverMealLineRef = builder.objectRef<DriverMealLine>('DriverMealLine').implement({
  description: 'One pre-ordered dish and how many.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The dish (Slovenian on a Slovenian page, else English).' }),
    quantity: t.exposeInt('quantity', { description: 'How many.' }),
  }),
});

const DriverMealsRef = builder.objectRef<DriverStop['meals']>('DriverMeals').implement({
  description: 'The meals ordered, in counts.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Dishes ordered for the guests (0: no pre-order).' }),
    dishes: t.field({ type: [DriverMealLineRef], description: 'Each dish and how many.', resolve: (m) => m.dishes }),
    vegetarian: t.exposeInt('vegetarian', { description: 'Vegetarian guests.' }),
    vegan: t.exposeInt('vegan', { description: 'Vegan guests.' }),
    driverMeals: t.exposeInt('driverMeals', { description: 'Meals for the drivers.' }),
    guideMeals: t.exposeInt('guideMeals', { description: 'Meals for the guides.' }),
  }),
});

const DriverRestaurantRef = builder.objectRef<DriverStop['restaurant']>('DriverRestaurant').implement({
  description: 'Where the stop is and whom to call.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true, description: 'The restaurant’s name.' }),
    address: t.exposeString('address', { nullable: true, description: 'Its address, one line.' }),
    mapUrl: t.exposeString('mapUrl', { nullable: true, description: 'A map link to the address.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'The restaurant’s contact phone.' }),
  }),
});

const DriverStopRef = builder.objectRef<DriverStop>('DriverStop').implement({
  description: 'What the driver’s link shows: the stop, the bays, the meals in counts, and the organisation’s name only.',
  fields: (t) => ({
    orderNumber: t.exposeString('orderNumber', { description: 'The order number (to quote on the phone).' }),
    organisationName: t.exposeString('organisationName', { description: 'The organisation that booked (its name only).' }),
    type: t.field({ type: StopTypeEnum, description: 'Short or long stop.', resolve: (s) => s.type }),
    guests: t.exposeInt('guests', { description: 'The headcount.' }),
    coaches: t.exposeInt('coaches', { description: 'How many coaches.' }),
    bays: t.field({ type: ['Int'], description: 'The coach bays held (empty: bays not managed, or none yet).', resolve: (s) => s.bays }),
    arrivalAt: t.field({ type: 'DateTime', description: 'The booked arrival (UTC).', resolve: (s) => s.arrivalAt }),
    arrivalDate: t.string({ description: 'The arrival day, YYYY-MM-DD in Ljubljana.', resolve: (s) => instantToLocal(s.arrivalAt).date }),
    arrivalTime: t.string({ description: 'The booked arrival time, HH:MM in Ljubljana.', resolve: (s) => localTime(s.arrivalAt) }),
    durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the stop is booked for.' }),
    state: t.field({ type: DriverStateEnum, description: 'What the driver last reported.', resolve: (s) => s.state }),
    etaAt: t.field({ type: 'DateTime', nullable: true, description: 'The arrival now expected (null: as booked).', resolve: (s) => s.etaAt }),
    etaTime: t.string({ nullable: true, description: 'etaAt as HH:MM in Ljubljana.', resolve: (s) => (s.etaAt ? localTime(s.etaAt) : null) }),
    delayMinutes: t.exposeInt('delayMinutes', { description: 'Minutes later than booked (negative: early; 0: as booked).' }),
    reportedAt: t.field({ type: 'DateTime', nullable: true, description: 'When the driver last reported.', resolve: (s) => s.reportedAt }),
    validUntil: t.field({ type: 'DateTime', description: 'Until when the link works.', resolve: (s) => s.validUntil }),
    restaurant: t.field({ type: DriverRestaurantRef, description: 'Where and whom to call.', resolve: (s) => s.restaurant }),
    meals: t.field({ type: DriverMealsRef, description: 'The meals ordered, in counts.', resolve: (s) => s.meals }),
  }),
});

const LINK_ERRORS = [
  ['DRIVER_LINK_INVALID', 'the link is unknown, renewed since (REVOKED), past the day after arrival (EXPIRED), or its reservation is no longer confirmed (CLOSED): extensions.state'],
  ['TOO_MANY_REQUESTS', 'too many uses from this address or of this link in the last 15 minutes (extensions.retryAfterSeconds)'],
] as const;

/** The page's language, for the dish names (sl or en); anything else reads English. */
const pageLanguage = (ctx: Context, language: string | null | undefined) => (isDriverLanguage(language) ? language : ctx.language);

builder.queryField('driverStop', (t) =>
  t.field({
    type: DriverStopRef,
    description: `The stop a driver’s link opens. Anyone with the link (no sign-in); never an API token. Errors: ${LINK_ERRORS.map(([c, m]) => `${c} — ${m}`).join('; ')}.`,
    args: {
      token: t.arg.string({ required: true, maxLength: DRIVER_TOKEN_MAX_LENGTH, description: 'The token from the link (/driver/<token>).' }),
      language: t.arg.string({ required: false, maxLength: 10, description: 'The page’s language (en, sl, de, it, hu, cs).' }),
    },
    resolve: (_root, args, ctx) => driverStop(ctx.services, args.token, meta(ctx), pageLanguage(ctx, args.language)),
  }),
);

function reportOf(input: { report: DriverReport['kind']; delayMinutes?: number | null; eta?: string | null }, ctx: Context): DriverReport {
  switch (input.report) {
    case 'DELAYED':
      if (input.delayMinutes == null) throw new AppError('DRIVER_REPORT_INVALID', ctx.language, { detail: { problem: 'DELAY_OUT_OF_RANGE' } });
      return { kind: 'DELAYED', delayMinutes: input.delayMinutes };
    case 'ETA':
      return { kind: 'ETA', time: input.eta ?? '' };
    default:
      return { kind: input.report };
  }
}

builder.relayMutationField(
  'reportDriverStatus',
  {
    inputFields: (t) => ({
      token: t.string({ required: true, maxLength: DRIVER_TOKEN_MAX_LENGTH, description: 'The token from the driver’s link.' }),
      report: t.field({ type: DriverReportKindEnum, required: true, description: 'What the driver reports.' }),
      delayMinutes: t.int({ required: false, description: `For DELAYED: minutes late, ${DELAY_MINUTES.min}–${DELAY_MINUTES.max}.` }),
      eta: t.string({
        required: false,
        maxLength: 5,
        description: `For ETA: HH:MM on the arrival day in Ljubljana, at most ${ETA_EARLIEST_BEFORE_MINUTES / 60} h before and ${ETA_LATEST_AFTER_MINUTES / 60} h after the booked time.`,
      }),
      language: t.string({ required: false, maxLength: 10, description: 'The page’s language (en, sl, de, it, hu, cs).' }),
    }),
  },
  {
    description: describeMutation(
      'The driver reports from the link (no sign-in; never an API token): on time, a delay, a new arrival time, or arrived. Recorded in the history and the audit log and shown to staff live.',
      'anyone',
      [
        ...LINK_ERRORS,
        ['DRIVER_REPORT_INVALID', 'the delay or time is out of bounds, or "arrived" before the arrival day (extensions.problem)'],
        INPUT_ERRORS.text,
      ],
    ),
    resolve: async (_root, { input }, ctx) => ({
      stop: await reportDriverStatus(ctx.services, input.token, reportOf(input, ctx), meta(ctx), pageLanguage(ctx, input.language)),
    }),
  },
  {
    outputFields: (t) => ({
      stop: t.field({ type: DriverStopRef, description: 'The stop after the report.', resolve: (p) => p.stop }),
    }),
  },
);

builder.prismaObjectField(ReservationRef, 'driverLink', (t) =>
  t.string({
    nullable: true,
    description:
      'The driver’s live link (no sign-in) to share with the driver or guide: null unless the reservation is confirmed (SCHEDULED) and its arrival no more than a day past. The organisation and staff; an API token that reads reservations.',
    resolve: (r, _args, ctx) => driverLinkOf(ctx.services, r),
  }),
);

function linkOwner(ctx: Context): DriverLinkOwner {
  if (ctx.viewer.kind === 'client' && !ctx.viewer.token) return { kind: 'client', clientId: ctx.viewer.id };
  if (ctx.viewer.kind === 'staff' && !ctx.viewer.token) return { kind: 'staff', staffId: ctx.viewer.id };
  throw new AppError('FORBIDDEN', ctx.language);
}

builder.relayMutationField(
  'renewDriverLink',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'The reservation whose driver links are revoked.' }),
    }),
  },
  {
    description: describeMutation('Revokes every driver link given out for the reservation and answers the new one. The organisation that owns it, or staff.', 'bookingClientOrStaff', [
      ['NOT_FOUND', 'no such reservation, or not the organisation’s'],
      INPUT_ERRORS.id,
    ]),
    authScopes: { clientBooks: true, staff: true },
    resolve: (_root, { input }, ctx) => renewDriverLink(ctx.services, input.reservationId.id, linkOwner(ctx), meta(ctx)),
  },
  {
    outputFields: (t) => ({
      driverLink: t.string({ nullable: true, description: 'The new link (null: the reservation is not confirmed, so it has none now).', resolve: (p) => p.url }),
      reservation: t.prismaField({
        type: 'Reservation',
        description: 'The reservation.',
        resolve: (query, p, _args, ctx) => ctx.prisma.reservation.findUniqueOrThrow({ ...query, where: { id: p.reservationId } }),
      }),
    }),
  },
);
