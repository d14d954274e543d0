// The webhook outbox: one webhook_deliveries row per event and endpoint, written by the same
// transaction as the change it reports (like mail, graph/mail/outbox.ts), so a rolled-back change
// is never announced and a committed one always is. The worker (worker.ts) sends the rows; the
// notify() that callers already make after their commit wakes it.
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Invoice, Client, Payment, Prisma, Reservation, ReservationStatus } from '../generated/prisma/client.ts';
import { dateFromDb } from '../domain/local-time.ts';
import { invoiceDocumentPath } from '../domain/invoice-documents.ts';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhooks.ts';
import { invoiceCreditorReference } from '../domain/creditor-reference.ts';
import type { Computed } from '../one-statement-reads/compile.ts';

type Db = Pick<Prisma.TransactionClient, '$queryRawUnsafe' | 'webhookDelivery'>;

export type WebhookChange =
  | { event: 'RESERVATION_CREATED' | 'RESERVATION_UPDATED'; reservation: Reservation }
  | { event: 'RESERVATION_STATUS_CHANGED'; reservation: Reservation; previousStatus: ReservationStatus }
  | { event: 'CLIENT_REGISTERED' | 'CLIENT_APPROVED'; client: Client }
  | { event: 'INVOICE_ISSUED'; invoice: Invoice; corrects: Pick<Invoice, 'id' | 'number'> | null; orderNumber: string | null }
  | { event: 'INVOICE_OVERDUE'; invoice: Invoice; openCents: number; daysOverdue: number }
  | { event: 'PAYMENT_RECEIVED'; payment: Payment; allocatedCents: number; document: PaidDocument };

/** The document a payment was applied to, as it stands after it. */
export interface PaidDocument {
  kind: 'INVOICE' | 'ADVANCE_INVOICE' | 'PAYMENT_REQUEST';
  id: string;
  number: string;
  openCents: number;
  state: 'OPEN' | 'PART_PAID' | 'PAID';
}

/** Money applied to a document: the payment (never the payer's account or free text), the part applied, and the document's open amount and state after it. */
function paymentData(change: Extract<WebhookChange, { event: 'PAYMENT_RECEIVED' }>): Record<string, unknown> {
  const p = change.payment;
  const d = change.document;
  return {
    payment: {
      id: encodeGlobalID('Payment', p.id),
      amountCents: p.amountCents,
      allocatedCents: change.allocatedCents,
      currency: p.currency,
      bookedOn: dateFromDb(p.bookedOn),
      method: p.method,
      client: p.clientId ? { id: encodeGlobalID('Client', p.clientId) } : null,
    },
    document: {
      id: encodeGlobalID(d.kind === 'PAYMENT_REQUEST' ? 'PaymentRequest' : 'Invoice', d.id),
      kind: d.kind,
      number: d.number,
      openCents: d.openCents,
      paymentState: d.state,
    },
  };
}

/** An issued invoice or credit note as a receiver is told about it: what it is, its number, dates and amounts, and where to fetch it. */
function invoiceData(change: Extract<WebhookChange, { event: 'INVOICE_ISSUED' }>): Record<string, unknown> {
  const i = change.invoice;
  const day = (d: Date | null) => (d ? dateFromDb(d) : null);
  return {
    invoice: {
      id: encodeGlobalID('Invoice', i.id),
      kind: i.kind,
      number: i.number,
      issueDate: day(i.issueDate),
      supplyDate: day(i.supplyDate),
      dueDate: day(i.dueDate),
      currency: i.currency,
      netCents: i.netCents,
      vatCents: i.vatCents,
      totalCents: i.totalCents,
      payableCents: i.payableCents,
      paymentReference: i.paymentReference,
      creditorReference: invoiceCreditorReference(i),
      correctsInvoice: change.corrects ? { id: encodeGlobalID('Invoice', change.corrects.id), number: change.corrects.number } : null,
      reservation: i.reservationId ? { id: encodeGlobalID('Reservation', i.reservationId), orderNumber: change.orderNumber } : null,
      client: i.clientId ? { id: encodeGlobalID('Client', i.clientId) } : null,
      pdfPath: invoiceDocumentPath(i.id, 'pdf'),
      xmlPath: invoiceDocumentPath(i.id, 'xml'),
    },
  };
}

/** An invoice found unpaid after its due date (told once): what is still open and for how long. */
function overdueData(change: Extract<WebhookChange, { event: 'INVOICE_OVERDUE' }>): Record<string, unknown> {
  const i = change.invoice;
  const day = (d: Date | null) => (d ? dateFromDb(d) : null);
  return {
    invoice: {
      id: encodeGlobalID('Invoice', i.id),
      kind: i.kind,
      number: i.number,
      issueDate: day(i.issueDate),
      dueDate: day(i.dueDate),
      currency: i.currency,
      payableCents: i.payableCents,
      openCents: change.openCents,
      daysOverdue: change.daysOverdue,
      paymentReference: i.paymentReference,
      creditorReference: invoiceCreditorReference(i),
      client: i.clientId ? { id: encodeGlobalID('Client', i.clientId) } : null,
      pdfPath: invoiceDocumentPath(i.id, 'pdf'),
    },
  };
}

/**
 * What a receiver is told: ids (the API's global IDs), the order number, status, arrival and group
 * size. Never staff notes, override reasons or anything else staff keep to themselves.
 */
export function webhookData(change: WebhookChange): Record<string, unknown> {
  if (change.event === 'INVOICE_ISSUED') return invoiceData(change);
  if (change.event === 'INVOICE_OVERDUE') return overdueData(change);
  if (change.event === 'PAYMENT_RECEIVED') return paymentData(change);
  if ('client' in change) {
    const c = change.client;
    return { client: { id: encodeGlobalID('Client', c.id), name: c.name, status: c.status } };
  }
  const r = change.reservation;
  return {
    reservation: {
      id: encodeGlobalID('Reservation', r.id),
      orderNumber: r.orderNumber,
      status: r.status,
      // How a closed reservation ended (ARRIVED, NO_SHOW, CANCELLED_BY_CLIENT, CANCELLED_BY_STAFF, DECLINED; null while open).
      ...(change.event === 'RESERVATION_STATUS_CHANGED' ? { previousStatus: change.previousStatus, outcome: r.outcome ?? null } : {}),
      type: r.type,
      guests: r.guests,
      seatReservation: r.seatReservation,
      arrivalAt: r.arrivalAt.toISOString(),
      client: { id: encodeGlobalID('Client', r.clientId) },
    },
  };
}

/**
 * The enabled endpoints that asked for `event`: the restaurant's, and the organisation's while it is
 * approved (a blocked or deleted organisation's systems hear nothing more, as its tokens stop
 * working). As SQL over the owner's id (a parameter or a column), answering their ids as a JSON
 * array: a change that reads its row in one statement reads them there too.
 */
export function subscribedEndpointsSql(event: WebhookChange['event'], ownerSql: string | null): string {
  // Names from the schema's enum, never from a request; checked, as they are written into the text.
  if (!(event in WEBHOOK_EVENT_TYPES)) throw new Error(`not a webhook event: ${event}`);
  const owners = ownerSql
    ? `e.organisation_id IS NULL OR (e.organisation_id = ${ownerSql} AND EXISTS (SELECT 1 FROM organisations o WHERE o.id = e.organisation_id AND o.status = 'APPROVED'))`
    : 'e.organisation_id IS NULL';
  return `(SELECT coalesce(json_agg(json_build_object('id', e.id::text) ORDER BY e.id), '[]'::json) FROM webhook_endpoints e WHERE e.enabled AND '${event}' = ANY(e.events) AND (${owners}))`;
}

const ENDPOINTS = 'subscribedEndpoints';

/**
 * The endpoints as a computed column of a one-statement read (graph/one-statement-reads), the owner's
 * id as SQL over the row's id: a change that reads its row reads them with it.
 */
export function endpointsColumn(event: WebhookChange['event'], ownerOfRow: (rowId: string) => string): Computed[string] {
  return { [ENDPOINTS]: (rowId) => subscribedEndpointsSql(event, ownerOfRow(rowId)) };
}

/** The endpoints `endpointsColumn` put beside the row; undefined if the read fell back to Prisma, which has none. */
export function endpointsBeside(row: object): Array<{ id: string }> | undefined {
  return (row as Record<string, unknown>)[ENDPOINTS] as Array<{ id: string }> | undefined;
}

/** subscribedEndpointsSql's ids, read on their own. */
export async function subscribedEndpoints(db: Pick<Prisma.TransactionClient, '$queryRawUnsafe'>, event: WebhookChange['event'], owner: string | null): Promise<Array<{ id: string }>> {
  const [row] = await db.$queryRawUnsafe<Array<{ endpoints: Array<{ id: string }> }>>(`SELECT ${subscribedEndpointsSql(event, owner ? '$1::uuid' : null)} AS endpoints`, ...(owner ? [owner] : []));
  return row?.endpoints ?? [];
}

export function webhookBody(type: string, data: Record<string, unknown>, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Queues the change for every enabled endpoint that asked for it: its organisation's and the
 * restaurant's. `endpoints`: those already read (subscribedEndpoints), by a caller whose transaction
 * should not wait for the read.
 */
export async function enqueueWebhooks(db: Db, change: WebhookChange, now: Date, endpoints?: ReadonlyArray<{ id: string }>): Promise<number> {
  const owner = 'reservation' in change ? change.reservation.clientId : 'invoice' in change ? change.invoice.clientId : 'payment' in change ? change.payment.clientId : null;
  endpoints ??= await subscribedEndpoints(db, change.event, owner);
  if (!endpoints.length) return 0;
  const body = webhookBody(WEBHOOK_EVENT_TYPES[change.event], webhookData(change), now);
  const messageId = `msg_${randomUUID()}`;
  await db.webhookDelivery.createMany({
    data: endpoints.map((endpoint) => ({ endpointId: endpoint.id, messageId, event: WEBHOOK_EVENT_TYPES[change.event], body, nextAttemptAt: now, createdAt: now })),
  });
  return endpoints.length;
}
