// An organisation's account statement, read for a period: the sums before it (the opening balance),
// every issued document and payment in it, and its invoices as they stood on its last day. What
// they add up to is graph/domain/account-statement.ts's; the files are rendered by
// documents/statement-pdf.ts and documents/statement-csv.ts.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { accountStatement, statementPeriod, type AccountStatement, type StatementEntry, type StatementEntryKind } from '../../domain/account-statement.ts';
import { addDays, dateFromDb, dateToDb, type LocalDate } from '../../domain/local-time.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { readBillingSettings } from './terms.ts';
import { invoiceAmounts, type InvoiceAmountsRow } from './open-invoices.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;

/** Who the statement is for, as its header prints them. */
export interface StatementHolder {
  id: string;
  name: string;
  language: Language;
  /** The billing details' legal name and address (null: none recorded). */
  legalName: string | null;
  addressLines: string[];
  vatId: string | null;
}

export interface StatementView extends AccountStatement {
  currency: string;
  holder: StatementHolder;
}

/** The period checked, or a translated 400 (STATEMENT_PERIOD_INVALID / STATEMENT_PERIOD_TOO_LONG). */
export function checkedPeriod(from: string, to: string, language: Language): { from: LocalDate; to: LocalDate } {
  const period = statementPeriod(from, to);
  if (period.ok) return period;
  throw new AppError(period.problem === 'TOO_LONG' ? 'STATEMENT_PERIOD_TOO_LONG' : 'STATEMENT_PERIOD_INVALID', language, { status: 400, detail: { problem: period.problem } });
}

interface EntryRow {
  kind: StatementEntryKind;
  id: string;
  day: Date;
  number: string | null;
  due: Date | null;
  amount: number;
}

/** The statement of an organisation, or null for an unknown one. */
export async function readAccountStatement(db: Db, clientId: string, period: { from: LocalDate; to: LocalDate }): Promise<StatementView | null> {
  if (!isUuid(clientId)) return null;
  const org = await db.client.findUnique({ where: { id: clientId }, select: { id: true, name: true, language: true, billingDetails: true } });
  if (!org) return null;
  const from = dateToDb(period.from);
  const to = dateToDb(period.to);
  // Documents and money of the organisation up to the period's end: before the start summed by kind
  // (the opening balance), in the period one row each.
  const rows = await db.$queryRaw<EntryRow[]>`
    SELECT e.kind, e.id, e.day, e.number, e.due, e.amount FROM (
      SELECT i.kind::text AS kind, i.id::text AS id, i.issue_date AS day, i.number, i.due_date AS due, coalesce(i.payable_cents, 0)::int AS amount
        FROM invoices i WHERE i.organisation_id = ${clientId}::uuid AND i.status = 'ISSUED' AND i.issue_date BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT CASE p.direction WHEN 'IN' THEN 'PAYMENT' ELSE 'REFUND' END, p.id::text, p.booked_on, coalesce(p.reference, p.receipt_number), NULL, p.amount_cents
        FROM payments p WHERE p.organisation_id = ${clientId}::uuid AND p.booked_on BETWEEN ${from}::date AND ${to}::date
      UNION ALL
      SELECT i.kind::text, 'before', NULL, NULL, NULL, sum(coalesce(i.payable_cents, 0))::int
        FROM invoices i WHERE i.organisation_id = ${clientId}::uuid AND i.status = 'ISSUED' AND i.issue_date < ${from}::date GROUP BY i.kind
      UNION ALL
      SELECT CASE p.direction WHEN 'IN' THEN 'PAYMENT' ELSE 'REFUND' END, 'before', NULL, NULL, NULL, sum(p.amount_cents)::int
        FROM payments p WHERE p.organisation_id = ${clientId}::uuid AND p.booked_on < ${from}::date GROUP BY p.direction
    ) AS e`;
  const before = addDays(period.from, -1);
  const entries: StatementEntry[] = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    date: r.day ? dateFromDb(r.day) : before,
    number: r.number,
    dueDate: r.due ? dateFromDb(r.due) : null,
    amountCents: Number(r.amount),
  }));
  const invoices = await db.$queryRaw<InvoiceAmountsRow[]>`
    SELECT x.* FROM (${invoiceAmounts({ clientId, asOf: period.to })}) AS x WHERE x.open_cents > 0 ORDER BY x.due_date, x.number`;
  const statement = accountStatement(
    period,
    entries,
    invoices.map((i) => ({
      id: i.id,
      kind: i.kind,
      number: i.number ?? '',
      issueDate: dateFromDb(i.issue_date!),
      dueDate: i.due_date ? dateFromDb(i.due_date) : null,
      payableCents: Number(i.payable),
      creditedCents: Number(i.credited),
      paidCents: Number(i.paid),
    })),
  );
  const details = org.billingDetails;
  const holder: StatementHolder = {
    id: org.id,
    name: org.name,
    language: org.language,
    legalName: details?.legalName ?? null,
    addressLines: details ? [details.addressLine, `${details.postcode} ${details.city}`, details.countryCode] : [],
    vatId: details?.vatId ?? null,
  };
  return { ...statement, currency: 'EUR', holder };
}

/** The seller as a statement's header prints it: the restaurant's details as they are now. */
export async function statementSeller(db: Db) {
  const s = await readBillingSettings(db);
  return { legalName: s.legalName, addressLine: s.addressLine, postcode: s.postcode, city: s.city, countryCode: s.countryCode, vatId: s.vatId, registrationNumber: s.registrationNumber, iban: s.iban, email: s.email };
}
export type StatementSeller = Awaited<ReturnType<typeof statementSeller>>;
