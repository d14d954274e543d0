// An account statement as an A4 PDF in the client's language, drawn with pdfkit like the invoices
// (documents/pdf.ts): the same font (DejaVu Sans, for č, š, ž), palette and header band, the seller's
// identity at the foot of every page. Meanings are in words and weight, never in colour alone.
import { formatMoney } from '../../../domain/money.ts';
import type { Language } from '../../../i18n/messages.ts';
import type { StatementSeller, StatementView } from '../statements.ts';
import { formatDate } from './texts.ts';
import { balanceSentence, entryKindText, statementLabel as label, type StatementLabel } from './statement-texts.ts';
import { COLOR, CONTENT_WIDTH, FONTS, loadPdfKit, PAGE } from './pdf-style.ts';

const FOOTER_TOP = PAGE.height - 70;

type Doc = PDFKit.PDFDocument;
interface Column {
  label: StatementLabel;
  width: number;
  align: 'left' | 'right';
}

const LINE_COLUMNS: Column[] = [
  { label: 'date', width: 56, align: 'left' },
  { label: 'entry', width: 88, align: 'left' },
  { label: 'number', width: 0, align: 'left' },
  { label: 'dueDate', width: 56, align: 'left' },
  { label: 'debit', width: 64, align: 'right' },
  { label: 'credit', width: 64, align: 'right' },
  { label: 'balance', width: 70, align: 'right' },
];
LINE_COLUMNS[2]!.width = CONTENT_WIDTH - LINE_COLUMNS.reduce((sum, c) => sum + c.width, 0);

const OPEN_COLUMNS: Column[] = [
  { label: 'entry', width: 110, align: 'left' },
  { label: 'number', width: 0, align: 'left' },
  { label: 'dueDate', width: 70, align: 'left' },
  { label: 'daysOverdue', width: 70, align: 'right' },
  { label: 'amount', width: 80, align: 'right' },
  { label: 'open', width: 80, align: 'right' },
];
OPEN_COLUMNS[1]!.width = CONTENT_WIDTH - OPEN_COLUMNS.reduce((sum, c) => sum + c.width, 0);

function row(doc: Doc, columns: Column[], values: string[], y: number, bold = false): number {
  let x = PAGE.margin;
  let height = 0;
  doc.font(bold ? 'bold' : 'regular').fontSize(8.5).fillColor(COLOR.text);
  columns.forEach((column, index) => {
    const text = values[index] ?? '';
    const width = column.width - 6;
    doc.text(text, x + 3, y, { width, align: column.align });
    height = Math.max(height, doc.heightOfString(text, { width }));
    x += column.width;
  });
  return y + height;
}

function tableHeader(doc: Doc, columns: Column[], language: Language, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 18).fill(COLOR.fill);
  row(doc, columns, columns.map((c) => label(language, c.label)), y + 5, true);
  doc.moveTo(PAGE.margin, y + 18).lineTo(PAGE.margin + CONTENT_WIDTH, y + 18).lineWidth(0.75).strokeColor(COLOR.text).stroke();
  return y + 24;
}

/** A table row, on a new page (with the header again) when this one is full. */
function tableRow(doc: Doc, columns: Column[], language: Language, values: string[], y: number, bold = false): number {
  let top = y;
  if (top + 14 > FOOTER_TOP - 10) {
    doc.addPage();
    top = tableHeader(doc, columns, language, PAGE.margin + 20);
  }
  const bottom = row(doc, columns, values, top, bold) + 3;
  doc.moveTo(PAGE.margin, bottom).lineTo(PAGE.margin + CONTENT_WIDTH, bottom).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
  return bottom + 4;
}

function header(doc: Doc, s: StatementView, seller: StatementSeller, language: Language, preparedOn: string): number {
  doc.rect(0, 0, PAGE.width, 8).fill(COLOR.brand);
  doc.font('bold').fontSize(20).fillColor(COLOR.brand).text('Stopover', PAGE.margin, 34, { width: 250, lineBreak: false });
  doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(seller.legalName, PAGE.margin, 60, { width: 250 });
  const right = PAGE.margin + CONTENT_WIDTH - 260;
  doc.font('bold').fontSize(16).fillColor(COLOR.text).text(label(language, 'title'), right, 34, { width: 260, align: 'right' });
  const facts: Array<[StatementLabel, string]> = [
    ['period', `${formatDate(language, s.from)} – ${formatDate(language, s.to)}`],
    ['prepared', formatDate(language, preparedOn)],
  ];
  let y = 60;
  for (const [name, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(`${label(language, name)}:`, right, y, { width: 110, align: 'right' });
    doc.font('bold').fillColor(COLOR.text).text(value, right + 114, y, { width: 146, align: 'right' });
    y += 13;
  }
  // The client: its billing name and address when it has them.
  let top = Math.max(y, 90) + 10;
  doc.font('bold').fontSize(8).fillColor(COLOR.muted).text(label(language, 'client').toUpperCase(), PAGE.margin, top, { characterSpacing: 0.6 });
  doc.font('bold').fontSize(10.5).fillColor(COLOR.text).text(s.holder.legalName ?? s.holder.name, PAGE.margin, doc.y + 2, { width: 300 });
  doc.font('regular').fontSize(9);
  const country = (code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  s.holder.addressLines.forEach((line, index) => doc.text(index === s.holder.addressLines.length - 1 ? country(line) : line, PAGE.margin, doc.y + 1, { width: 300 }));
  if (s.holder.vatId) doc.text(`${label(language, 'vatId')}: ${s.holder.vatId}`, PAGE.margin, doc.y + 1, { width: 300 });
  top = doc.y + 14;
  return top;
}

function ledger(doc: Doc, s: StatementView, language: Language, top: number): number {
  const money = (cents: number) => formatMoney(cents, s.currency, language);
  let y = tableHeader(doc, LINE_COLUMNS, language, top);
  y = tableRow(doc, LINE_COLUMNS, language, [formatDate(language, s.from), label(language, 'opening'), '', '', '', '', money(s.openingBalanceCents)], y, true);
  for (const l of s.lines) {
    y = tableRow(
      doc,
      LINE_COLUMNS,
      language,
      [formatDate(language, l.date), entryKindText(language, l.kind), l.number ?? '', l.dueDate ? formatDate(language, l.dueDate) : '', l.debitCents ? money(l.debitCents) : '', l.creditCents ? money(l.creditCents) : '', money(l.balanceCents)],
      y,
    );
  }
  if (!s.lines.length) {
    doc.font('regular').fontSize(8.5).fillColor(COLOR.muted).text(label(language, 'none'), PAGE.margin + 3, y, { width: CONTENT_WIDTH - 6 });
    y = doc.y + 6;
  }
  y = tableRow(doc, LINE_COLUMNS, language, ['', label(language, 'totals'), '', '', money(s.debitCents), money(s.creditCents), ''], y);
  y = tableRow(doc, LINE_COLUMNS, language, [formatDate(language, s.to), label(language, 'closing'), '', '', '', '', money(s.closingBalanceCents)], y, true);
  doc.font('bold').fontSize(10).fillColor(COLOR.text).text(balanceSentence(language, s.to, s.closingBalanceCents, money), PAGE.margin, y + 6, { width: CONTENT_WIDTH });
  return doc.y + 16;
}

function openItems(doc: Doc, s: StatementView, seller: StatementSeller, language: Language, top: number): void {
  const money = (cents: number) => formatMoney(cents, s.currency, language);
  let y = top;
  if (y + 60 > FOOTER_TOP - 10) {
    doc.addPage();
    y = PAGE.margin + 20;
  }
  doc.font('bold').fontSize(10).fillColor(COLOR.text).text(`${label(language, 'openItems')} ${formatDate(language, s.to)}`, PAGE.margin, y);
  y = doc.y + 6;
  if (!s.openItems.length) {
    doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(label(language, 'noOpenItems'), PAGE.margin, y);
    return;
  }
  y = tableHeader(doc, OPEN_COLUMNS, language, y);
  for (const i of s.openItems) {
    y = tableRow(doc, OPEN_COLUMNS, language, [entryKindText(language, i.kind), i.number, i.dueDate ? formatDate(language, i.dueDate) : '', i.daysOverdue ? String(i.daysOverdue) : '', money(i.payableCents), money(i.openCents)], y);
  }
  y = tableRow(doc, OPEN_COLUMNS, language, [label(language, 'openTotal'), '', '', '', '', money(s.openCents)], y, true);
  if (seller.iban) {
    doc.font('regular').fontSize(9).fillColor(COLOR.text).text(`${label(language, 'iban')}: ${seller.iban.replace(/(.{4})/g, '$1 ').trim()}`, PAGE.margin, y + 6, { width: CONTENT_WIDTH });
  }
}

function footers(doc: Doc, seller: StatementSeller, language: Language, title: string): void {
  const range = doc.bufferedPageRange();
  const identity = [
    seller.legalName,
    seller.addressLine ? `${seller.addressLine}, ${seller.postcode} ${seller.city}` : null,
    seller.vatId ? `${label(language, 'vatId')}: ${seller.vatId}` : null,
    seller.registrationNumber ? `${label(language, 'registrationNumber')}: ${seller.registrationNumber}` : null,
    seller.email || null,
  ]
    .filter(Boolean)
    .join(' · ');
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (index > 0) {
      doc.rect(0, 0, PAGE.width, 8).fill(COLOR.brand);
      doc.font('bold').fontSize(8).fillColor(COLOR.muted).text(title, PAGE.margin, 22, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    }
    doc.moveTo(PAGE.margin, FOOTER_TOP).lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_TOP).lineWidth(0.75).strokeColor(COLOR.brand).stroke();
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    doc.text(identity, PAGE.margin, FOOTER_TOP + 8, { width: CONTENT_WIDTH - 70, height: 24, ellipsis: true });
    doc.text(`${label(language, 'page')} ${index + 1} / ${range.count}`, PAGE.margin + CONTENT_WIDTH - 60, FOOTER_TOP + 8, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** The statement as a PDF file, in `language`; `preparedAt` dates it (the same inputs give the same bytes). */
export async function renderStatementPdf(s: StatementView, seller: StatementSeller, language: Language, preparedAt: Date, preparedOn: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = `${label(language, 'title')} ${formatDate(language, s.from)} – ${formatDate(language, s.to)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 80 },
    bufferPages: true,
    font: FONTS.regular,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: seller.legalName, Subject: `${title} · ${s.holder.legalName ?? s.holder.name}`, Creator: 'Stopover', Producer: 'Stopover', CreationDate: preparedAt, ModDate: preparedAt },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, s, seller, language, preparedOn);
  y = ledger(doc, s, language, y);
  openItems(doc, s, seller, language, y);
  footers(doc, seller, language, title);
  doc.end();
  return done;
}
