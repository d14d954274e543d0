// The manager's statistics: the GraphQL surface. Aggregation lives in graph/services/stats.ts.
import { builder } from '../builder.ts';
import { statistics, statisticsCsv, type DateRange, type Statistics } from '../services/stats.ts';
import { RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { RESERVATION_OUTCOMES, type ReservationOutcome } from '../domain/outcomes.ts';
import { ReservationOutcomeEnum, StopTypeEnum } from './enums.ts';

const RESERVATIONS = 'Reservations, cancelled (DELETED) ones left out.';
const GUESTS = 'The guests of those reservations.';

const Totals = builder.objectRef<Statistics['totals']>('StatisticsTotals').implement({
  description: 'The range’s volume, cancelled (DELETED) reservations left out.',
  fields: (t) => ({
    reservations: t.exposeInt('reservations', { description: RESERVATIONS }),
    guests: t.exposeInt('guests', { description: GUESTS }),
  }),
});

const Weekly = builder.objectRef<Statistics['weekly'][number]>('WeeklyStatistics').implement({
  description: 'Reservations and guests in one ISO week (Monday start), by stop type.',
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: 'The Monday, YYYY-MM-DD.' }),
    shortStops: t.exposeInt('shortStops', { description: 'Short-stop reservations arriving that week.' }),
    longStops: t.exposeInt('longStops', { description: 'Long-stop reservations arriving that week.' }),
    shortGuests: t.exposeInt('shortGuests', { description: 'Their guests, for short stops.' }),
    longGuests: t.exposeInt('longGuests', { description: 'Their guests, for long stops.' }),
  }),
});

const Outcome = builder.objectRef<Statistics['outcomes'][number]>('StatusOutcome').implement({
  description: 'How many reservations of the range stand in one status now (cancelled ones included).',
  fields: (t) => ({
    status: t.exposeString('status', { description: 'A ReservationStatus value: CREATED, WAITING, SCHEDULED, FINISHED or DELETED (each listed, in that order).' }),
    count: t.exposeInt('count', { description: 'How many reservations are in it.' }),
  }),
});

const LeadTime = builder.objectRef<Statistics['leadTimes'][number]>('LeadTimeBucket').implement({
  description: 'How far ahead groups booked: under_1_day, 1_3_days, 3_7_days, 1_2_weeks, 2_4_weeks, over_4_weeks.',
  fields: (t) => ({
    bucket: t.exposeString('bucket', { description: 'The time between booking and arrival: under_1_day, 1_3_days, 3_7_days, 1_2_weeks, 2_4_weeks or over_4_weeks (each listed, in that order).' }),
    shortStops: t.exposeInt('shortStops', { description: 'Short-stop reservations booked that far ahead.' }),
    longStops: t.exposeInt('longStops', { description: 'Long-stop reservations booked that far ahead.' }),
  }),
});

const Weekday = builder.objectRef<Statistics['weekdays'][number]>('WeekdayStatistics').implement({
  description: 'Reservations arriving on one weekday (local), over the range.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: 'ISO weekday: 1 Monday … 7 Sunday.' }),
    reservations: t.exposeInt('reservations', { description: RESERVATIONS }),
    guests: t.exposeInt('guests', { description: GUESTS }),
  }),
});

const Hour = builder.objectRef<Statistics['hours'][number]>('HourStatistics').implement({
  description: `Reservations arriving within one local hour (${RESTAURANT_TIME_ZONE}), over the range.`,
  fields: (t) => ({
    hour: t.exposeInt('hour', { description: 'Local arrival hour, 0–23.' }),
    reservations: t.exposeInt('reservations', { description: RESERVATIONS }),
    guests: t.exposeInt('guests', { description: GUESTS }),
  }),
});

const TopClient = builder.objectRef<Statistics['topClients'][number]>('TopOrganisation').implement({
  description: 'One of the organisations that booked most in the range.',
  fields: (t) => ({
    client: t.prismaField({
      type: 'Client',
      nullable: true,
      description: 'The account (null if it has been erased since).',
      resolve: (query, row, _args, ctx) => ctx.prisma.client.findUnique({ ...query, where: { id: row.clientId } }),
    }),
    name: t.exposeString('name', { description: 'The organisation’s name.' }),
    reservations: t.exposeInt('reservations', { description: RESERVATIONS }),
    guests: t.exposeInt('guests', { description: GUESTS }),
  }),
});

const OutcomeCount = builder.objectRef<{ outcome: ReservationOutcome; count: number }>('OutcomeCount').implement({
  description: 'How many closed reservations of the range ended one way.',
  fields: (t) => ({
    outcome: t.field({ type: ReservationOutcomeEnum, description: 'How they ended.', resolve: (row) => row.outcome }),
    count: t.exposeInt('count', { description: 'How many.' }),
  }),
});

const ClosedStatistics = builder.objectRef<Statistics['closed']>('ClosedReservationStatistics').implement({
  description: 'The range’s closed reservations (FINISHED or DELETED, by arrival day) by outcome, with the arrival and no-show rates.',
  fields: (t) => ({
    outcomes: t.field({
      type: [OutcomeCount],
      description: 'Every outcome with its count: ARRIVED, NO_SHOW, CANCELLED_BY_CLIENT, CANCELLED_BY_STAFF, DECLINED (each listed, in that order).',
      resolve: (closed) => RESERVATION_OUTCOMES.map((outcome) => ({ outcome, count: closed.counts[outcome] })),
    }),
    closed: t.exposeInt('closed', { description: 'Closed reservations: the arrival rate’s denominator.' }),
    expected: t.exposeInt('expected', { description: 'Groups still expected at the door (ARRIVED + NO_SHOW): the no-show rate’s denominator.' }),
    arrivalRate: t.exposeFloat('arrivalRate', { nullable: true, description: 'ARRIVED ÷ closed, 0–1 (null: none closed).' }),
    noShowRate: t.exposeFloat('noShowRate', { nullable: true, description: 'NO_SHOW ÷ (ARRIVED + NO_SHOW), 0–1 (null: none expected).' }),
  }),
});

const NET = 'Net (without VAT), in cents of the currency: invoices minus credit notes.';

const RevenueMonth = builder.objectRef<Statistics['revenue']['months'][number]>('RevenueMonth').implement({
  description: 'Net revenue of the issued documents whose service was supplied in one month.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The month, YYYY-MM.' }),
    netCents: t.exposeInt('netCents', { description: NET }),
    documents: t.exposeInt('documents', { description: 'Invoices and credit notes counted.' }),
  }),
});

const RevenueByStopType = builder.objectRef<Statistics['revenue']['stopTypes'][number]>('RevenueByStopType').implement({
  description: 'Net revenue of one stop type over the range.',
  fields: (t) => ({
    type: t.field({ type: StopTypeEnum, description: 'The stop type.', resolve: (row) => row.type }),
    netCents: t.exposeInt('netCents', { description: NET }),
  }),
});

const RevenueByClient = builder.objectRef<Statistics['revenue']['clients'][number]>('RevenueByClient').implement({
  description: 'Net revenue from one client over the range.',
  fields: (t) => ({
    client: t.prismaField({
      type: 'Client',
      nullable: true,
      description: 'The account (null if it has been erased since: its invoices keep its name).',
      resolve: (query, row, _args, ctx) => (row.clientId ? ctx.prisma.client.findUnique({ ...query, where: { id: row.clientId } }) : null),
    }),
    name: t.exposeString('name', { description: 'The buyer’s legal name on its invoices.' }),
    netCents: t.exposeInt('netCents', { description: NET }),
  }),
});

const RevenueRef = builder.objectRef<Statistics['revenue']>('Revenue').implement({
  description: 'Net revenue of the issued invoices and credit notes whose service was supplied (arrival day) in the range.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 currency of every amount (EUR).' }),
    netCents: t.exposeInt('netCents', { description: NET }),
    months: t.field({ type: [RevenueMonth], description: 'Per month with documents, earliest first.', resolve: (r) => r.months }),
    stopTypes: t.field({ type: [RevenueByStopType], description: 'SHORT_STOP then LONG_STOP.', resolve: (r) => r.stopTypes }),
    clients: t.field({ type: [RevenueByClient], description: 'The 10 clients with most net revenue, most first.', resolve: (r) => r.clients }),
  }),
});

const StatisticsRef = builder.objectRef<{ range: DateRange; data: Statistics }>('Statistics').implement({
  description: `Reservations arriving in a date range (local dates in ${RESTAURANT_TIME_ZONE}). Cancelled ones count in outcomes only.`,
  fields: (t) => ({
    from: t.string({ description: 'The first local date of the range, YYYY-MM-DD.', resolve: ({ range }) => range.from }),
    to: t.string({ description: 'The last local date of the range (inclusive), YYYY-MM-DD.', resolve: ({ range }) => range.to }),
    totals: t.field({ type: Totals, description: 'The whole range.', resolve: ({ data }) => data.totals }),
    weekly: t.field({ type: [Weekly], description: 'Per ISO week, earliest first (weeks without arrivals left out).', resolve: ({ data }) => data.weekly }),
    outcomes: t.field({ type: [Outcome], description: 'Every status with its count.', resolve: ({ data }) => data.outcomes }),
    leadTimes: t.field({ type: [LeadTime], description: 'How far ahead groups booked, every bucket, shortest first.', resolve: ({ data }) => data.leadTimes }),
    weekdays: t.field({ type: [Weekday], description: 'Monday to Sunday, all seven.', resolve: ({ data }) => data.weekdays }),
    hours: t.field({ type: [Hour], description: 'The hours with arrivals, earliest first.', resolve: ({ data }) => data.hours }),
    topClients: t.field({ type: [TopClient], description: 'The 10 organisations with most reservations (then guests), most first.', resolve: ({ data }) => data.topClients }),
    topOrganisations: t.field({ deprecationReason: 'Use `topClients`.', type: [TopClient], description: 'The 10 organisations with most reservations (then guests), most first.', resolve: ({ data }) => data.topClients }),
    revenue: t.field({ type: RevenueRef, description: 'Net revenue from invoices, per month, stop type and client.', resolve: ({ data }) => data.revenue }),
    closed: t.field({ type: ClosedStatistics, description: 'Closed reservations by outcome, with the arrival and no-show rates.', resolve: ({ data }) => data.closed }),
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
