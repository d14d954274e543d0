// Revenue for the manager's statistics: the net amounts of issued documents whose service was
// supplied in a range (the arrival day), credit notes subtracted, per month, per stop type and per
// client. Only issued documents count: a draft is not revenue yet, and an issued one never changes,
// so a month's figure moves only by a new invoice or a credit note.
import type { Services } from '../../context.ts';
import { DEFAULT_CURRENCY } from '../../domain/money.ts';
import type { StopType } from '../../generated/prisma/enums.ts';

export interface Revenue {
  currency: string;
  netCents: number;
  /** Every month of the range with documents, earliest first ("2026-11"). */
  months: Array<{ month: string; netCents: number; documents: number }>;
  /** Both stop types, short first; documents issued before the stop type was kept count under neither. */
  stopTypes: Array<{ type: StopType; netCents: number }>;
  /** The clients with most net revenue, most first: at most REVENUE_TOP_CLIENTS. */
  clients: Array<{ clientId: string | null; name: string; netCents: number }>;
}

export const REVENUE_TOP_CLIENTS = 10;

/** A credit note's net counts against the revenue of its invoice's supply. */
const SIGNED_NET = `CASE WHEN kind = 'CREDIT_NOTE' THEN -net_cents ELSE net_cents END`;

/** `from` and `toExclusive` are local dates (YYYY-MM-DD) already checked by the statistics' range. */
export async function revenue(db: Services['prisma'], from: string, toExclusive: string): Promise<Revenue> {
  const where = `status = 'ISSUED' AND supply_date >= $1::date AND supply_date < $2::date`;
  const [months, types, clients] = await Promise.all([
    db.$queryRawUnsafe<Array<{ month: string; net: bigint; n: bigint }>>(
      `SELECT to_char(supply_date, 'YYYY-MM') AS month, sum(${SIGNED_NET}) AS net, count(*) AS n
         FROM invoices WHERE ${where} GROUP BY 1 ORDER BY 1`,
      from,
      toExclusive,
    ),
    db.$queryRawUnsafe<Array<{ type: StopType; net: bigint }>>(
      `SELECT stop_type::text AS type, sum(${SIGNED_NET}) AS net FROM invoices WHERE ${where} AND stop_type IS NOT NULL GROUP BY 1`,
      from,
      toExclusive,
    ),
    // An erased client's documents keep its name in their buyer copy; they group by that name.
    db.$queryRawUnsafe<Array<{ id: string | null; name: string; net: bigint }>>(
      `SELECT organisation_id::text AS id, max(buyer->>'legalName') AS name, sum(${SIGNED_NET}) AS net
         FROM invoices WHERE ${where}
        GROUP BY organisation_id, CASE WHEN organisation_id IS NULL THEN buyer->>'legalName' END
        ORDER BY 3 DESC, 2 LIMIT ${REVENUE_TOP_CLIENTS}`,
      from,
      toExclusive,
    ),
  ]);
  const n = (value: bigint | number | null | undefined) => Number(value ?? 0);
  return {
    currency: DEFAULT_CURRENCY,
    netCents: months.reduce((sum, m) => sum + n(m.net), 0),
    months: months.map((m) => ({ month: m.month, netCents: n(m.net), documents: n(m.n) })),
    stopTypes: (['SHORT_STOP', 'LONG_STOP'] as const).map((type) => ({ type, netCents: n(types.find((t) => t.type === type)?.net) })),
    clients: clients.map((c) => ({ clientId: c.id, name: c.name, netCents: n(c.net) })),
  };
}
