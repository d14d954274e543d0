// The manager's operating settings: the GraphQL surface (the public booking rules are read through
// `reservationRules`). Use cases in graph/services/settings.ts.
import { builder } from '../builder.ts';
import { managerId } from './guards.ts';
import { maxItems } from './bounds.ts';
import { CLOSED_DAY_REASON_MAX_LENGTH } from '../domain/content-rules.ts';
import { removeClosedDay, setClosedDay, setOpeningHours, updateOperatingSettings } from '../services/settings.ts';


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
    longStopMinutes: t.exposeInt('longStopMinutes'),
    shortStopMinutes: t.exposeInt('shortStopMinutes'),
    slotMinutes: t.exposeInt('slotMinutes', { description: 'The arrival-time grid.' }),
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

const OperatingSettingsInput = builder.inputType('OperatingSettingsInput', {
  fields: (t) => ({
    seatCapacity: t.int({ required: true, description: '100–5000.' }),
    longStopMinutes: t.int({ required: true, description: '30–360, on the slot grid.' }),
    shortStopMinutes: t.int({ required: true, description: '10–180, on the slot grid.' }),
    slotMinutes: t.int({ required: true, description: 'One of 5, 10, 15, 20, 30, 60.' }),
  }),
});

const SettingsResult = builder.objectRef<{ settings: SettingsShape; overbookedDays: string[] }>('OperatingSettingsResult').implement({
  fields: (t) => ({
    settings: t.field({ type: OperatingSettingsRef, resolve: (r) => r.settings }),
    overbookedDays: t.exposeStringList('overbookedDays', {
      description: 'Days in the next 90 whose bookings now exceed the capacity (nothing is cancelled; staff decide).',
    }),
  }),
});

builder.mutationField('updateOperatingSettings', (t) =>
  t.field({
    type: SettingsResult,
    description: 'Changes capacity, durations and the slot grid for new bookings. Manager only.',
    authScopes: { manager: true },
    args: { input: t.arg({ type: OperatingSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateOperatingSettings(ctx.services, managerId(ctx), input, ctx.language),
  }),
);

const OpeningDayInput = builder.inputType('OpeningDayInput', {
  fields: (t) => ({
    weekday: t.int({ required: true, description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }),
    closed: t.boolean({ required: true }),
    opens: t.string({ description: 'HH:MM local time (ignored when closed).' }),
    closes: t.string({ description: 'HH:MM local time, 24:00 for midnight (ignored when closed).' }),
  }),
});

builder.mutationField('setOpeningHours', (t) =>
  t.boolean({
    description: 'Sets the weekly opening hours (any subset of weekdays). Manager only.',
    authScopes: { manager: true },
    args: { days: t.arg({ type: [OpeningDayInput], required: true, ...maxItems(7) }) },
    resolve: async (_root, { days }, ctx) => {
      await setOpeningHours(ctx.services, managerId(ctx), days, ctx.language);
      return true;
    },
  }),
);

builder.mutationField('setClosedDay', (t) =>
  t.int({
    description: 'Closes a day (holiday, private event). Answers how many open reservations fall on it. Manager only.',
    authScopes: { manager: true },
    args: { date: t.arg.string({ required: true, description: 'YYYY-MM-DD, local.' }), reason: t.arg.string({ maxLength: CLOSED_DAY_REASON_MAX_LENGTH }) },
    resolve: (_root, { date, reason }, ctx) => setClosedDay(ctx.services, managerId(ctx), date, reason ?? null, ctx.language),
  }),
);

builder.mutationField('removeClosedDay', (t) =>
  t.boolean({
    description: 'Opens a closed day again. Manager only.',
    authScopes: { manager: true },
    args: { date: t.arg.string({ required: true }) },
    resolve: async (_root, { date }, ctx) => {
      await removeClosedDay(ctx.services, managerId(ctx), date, ctx.language);
      return true;
    },
  }),
);
