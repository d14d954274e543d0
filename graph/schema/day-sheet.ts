// The day sheet: a day's arrivals by hour with totals, for the kitchen's printout and its CSV. The
// grouping and the totals are computed here (graph/domain/day-sheet.ts); the web app only shows them.
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { Reservation } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import { DAY_SHEET_STATUSES, type DaySheetTotals } from '../domain/day-sheet.ts';
import { formatMinute, instantToLocal, parseLocalDate, RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { daySheet, type DaySheetData, type DaySheetRoomGroupData, type DaySheetRow } from '../services/day-sheet.ts';
import type { DaySheetHour } from '../domain/day-sheet.ts';
import { LOCAL_DATE } from './reservations/shared.ts';
import { KitchenDayRef } from './meals.ts';
import { findManyInOneStatement } from '../one-statement-reads/read.ts';

/**
 * The rows of a group of arrivals, in the group's order. Every group of the same list asks the same
 * selection in the same tick: one read serves them all (with the relations the selection includes),
 * so a day of many hours costs what a day of one does.
 */
const groupReads = createContextCache(() => new Map<string, DataLoader<string, Reservation | null>>());
function reservationsIn(ctx: Context, query: { include?: unknown; select?: unknown }, entries: ReadonlyArray<{ id: string }>): Promise<Reservation[]> {
  const bySelection = groupReads(ctx);
  const key = JSON.stringify(query);
  let loader = bySelection.get(key);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows: Reservation[] = await findManyInOneStatement(ctx.services, 'Reservation', { ...(query as object), where: { id: { in: [...ids] } } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    bySelection.set(key, loader);
  }
  const read = loader;
  return Promise.all(entries.map((entry) => read.load(entry.id))).then((rows) => rows.filter((row): row is Reservation => row !== null));
}

const DaySheetTotalsRef = builder.objectRef<DaySheetTotals>('DaySheetTotals').implement({
  description: 'What a day or one of its hours adds up to.',
  fields: (t) => ({
    reservations: t.exposeInt('reservations', { description: 'How many reservations arrive.' }),
    guests: t.exposeInt('guests', { description: 'How many guests they bring.' }),
    seats: t.exposeInt('seats', { description: 'Seats held: the guests of the reservations with seats.' }),
    longStops: t.exposeInt('longStops', { description: 'How many of the reservations are long stops.' }),
    shortStops: t.exposeInt('shortStops', { description: 'How many of the reservations are short stops.' }),
    unconfirmed: t.exposeInt('unconfirmed', { description: 'Reservations still CREATED or WAITING (counted in the other totals too).' }),
  }),
});

const DaySheetHourRef = builder.objectRef<DaySheetHour<DaySheetRow>>('DaySheetHour').implement({
  description: 'The arrivals of one local hour (only hours with arrivals are listed).',
  fields: (t) => ({
    hour: t.exposeInt('hour', { description: 'The local hour, 0–23.' }),
    label: t.string({ description: 'The hour as HH:00.', resolve: (hour) => formatMinute(hour.hour * 60) }),
    totals: t.field({ type: DaySheetTotalsRef, description: 'This hour’s arrivals added up.', resolve: (hour) => hour.totals }),
    reservations: t.prismaField({
      type: ['Reservation'],
      description: 'By arrival time.',
      resolve: (query, hour, _args, ctx) => reservationsIn(ctx, query, hour.entries),
    }),
  }),
});

const DaySheetRoomGroupRef = builder.objectRef<DaySheetRoomGroupData>('DaySheetRoomGroup').implement({
  description: 'The arrivals sitting in one room or one joined set of rooms (or, the last group, in none).',
  fields: (t) => ({
    name: t.string({
      nullable: true,
      description: 'The room’s name, or the joined rooms’ names with " + ", in the request’s language (null: the arrivals without a room).',
      resolve: (group, _args, ctx) => (group.rooms.length ? group.rooms.map((room) => (ctx.language === 'sl' ? room.nameSl : room.nameEn)).join(' + ') : null),
    }),
    totals: t.field({ type: DaySheetTotalsRef, description: 'This room’s arrivals added up.', resolve: (group) => group.totals }),
    reservations: t.prismaField({
      type: ['Reservation'],
      description: 'By expected arrival: the driver’s ETA, else the booked time.',
      resolve: (query, group, _args, ctx) => reservationsIn(ctx, query, group.entries),
    }),
  }),
});

builder.objectField(KitchenDayRef, 'rooms', (t) =>
  t.field({
    type: [DaySheetRoomGroupRef],
    description: 'The day’s arrivals by room, each by expected time (empty: rooms are not managed).',
    resolve: async (day, _args, ctx) => (await daySheet(ctx.services, day.date)).rooms,
  }),
);

const DaySheetRef = builder.objectRef<DaySheetData & { today: string }>('DaySheet').implement({
  description: `A day’s arrivals for the kitchen and the floor: statuses ${DAY_SHEET_STATUSES.join(', ')} (DELETED bookings are not coming and are left out).`,
  fields: (t) => ({
    date: t.exposeString('date', { description: LOCAL_DATE }),
    today: t.exposeString('today', { description: `Today in ${RESTAURANT_TIME_ZONE}, YYYY-MM-DD.` }),
    hours: t.field({ type: [DaySheetHourRef], description: 'The hours with arrivals, earliest first (empty: nobody arrives).', resolve: (sheet) => sheet.hours }),
    totals: t.field({ type: DaySheetTotalsRef, description: 'The whole day.', resolve: (sheet) => sheet.totals }),
    rooms: t.field({
      type: [DaySheetRoomGroupRef],
      description: 'The same arrivals by room, each by expected time (empty: rooms are not managed; see Settings).',
      resolve: (sheet) => sheet.rooms,
    }),
    kitchen: t.field({ type: KitchenDayRef, description: 'The pre-ordered meals of the day’s open long stops, per hour and for the day.', resolve: (sheet) => ({ ...sheet.kitchen, today: sheet.today }) }),
  }),
});

builder.queryField('daySheet', (t) =>
  t.field({
    type: DaySheetRef,
    description: 'The day sheet: every reservation arriving on a local day, by hour, with totals. Staff only. Errors: VALIDATION (extensions.fields.date INVALID_DATE).',
    authScopes: { staff: true },
    args: { date: t.arg.string({ required: true, description: LOCAL_DATE }) },
    resolve: async (_root, args, ctx) => {
      const date = parseLocalDate(args.date);
      if (!date) throw new AppError('VALIDATION', ctx.language, { detail: { fields: { date: 'INVALID_DATE' } } });
      return { ...(await daySheet(ctx.services, date)), today: instantToLocal(ctx.services.now()).date };
    },
  }),
);
