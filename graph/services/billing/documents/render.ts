// An issued document's file by id and format: what the download route serves, the mail attaches
// and the month export packs. Rendered from the frozen rows every time rather than stored: the
// rows never change (the database refuses it), so the same invoice always gives the same file.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { InvoiceDocumentFormat } from '../../../domain/invoice-documents.ts';
import { loadIssuedDocument, type IssuedDocument } from './document.ts';
import { renderPdf } from './pdf.ts';
import { renderUbl } from './ubl.ts';
import { DOCUMENT_CONTENT_TYPES, documentFileName } from './texts.ts';

type Db = Pick<Prisma.TransactionClient, 'invoice' | 'invoiceLine' | 'billingSettings'>;

export interface DocumentFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

export async function documentFile(doc: IssuedDocument, format: InvoiceDocumentFormat): Promise<DocumentFile> {
  const body = format === 'pdf' ? await renderPdf(doc) : Buffer.from(renderUbl(doc), 'utf8');
  return { filename: documentFileName(doc, format), contentType: DOCUMENT_CONTENT_TYPES[format], body };
}

/** The file of an issued document; null for an unknown id or a draft. */
export async function renderDocumentFile(db: Db, invoiceId: string, format: InvoiceDocumentFormat): Promise<(DocumentFile & { document: IssuedDocument }) | null> {
  const doc = await loadIssuedDocument(db, invoiceId);
  return doc ? { ...(await documentFile(doc, format)), document: doc } : null;
}
