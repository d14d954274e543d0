// An organisation's counts and record, derived from its reservations whenever asked, never stored.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { LATE_CANCELLATION_HOURS } from '../../domain/outcomes.ts';
import { isUuid } from '../../domain/text-rules.ts';

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

/** An organisation's counts and record (graph/domain/outcomes.ts), derived, never stored. */
export interface ReservationCounts {
  /** Open: CREATED, WAITING or SCHEDULED. */
  active: number;
  finished: number;
  /** Every reservation it has made, whatever became of it. */
  bookings: number;
  arrivals: number;
  noShows: number;
  /** Cancelled at its request less than LATE_CANCELLATION_HOURS before arrival. */
  lateCancellations: number;
  /** Ended in a way that is the client's record: arrived, did not come, or cancelled at its request. */
  closed: number;
}

const NO_COUNTS: ReservationCounts = { active: 0, finished: 0, bookings: 0, arrivals: 0, noShows: 0, lateCancellations: 0, closed: 0 };

/**
 * Counts and records for many clients in one grouped query (a page of client cards asks for all of
 * them at once). The late-cancellation test is isLateCancellation's, in SQL: closed less than the
 * window before arrival.
 */
export async function reservationCounts(db: Db, clientIds: readonly string[]): Promise<Map<string, ReservationCounts>> {
  const counts = new Map(clientIds.map((id) => [id, { ...NO_COUNTS }]));
  const ids = [...new Set(clientIds)].filter(isUuid);
  if (!ids.length) return counts;
  const placeholders = ids.map((_, i) => `$${i + 2}::uuid`).join(', ');
  const rows = await db.$queryRawUnsafe<Array<{ organisation_id: string; active: bigint; finished: bigint; bookings: bigint; arrivals: bigint; no_shows: bigint; late: bigint; closed: bigint }>>(
    `SELECT organisation_id::text,
            count(*) FILTER (WHERE status IN ('CREATED', 'WAITING', 'SCHEDULED')) AS active,
            count(*) FILTER (WHERE status = 'FINISHED') AS finished,
            count(*) AS bookings,
            count(*) FILTER (WHERE outcome = 'ARRIVED') AS arrivals,
            count(*) FILTER (WHERE outcome = 'NO_SHOW') AS no_shows,
            count(*) FILTER (WHERE outcome = 'CANCELLED_BY_CLIENT' AND closed_at > arrival_at - make_interval(hours => $1::int)) AS late,
            count(*) FILTER (WHERE outcome IN ('ARRIVED', 'NO_SHOW', 'CANCELLED_BY_CLIENT')) AS closed
       FROM reservations WHERE organisation_id IN (${placeholders}) GROUP BY organisation_id`,
    LATE_CANCELLATION_HOURS,
    ...ids,
  );
  for (const row of rows) {
    counts.set(row.organisation_id, {
      active: Number(row.active),
      finished: Number(row.finished),
      bookings: Number(row.bookings),
      arrivals: Number(row.arrivals),
      noShows: Number(row.no_shows),
      lateCancellations: Number(row.late),
      closed: Number(row.closed),
    });
  }
  return counts;
}
