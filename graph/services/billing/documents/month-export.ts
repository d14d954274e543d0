// The accountant's month: a CSV with one row per issued document and VAT rate, and a ZIP of that
// CSV with every PDF and UBL XML of the month. Credit notes count against the month: their amounts
// are negative here (the stored rows keep them positive, as the documents print them), so each
// column adds up to the month's figure. Amounts are decimals with a point; the file is UTF-8 with
// a byte-order mark, which spreadsheet programs need to read č, š and ž.
import { zipSync, strToU8 } from 'fflate';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { csvCell } from '../../../domain/csv.ts';
import { centsToDecimal } from '../../../domain/money.ts';
import { addDays, dateToDb, type LocalDate } from '../../../domain/local-time.ts';
import { loadIssuedDocuments, type IssuedDocument } from './document.ts';
import { documentFile } from './render.ts';
import { percentDecimal } from './ubl.ts';

type Db = Pick<Prisma.TransactionClient, 'invoice' | 'invoiceLine' | 'billingSettings'>;

/** "2026-11" → its first and last day; null for anything else (months 2000-01 … 2999-12). */
export function monthDays(month: string): { first: LocalDate; last: LocalDate } | null {
  const match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const first = `${match[1]}-${match[2]}-01`;
  const next = Number(match[2]) === 12 ? `${Number(match[1]) + 1}-01-01` : `${match[1]}-${String(Number(match[2]) + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(next, -1) };
}

export const CSV_COLUMNS = [
  'number',
  'kind',
  'issue_date',
  'supply_date',
  'buyer_legal_name',
  'buyer_country',
  'buyer_vat_id',
  'vat_rate',
  'vat_category',
  'net',
  'vat',
  'gross',
  'document_total',
  'document_rounding',
  'document_amount_due',
  'currency',
  'corrects_invoice',
] as const;

export function monthCsv(docs: readonly IssuedDocument[]): string {
  const rows = [CSV_COLUMNS.join(',')];
  for (const doc of docs) {
    const sign = doc.kind === 'CREDIT_NOTE' ? -1 : 1;
    const amount = (cents: number) => centsToDecimal(sign * cents);
    for (const rate of doc.vatBreakdown) {
      const values: Array<[string, boolean]> = [
        [doc.number, false],
        [doc.kind, false],
        [doc.issueDate, false],
        [doc.supplyDate, false],
        [doc.buyer.legalName, true],
        [doc.buyer.countryCode, true],
        [doc.buyer.vatId ?? '', true],
        [percentDecimal(rate.vatRateBp), false],
        [rate.vatCategory, false],
        [amount(rate.baseCents), false],
        [amount(rate.vatCents), false],
        [amount(rate.baseCents + rate.vatCents), false],
        [amount(doc.totalCents), false],
        [amount(doc.roundingCents), false],
        [amount(doc.payableCents), false],
        [doc.currency, false],
        [doc.corrects?.number ?? '', false],
      ];
      rows.push(values.map(([value, text]) => csvCell(value, text ? 'text' : 'number')).join(','));
    }
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

export async function monthDocuments(db: Db, month: string): Promise<IssuedDocument[] | null> {
  const days = monthDays(month);
  return days ? loadIssuedDocuments(db, dateToDb(days.first), dateToDb(days.last)) : null;
}

export const exportFileName = (month: string, format: 'csv' | 'zip') => `Stopover-invoices-${month}.${format}`;

/** The ZIP: the CSV at the top, then pdf/ and xml/ with each document's files (fixed dates: same month, same bytes). */
export async function monthZip(docs: readonly IssuedDocument[], month: string): Promise<Buffer> {
  const mtime = new Date(`${monthDays(month)!.first}T12:00:00Z`);
  const files: Record<string, [Uint8Array, { level: 0 | 6; mtime: Date }]> = {
    [exportFileName(month, 'csv')]: [strToU8(monthCsv(docs)), { level: 6, mtime }],
  };
  for (const doc of docs) {
    for (const format of ['pdf', 'xml'] as const) {
      const file = await documentFile(doc, format);
      // PDFs are compressed already.
      files[`${format}/${file.filename}`] = [new Uint8Array(file.body), { level: format === 'pdf' ? 0 : 6, mtime }];
    }
  }
  return Buffer.from(zipSync(files));
}
