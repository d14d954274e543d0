// Invoices written from what happened. A draft belongs to a closed reservation and holds only the
// extras staff add at the counter; its other lines are computed afresh from the reservation and the
// terms it was booked under (graph/domain/billing.ts draftLines) whenever it is read, so it is
// never stale. Issuing freezes everything in one transaction: every line with its net amount, the
// totals and VAT breakdown, copies of the seller's and buyer's details, the dates, and the next
// number of the year's series — taken last, from the counter row locked FOR UPDATE, so concurrent
// issues queue on that row and a rolled-back issue gives its number back (no gaps, no duplicates).
// From then on the database itself refuses any change (the migration's triggers); a correction is
// a credit note that reverses the invoice and refers to it.
import type { Services } from '../../context.ts';
import { type Prisma, type Invoice, type InvoiceLine } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import {
  advanceDeductionLines,
  draftLines,
  formatInvoiceNumber,
  INVOICE_LINES_MAX,
  invoiceTotals,
  lineProblem,
  type AdvanceToDeduct,
  type BillingDraft,
  type DescribedLine,
  type InvoiceTotals,
} from '../../domain/billing.ts';
import { parseBookingTerms, type BookingTerms, type TaxTerm } from '../../domain/billing-terms.ts';
import { buyerParty, sellerMissing, sellerParty, type InvoiceParty } from '../../domain/invoice-parties.ts';
import { parseMealPreorder } from '../../domain/meals.ts';
import { addDays, dateFromDb, dateToDb, instantToLocal, type LocalDate } from '../../domain/local-time.ts';
import { isUuid, textProblem } from '../../domain/text-rules.ts';
import { bookingTermsFor, readBillingSettings, taxOfRate } from './terms.ts';
import { TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { notify } from '../../mail/outbox.ts';
import { CREDIT_REASON_MAX_LENGTH, EXTRA_DESCRIPTION_MAX_LENGTH, EXTRAS_MAX, FEE_WAIVER_REASON_MAX_LENGTH } from '../../domain/invoice-limits.ts';
import { enqueueDocumentMail } from './documents/mail.ts';

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;
type BillingServices = Pick<Services, 'prisma' | 'now'>;

export { CREDIT_REASON_MAX_LENGTH, EXTRA_DESCRIPTION_MAX_LENGTH, EXTRAS_MAX, FEE_WAIVER_REASON_MAX_LENGTH };

/** An invoice with its lines and totals: computed for a draft, as stored for an issued one. */
export interface InvoiceContent {
  invoice: Invoice;
  lines: Array<DescribedLine & { id: string | null } & InvoiceTotals['lines'][number]>;
  totals: Omit<InvoiceTotals, 'lines'>;
  /** What the draft was computed from (null for issued invoices and credit notes). */
  draft: BillingDraft | null;
  /** A draft's advance invoices with something left over after the deductions (credited when it is issued). */
  unusedAdvances: Array<{ invoiceId: string; unusedCents: number } & TaxTerm>;
}

// ————— reading a reservation as the draft needs it —————

const RESERVATION_FOR_BILLING = {
  id: true,
  orderNumber: true,
  clientId: true,
  type: true,
  status: true,
  outcome: true,
  guests: true,
  actualGuests: true,
  arrivalAt: true,
  arrivalDay: true,
  closedAt: true,
  mealPreorder: true,
  billingTerms: true,
  feeWaivedAt: true,
} as const;
type BillingReservation = Prisma.ReservationGetPayload<{ select: typeof RESERVATION_FOR_BILLING }>;

/** The terms a reservation is billed under: its snapshot, or for one booked before billing existed the terms of today for its arrival day. */
export async function termsOf(db: Db, r: Pick<BillingReservation, 'billingTerms' | 'clientId' | 'arrivalDay'>): Promise<BookingTerms> {
  return parseBookingTerms(r.billingTerms) ?? bookingTermsFor(db, r.clientId, dateFromDb(r.arrivalDay));
}

/** The computed lines of a reservation's invoice (without extras). */
export async function reservationDraft(db: Db, r: BillingReservation): Promise<BillingDraft> {
  const terms = await termsOf(db, r);
  const preorder = parseMealPreorder(r.mealPreorder);
  const ids = (preorder?.dishes ?? []).map((d) => d.menuItemId).filter(isUuid);
  const items = ids.length ? await db.menuItem.findMany({ where: { id: { in: ids } }, include: { vatRate: true } }) : [];
  const stopTax = terms.stopPrices[r.type];
  const dishTax = (menuItemId: string): TaxTerm => {
    const item = items.find((i) => i.id === menuItemId);
    return item ? taxOfRate(item.vatRate, item.priceIncludesVat) : { vatRateBp: stopTax.vatRateBp, vatCategory: stopTax.vatCategory, includesVat: stopTax.includesVat };
  };
  return draftLines({
    type: r.type,
    outcome: r.outcome,
    guests: r.guests,
    actualGuests: r.actualGuests,
    arrivalAt: r.arrivalAt,
    closedAt: r.closedAt,
    preorder: preorder ? { dishes: preorder.dishes, crewMeals: preorder.driverMeals + preorder.guideMeals } : null,
    terms,
    dishTax,
    feeWaived: r.feeWaivedAt !== null,
  });
}

function extraLine(line: InvoiceLine): DescribedLine & { id: string } {
  return {
    id: line.id,
    kind: line.kind,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    includesVat: line.includesVat,
    vatRateBp: line.vatRateBp,
    vatCategory: line.vatCategory as TaxTerm['vatCategory'],
    descriptionEn: line.descriptionEn,
    descriptionSl: line.descriptionSl,
    menuItemId: line.menuItemId,
    deductsInvoiceId: line.deductsInvoiceId,
  };
}

/**
 * The issued advance invoices of a reservation with what is left of each to deduct: its amount
 * less the credit notes issued against it (an undone deposit, a part credited as not used). Oldest first.
 */
export async function advancesToDeduct(db: Db, reservationId: string): Promise<AdvanceToDeduct[]> {
  const advances = await db.invoice.findMany({
    where: { reservationId, kind: 'ADVANCE_INVOICE', status: 'ISSUED' },
    orderBy: [{ issuedAt: 'asc' }, { id: 'asc' }],
    include: { corrections: { where: { status: 'ISSUED' }, select: { payableCents: true } }, lines: { orderBy: { position: 'asc' }, take: 1 } },
  });
  return advances.map((a) => {
    const line = a.lines[0];
    return {
      invoiceId: a.id,
      number: a.number ?? '',
      remainingCents: (a.payableCents ?? 0) - a.corrections.reduce((sum, c) => sum + (c.payableCents ?? 0), 0),
      vatRateBp: line?.vatRateBp ?? 0,
      vatCategory: (line?.vatCategory ?? 'S') as TaxTerm['vatCategory'],
      includesVat: true,
    };
  });
}

/** Stored lines of several invoices in one read, each invoice's in order (for a page of invoices). */
export async function storedInvoiceLines(db: Db, invoiceIds: readonly string[]): Promise<Map<string, InvoiceLine[]>> {
  const rows = await db.invoiceLine.findMany({ where: { invoiceId: { in: [...invoiceIds] } }, orderBy: [{ invoiceId: 'asc' }, { position: 'asc' }, { id: 'asc' }] });
  const byInvoice = new Map<string, InvoiceLine[]>(invoiceIds.map((id) => [id, []]));
  for (const row of rows) byInvoice.get(row.invoiceId)?.push(row);
  return byInvoice;
}

/**
 * An invoice's lines and totals: a draft's computed now (reservation lines, then its extras), an
 * issued one's as stored. `stored` is its stored lines when the caller read them with others'.
 */
export async function invoiceContent(db: Db, invoice: Invoice, stored?: InvoiceLine[]): Promise<InvoiceContent> {
  stored ??= (await storedInvoiceLines(db, [invoice.id])).get(invoice.id)!;
  if (invoice.status === 'ISSUED' || invoice.kind !== 'INVOICE' || !invoice.reservationId) {
    const lines = stored.map(extraLine);
    const totals = invoiceTotals(lines);
    return { invoice, lines: totals.lines, totals: withoutLines(totals), draft: null, unusedAdvances: [] };
  }
  const reservation = await db.reservation.findUniqueOrThrow({ where: { id: invoice.reservationId }, select: RESERVATION_FOR_BILLING });
  const draft = await reservationDraft(db, reservation);
  const owed = [...draft.lines.map((l) => ({ ...l, id: null })), ...stored.filter((l) => l.kind === 'EXTRA').map(extraLine)];
  // Deposits already invoiced come off last, never below zero (graph/domain/billing.ts).
  const deductions = advanceDeductionLines(owed, await advancesToDeduct(db, invoice.reservationId));
  const lines = [...owed, ...deductions.lines.map((l) => ({ ...l, id: null }))];
  const totals = invoiceTotals(lines);
  return { invoice, lines: totals.lines, totals: withoutLines(totals), draft, unusedAdvances: deductions.unused };
}

function withoutLines<T extends { lines: unknown }>(totals: T): Omit<T, 'lines'> {
  const { lines: _lines, ...rest } = totals;
  return rest;
}

// ————— drafts —————

/** Whether a reservation may be invoiced: closed, and arrived or owing a fee (a waived fee leaves only extras). */
function assertInvoiceable(r: BillingReservation, language: Language): void {
  if (r.status !== 'FINISHED' && r.status !== 'DELETED') throw new AppError('RESERVATION_NOT_CLOSED', language);
  if (r.outcome !== 'ARRIVED' && r.outcome !== 'NO_SHOW' && r.outcome !== 'CANCELLED_BY_CLIENT') throw new AppError('NOTHING_TO_INVOICE', language);
}

/**
 * The draft invoice of a closed reservation, made when first asked for. Refused while the
 * reservation is open, when it ended without anything to bill, and when it has an issued invoice
 * that was not credited (ALREADY_INVOICED): a second invoice for the same stop needs a credit note first.
 */
export async function openInvoiceDraft(services: BillingServices, staffId: string, reservationId: string, language: Language): Promise<Invoice> {
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', language);
  return services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM reservations WHERE id = ${reservationId}::uuid FOR UPDATE`;
    const reservation = await tx.reservation.findUnique({ where: { id: reservationId }, select: { ...RESERVATION_FOR_BILLING, client: { select: { language: true } } } });
    if (!reservation) throw new AppError('NOT_FOUND', language);
    assertInvoiceable(reservation, language);
    const existing = await tx.invoice.findFirst({ where: { reservationId, kind: 'INVOICE', status: 'DRAFT' } });
    if (existing) return existing;
    await assertNotInvoiced(tx, reservationId, language);
    return tx.invoice.create({
      data: { reservationId, clientId: reservation.clientId, language: reservation.client.language, currency: (await termsOf(tx, reservation)).currency },
    });
  }, TRANSACTION_OPTIONS);
}

async function assertNotInvoiced(tx: Tx, reservationId: string, language: Language): Promise<void> {
  const issued = await tx.invoice.findMany({ where: { reservationId, kind: 'INVOICE', status: 'ISSUED' }, select: { id: true, number: true, corrections: { select: { id: true } } } });
  const open = issued.find((i) => i.corrections.length === 0);
  if (open) throw new AppError('ALREADY_INVOICED', language, { detail: { invoiceNumber: open.number } });
}

/** Locks a draft invoice; refuses an issued one (INVOICE_ISSUED). */
async function lockDraft(tx: Tx, invoiceId: string, language: Language): Promise<Invoice> {
  if (!isUuid(invoiceId)) throw new AppError('NOT_FOUND', language);
  await tx.$queryRaw`SELECT id FROM invoices WHERE id = ${invoiceId}::uuid FOR UPDATE`;
  const invoice = await tx.invoice.findUnique({ where: { id: invoiceId } });
  if (!invoice) throw new AppError('NOT_FOUND', language);
  if (invoice.status !== 'DRAFT') throw new AppError('INVOICE_ISSUED', language);
  return invoice;
}

export interface ExtraInput {
  description: string;
  /** The Slovenian description; absent: the same text. */
  descriptionSl?: string | null;
  quantity: number;
  unitPriceCents: number;
  vatRateId: string;
  priceIncludesVat: boolean;
}

/** Adds something staff sold at the counter (drinks, a coffee round) to a draft. */
export async function addInvoiceExtra(services: BillingServices, invoiceId: string, input: ExtraInput, language: Language): Promise<Invoice> {
  const description = input.description.trim();
  const descriptionSl = input.descriptionSl?.trim() || description;
  const fields: Record<string, string> = {};
  const rule = { maxLength: EXTRA_DESCRIPTION_MAX_LENGTH, multiline: false };
  if (!description) fields.description = 'REQUIRED';
  else if (textProblem(description, rule)) fields.description = textProblem(description, rule)!;
  if (textProblem(descriptionSl, rule)) fields.descriptionSl = textProblem(descriptionSl, rule)!;
  const rate = isUuid(input.vatRateId) ? await services.prisma.vatRate.findUnique({ where: { id: input.vatRateId } }) : null;
  if (!rate || !rate.active) fields.vatRateId = 'UNKNOWN_RATE';
  const line = { quantity: input.quantity, unitPriceCents: input.unitPriceCents, ...(rate ? taxOfRate(rate, input.priceIncludesVat) : { vatRateBp: 0, vatCategory: 'S' as const, includesVat: false }) };
  const problem = lineProblem(line);
  if (problem === 'QUANTITY_OUT_OF_RANGE' || input.quantity < 0) fields.quantity = 'OUT_OF_RANGE';
  if (problem === 'PRICE_OUT_OF_RANGE') fields.unitPriceCents = 'OUT_OF_RANGE';
  if (Object.keys(fields).length) throw new AppError('VALIDATION', language, { detail: { fields } });
  return services.prisma.$transaction(async (tx) => {
    const invoice = await lockDraft(tx, invoiceId, language);
    const extras = await tx.invoiceLine.count({ where: { invoiceId } });
    if (extras >= EXTRAS_MAX) throw new AppError('LIST_TOO_LONG', language);
    const last = await tx.invoiceLine.aggregate({ where: { invoiceId }, _max: { position: true } });
    await tx.invoiceLine.create({ data: { invoiceId, position: (last._max.position ?? 0) + 1, kind: 'EXTRA', descriptionEn: description, descriptionSl, ...line } });
    return tx.invoice.update({ where: { id: invoice.id }, data: { updatedAt: services.now() } });
  }, TRANSACTION_OPTIONS);
}

export async function removeInvoiceExtra(services: BillingServices, lineId: string, language: Language): Promise<Invoice> {
  if (!isUuid(lineId)) throw new AppError('NOT_FOUND', language);
  return services.prisma.$transaction(async (tx) => {
    const line = await tx.invoiceLine.findUnique({ where: { id: lineId } });
    if (!line || line.kind !== 'EXTRA') throw new AppError('NOT_FOUND', language);
    const invoice = await lockDraft(tx, line.invoiceId, language);
    await tx.invoiceLine.delete({ where: { id: lineId } });
    return tx.invoice.update({ where: { id: invoice.id }, data: { updatedAt: services.now() } });
  }, TRANSACTION_OPTIONS);
}

// ————— issuing —————

/** Takes the next number of `year`'s series: the counter row, locked until the transaction ends. */
async function nextNumber(tx: Tx, year: number): Promise<number> {
  await tx.$executeRaw`INSERT INTO invoice_counters (year, last_sequence) VALUES (${year}, 0) ON CONFLICT (year) DO NOTHING`;
  const [row] = await tx.$queryRaw<Array<{ last_sequence: number }>>`SELECT last_sequence FROM invoice_counters WHERE year = ${year} FOR UPDATE`;
  const next = row!.last_sequence + 1;
  await tx.$executeRaw`UPDATE invoice_counters SET last_sequence = ${next} WHERE year = ${year}`;
  return next;
}

async function seller(tx: Tx, language: Language): Promise<{ party: InvoiceParty; paymentTermsDays: number }> {
  const settings = await readBillingSettings(tx);
  const missing = sellerMissing(settings);
  if (missing.length) throw new AppError('SELLER_DETAILS_MISSING', language, { detail: { missing } });
  return { party: sellerParty(settings), paymentTermsDays: settings.paymentTermsDays };
}

/**
 * Issues an invoice or credit note: writes its lines, takes the next number of the issue year's
 * series and sets it issued with what `data` adds for that number. The number comes last, so the
 * counter's lock is held only for the statements that follow it.
 */
async function issueNumbered(tx: Tx, id: string, lines: InvoiceContent['lines'], issueDate: LocalDate, data: (number: string) => Prisma.InvoiceUpdateInput) {
  await writeLines(tx, id, lines);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await nextNumber(tx, year);
  const number = formatInvoiceNumber(year, sequence);
  const issued = await tx.invoice.update({
    where: { id },
    data: { ...data(number), status: 'ISSUED', number, year, sequence, issueDate: dateToDb(issueDate) },
  });
  return { issued, number };
}

async function writeLines(tx: Tx, invoiceId: string, lines: InvoiceContent['lines']): Promise<void> {
  await tx.invoiceLine.deleteMany({ where: { invoiceId } });
  await tx.invoiceLine.createMany({
    data: lines.map((l, index) => ({
      invoiceId,
      position: index + 1,
      kind: l.kind,
      descriptionEn: l.descriptionEn,
      descriptionSl: l.descriptionSl,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      includesVat: l.includesVat,
      vatRateBp: l.vatRateBp,
      vatCategory: l.vatCategory,
      unitNetPrice: l.unitNetPrice,
      netCents: l.netCents,
      menuItemId: l.menuItemId ?? null,
      deductsInvoiceId: l.deductsInvoiceId ?? null,
    })),
  });
}

function totalsData(totals: InvoiceContent['totals']) {
  return {
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    roundingCents: totals.roundingCents,
    payableCents: totals.payableCents,
    vatBreakdown: totals.vatBreakdown as unknown as Prisma.InputJsonValue,
  };
}

/** The local (Ljubljana) date of an instant, as the invoice's issue date. */
const localDay = (instant: Date) => instantToLocal(instant).date;

/**
 * Issues a draft: its lines computed once more and frozen, the buyer's billing details and the
 * seller's copied, the dates (issue: today in Ljubljana; supply: the arrival day; due: issue +
 * payment days from the booking's terms), and the next number of this year's series.
 * Refused: an issued one (INVOICE_ISSUED), nothing to bill (NOTHING_TO_INVOICE), a buyer without
 * billing details (BILLING_DETAILS_MISSING), a seller's details incomplete (SELLER_DETAILS_MISSING).
 */
export async function issueInvoice(services: BillingServices, staffId: string, invoiceId: string, language: Language): Promise<Invoice> {
  const now = services.now();
  const result = await services.prisma.$transaction(async (tx) => {
    const draft = await lockDraft(tx, invoiceId, language);
    if (!draft.reservationId || !draft.clientId) throw new AppError('NOT_FOUND', language);
    const reservation = await tx.reservation.findUniqueOrThrow({ where: { id: draft.reservationId }, select: { ...RESERVATION_FOR_BILLING, client: { select: { email: true, billingDetails: true } } } });
    await assertNotInvoiced(tx, reservation.id, language);
    const content = await invoiceContent(tx, draft);
    if (!content.lines.length || content.lines.length > INVOICE_LINES_MAX) throw new AppError('NOTHING_TO_INVOICE', language);
    const details = reservation.client.billingDetails;
    if (!details) throw new AppError('BILLING_DETAILS_MISSING', language);
    const { party } = await seller(tx, language);
    const terms = await termsOf(tx, reservation);
    const issueDate = localDay(now);
    const { issued, number } = await issueNumbered(tx, draft.id, content.lines, issueDate, (number) => ({
      supplyDate: reservation.arrivalDay,
      stopType: reservation.type,
      dueDate: dateToDb(addDays(issueDate, terms.paymentTermsDays)),
      paymentTermsDays: terms.paymentTermsDays,
      paymentReference: `${number} / ${reservation.orderNumber}`,
      seller: party as unknown as Prisma.InputJsonValue,
      buyer: buyerParty(details, reservation.client.email) as unknown as Prisma.InputJsonValue,
      ...totalsData(content.totals),
      issuedAt: now,
      issuedById: staffId,
    }));
    await audit(tx, {
      action: 'invoice.issued',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Invoice', id: issued.id },
      detail: { number, kind: 'INVOICE', orderNumber: reservation.orderNumber, payableCents: content.totals.payableCents },
    });
    // Announced by the same transaction: a rolled-back issue is never told.
    await enqueueWebhooks(tx, { event: 'INVOICE_ISSUED', invoice: issued, corrects: null, orderNumber: reservation.orderNumber }, now);
    await enqueueDocumentMail(tx, issued.id, now);
    // A deposit larger than what the invoice came to: the rest of its advance invoice is credited,
    // and the money stays the organisation's credit (for staff to refund or use).
    for (const unused of content.unusedAdvances) {
      await creditAdvancePart(tx, { advanceId: unused.invoiceId, cents: unused.unusedCents, tax: unused, staffId, now, reason: { en: `Deposit not used by invoice ${number}`, sl: `Predplačilo, ki ga račun ${number} ni porabil` } });
    }
    return issued;
  }, TRANSACTION_OPTIONS);
  notify();
  return result;
}

/**
 * Issues a new document of `kind` (an advance invoice, a credit note) with `lines`, in the caller's
 * transaction: its row, its lines frozen, its totals, the next number of the series and what `data`
 * adds for that number — the one numbering and freezing step every document goes through.
 */
export async function issueNewDocument(
  tx: Tx,
  args: {
    kind: 'ADVANCE_INVOICE' | 'CREDIT_NOTE';
    reservationId: string | null;
    clientId: string | null;
    correctsInvoiceId?: string | null;
    stopType: Invoice['stopType'];
    currency: string;
    language: Language;
    note?: string | null;
    lines: DescribedLine[];
    issueDate: LocalDate;
    data: (number: string, totals: InvoiceContent['totals']) => Prisma.InvoiceUpdateInput;
  },
) {
  const totals = invoiceTotals(args.lines);
  const row = await tx.invoice.create({
    data: {
      kind: args.kind,
      reservationId: args.reservationId,
      clientId: args.clientId,
      correctsInvoiceId: args.correctsInvoiceId ?? null,
      stopType: args.stopType,
      currency: args.currency,
      language: args.language,
      note: args.note ?? null,
    },
  });
  const lines = totals.lines.map((l) => ({ ...l, id: null }));
  return issueNumbered(tx, row.id, lines, args.issueDate, (number) => ({ ...args.data(number, withoutLines(totals)), ...totalsData(withoutLines(totals)) }));
}

/** The seller as the documents copy it now; refused with SELLER_DETAILS_MISSING when incomplete. */
export async function sellerNow(tx: Tx, language: Language): Promise<InvoiceParty> {
  return (await seller(tx, language)).party;
}

export { localDay as issueDay };

/**
 * A reservation that ended owing nothing (a free cancellation, a decline, a fee of 0 % or waived)
 * will get no invoice to deduct its deposits from: each advance invoice's rest is credited now, and
 * the money stays the organisation's credit for staff to refund. Runs in the caller's transaction.
 */
export async function creditAdvancesIfNothingOwed(tx: Tx, reservationId: string, now: Date, staffId: string | null): Promise<void> {
  const advances = (await advancesToDeduct(tx, reservationId)).filter((a) => a.remainingCents > 0);
  if (!advances.length) return;
  const reservation = await tx.reservation.findUniqueOrThrow({ where: { id: reservationId }, select: RESERVATION_FOR_BILLING });
  if (reservation.status !== 'DELETED' || (await reservationDraft(tx, reservation)).lines.length) return;
  for (const advance of advances) {
    await creditAdvancePart(tx, {
      advanceId: advance.invoiceId,
      cents: advance.remainingCents,
      tax: advance,
      staffId,
      now,
      reason: { en: `Reservation ${reservation.orderNumber} ended with nothing to invoice`, sl: `Rezervacija ${reservation.orderNumber} se je končala brez obračuna` },
    });
  }
}

/**
 * Credits part (or all) of an issued advance invoice, in the caller's transaction: a credit note
 * with one line of `cents` gross at the advance's rate, referring to it, mailed and announced as
 * every credit note. `staffId` null: the system did it (a match undone, a deposit not used).
 */
export async function creditAdvancePart(
  tx: Tx,
  args: { advanceId: string; cents: number; tax: TaxTerm; staffId: string | null; now: Date; reason: { en: string; sl: string } },
): Promise<Invoice> {
  await tx.$queryRaw`SELECT id FROM invoices WHERE id = ${args.advanceId}::uuid FOR UPDATE`;
  const advance = await tx.invoice.findUniqueOrThrow({ where: { id: args.advanceId }, include: { reservation: { select: { orderNumber: true } } } });
  const party = await sellerNow(tx, advance.language);
  const issueDate = localDay(args.now);
  const why = advance.language === 'sl' ? args.reason.sl : args.reason.en;
  const { issued, number } = await issueNewDocument(tx, {
    kind: 'CREDIT_NOTE',
    reservationId: advance.reservationId,
    clientId: advance.clientId,
    correctsInvoiceId: advance.id,
    stopType: advance.stopType,
    currency: advance.currency,
    language: advance.language,
    note: why,
    lines: [{ kind: 'ADVANCE_DEDUCTION', quantity: 1, unitPriceCents: args.cents, vatRateBp: args.tax.vatRateBp, vatCategory: args.tax.vatCategory, includesVat: true, descriptionEn: args.reason.en, descriptionSl: args.reason.sl }],
    issueDate,
    data: () => ({
      supplyDate: advance.supplyDate,
      dueDate: dateToDb(issueDate),
      paymentTermsDays: 0,
      paymentReference: advance.number,
      seller: party as unknown as Prisma.InputJsonValue,
      buyer: advance.buyer as Prisma.InputJsonValue,
      issuedAt: args.now,
      issuedById: args.staffId,
    }),
  });
  await audit(tx, {
    action: 'invoice.credited',
    actor: args.staffId ? { kind: 'STAFF', id: args.staffId } : { kind: 'SYSTEM' },
    subject: { type: 'Invoice', id: advance.id },
    detail: { number: advance.number, creditNote: number, reason: why, orderNumber: advance.reservation?.orderNumber ?? null },
  });
  await enqueueWebhooks(tx, { event: 'INVOICE_ISSUED', invoice: issued, corrects: advance, orderNumber: advance.reservation?.orderNumber ?? null }, args.now);
  await enqueueDocumentMail(tx, issued.id, args.now);
  return issued;
}

/**
 * Corrects an issued invoice with a credit note that reverses it whole, refers to it and says why.
 * The credit note is issued at once, with the next number of the series, the invoice's lines and
 * buyer, and the seller's details as they are now. A reservation whose invoice was credited may be
 * invoiced again. Refused: a draft (NOT_FOUND), a credit note, an invoice already credited (ALREADY_CREDITED).
 */
export async function creditInvoice(services: BillingServices, staffId: string, invoiceId: string, reason: string, language: Language): Promise<Invoice> {
  const why = reason.trim();
  const rule = { maxLength: CREDIT_REASON_MAX_LENGTH, multiline: true };
  if (!why) throw new AppError('VALIDATION', language, { detail: { fields: { reason: 'REQUIRED' } } });
  if (textProblem(why, rule)) throw new AppError('VALIDATION', language, { detail: { fields: { reason: textProblem(why, rule) } } });
  if (!isUuid(invoiceId)) throw new AppError('NOT_FOUND', language);
  const now = services.now();
  const result = await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM invoices WHERE id = ${invoiceId}::uuid FOR UPDATE`;
    const original = await tx.invoice.findUnique({ where: { id: invoiceId }, include: { corrections: { select: { id: true } }, reservation: { select: { orderNumber: true } } } });
    if (!original || original.status !== 'ISSUED' || original.kind !== 'INVOICE') throw new AppError('NOT_FOUND', language);
    if (original.corrections.length) throw new AppError('ALREADY_CREDITED', language);
    const { party } = await seller(tx, language);
    const content = await invoiceContent(tx, original);
    const issueDate = localDay(now);
    const note = await tx.invoice.create({
      data: {
        kind: 'CREDIT_NOTE',
        reservationId: original.reservationId,
        clientId: original.clientId,
        correctsInvoiceId: original.id,
        stopType: original.stopType,
        currency: original.currency,
        language: original.language,
        note: why,
      },
    });
    const { issued, number } = await issueNumbered(tx, note.id, content.lines, issueDate, () => ({
      supplyDate: original.supplyDate,
      // Nothing is due on a credit note: it is settled against the invoice it reverses.
      dueDate: dateToDb(issueDate),
      paymentTermsDays: 0,
      paymentReference: original.number,
      seller: party as unknown as Prisma.InputJsonValue,
      buyer: original.buyer as Prisma.InputJsonValue,
      ...totalsData(content.totals),
      issuedAt: now,
      issuedById: staffId,
    }));
    await audit(tx, {
      action: 'invoice.credited',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Invoice', id: original.id },
      detail: { number: original.number, creditNote: number, reason: why, orderNumber: original.reservation?.orderNumber ?? null },
    });
    await enqueueWebhooks(tx, { event: 'INVOICE_ISSUED', invoice: issued, corrects: original, orderNumber: original.reservation?.orderNumber ?? null }, now);
    await enqueueDocumentMail(tx, issued.id, now);
    return issued;
  }, TRANSACTION_OPTIONS);
  notify();
  return result;
}

// ————— fees —————

/**
 * Staff waive the fee a closed reservation owes (a goodwill gesture, a coach that broke down), with
 * a reason, audited. Refused when nothing is owed (NO_FEE_TO_WAIVE) or the fee is already on an
 * issued invoice (ALREADY_INVOICED: credit it first).
 */
export async function waiveFee(services: BillingServices, staffId: string, reservationId: string, reason: string, language: Language) {
  const why = reason.trim();
  const rule = { maxLength: FEE_WAIVER_REASON_MAX_LENGTH, multiline: true };
  if (!why) throw new AppError('VALIDATION', language, { detail: { fields: { reason: 'REQUIRED' } } });
  if (textProblem(why, rule)) throw new AppError('VALIDATION', language, { detail: { fields: { reason: textProblem(why, rule) } } });
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', language);
  const now = services.now();
  return services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM reservations WHERE id = ${reservationId}::uuid FOR UPDATE`;
    const reservation = await tx.reservation.findUnique({ where: { id: reservationId }, select: RESERVATION_FOR_BILLING });
    if (!reservation) throw new AppError('NOT_FOUND', language);
    const draft = await reservationDraft(tx, reservation);
    if (!draft.fee || reservation.feeWaivedAt) throw new AppError('NO_FEE_TO_WAIVE', language);
    await assertNotInvoiced(tx, reservationId, language);
    const saved = await tx.reservation.update({ where: { id: reservationId }, data: { feeWaivedAt: now, feeWaivedById: staffId, feeWaivedReason: why } });
    // With the fee gone nothing may be owed: a deposit paid for it is credited.
    await creditAdvancesIfNothingOwed(tx, reservationId, now, staffId);
    await audit(tx, {
      action: 'reservation.fee_waived',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Reservation', id: reservationId },
      detail: { orderNumber: reservation.orderNumber, reason: why, feeCents: draft.fee.amountCents, feeReason: draft.fee.reason },
    });
    return saved;
  }, TRANSACTION_OPTIONS);
}

/** The fee a reservation owes under its terms (null: none), and whether it was waived. */
export async function reservationFee(db: Db, reservationId: string) {
  const reservation = await db.reservation.findUnique({ where: { id: reservationId }, select: RESERVATION_FOR_BILLING });
  if (!reservation) return null;
  const draft = await reservationDraft(db, reservation);
  return draft.fee ? { ...draft.fee, waived: reservation.feeWaivedAt !== null } : null;
}
