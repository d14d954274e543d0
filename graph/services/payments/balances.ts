// What each issued document and each organisation still owes, read in one statement per question
// and judged by graph/domain/payments.ts. An invoice is paid by its active allocations; an advance
// invoice by its deposit request's (the money arrived against the request); a credit note takes its
// amount off the invoice it corrects. An organisation's balance is what it was invoiced, less credit
// notes, less what it paid, plus what was paid back: positive, it owes; negative, it has credit.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { dateFromDb, type LocalDate } from '../../domain/local-time.ts';
import { daysOverdue, documentBalance, isOverdue, type DocumentBalance } from '../../domain/payments.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;

export interface InvoiceBalance extends DocumentBalance {
  invoiceId: string;
  dueDate: LocalDate | null;
  overdue: boolean;
  /** Days past the due date while something is open (0 otherwise). */
  daysOverdue: number;
}

interface BalanceRow {
  id: string;
  kind: string;
  payable: number | null;
  due: Date | null;
  paid: bigint | number | null;
  credited: bigint | number | null;
}

/** Balances of issued invoices and advance invoices (credit notes and drafts are left out), by id. */
export async function invoiceBalances(db: Db, invoiceIds: readonly string[], today: LocalDate): Promise<Map<string, InvoiceBalance>> {
  const out = new Map<string, InvoiceBalance>();
  if (!invoiceIds.length) return out;
  const rows = await db.$queryRaw<BalanceRow[]>`
    SELECT i.id::text AS id, i.kind::text AS kind, i.payable_cents AS payable, i.due_date AS due,
           (SELECT coalesce(sum(a.amount_cents), 0) FROM payment_allocations a
             WHERE a.undone_at IS NULL
               AND (a.invoice_id = i.id OR a.payment_request_id IN (SELECT r.id FROM payment_requests r WHERE r.advance_invoice_id = i.id))) AS paid,
           (SELECT coalesce(sum(c.payable_cents), 0) FROM invoices c
             WHERE c.corrects_invoice_id = i.id AND c.kind = 'CREDIT_NOTE' AND c.status = 'ISSUED') AS credited
      FROM invoices i
     WHERE i.id = ANY(${[...invoiceIds]}::uuid[]) AND i.status = 'ISSUED' AND i.kind <> 'CREDIT_NOTE'`;
  for (const r of rows) {
    const balance = documentBalance(r.payable ?? 0, Number(r.paid ?? 0), Number(r.credited ?? 0));
    const due = r.due ? dateFromDb(r.due) : null;
    const overdue = isOverdue(balance, due, today);
    out.set(r.id, { ...balance, invoiceId: r.id, dueDate: due, overdue, daysOverdue: overdue && due ? daysOverdue(due, today) : 0 });
  }
  return out;
}

export interface ClientBalance {
  /** Issued invoices and advance invoices. */
  invoicedCents: number;
  /** Issued credit notes. */
  creditedCents: number;
  /** Money received (incoming payments known to be theirs). */
  receivedCents: number;
  /** Money paid back. */
  refundedCents: number;
  /** invoiced − credited − received + refunded: positive, they owe; negative, they have credit. */
  balanceCents: number;
  /** Received money not applied to any document. */
  unallocatedCents: number;
}

export async function clientBalance(db: Db, clientId: string): Promise<ClientBalance> {
  const [row] = await db.$queryRaw<Array<Record<string, bigint | number | null>>>`
    SELECT
      (SELECT coalesce(sum(payable_cents), 0) FROM invoices WHERE organisation_id = ${clientId}::uuid AND status = 'ISSUED' AND kind <> 'CREDIT_NOTE') AS invoiced,
      (SELECT coalesce(sum(payable_cents), 0) FROM invoices WHERE organisation_id = ${clientId}::uuid AND status = 'ISSUED' AND kind = 'CREDIT_NOTE') AS credited,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE organisation_id = ${clientId}::uuid AND direction = 'IN') AS received,
      (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE organisation_id = ${clientId}::uuid AND direction = 'OUT') AS refunded,
      (SELECT coalesce(sum(p.amount_cents - coalesce((SELECT sum(a.amount_cents) FROM payment_allocations a WHERE a.payment_id = p.id AND a.undone_at IS NULL), 0)), 0)
         FROM payments p WHERE p.organisation_id = ${clientId}::uuid AND p.direction = 'IN') AS unallocated`;
  const n = (key: string) => Number(row?.[key] ?? 0);
  const invoicedCents = n('invoiced');
  const creditedCents = n('credited');
  const receivedCents = n('received');
  const refundedCents = n('refunded');
  return { invoicedCents, creditedCents, receivedCents, refundedCents, balanceCents: invoicedCents - creditedCents - receivedCents + refundedCents, unallocatedCents: n('unallocated') };
}

/** What is left of a payment after its active allocations (an incoming one's credit). */
export async function paymentRemainder(db: Db, paymentId: string): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ left: bigint | number | null }>>`
    SELECT p.amount_cents - coalesce((SELECT sum(a.amount_cents) FROM payment_allocations a WHERE a.payment_id = p.id AND a.undone_at IS NULL), 0) AS left
      FROM payments p WHERE p.id = ${paymentId}::uuid`;
  return Number(row?.left ?? 0);
}

export interface RequestBalance extends DocumentBalance {
  requestId: string;
  cancelled: boolean;
}

/** Balances of deposit requests, by id: what they ask for against their active allocations. */
export async function requestBalances(db: Db, requestIds: readonly string[]): Promise<Map<string, RequestBalance>> {
  const out = new Map<string, RequestBalance>();
  if (!requestIds.length) return out;
  const rows = await db.$queryRaw<Array<{ id: string; amount: number; status: string; paid: bigint | number | null }>>`
    SELECT r.id::text AS id, r.amount_cents AS amount, r.status::text AS status,
           (SELECT coalesce(sum(a.amount_cents), 0) FROM payment_allocations a WHERE a.payment_request_id = r.id AND a.undone_at IS NULL) AS paid
      FROM payment_requests r WHERE r.id = ANY(${[...requestIds]}::uuid[])`;
  for (const r of rows) out.set(r.id, { ...documentBalance(r.amount, Number(r.paid ?? 0)), requestId: r.id, cancelled: r.status === 'CANCELLED' });
  return out;
}
