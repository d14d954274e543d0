// What an outbox row's attachments become when the mail is sent: text files as they were queued,
// invoice documents rendered from the issued invoice they name (graph/services/billing/documents),
// an invoice's payment QR code drawn from the same frozen rows as an inline image.
import type { Prisma } from '../generated/prisma/client.ts';
import type { MailAttachment } from './outbox.ts';
import { renderDocumentFile } from '../services/billing/documents/render.ts';
import { loadPaymentRequestDocument } from '../services/deposits/document.ts';
import { renderPaymentRequestPdf } from '../services/deposits/pdf.ts';
import { loadIssuedDocument } from '../services/billing/documents/document.ts';
import { paymentQrPng } from '../services/billing/documents/payment-qr.ts';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
  /** Set on an image the HTML part shows inline (`cid:`). */
  cid?: string;
}

type Db = Pick<Prisma.TransactionClient, 'invoice' | 'invoiceLine' | 'billingSettings' | 'paymentRequest'>;

export async function resolveAttachments(db: Db, attachments: readonly MailAttachment[]): Promise<OutgoingAttachment[]> {
  const files: OutgoingAttachment[] = [];
  for (const attachment of attachments) {
    if ('paymentRequestDocument' in attachment) {
      const doc = await loadPaymentRequestDocument(db, attachment.paymentRequestDocument.requestId);
      if (!doc) throw new Error(`attachment ${attachment.filename}: no payment request ${attachment.paymentRequestDocument.requestId}`);
      files.push({ filename: attachment.filename, contentType: attachment.contentType, content: await renderPaymentRequestPdf(doc) });
      continue;
    }
    if ('invoicePaymentQr' in attachment) {
      const doc = await loadIssuedDocument(db, attachment.invoicePaymentQr.invoiceId);
      if (!doc?.paymentQr) throw new Error(`attachment ${attachment.filename}: no payment QR for invoice ${attachment.invoicePaymentQr.invoiceId}`);
      files.push({ filename: attachment.filename, contentType: attachment.contentType, content: await paymentQrPng(doc.paymentQr), cid: attachment.cid });
      continue;
    }
    if ('paymentQr' in attachment) {
      files.push({ filename: attachment.filename, contentType: attachment.contentType, content: await paymentQrPng(attachment.paymentQr.payload), cid: attachment.cid });
      continue;
    }
    if (!('invoiceDocument' in attachment)) {
      files.push(attachment);
      continue;
    }
    const { invoiceId, format } = attachment.invoiceDocument;
    const file = await renderDocumentFile(db, invoiceId, format);
    if (!file) throw new Error(`attachment ${attachment.filename}: no issued invoice ${invoiceId}`);
    files.push({ filename: attachment.filename, contentType: attachment.contentType, content: file.body });
  }
  return files;
}
