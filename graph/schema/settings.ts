// The manager's operating settings: the GraphQL surface (the public booking rules are read through
// `reservationRules`). Use cases in graph/services/settings.ts.
import { builder } from '../builder.ts';
import { managerId } from './guards.ts';
import { maxItems } from './bounds.ts';
import { CLOSED_DAY_REASON_MAX_LENGTH } from '../domain/content-rules.ts';
import { removeClosedDay, setClosedDay, setOpeningHours, updateOperatingSettings } from '../services/settings.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { ClosedDayRef, OpeningDayRef } from './reservations/rules.ts';
import { dateToDb, parseLocalDate } from '../domain/local-time.ts';
import type { Context } from '../context.ts';


interface SettingsShape {
  seatCapacity: number;
  longStopMinutes: number;
  shortStopMinutes: number;
  slotMinutes: number;
}

const OperatingSettingsRef = builder.objectRef<SettingsShape>('OperatingSettings').implement({
  description: 'Seat capacity and how long each stop holds its seats.',
  fields: (t) => ({
    seatCapacity: t.exposeInt('seatCapacity', { description: 'Seats available at any one moment.' }),
    longStopMinutes: t.exposeInt('longStopMinutes', { description: 'How long a new long stop holds its seats, in minutes.' }),
    shortStopMinutes: t.exposeInt('shortStopMinutes', { description: 'How long a new short stop holds its seats, in minutes.' }),
    slotMinutes: t.exposeInt('slotMinutes', { description: 'The arrival-time grid, in minutes: arrivals fall on multiples of it from midnight.' }),
  }),
});

builder.queryField('operatingSettings', (t) =>
  t.field({
    type: OperatingSettingsRef,
    description: 'Capacity, stop durations and the slot grid. Staff only.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => ctx.prisma.settings.findUniqueOrThrow({ where: { id: 1 } }),
  }),
);

builder.relayMutationField(
  'updateOperatingSettings',
  {
    inputFields: (t) => ({
      seatCapacity: t.int({ required: true, description: '100–5000.' }),
      longStopMinutes: t.int({ required: true, description: '30–360, on the slot grid.' }),
      shortStopMinutes: t.int({ required: true, description: '10–180, on the slot grid.' }),
      slotMinutes: t.int({ required: true, description: 'One of 5, 10, 15, 20, 30, 60.' }),
    }),
  },
  {
    description: describeMutation('Changes capacity, durations and the slot grid for new bookings (existing ones keep theirs). Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields maps each refused field to OUT_OF_RANGE, or NOT_ON_GRID (a stop length that is not a multiple of slotMinutes, or a slotMinutes not offered)'],
    ]),
    authScopes: { manager: true },
    resolve: (_root, { input }, ctx) => updateOperatingSettings(ctx.services, managerId(ctx), input, ctx.language),
  },
  {
    outputFields: (t) => ({
      operatingSettings: t.field({ type: OperatingSettingsRef, description: 'The settings as they are now.', resolve: (r) => r.settings }),
      overbookedDays: t.exposeStringList('overbookedDays', {
        description: 'Days in the next 90 whose bookings now exceed the capacity (nothing is cancelled; staff decide). YYYY-MM-DD, local.',
      }),
    }),
  },
);

const OpeningDayInput = builder.inputType('OpeningDayInput', {
  description: 'One weekday’s opening hours, in the restaurant’s local time.',
  fields: (t) => ({
    weekday: t.int({ required: true, description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }),
    closed: t.boolean({ required: true, description: 'Closed all day (opens and closes are then ignored).' }),
    opens: t.string({ description: 'HH:MM local time (ignored when closed).' }),
    closes: t.string({ description: 'HH:MM local time, 24:00 for midnight (ignored when closed).' }),
  }),
});

/** The week as `reservationRules.openingHours` shows it: Monday to Sunday, a weekday without a row closed. */
async function openingWeek(ctx: Context) {
  const rows = await ctx.prisma.openingHours.findMany({ orderBy: { weekday: 'asc' } });
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => rows.find((r) => r.weekday === weekday) ?? { weekday, closed: true, opensMinute: 0, closesMinute: 0 });
}

builder.relayMutationField(
  'setOpeningHours',
  { inputFields: (t) => ({ days: t.field({ type: [OpeningDayInput], required: true, description: 'The weekdays to set; others keep their hours.', ...maxItems(7) }) }) },
  {
    description: describeMutation('Sets the weekly opening hours (any subset of weekdays). Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields maps "weekday<n>" of each refused day to OUT_OF_RANGE (no such weekday), INVALID_HOURS (times not HH:MM, or opening not before closing) or DUPLICATE (the weekday is listed twice)'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.list,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await setOpeningHours(ctx.services, managerId(ctx), input.days, ctx.language);
      return { openingHours: await openingWeek(ctx) };
    },
  },
  {
    outputFields: (t) => ({
      openingHours: t.field({ type: [OpeningDayRef], description: 'The whole week as it is now, Monday to Sunday.', resolve: (r) => r.openingHours }),
    }),
  },
);

const DATE_ERROR = 'extensions.fields.date is INVALID_DATE (not a YYYY-MM-DD calendar date)';

builder.relayMutationField(
  'setClosedDay',
  {
    inputFields: (t) => ({
      date: t.string({ required: true, description: 'YYYY-MM-DD, local.' }),
      reason: t.string({ maxLength: CLOSED_DAY_REASON_MAX_LENGTH, description: 'For staff (holiday, private event).' }),
    }),
  },
  {
    description: describeMutation('Closes a day (holiday, private event); a day already closed gets the new reason. Bookings on it are kept: staff coordinate with those groups. Manager only.', 'manager', [
      ['VALIDATION', `${DATE_ERROR} or IN_THE_PAST`],
      INPUT_ERRORS.text,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const openReservations = await setClosedDay(ctx.services, managerId(ctx), input.date, input.reason ?? null, ctx.language);
      const day = parseLocalDate(input.date)!;
      const closedDay = await ctx.prisma.closedDay.findUniqueOrThrow({ where: { day: dateToDb(day) } });
      return { closedDay, openReservations };
    },
  },
  {
    outputFields: (t) => ({
      closedDay: t.field({ type: ClosedDayRef, description: 'The closed day as saved.', resolve: (r) => r.closedDay }),
      openReservations: t.exposeInt('openReservations', { description: 'How many open reservations (CREATED, WAITING, SCHEDULED) fall on the day.' }),
    }),
  },
);

builder.relayMutationField(
  'removeClosedDay',
  { inputFields: (t) => ({ date: t.string({ required: true, description: 'YYYY-MM-DD, local.' }) }) },
  {
    description: describeMutation('Opens a closed day again (a day that was not closed stays open). Manager only.', 'manager', [
      ['VALIDATION', DATE_ERROR],
      INPUT_ERRORS.text,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      await removeClosedDay(ctx.services, managerId(ctx), input.date, ctx.language);
      return { date: parseLocalDate(input.date)! };
    },
  },
  {
    outputFields: (t) => ({
      reopenedDate: t.string({ description: 'The day that is open again. YYYY-MM-DD, local.', resolve: (r) => r.date }),
    }),
  },
);
