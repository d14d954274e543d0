// The booking rules the wizard and integrators read (reservationRules): limits, lead times, the
// slot grid, opening hours and closed days.
import { builder } from '../../builder.ts';
import { AppError } from '../../errors.ts';
import { addDays, dateFromDb, dateToDb, formatMinute, instantToLocal, parseLocalDate, RESTAURANT_TIME_ZONE } from '../../domain/local-time.ts';
import { BOOKING_HORIZON_DAYS, seatReservationRequired, LEAD_TIME_HOURS, lastBookableDate, MAX_GUESTS, MIN_GUESTS } from '../../domain/reservation-rules.ts';
import { StopTypeEnum } from '../enums.ts';
import { readPublicContent } from '../../services/public-content.ts';

import { LOCAL_DATE, LOCAL_TIME } from './shared.ts';

interface RulesShape {
  now: Date;
  /** Read only when a field asks: pages that want just the clock (`now`) cost no query. */
  settings: () => Promise<{ slotMinutes: number; longStopMinutes: number; shortStopMinutes: number }>;
}

export const OpeningDayRef = builder
  .objectRef<{ weekday: number; closed: boolean; opensMinute: number; closesMinute: number }>('OpeningDay')
  .implement({
    description: 'Regular opening hours of one weekday.',
    fields: (t) => ({
      weekday: t.exposeInt('weekday', { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }),
      closed: t.exposeBoolean('closed', { description: 'Closed all day (opens and closes then mean nothing).' }),
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
      type: t.field({ type: StopTypeEnum, description: 'The stop type these rules are for.', resolve: (s) => s.type }),
      leadTimeHours: t.int({ description: 'Book at least this many hours before arrival (real elapsed time).', resolve: (s) => LEAD_TIME_HOURS[s.type] }),
      durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the stay holds its seats; the whole stay must fit the opening hours.' }),
      seatReservationRequired: t.boolean({ description: 'Long stops always reserve seats.', resolve: (s) => seatReservationRequired(s.type) }),
      pricePerGuestCents: t.exposeInt('priceCents', { nullable: true, description: 'Price per guest, in cents (null: no price set).' }),
      currency: t.exposeString('currency', { description: 'ISO 4217 code of the price (EUR).' }),
    }),
  });

const ReservationRulesRef = builder.objectRef<RulesShape>('ReservationRules').implement({
  description: 'What the new-reservation wizard needs: limits, lead times, the slot grid, opening hours and closed days.',
  fields: (t) => ({
    timeZone: t.string({ description: 'Every local date and time of the API is in this zone.', resolve: () => RESTAURANT_TIME_ZONE }),
    now: t.field({ type: 'DateTime', description: 'The server’s clock (lead times are measured against it).', resolve: (r) => r.now }),
    today: t.string({ description: `Today. ${LOCAL_DATE}`, resolve: (r) => instantToLocal(r.now).date }),
    minGuests: t.int({ description: 'The fewest guests a reservation may have.', resolve: () => MIN_GUESTS }),
    maxGuests: t.int({ description: 'Larger groups make several reservations.', resolve: () => MAX_GUESTS }),
    slotMinutes: t.int({ description: 'Arrival times are on this grid (from local midnight).', resolve: async (r) => (await r.settings()).slotMinutes }),
    bookingHorizonDays: t.int({ description: 'Clients book at most this many days ahead.', resolve: () => BOOKING_HORIZON_DAYS }),
    lastArrivalDate: t.string({
      description: `The last date a client may book today (TOO_FAR_AHEAD after it). ${LOCAL_DATE}`,
      resolve: (r) => lastBookableDate(instantToLocal(r.now).date),
    }),
    stops: t.field({
      type: [StopRulesRef],
      description: 'Short stop, then long stop.',
      resolve: async (r, _a, ctx) => {
        const [offers, settings] = await Promise.all([readPublicContent(ctx, 'stopOffers', () => ctx.prisma.stopOffer.findMany()), r.settings()]);
        return (['SHORT_STOP', 'LONG_STOP'] as const).map((type) => {
          const offer = offers.find((o) => o.type === type);
          const durationMinutes = type === 'LONG_STOP' ? settings.longStopMinutes : settings.shortStopMinutes;
          return { type, durationMinutes, priceCents: offer?.priceCents ?? null, currency: offer?.currency ?? 'EUR' };
        });
      },
    }),
    openingHours: t.field({
      type: [OpeningDayRef],
      description: 'Monday to Sunday; a weekday without a row is closed.',
      resolve: async (_r, _a, ctx) => {
        const rows = await readPublicContent(ctx, 'openingHours', () => ctx.prisma.openingHours.findMany({ orderBy: { weekday: 'asc' } }));
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
    resolve: (_root, _args, ctx) => {
      let settings: ReturnType<RulesShape['settings']> | undefined;
      return {
        now: ctx.services.now(),
        settings: () =>
          (settings ??= readPublicContent(ctx, 'bookingSettings', () =>
            ctx.prisma.settings.findUniqueOrThrow({ where: { id: 1 }, select: { slotMinutes: true, longStopMinutes: true, shortStopMinutes: true } }),
          )),
      };
    },
  }),
);
