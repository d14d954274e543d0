// What an outbox row's attachments become when the mail is sent: text files as they were queued,
// invoice documents rendered from the issued invoice they name (graph/services/billing/documents).
import type { Prisma } from '../generated/prisma/client.ts';
import type { MailAttachment } from './outbox.ts';
import { renderDocumentFile } from '../services/billing/documents/render.ts';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

type Db = Pick<Prisma.TransactionClient, 'invoice' | 'invoiceLine' | 'billingSettings'>;

export async function resolveAttachments(db: Db, attachments: readonly MailAttachment[]): Promise<OutgoingAttachment[]> {
  const files: OutgoingAttachment[] = [];
  for (const attachment of attachments) {
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
