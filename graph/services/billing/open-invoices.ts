// The issued invoices and advance invoices with what they asked, what credit notes took off and
// what was paid, as SQL: the reminder job, the ageing and the account statement filter and group
// thousands of them in one statement each. The amounts are read exactly as
// graph/services/payments/balances.ts reads them (active allocations, to the invoice or to the deposit
// request an advance invoice was issued for; issued credit notes against it); what they mean —
// open, overdue, which ageing column — is judged in TypeScript by graph/domain/payments.ts.
import { Prisma } from '../../generated/prisma/client.ts';
import { dateToDb, type LocalDate } from '../../domain/local-time.ts';

export interface InvoiceAmountsFilter {
  clientId?: string;
  /** Count only payments booked and credit notes issued by this day (the statement's end); invoices issued after it are left out. */
  asOf?: LocalDate;
}

/**
 * A subquery (use it as `FROM (${invoiceAmounts(...)}) AS x`) with one row per issued invoice or
 * advance invoice: id, organisation_id, kind, number, issue_date, due_date, payable, credited, paid
 * (integers) and open_cents (payable − credited − paid, before the domain's floor at zero).
 */
export function invoiceAmounts(filter: InvoiceAmountsFilter = {}): Prisma.Sql {
  const asOf = filter.asOf ? dateToDb(filter.asOf) : null;
  const creditedBy = asOf ? Prisma.sql`AND c.issue_date <= ${asOf}::date` : Prisma.empty;
  const bookedBy = asOf ? Prisma.sql`AND p.booked_on <= ${asOf}::date` : Prisma.empty;
  const issuedBy = asOf ? Prisma.sql`AND i.issue_date <= ${asOf}::date` : Prisma.empty;
  const owner = filter.clientId ? Prisma.sql`AND i.organisation_id = ${filter.clientId}::uuid` : Prisma.empty;
  return Prisma.sql`
    SELECT t.*, t.payable - t.credited - t.paid AS open_cents FROM (
      SELECT i.id::text AS id, i.organisation_id::text AS organisation_id, i.kind::text AS kind, i.number, i.issue_date, i.due_date,
             coalesce(i.payable_cents, 0)::int AS payable,
             (SELECT coalesce(sum(c.payable_cents), 0) FROM invoices c
               WHERE c.corrects_invoice_id = i.id AND c.kind = 'CREDIT_NOTE' AND c.status = 'ISSUED' ${creditedBy})::int AS credited,
             (SELECT coalesce(sum(a.amount_cents), 0) FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
               WHERE a.undone_at IS NULL ${bookedBy}
                 AND (a.invoice_id = i.id OR a.payment_request_id IN (SELECT r.id FROM payment_requests r WHERE r.advance_invoice_id = i.id)))::int AS paid
        FROM invoices i
       WHERE i.status = 'ISSUED' AND i.kind <> 'CREDIT_NOTE' ${owner} ${issuedBy}
    ) AS t`;
}

export interface InvoiceAmountsRow {
  id: string;
  organisation_id: string | null;
  kind: 'INVOICE' | 'ADVANCE_INVOICE';
  number: string | null;
  issue_date: Date | null;
  due_date: Date | null;
  payable: number;
  credited: number;
  paid: number;
  open_cents: number;
}
