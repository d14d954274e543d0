// GET /payment-requests/<id>.pdf: a deposit request's PDF, for its organisation (signed in, or its
// API token reading invoices) and staff, with the same rules and answers as the invoice documents
// (graph/rest/invoice-documents.ts): anyone else is told it does not exist.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import { isUuid } from '../domain/text-rules.ts';
import { mayReadDocument } from '../services/billing/documents/access.ts';
import { loadPaymentRequestDocument, paymentRequestFileName } from '../services/deposits/document.ts';
import { renderPaymentRequestPdf } from '../services/deposits/pdf.ts';
import { askerOf, notFound, sendFile } from './invoice-documents.ts';

const PREFIX = '/payment-requests/';

export function paymentRequestDocumentPath(requestId: string): string {
  return `${PREFIX}${requestId}.pdf`;
}

export function isPaymentRequestDocumentPath(pathname: string): boolean {
  return /^\/payment-requests\/[^/]+\.pdf$/.test(pathname);
}

export async function servePaymentRequestDocument(services: Services, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', allow: 'GET, HEAD' });
    return void res.end('Method not allowed\n');
  }
  const id = pathname.slice(PREFIX.length, -'.pdf'.length);
  if (!isUuid(id)) return notFound(res, head);
  const asker = await askerOf(services, req, res);
  if (!asker) return;
  // The row's owner is checked before anything is rendered.
  const owner = await services.prisma.paymentRequest.findUnique({ where: { id }, select: { clientId: true } });
  if (!owner || !mayReadDocument(asker.viewer, owner.clientId)) return notFound(res, head);
  const doc = await loadPaymentRequestDocument(services.prisma, id);
  if (!doc) return notFound(res, head);
  sendFile(res, { filename: paymentRequestFileName(doc), contentType: 'application/pdf', body: await renderPaymentRequestPdf(doc) }, head);
}
