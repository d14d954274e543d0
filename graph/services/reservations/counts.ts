// An organisation's counts and record, derived from its reservations whenever asked, never stored.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { LATE_CANCELLATION_HOURS } from '../../domain/outcomes.ts';
import { isUuid } from '../../domain/text-rules.ts';
import type { Computed } from '../../one-statement-reads/compile.ts';

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

// The counts over an organisation's reservations. The late-cancellation test is isLateCancellation's,
// in SQL: closed less than the window before arrival (a constant, written into the text).
const COUNT_COLUMNS = `count(*) FILTER (WHERE status IN ('CREATED', 'WAITING', 'SCHEDULED')) AS active,
            count(*) FILTER (WHERE status = 'FINISHED') AS finished,
            count(*) AS bookings,
            count(*) FILTER (WHERE outcome = 'ARRIVED') AS arrivals,
            count(*) FILTER (WHERE outcome = 'NO_SHOW') AS no_shows,
            count(*) FILTER (WHERE outcome = 'CANCELLED_BY_CLIENT' AND closed_at > arrival_at - make_interval(hours => ${Math.trunc(LATE_CANCELLATION_HOURS)})) AS late,
            count(*) FILTER (WHERE outcome IN ('ARRIVED', 'NO_SHOW', 'CANCELLED_BY_CLIENT')) AS closed`;

/** The columns as PostgreSQL answers them: bigints through Prisma's raw query, numbers through JSON. */
type CountColumns = Record<'active' | 'finished' | 'bookings' | 'arrivals' | 'no_shows' | 'late' | 'closed', bigint | number>;

function countsOf(row: CountColumns): ReservationCounts {
  return {
    active: Number(row.active),
    finished: Number(row.finished),
    bookings: Number(row.bookings),
    arrivals: Number(row.arrivals),
    noShows: Number(row.no_shows),
    lateCancellations: Number(row.late),
    closed: Number(row.closed),
  };
}

/** Counts and records for many clients in one grouped query (a page of client cards asks for all of them at once). */
export async function reservationCounts(db: Db, clientIds: readonly string[]): Promise<Map<string, ReservationCounts>> {
  const counts = new Map(clientIds.map((id) => [id, { ...NO_COUNTS }]));
  const ids = [...new Set(clientIds)].filter(isUuid);
  if (!ids.length) return counts;
  const placeholders = ids.map((_, i) => `$${i + 1}::uuid`).join(', ');
  const rows = await db.$queryRawUnsafe<Array<CountColumns & { organisation_id: string }>>(
    `SELECT organisation_id::text, ${COUNT_COLUMNS} FROM reservations WHERE organisation_id IN (${placeholders}) GROUP BY organisation_id`,
    ...ids,
  );
  for (const row of rows) counts.set(row.organisation_id, countsOf(row));
  return counts;
}

/** The name of `countsColumn`'s column. */
const COUNTS = 'reservationCounts';

/** An organisation's counts as a computed column of a one-statement read of it (graph/one-statement-reads): no statement of their own. */
export const countsColumn: Computed[string] = {
  [COUNTS]: (id) => `(SELECT row_to_json(c) FROM (SELECT ${COUNT_COLUMNS} FROM reservations WHERE organisation_id = ${id}) c)`,
};

/** The counts `countsColumn` put beside the row; undefined if the read fell back to Prisma, which has none. */
export function countsBeside(row: object): ReservationCounts | undefined {
  const counts = (row as Record<string, unknown>)[COUNTS] as CountColumns | undefined;
  return counts ? countsOf(counts) : undefined;
}
