// What is owed, by client and by how long past due, for the manager's Billing page: one statement
// groups the open amounts by organisation and by days past due (graph/services/billing/open-invoices.ts);
// graph/domain/payments.ts decides which column each number of days falls in.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { dateToDb, type LocalDate } from '../../domain/local-time.ts';
import { ageingBucket, type AgeingBucket } from '../../domain/payments.ts';
import { invoiceAmounts } from './open-invoices.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;

export interface AgeingAmounts {
  notDueCents: number;
  /** By ageing bucket: 0–30, 31–60, 61+ days past due. */
  buckets: Record<AgeingBucket, number>;
  overdueCents: number;
  totalCents: number;
  /** Open invoices counted. */
  invoices: number;
}

export interface AgeingRow extends AgeingAmounts {
  /** Null: invoices whose organisation was erased. */
  clientId: string | null;
  name: string | null;
}

export interface ReceivablesAgeing {
  asOf: LocalDate;
  rows: AgeingRow[];
  totals: AgeingAmounts;
}

const empty = (): AgeingAmounts => ({ notDueCents: 0, buckets: { DAYS_0_30: 0, DAYS_31_60: 0, DAYS_61_PLUS: 0 }, overdueCents: 0, totalCents: 0, invoices: 0 });

function add(to: AgeingAmounts, daysPastDue: number | null, cents: number, count: number): void {
  if (daysPastDue === null || daysPastDue <= 0) to.notDueCents += cents;
  else {
    to.buckets[ageingBucket(daysPastDue)] += cents;
    to.overdueCents += cents;
  }
  to.totalCents += cents;
  to.invoices += count;
}

export async function receivablesAgeing(db: Db, today: LocalDate): Promise<ReceivablesAgeing> {
  const groups = await db.$queryRaw<Array<{ organisation_id: string | null; name: string | null; days: number | null; open: number; count: number }>>`
    SELECT x.organisation_id, o.name, (${dateToDb(today)}::date - x.due_date)::int AS days, sum(x.open_cents)::int AS open, count(*)::int AS count
      FROM (${invoiceAmounts()}) AS x LEFT JOIN organisations o ON o.id = x.organisation_id::uuid
     WHERE x.open_cents > 0
     GROUP BY x.organisation_id, o.name, days`;
  const rows = new Map<string, AgeingRow>();
  const totals = empty();
  for (const g of groups) {
    const key = g.organisation_id ?? '';
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { clientId: g.organisation_id, name: g.name, ...empty() }));
    const days = g.days === null ? null : Number(g.days);
    add(row, days, Number(g.open), Number(g.count));
    add(totals, days, Number(g.open), Number(g.count));
  }
  // The most overdue first, then the most owed, then by name.
  const sorted = [...rows.values()].sort((a, b) => b.overdueCents - a.overdueCents || b.totalCents - a.totalCents || (a.name ?? '').localeCompare(b.name ?? ''));
  return { asOf: today, rows: sorted, totals };
}
