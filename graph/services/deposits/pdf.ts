// A deposit request as an A4 PDF in the client's language, drawn with pdfkit like the invoices
// (the same embedded DejaVu font for č, š, ž, the same palette). It says plainly that it is not an
// invoice: the advance invoice follows when the money arrives.
import { formatMoney } from '../../domain/money.ts';
import { formatCreditorReference } from '../../domain/creditor-reference.ts';
import { instantToLocal } from '../../domain/local-time.ts';
import { formatDate } from '../billing/documents/texts.ts';
import { drawPaymentQr } from '../billing/documents/payment-qr.ts';
import type { PaymentRequestDocument } from './document.ts';
import { COLOR, CONTENT_WIDTH, FONTS, loadPdfKit, PAGE } from '../billing/documents/pdf-style.ts';


export function requestTexts(language: PaymentRequestDocument['language']) {
  const t = (en: string, sl: string) => (language === 'sl' ? sl : en);
  return {
    title: t('Payment request', 'Zahtevek za plačilo'),
    notInvoice: t(
      'This is not an invoice. It asks for a deposit for your reservation; an advance invoice follows when the payment arrives, and the final invoice deducts it.',
      'To ni račun. Z njim vas prosimo za predplačilo za vašo rezervacijo; ko plačilo prejmemo, vam izdamo avansni račun, končni račun pa ga upošteva kot že plačan znesek.',
    ),
    number: t('Number', 'Številka'),
    date: t('Date', 'Datum'),
    dueDate: t('Due date', 'Rok plačila'),
    orderNumber: t('Order number', 'Številka rezervacije'),
    arrival: t('Arrival', 'Prihod'),
    payee: t('Payee', 'Prejemnik'),
    client: t('Client', 'Stranka'),
    amount: t('Amount to pay', 'Znesek za plačilo'),
    reference: t('Payment reference', 'Sklic'),
    scan: t('Scan with your banking app', 'Skenirajte z mobilno banko'),
  };
}

export async function renderPaymentRequestPdf(d: PaymentRequestDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const words = requestTexts(d.language);
  const title = `${words.title} ${d.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 60 },
    font: FONTS.regular,
    lang: d.language,
    displayTitle: true,
    info: { Title: title, Author: d.seller.legalName, Subject: title, Creator: 'Stopover', Producer: 'Stopover', CreationDate: d.createdAt, ModDate: d.createdAt },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.rect(0, 0, PAGE.width, 8).fill(COLOR.brand);
  doc.font('bold').fontSize(20).fillColor(COLOR.brand).text('Stopover', PAGE.margin, 34, { width: 260, lineBreak: false });
  doc.font('regular').fontSize(9).fillColor(COLOR.muted).text(d.seller.legalName, PAGE.margin, 60, { width: 260 });
  doc.font('bold').fontSize(20).fillColor(COLOR.text).text(words.title, PAGE.margin + CONTENT_WIDTH - 260, 32, { width: 260, align: 'right' });

  const rows: Array<[string, string]> = [
    [words.number, d.number],
    [words.date, formatDate(d.language, instantToLocal(d.createdAt).date)],
    [words.dueDate, formatDate(d.language, d.dueDate)],
  ];
  if (d.orderNumber) rows.push([words.orderNumber, d.orderNumber]);
  if (d.arrival) rows.push([words.arrival, formatDate(d.language, instantToLocal(d.arrival).date)]);
  rows.push([words.client, d.buyer.name]);
  const sellerAddress = [d.seller.legalName, d.seller.addressLine, `${d.seller.postcode} ${d.seller.city}`.trim()].filter(Boolean).join(', ');
  rows.push([words.payee, sellerAddress]);
  if (d.seller.iban) rows.push(['IBAN', d.seller.iban.replace(/(.{4})(?=.)/g, '$1 ')]);
  if (d.seller.bic) rows.push(['BIC', d.seller.bic]);
  rows.push([words.reference, formatCreditorReference(d.reference)]);

  const QR = 110;
  let y = 110;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 46).fill(COLOR.fill);
  doc.font('bold').fontSize(11).fillColor(COLOR.text).text(words.amount, PAGE.margin + 12, y + 16, { width: 200 });
  doc.fontSize(16).text(formatMoney(d.amountCents, d.currency, d.language), PAGE.margin + CONTENT_WIDTH - 232, y + 13, { width: 220, align: 'right' });
  y += 62;
  const top = y;
  // The rows leave room on the right for the code "Scan to pay".
  const valueWidth = CONTENT_WIDTH - 160 - (d.paymentQr ? QR + 16 : 0);
  for (const [name, value] of rows) {
    doc.font('regular').fontSize(10).fillColor(COLOR.muted).text(`${name}:`, PAGE.margin, y, { width: 150 });
    doc.font(name === words.reference || name === words.number ? 'bold' : 'regular').fillColor(COLOR.text).text(value, PAGE.margin + 160, y, { width: valueWidth });
    y = doc.y + 5;
  }
  if (d.paymentQr) {
    const x = PAGE.margin + CONTENT_WIDTH - QR;
    drawPaymentQr(doc, d.paymentQr, x, top, QR);
    doc.font('regular').fontSize(8).fillColor(COLOR.muted).text(words.scan, x, top + QR + 4, { width: QR, align: 'center' });
    y = Math.max(y, top + QR + 18);
  }
  y += 12;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.75).strokeColor(COLOR.rule).stroke();
  doc.font('bold').fontSize(10).fillColor(COLOR.text).text(words.notInvoice, PAGE.margin, y + 12, { width: CONTENT_WIDTH });
  doc.end();
  return done;
}
