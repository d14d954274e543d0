// The manager's statistics: aggregates over reservations whose arrival falls in a date range
// (local dates in Europe/Ljubljana), computed by PostgreSQL, plus a CSV export of the same rows.
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { csvCell } from '../domain/csv.ts';
import { RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { STATISTICS_MAX_RANGE_DAYS } from '../domain/statistics-rules.ts';
import { revenue, type Revenue } from './billing/revenue.ts';
import { NO_OUTCOMES, outcomeRates, RESERVATION_OUTCOMES, type OutcomeCounts, type ReservationOutcome } from '../domain/outcomes.ts';


export interface DateRange {
  /** Inclusive local dates, YYYY-MM-DD. */
  from: string;
  to: string;
}

export function parseRange(range: DateRange, language: Language): { from: string; toExclusive: string } {
  const valid = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (!valid(range.from) || !valid(range.to)) throw new AppError('VALIDATION', language, { detail: { fields: { range: 'INVALID_DATE' } } });
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (to < from || (to - from) / 86_400_000 > STATISTICS_MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION', language, { detail: { fields: { range: 'OUT_OF_RANGE' } } });
  }
  return { from: range.from, toExclusive: new Date(to + 86_400_000).toISOString().slice(0, 10) };
}

export interface Statistics {
  totals: { reservations: number; guests: number };
  weekly: Array<{ weekStart: string; shortStops: number; longStops: number; shortGuests: number; longGuests: number }>;
  outcomes: Array<{ status: string; count: number }>;
  leadTimes: Array<{ bucket: string; shortStops: number; longStops: number }>;
  weekdays: Array<{ weekday: number; reservations: number; guests: number }>;
  hours: Array<{ hour: number; reservations: number; guests: number }>;
  topClients: Array<{ clientId: string; name: string; reservations: number; guests: number }>;
  /** Closed reservations of the range by outcome, and the rates of graph/domain/outcomes.ts. */
  closed: { counts: OutcomeCounts } & ReturnType<typeof outcomeRates>;
  /** Net revenue of the issued documents supplied in the range (graph/services/billing/revenue.ts). */
  revenue: Revenue;
}

/** Lead-time buckets: how far ahead groups book. */
export const LEAD_TIME_BUCKETS = ['under_1_day', '1_3_days', '3_7_days', '1_2_weeks', '2_4_weeks', 'over_4_weeks'] as const;

const num = (value: unknown) => Number(value ?? 0);

export async function statistics(services: Pick<Services, 'prisma'>, range: DateRange, language: Language): Promise<Statistics> {
  const { from, toExclusive } = parseRange(range, language);
  const { prisma } = services;
  // Cancelled reservations count in the outcomes only, not in volumes.
  const inRange = 'arrival_day >= $1::date AND arrival_day < $2::date';
  const local = `(arrival_at AT TIME ZONE '${RESTAURANT_TIME_ZONE}')`;
  const [totals, weekly, outcomes, leadTimes, weekdays, hours, top, closed, money] = await Promise.all([
    prisma.$queryRawUnsafe<Array<{ reservations: bigint; guests: bigint }>>(
      `SELECT count(*) AS reservations, coalesce(sum(guests), 0) AS guests FROM reservations WHERE ${inRange} AND status <> 'DELETED'`,
      from,
      toExclusive,
    ),
    prisma.$queryRawUnsafe<Array<{ week: string; type: string; n: bigint; guests: bigint }>>(
      `SELECT to_char(date_trunc('week', arrival_day), 'YYYY-MM-DD') AS week, type::text, count(*) AS n, sum(guests) AS guests
         FROM reservations WHERE ${inRange} AND status <> 'DELETED' GROUP BY 1, 2 ORDER BY 1`,
      from,
      toExclusive,
    ),
    prisma.$queryRawUnsafe<Array<{ status: string; n: bigint }>>(`SELECT status::text, count(*) AS n FROM reservations WHERE ${inRange} GROUP BY 1`, from, toExclusive),
    prisma.$queryRawUnsafe<Array<{ bucket: string; type: string; n: bigint }>>(
      `SELECT CASE
           WHEN arrival_at - created_at < interval '1 day' THEN 'under_1_day'
           WHEN arrival_at - created_at < interval '3 days' THEN '1_3_days'
           WHEN arrival_at - created_at < interval '7 days' THEN '3_7_days'
           WHEN arrival_at - created_at < interval '14 days' THEN '1_2_weeks'
           WHEN arrival_at - created_at < interval '28 days' THEN '2_4_weeks'
           ELSE 'over_4_weeks' END AS bucket, type::text, count(*) AS n
         FROM reservations WHERE ${inRange} AND status <> 'DELETED' GROUP BY 1, 2`,
      from,
      toExclusive,
    ),
    prisma.$queryRawUnsafe<Array<{ weekday: number; n: bigint; guests: bigint }>>(
      `SELECT extract(isodow FROM ${local})::int AS weekday, count(*) AS n, sum(guests) AS guests
         FROM reservations WHERE ${inRange} AND status <> 'DELETED' GROUP BY 1`,
      from,
      toExclusive,
    ),
    prisma.$queryRawUnsafe<Array<{ hour: number; n: bigint; guests: bigint }>>(
      `SELECT extract(hour FROM ${local})::int AS hour, count(*) AS n, sum(guests) AS guests
         FROM reservations WHERE ${inRange} AND status <> 'DELETED' GROUP BY 1`,
      from,
      toExclusive,
    ),
    prisma.$queryRawUnsafe<Array<{ id: string; name: string; n: bigint; guests: bigint }>>(
      `SELECT o.id::text, o.name, count(*) AS n, sum(r.guests) AS guests
         FROM reservations r JOIN organisations o ON o.id = r.organisation_id
        WHERE ${inRange.replaceAll('arrival_day', 'r.arrival_day')} AND r.status <> 'DELETED'
        GROUP BY o.id, o.name ORDER BY count(*) DESC, sum(r.guests) DESC, o.name LIMIT 10`,
      from,
      toExclusive,
    ),
    prisma.$queryRawUnsafe<Array<{ outcome: ReservationOutcome; n: bigint }>>(
      `SELECT outcome::text AS outcome, count(*) AS n FROM reservations WHERE ${inRange} AND outcome IS NOT NULL GROUP BY 1`,
      from,
      toExclusive,
    ),
    revenue(prisma, from, toExclusive),
  ]);
  const closedCounts: Record<ReservationOutcome, number> = { ...NO_OUTCOMES };
  for (const row of closed) if ((RESERVATION_OUTCOMES as readonly string[]).includes(row.outcome)) closedCounts[row.outcome] = num(row.n);

  const weeks = new Map<string, Statistics['weekly'][number]>();
  for (const row of weekly) {
    const week = weeks.get(row.week) ?? { weekStart: row.week, shortStops: 0, longStops: 0, shortGuests: 0, longGuests: 0 };
    if (row.type === 'SHORT_STOP') Object.assign(week, { shortStops: num(row.n), shortGuests: num(row.guests) });
    else Object.assign(week, { longStops: num(row.n), longGuests: num(row.guests) });
    weeks.set(row.week, week);
  }
  return {
    totals: { reservations: num(totals[0]?.reservations), guests: num(totals[0]?.guests) },
    weekly: [...weeks.values()],
    outcomes: ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'].map((status) => ({
      status,
      count: num(outcomes.find((o) => o.status === status)?.n),
    })),
    leadTimes: LEAD_TIME_BUCKETS.map((bucket) => ({
      bucket,
      shortStops: num(leadTimes.find((l) => l.bucket === bucket && l.type === 'SHORT_STOP')?.n),
      longStops: num(leadTimes.find((l) => l.bucket === bucket && l.type === 'LONG_STOP')?.n),
    })),
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const row = weekdays.find((w) => num(w.weekday) === weekday);
      return { weekday, reservations: num(row?.n), guests: num(row?.guests) };
    }),
    hours: hours.map((h) => ({ hour: num(h.hour), reservations: num(h.n), guests: num(h.guests) })).sort((a, b) => a.hour - b.hour),
    topClients: top.map((t) => ({ clientId: t.id, name: t.name, reservations: num(t.n), guests: num(t.guests) })),
    closed: { counts: closedCounts, ...outcomeRates(closedCounts) },
    revenue: money,
  };
}

/** One row per reservation arriving in the range, for spreadsheets. */
export async function statisticsCsv(services: Pick<Services, 'prisma'>, range: DateRange, language: Language): Promise<string> {
  const { from, toExclusive } = parseRange(range, language);
  const rows = await services.prisma.reservation.findMany({
    where: { arrivalDay: { gte: new Date(`${from}T00:00:00Z`), lt: new Date(`${toExclusive}T00:00:00Z`) } },
    include: { client: { select: { name: true, email: true } } },
    orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
  });
  const localFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: RESTAURANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  const header = ['order_number', 'organisation', 'organisation_email', 'type', 'guests', 'seat_reservation', 'arrival_local', 'status', 'created_at_utc', 'lead_time_hours', 'outcome', 'actual_guests'];
  const lines = rows.map((r) =>
    [
      r.orderNumber,
      r.client.name,
      r.client.email,
      r.type,
      r.guests,
      r.seatReservation,
      localFormat.format(r.arrivalAt),
      r.status,
      r.createdAt.toISOString(),
      Math.round((r.arrivalAt.getTime() - r.createdAt.getTime()) / 3_600_000),
      r.outcome,
      r.actualGuests,
    ]
      .map((value) => csvCell(value))
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
