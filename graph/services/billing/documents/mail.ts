// The issued invoice or credit note goes to the buyer by mail, in the same transaction that issues
// it (docs/architecture.md A6): to the billing e-mail copied onto the document, else the
// account's, in the document's language, with its PDF and UBL XML attached and, on an invoice,
// its EPC QR code shown inline. The files are named in the outbox row and rendered when the mail
// is sent (graph/mail/attachments.ts).
import type { Prisma } from '../../../generated/prisma/client.ts';
import { enqueueMail, type MailAttachment } from '../../../mail/outbox.ts';
import { INVOICE_DOCUMENT_FORMATS } from '../../../domain/invoice-documents.ts';
import { loadIssuedDocument } from './document.ts';
import { DOCUMENT_CONTENT_TYPES, documentFileName } from './texts.ts';

type Tx = Pick<Prisma.TransactionClient, 'invoice' | 'invoiceLine' | 'billingSettings' | 'client' | 'mailOutbox'>;

/** Queues the mail of an issued document; returns the outbox row's id, or null when there is nobody to send it to. */
export async function enqueueDocumentMail(tx: Tx, invoiceId: string, now?: Date): Promise<string | null> {
  const doc = await loadIssuedDocument(tx, invoiceId);
  if (!doc) throw new Error(`enqueueDocumentMail: ${invoiceId} is not an issued invoice`);
  const account = doc.clientId ? await tx.client.findUnique({ where: { id: doc.clientId }, select: { email: true } }) : null;
  const to = doc.buyer.email ?? account?.email ?? null;
  if (!to) return null;
  const credit = doc.kind === 'CREDIT_NOTE';
  const attachments: MailAttachment[] = INVOICE_DOCUMENT_FORMATS.map((format) => ({
    filename: documentFileName(doc, format),
    contentType: DOCUMENT_CONTENT_TYPES[format],
    invoiceDocument: { invoiceId: doc.id, format },
  }));
  const qrCid = doc.paymentQr ? `epc-qr-${doc.id}@stopover` : null;
  if (qrCid) attachments.push({ filename: `${documentFileName(doc, 'pdf').replace(/\.pdf$/, '')}-QR.png`, contentType: 'image/png', cid: qrCid, invoicePaymentQr: { invoiceId: doc.id } });
  return enqueueMail(
    tx,
    {
      to,
      language: doc.language,
      template: 'invoice.issued',
      clientId: doc.clientId,
      data: {
        name: doc.buyer.legalName,
        kind: doc.kind,
        number: doc.number,
        issueDate: doc.issueDate,
        amountCents: doc.payableCents,
        currency: doc.currency,
        // An advance invoice is for money received: nothing to pay.
        payment: credit || doc.kind === 'ADVANCE_INVOICE' ? null : { dueDate: doc.dueDate, iban: doc.seller.iban, reference: doc.creditorReference ?? doc.paymentReference, qrCid },
        correctsNumber: doc.corrects?.number ?? null,
        orderNumber: doc.orderNumber,
      },
    },
    { ...(now ? { now } : {}), attachments },
  );
}
