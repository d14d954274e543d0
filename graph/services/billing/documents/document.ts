// An issued invoice or credit note as its files show it: read once from the frozen rows (the
// invoice, its lines, and for a credit note the invoice it corrects), so the PDF, the UBL XML, the
// mail and the month export all print the same numbers. Drafts are never documents.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../i18n/messages.ts';
import type { VatBreakdownRow } from '../../../domain/billing.ts';
import type { VatCategory } from '../../../domain/billing-terms.ts';
import type { InvoiceParty } from '../../../domain/invoice-parties.ts';
import { dateFromDb, type LocalDate } from '../../../domain/local-time.ts';
import { isUuid } from '../../../domain/text-rules.ts';
import { invoiceCreditorReference } from '../../../domain/creditor-reference.ts';
import { paymentPayload, paymentTransfer } from './payment-qr.ts';

type Db = Pick<Prisma.TransactionClient, 'invoice' | 'invoiceLine'>;

export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE' | 'ADVANCE_INVOICE';

export interface DocumentLine {
  position: number;
  description: string;
  /** Whole units; negative for free places. */
  quantity: number;
  /** The unit net price in hundredths of a cent (money.ts UNIT_PRICE_SCALE). */
  unitNetPrice: number;
  netCents: number;
  vatRateBp: number;
  vatCategory: VatCategory;
}

export interface IssuedDocument {
  id: string;
  kind: DocumentKind;
  number: string;
  language: Language;
  currency: string;
  issueDate: LocalDate;
  supplyDate: LocalDate;
  dueDate: LocalDate;
  paymentTermsDays: number;
  /** The free-text reference stored when issued (invoice and order number); the RF one is what to quote. */
  paymentReference: string;
  /** The ISO 11649 reference to pay with ("RF…", derived from the number); null on a credit note. */
  creditorReference: string | null;
  /** The EPC QR payload for paying the amount due; null when the document asks for no transfer. */
  paymentQr: string | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** Staff's note; a credit note's reason. */
  note: string | null;
  /** The seller's footer in the document's language (empty: none). */
  footer: string;
  lines: DocumentLine[];
  vatBreakdown: VatBreakdownRow[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  roundingCents: number;
  payableCents: number;
  /** A credit note's invoice. */
  corrects: { number: string; issueDate: LocalDate } | null;
  /** The reservation's order number (the buyer's reference); null once the reservation is erased. */
  orderNumber: string | null;
  clientId: string | null;
  issuedAt: Date;
}


/**
 * The EPC QR payload for paying `amountCents` of an issued invoice to the seller's account frozen on
 * it, with its RF reference. Only an invoice asks for a transfer: an advance invoice is issued for
 * money already received, a credit note gives money back. Null too when nothing is to pay or the
 * seller has no valid IBAN.
 */
export function invoicePaymentQr(i: { status: string; kind: string; year: number | null; sequence: number | null; seller: unknown }, amountCents: number): string | null {
  const reference = invoiceCreditorReference(i);
  if (!reference || i.kind !== 'INVOICE' || !i.seller) return null;
  const seller = i.seller as InvoiceParty;
  return paymentPayload(paymentTransfer({ seller: { legalName: seller.legalName, iban: seller.iban, bic: seller.bic }, amountCents, reference }));
}

type IssuedRow = Prisma.InvoiceGetPayload<{ include: { corrects: { select: { number: true; issueDate: true } }; reservation: { select: { orderNumber: true } } } }>;

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`issued invoice without ${what}`);
  return value;
}

/** The footer a document prints: the one copied when it was issued, else the seller's current one. */
function footerOf(seller: InvoiceParty, language: Language, current: { en: string; sl: string } | null): string {
  const footer = seller.footer ?? current;
  return (footer ? (language === 'sl' ? footer.sl : footer.en) : '').trim();
}

/** An issued row as its document, or null for a draft. */
export function toDocument(row: IssuedRow, lines: Array<Prisma.InvoiceLineGetPayload<object>>, currentFooter: { en: string; sl: string } | null = null): IssuedDocument | null {
  if (row.status !== 'ISSUED') return null;
  const seller = required(row.seller, 'seller') as unknown as InvoiceParty;
  const language = row.language;
  return {
    id: row.id,
    kind: row.kind,
    number: required(row.number, 'number'),
    language,
    currency: row.currency,
    issueDate: dateFromDb(required(row.issueDate, 'issue date')),
    supplyDate: dateFromDb(required(row.supplyDate, 'supply date')),
    dueDate: dateFromDb(required(row.dueDate, 'due date')),
    paymentTermsDays: row.paymentTermsDays ?? 0,
    paymentReference: row.paymentReference ?? required(row.number, 'number'),
    creditorReference: invoiceCreditorReference(row),
    paymentQr: invoicePaymentQr(row, required(row.payableCents, 'amount due')),
    seller,
    buyer: required(row.buyer, 'buyer') as unknown as InvoiceParty,
    note: row.note?.trim() || null,
    footer: footerOf(seller, language, currentFooter),
    lines: lines.map((line, index) => ({
      position: index + 1,
      description: language === 'sl' ? line.descriptionSl : line.descriptionEn,
      quantity: line.quantity,
      unitNetPrice: required(line.unitNetPrice, 'unit net price'),
      netCents: required(line.netCents, 'line net'),
      vatRateBp: line.vatRateBp,
      vatCategory: line.vatCategory as VatCategory,
    })),
    vatBreakdown: required(row.vatBreakdown, 'VAT breakdown') as unknown as VatBreakdownRow[],
    netCents: required(row.netCents, 'net'),
    vatCents: required(row.vatCents, 'VAT'),
    totalCents: required(row.totalCents, 'total'),
    roundingCents: row.roundingCents ?? 0,
    payableCents: required(row.payableCents, 'amount due'),
    corrects: row.corrects ? { number: required(row.corrects.number, 'corrected number'), issueDate: dateFromDb(required(row.corrects.issueDate, 'corrected date')) } : null,
    orderNumber: row.reservation?.orderNumber ?? null,
    clientId: row.clientId,
    issuedAt: required(row.issuedAt, 'issue time'),
  };
}

const INCLUDE = { corrects: { select: { number: true, issueDate: true } }, reservation: { select: { orderNumber: true } } } as const;

async function currentFooter(db: Pick<Prisma.TransactionClient, 'billingSettings'>): Promise<{ en: string; sl: string } | null> {
  const settings = await db.billingSettings.findUnique({ where: { id: 1 }, select: { invoiceFooterEn: true, invoiceFooterSl: true } });
  return settings ? { en: settings.invoiceFooterEn, sl: settings.invoiceFooterSl } : null;
}

/** One issued document by id; null for an unknown id or a draft. */
export async function loadIssuedDocument(db: Db & Pick<Prisma.TransactionClient, 'billingSettings'>, invoiceId: string): Promise<IssuedDocument | null> {
  if (!isUuid(invoiceId)) return null;
  const row = await db.invoice.findUnique({ where: { id: invoiceId }, include: INCLUDE });
  if (!row || row.status !== 'ISSUED') return null;
  const lines = await db.invoiceLine.findMany({ where: { invoiceId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  return toDocument(row, lines, row.seller && (row.seller as { footer?: unknown }).footer ? null : await currentFooter(db));
}

/** Every document issued on the local days [from, to] (inclusive), in number order. */
export async function loadIssuedDocuments(db: Db & Pick<Prisma.TransactionClient, 'billingSettings'>, from: Date, to: Date): Promise<IssuedDocument[]> {
  const rows = await db.invoice.findMany({ where: { status: 'ISSUED', issueDate: { gte: from, lte: to } }, include: INCLUDE, orderBy: [{ year: 'asc' }, { sequence: 'asc' }] });
  if (!rows.length) return [];
  const lines = await db.invoiceLine.findMany({ where: { invoiceId: { in: rows.map((r) => r.id) } }, orderBy: [{ invoiceId: 'asc' }, { position: 'asc' }, { id: 'asc' }] });
  const footer = await currentFooter(db);
  return rows.map((row) => toDocument(row, lines.filter((l) => l.invoiceId === row.id), footer)!);
}
