// An issued document as an A4 PDF in its language, drawn with pdfkit. Everything Directive
// 2006/112/EC art. 226 asks for is printed: both parties with addresses and VAT IDs, the number,
// the issue, supply and due dates, each line (description, quantity, unit net price, VAT rate, net
// amount), the VAT per rate, the totals, the rounding and the amount due; a credit note names the
// invoice it corrects, its date and why. The amounts are the stored ones (nothing recomputed).
//
// The font is DejaVu Sans embedded from an npm package (the standard PDF fonts lack č, š, ž). The
// brand colour marks the name and rules only; every meaning is in words and weight, so a black and
// white print reads the same. The creation date is the issue instant, so the same invoice always
// gives the same bytes.
import { formatMoney, formatQuantity, formatRate, formatUnitPrice } from '../../../domain/money.ts';
import { formatIban, type InvoiceParty } from '../../../domain/invoice-parties.ts';
import { formatCreditorReference } from '../../../domain/creditor-reference.ts';
import type { Language } from '../../../i18n/messages.ts';
import type { IssuedDocument } from './document.ts';
import { documentTitle, formatDate, label, paymentTerms, type LabelName } from './texts.ts';
import { drawPaymentQr } from './payment-qr.ts';
import { COLOR, CONTENT_WIDTH, FONTS, loadPdfKit, PAGE } from './pdf-style.ts';


const FOOTER_TOP = PAGE.height - 80;
/** The EPC QR code's side, quiet zone included: about 3.5 cm, well above the ~2 cm phones need for a version-8 code. */
const QR_SIZE = 100;

type Doc = PDFKit.PDFDocument;

interface Column {
  label: LabelName | null;
  width: number;
  align: 'left' | 'right';
}

const LINE_COLUMNS: Column[] = [
  { label: null, width: 22, align: 'left' },
  { label: 'description', width: 0, align: 'left' },
  { label: 'quantity', width: 40, align: 'right' },
  { label: 'unitPrice', width: 96, align: 'right' },
  { label: 'vatRate', width: 48, align: 'right' },
  { label: 'netAmount', width: 86, align: 'right' },
];
LINE_COLUMNS[1]!.width = CONTENT_WIDTH - LINE_COLUMNS.reduce((sum, c) => sum + c.width, 0);

function partyLines(language: Language, party: InvoiceParty, seller: boolean): string[] {
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(party.countryCode) ?? party.countryCode;
  const lines = [party.addressLine, `${party.postcode} ${party.city}`, country];
  if (party.vatId) lines.push(`${label(language, 'vatId')}: ${party.vatId}`);
  if (seller && party.registrationNumber) lines.push(`${label(language, 'registrationNumber')}: ${party.registrationNumber}`);
  if (party.email) lines.push(`${label(language, 'email')}: ${party.email}`);
  return lines;
}

function header(doc: Doc, d: IssuedDocument): number {
  const { language } = d;
  doc.rect(0, 0, PAGE.width, 8).fill(COLOR.brand);
  doc.font('bold').fontSize(20).fillColor(COLOR.brand).text('Stopover', PAGE.margin, 34, { width: 260, lineBreak: false });
  doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(d.seller.legalName, PAGE.margin, 60, { width: 260 });
  const right = PAGE.margin + CONTENT_WIDTH - 230;
  doc.font('bold').fontSize(20).fillColor(COLOR.text).text(documentTitle(language, d.kind), right, 32, { width: 230, align: 'right' });
  const facts: Array<[LabelName, string]> = [
    ['number', d.number],
    ['issueDate', formatDate(language, d.issueDate)],
    ['supplyDate', formatDate(language, d.supplyDate)],
  ];
  if (d.kind === 'INVOICE') facts.push(['dueDate', formatDate(language, d.dueDate)]);
  let y = 62;
  for (const [name, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(`${label(language, name)}:`, right, y, { width: 130, align: 'right' });
    doc.font(name === 'number' ? 'bold' : 'regular').fillColor(COLOR.text).text(value, right + 134, y, { width: 96, align: 'right' });
    y += 13;
  }
  return Math.max(y, 90) + 14;
}

function parties(doc: Doc, d: IssuedDocument, top: number): number {
  const half = (CONTENT_WIDTH - 20) / 2;
  const block = (x: number, role: LabelName, party: InvoiceParty, seller: boolean): number => {
    doc.font('bold').fontSize(8).fillColor(COLOR.muted).text(label(d.language, role).toUpperCase(), x + 10, top + 8, { width: half - 20, characterSpacing: 0.6 });
    doc.font('bold').fontSize(10.5).fillColor(COLOR.text).text(party.legalName, x + 10, top + 22, { width: half - 20 });
    doc.font('regular').fontSize(9).fillColor(COLOR.text);
    for (const line of partyLines(d.language, party, seller)) doc.text(line, x + 10, doc.y + 1, { width: half - 20 });
    return doc.y + 8;
  };
  const bottom = Math.max(block(PAGE.margin, 'seller', d.seller, true), block(PAGE.margin + half + 20, 'buyer', d.buyer, false));
  doc.lineWidth(0.75).strokeColor(COLOR.rule);
  doc.roundedRect(PAGE.margin, top, half, bottom - top, 3).stroke();
  doc.roundedRect(PAGE.margin + half + 20, top, half, bottom - top, 3).stroke();
  return bottom + 14;
}

/** A credit note's reference to the invoice it corrects and its reason; a note staff left on an invoice. */
function correction(doc: Doc, d: IssuedDocument, top: number): number {
  const { language } = d;
  let y = top;
  if (d.corrects) {
    doc.font('bold').fontSize(10).fillColor(COLOR.text).text(`${label(language, 'corrects')} ${d.corrects.number} ${label(language, 'of')} ${formatDate(language, d.corrects.issueDate)}`, PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 3;
  }
  if (d.note) {
    doc.font('bold').fontSize(9).fillColor(COLOR.text).text(`${label(language, d.kind === 'CREDIT_NOTE' ? 'reason' : 'note')}: `, PAGE.margin, y, { continued: true, width: CONTENT_WIDTH });
    doc.font('regular').text(d.note);
    y = doc.y + 3;
  }
  return y === top ? top : y + 10;
}

function row(doc: Doc, columns: Column[], values: string[], y: number, options: { bold?: boolean; x?: number } = {}): number {
  let x = options.x ?? PAGE.margin;
  let height = 0;
  doc.font(options.bold ? 'bold' : 'regular').fontSize(9).fillColor(COLOR.text);
  columns.forEach((column, index) => {
    const text = values[index] ?? '';
    const padded = column.width - 8;
    doc.text(text, x + 4, y, { width: padded, align: column.align });
    height = Math.max(height, doc.heightOfString(text, { width: padded }));
    x += column.width;
  });
  return y + height;
}

function tableHeader(doc: Doc, columns: Column[], language: Language, y: number, x = PAGE.margin): number {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.rect(x, y, width, 18).fill(COLOR.fill);
  row(doc, columns, columns.map((c) => (c.label ? label(language, c.label) : '#')), y + 5, { bold: true, x });
  doc.moveTo(x, y + 18).lineTo(x + width, y + 18).lineWidth(0.75).strokeColor(COLOR.text).stroke();
  return y + 24;
}

function lines(doc: Doc, d: IssuedDocument, top: number): number {
  const { language, currency } = d;
  let y = tableHeader(doc, LINE_COLUMNS, language, top);
  for (const line of d.lines) {
    const values = [
      String(line.position),
      line.description,
      formatQuantity(line.quantity, language),
      formatUnitPrice(line.unitNetPrice, currency, language),
      formatRate(line.vatRateBp, language),
      formatMoney(line.netCents, currency, language),
    ];
    const height = doc.font('regular').fontSize(9).heightOfString(line.description, { width: LINE_COLUMNS[1]!.width - 8 });
    if (y + height + 4 > FOOTER_TOP - 10) {
      doc.addPage();
      y = tableHeader(doc, LINE_COLUMNS, language, PAGE.margin);
    }
    y = row(doc, LINE_COLUMNS, values, y) + 4;
    doc.moveTo(PAGE.margin, y - 1).lineTo(PAGE.margin + CONTENT_WIDTH, y - 1).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
    y += 3;
  }
  return y + 10;
}

/** Room for a block of this height on the page, else a new page. */
function ensure(doc: Doc, y: number, height: number): number {
  if (y + height <= FOOTER_TOP - 10) return y;
  doc.addPage();
  return PAGE.margin;
}

function summary(doc: Doc, d: IssuedDocument, top: number): number {
  const { language, currency } = d;
  const money = (cents: number) => formatMoney(cents, currency, language);
  const vatColumns: Column[] = [
    { label: 'vatRate', width: 52, align: 'left' },
    { label: 'taxBase', width: 78, align: 'right' },
    { label: 'vatAmount', width: 78, align: 'right' },
    { label: 'gross', width: 78, align: 'right' },
  ];
  const totalsRows: Array<[LabelName, number]> = [
    ['totalNet', d.netCents],
    ['totalVat', d.vatCents],
    ['total', d.totalCents],
  ];
  if (d.roundingCents) totalsRows.push(['rounding', d.roundingCents]);
  const height = Math.max(24 + d.vatBreakdown.length * 16 + 20, totalsRows.length * 16 + 40);
  let y = ensure(doc, top, height);
  const start = y;
  doc.font('bold').fontSize(9).fillColor(COLOR.text).text(label(language, 'vatBreakdown'), PAGE.margin, y);
  let vy = tableHeader(doc, vatColumns, language, y + 14);
  for (const r of d.vatBreakdown) {
    vy = row(doc, vatColumns, [formatRate(r.vatRateBp, language), money(r.baseCents), money(r.vatCents), money(r.baseCents + r.vatCents)], vy) + 6;
  }
  const boxWidth = 210;
  const x = PAGE.margin + CONTENT_WIDTH - boxWidth;
  y = start;
  for (const [name, cents] of totalsRows) {
    doc.font('regular').fontSize(9).fillColor(COLOR.text).text(label(language, name), x, y, { width: 120 });
    doc.text(money(cents), x + 120, y, { width: boxWidth - 120, align: 'right' });
    y += 15;
  }
  doc.moveTo(x, y).lineTo(x + boxWidth, y).lineWidth(1.2).strokeColor(COLOR.text).stroke();
  y += 7;
  doc.font('bold').fontSize(12).text(label(language, d.kind === 'CREDIT_NOTE' ? 'amountCredited' : 'amountDue'), x, y, { width: 130, lineBreak: false });
  doc.text(money(d.payableCents), x + 120, y, { width: boxWidth - 120, align: 'right', lineBreak: false });
  doc.moveDown(0.2);
  y = doc.y + 4;
  return Math.max(y, vy) + 18;
}

/** How to pay: the terms, the account and the RF reference, and beside them the EPC QR code a banking app scans. */
function payment(doc: Doc, d: IssuedDocument, top: number): number {
  const { language, seller } = d;
  const facts: Array<[LabelName, string]> = [];
  if (d.kind !== 'CREDIT_NOTE') {
    if (seller.iban) facts.push(['iban', formatIban(seller.iban)]);
    if (seller.bic) facts.push(['bic', seller.bic]);
    facts.push(['reference', d.creditorReference ? formatCreditorReference(d.creditorReference) : d.paymentReference]);
  }
  const qr = d.paymentQr;
  const textWidth = qr ? CONTENT_WIDTH - QR_SIZE - 20 : CONTENT_WIDTH;
  let y = ensure(doc, top, Math.max(30 + facts.length * 13, qr ? QR_SIZE + 30 : 0));
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
  y += 8;
  const blockTop = y;
  doc.font('bold').fontSize(9).fillColor(COLOR.text).text(label(language, 'payment'), PAGE.margin, y);
  doc.font('regular').text(paymentTerms(d), PAGE.margin, doc.y + 2, { width: textWidth });
  y = doc.y + 4;
  for (const [name, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(`${label(language, name)}:`, PAGE.margin, y, { width: 110 });
    doc.font('bold').fillColor(COLOR.text).text(value, PAGE.margin + 110, y, { width: textWidth - 110 });
    y += 13;
  }
  if (qr) {
    const x = PAGE.margin + CONTENT_WIDTH - QR_SIZE;
    drawPaymentQr(doc, qr, x, blockTop, QR_SIZE);
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted).text(label(language, 'scanToPay'), x - 10, blockTop + QR_SIZE + 2, { width: QR_SIZE + 20, align: 'center' });
    y = Math.max(y, doc.y);
  }
  return y;
}

/** The seller's footer and identity on every page, and "Page n / m". */
function footers(doc: Doc, d: IssuedDocument): void {
  const range = doc.bufferedPageRange();
  const s = d.seller;
  const identity = [s.legalName, `${s.addressLine}, ${s.postcode} ${s.city}`, s.vatId ? `${label(d.language, 'vatId')}: ${s.vatId}` : null, s.registrationNumber ? `${label(d.language, 'registrationNumber')}: ${s.registrationNumber}` : null]
    .filter(Boolean)
    .join(' · ');
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Drawing below the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (index > 0) {
      // A continued page says which document it belongs to.
      doc.rect(0, 0, PAGE.width, 8).fill(COLOR.brand);
      doc.font('bold').fontSize(8).fillColor(COLOR.muted).text(`${documentTitle(d.language, d.kind)} ${d.number}`, PAGE.margin, 22, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    }
    doc.moveTo(PAGE.margin, FOOTER_TOP).lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_TOP).lineWidth(0.75).strokeColor(COLOR.brand).stroke();
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    if (d.footer) doc.text(d.footer, PAGE.margin, FOOTER_TOP + 7, { width: CONTENT_WIDTH - 60, height: 30, ellipsis: true });
    doc.text(identity, PAGE.margin, PAGE.height - 44, { width: CONTENT_WIDTH - 70, height: 24, ellipsis: true });
    doc.text(`${label(d.language, 'page')} ${index + 1} / ${range.count}`, PAGE.margin + CONTENT_WIDTH - 60, PAGE.height - 44, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** The document as a PDF file. */
export async function renderPdf(d: IssuedDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = `${documentTitle(d.language, d.kind)} ${d.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 90 },
    bufferPages: true,
    font: FONTS.regular,
    lang: d.language,
    displayTitle: true,
    info: { Title: title, Author: d.seller.legalName, Subject: title, Creator: 'Stopover', Producer: 'Stopover', CreationDate: d.issuedAt, ModDate: d.issuedAt },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, d);
  y = parties(doc, d, y);
  y = correction(doc, d, y);
  y = lines(doc, d, y);
  y = summary(doc, d, y);
  payment(doc, d, y);
  footers(doc, d);
  doc.end();
  return done;
}
