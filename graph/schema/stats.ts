// The manager's statistics: the GraphQL surface. Aggregation lives in graph/services/stats.ts.
import { builder } from '../builder.ts';
import { statistics, statisticsCsv, type DateRange, type Statistics } from '../services/stats.ts';
import { RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';

const Totals = builder.objectRef<Statistics['totals']>('StatisticsTotals').implement({
  fields: (t) => ({ reservations: t.exposeInt('reservations'), guests: t.exposeInt('guests') }),
});

const Weekly = builder.objectRef<Statistics['weekly'][number]>('WeeklyStatistics').implement({
  description: 'Reservations and guests in one ISO week (Monday start), by stop type.',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday, YYYY-MM-DD.' }),
    shortStops: t.exposeInt('shortStops'),
    longStops: t.exposeInt('longStops'),
    shortGuests: t.exposeInt('shortGuests'),
    longGuests: t.exposeInt('longGuests'),
  }),
});

const Outcome = builder.objectRef<Statistics['outcomes'][number]>('StatusOutcome').implement({
  fields: (t) => ({ status: t.exposeString('status'), count: t.exposeInt('count') }),
});

const LeadTime = builder.objectRef<Statistics['leadTimes'][number]>('LeadTimeBucket').implement({
  description: 'How far ahead groups booked: under_1_day, 1_3_days, 3_7_days, 1_2_weeks, 2_4_weeks, over_4_weeks.',
  fields: (t) => ({ bucket: t.exposeString('bucket'), shortStops: t.exposeInt('shortStops'), longStops: t.exposeInt('longStops') }),
});

const Weekday = builder.objectRef<Statistics['weekdays'][number]>('WeekdayStatistics').implement({
  fields: (t) => ({ weekday: t.exposeInt('weekday', { description: 'ISO weekday: 1 Monday … 7 Sunday.' }), reservations: t.exposeInt('reservations'), guests: t.exposeInt('guests') }),
});

const Hour = builder.objectRef<Statistics['hours'][number]>('HourStatistics').implement({
  fields: (t) => ({ hour: t.exposeInt('hour', { description: 'Local arrival hour, 0–23.' }), reservations: t.exposeInt('reservations'), guests: t.exposeInt('guests') }),
});

const TopOrganisation = builder.objectRef<Statistics['topOrganisations'][number]>('TopOrganisation').implement({
  fields: (t) => ({
    client: t.prismaField({
      type: 'Organisation',
      nullable: true,
      resolve: (query, row, _args, ctx) => ctx.prisma.organisation.findUnique({ ...query, where: { id: row.clientId } }),
    }),
    name: t.exposeString('name'),
    reservations: t.exposeInt('reservations'),
    guests: t.exposeInt('guests'),
  }),
});

const StatisticsRef = builder.objectRef<{ range: DateRange; data: Statistics }>('Statistics').implement({
  description: `Reservations arriving in a date range (local dates in ${RESTAURANT_TIME_ZONE}). Cancelled ones count in outcomes only.`,
  fields: (t) => ({
    from: t.string({ resolve: ({ range }) => range.from }),
    to: t.string({ resolve: ({ range }) => range.to }),
    totals: t.field({ type: Totals, resolve: ({ data }) => data.totals }),
    weekly: t.field({ type: [Weekly], resolve: ({ data }) => data.weekly }),
    outcomes: t.field({ type: [Outcome], resolve: ({ data }) => data.outcomes }),
    leadTimes: t.field({ type: [LeadTime], resolve: ({ data }) => data.leadTimes }),
    weekdays: t.field({ type: [Weekday], resolve: ({ data }) => data.weekdays }),
    hours: t.field({ type: [Hour], resolve: ({ data }) => data.hours }),
    topOrganisations: t.field({ type: [TopOrganisation], resolve: ({ data }) => data.topOrganisations }),
    csv: t.string({
      description: 'The reservations of the range as CSV (one row each), for spreadsheets.',
      resolve: ({ range }, _args, ctx) => statisticsCsv(ctx.services, range, ctx.language),
    }),
  }),
});

builder.queryField('statistics', (t) =>
  t.field({
    type: StatisticsRef,
    description: 'Statistics for the manager: volumes per week, outcomes, lead times, busiest days and hours, top organisations.',
    authScopes: { manager: true },
    args: {
      from: t.arg.string({ required: true, description: 'First local date, YYYY-MM-DD.' }),
      to: t.arg.string({ required: true, description: 'Last local date (inclusive), YYYY-MM-DD; at most two years after from.' }),
    },
    resolve: async (_root, range, ctx) => ({ range, data: await statistics(ctx.services, range, ctx.language) }),
  }),
);
