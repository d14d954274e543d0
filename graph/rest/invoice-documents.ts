// GET /invoices/<id>.pdf|.xml: an issued invoice's or credit note's file; GET
// /billing/export/<month>.csv|.zip: the accountant's month (graph/domain/invoice-documents.ts names
// the paths). Plain URLs, so a browser downloads them with the session cookie and an integration
// with its API token (Authorization: Bearer). Who reads what: graph/services/billing/documents/access.ts.
// A document the asker may not read answers 404, as an unknown id or a draft does: nothing says
// it exists. An expired session answers 401 USER_/ADMIN_TOKEN_EXPIRED, so the web app refreshes
// and tries again, as on GraphQL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Services } from '../context.ts';
import { buildContext, type Context } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';
import { sendJson } from '../http/respond.ts';
import { message } from '../i18n/messages.ts';
import { isUuid } from '../domain/text-rules.ts';
import { INVOICE_DOCUMENT_FORMATS, type InvoiceDocumentFormat } from '../domain/invoice-documents.ts';
import { mayExportMonth, mayReadDocument } from '../services/billing/documents/access.ts';
import { renderDocumentFile } from '../services/billing/documents/render.ts';
import { exportFileName, monthCsv, monthDocuments, monthZip } from '../services/billing/documents/month-export.ts';

const DOCUMENT_PREFIX = '/invoices/';
const EXPORT_PREFIX = '/billing/export/';

/** Whether the path is a document's or an export's; other paths under /invoices/ stay the web app's. */
export function isInvoiceDocumentPath(pathname: string): boolean {
  return /^\/invoices\/[^/]+\.(pdf|xml)$/.test(pathname) || /^\/billing\/export\/[^/]+\.(csv|zip)$/.test(pathname);
}

export function notFound(res: ServerResponse, head: boolean) {
  const body = JSON.stringify({ code: 'NOT_FOUND', message: message('NOT_FOUND', 'en') });
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  res.end(head ? undefined : body);
}

/** The file, private to the asker's browser (shared caches never keep it). */
export function sendFile(res: ServerResponse, file: { filename: string; contentType: string; body: Buffer }, head: boolean) {
  res.writeHead(200, {
    'content-type': file.contentType,
    'content-length': file.body.length,
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-cache',
  });
  res.end(head ? undefined : file.body);
}

/** `<name>.<ext>` with one of the extensions; null otherwise. */
function split<E extends string>(rest: string, extensions: readonly E[]): { name: string; ext: E } | null {
  const dot = rest.lastIndexOf('.');
  if (dot <= 0 || rest.includes('/')) return null;
  const ext = rest.slice(dot + 1) as E;
  if (!extensions.includes(ext)) return null;
  let name: string;
  try {
    name = decodeURIComponent(rest.slice(0, dot));
  } catch {
    return null;
  }
  return name.length <= 64 ? { name, ext } : null;
}

export async function askerOf(services: Services, req: IncomingMessage, res: ServerResponse): Promise<Context | null> {
  try {
    const context = await buildContext(services, {
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
      acceptLanguage: req.headers['accept-language'],
      ip: clientIp(req, services.config.trustProxy),
    });
    if (context.expiredSession) {
      const code = context.expiredSession === 'staff' ? 'ADMIN_TOKEN_EXPIRED' : 'USER_TOKEN_EXPIRED';
      sendJson(res, 401, { code, message: message(code, context.language) });
      return null;
    }
    return context;
  } catch (error) {
    // A token that is unknown, revoked or over its rate limit: the same answer as on GraphQL.
    if (error instanceof GraphQLError) {
      const extensions = error.extensions as { code?: string; http?: { status?: number }; retryAfterSeconds?: number };
      const status = extensions.http?.status ?? 401;
      sendJson(res, status, { code: extensions.code, message: error.message }, extensions.retryAfterSeconds ? { 'retry-after': String(extensions.retryAfterSeconds) } : {});
      return null;
    }
    throw error;
  }
}

export async function serveInvoiceDocument(services: Services, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', allow: 'GET, HEAD' });
    return void res.end('Method not allowed\n');
  }
  const exporting = pathname.startsWith(EXPORT_PREFIX);
  const target = exporting
    ? split(pathname.slice(EXPORT_PREFIX.length), ['csv', 'zip'] as const)
    : split(pathname.slice(DOCUMENT_PREFIX.length), INVOICE_DOCUMENT_FORMATS);
  if (!target) return notFound(res, head);
  const asker = await askerOf(services, req, res);
  if (!asker) return;
  if (exporting) {
    if (!mayExportMonth(asker.viewer)) return notFound(res, head);
    const docs = await monthDocuments(services.prisma, target.name);
    if (!docs) return notFound(res, head);
    const format = target.ext as 'csv' | 'zip';
    const body = format === 'csv' ? Buffer.from(monthCsv(docs), 'utf8') : await monthZip(docs, target.name);
    return sendFile(res, { filename: exportFileName(target.name, format), contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/zip', body }, head);
  }
  // The row's owner is checked before anything is rendered.
  if (!isUuid(target.name)) return notFound(res, head);
  const owner = await services.prisma.invoice.findFirst({ where: { id: target.name, status: 'ISSUED' }, select: { clientId: true } });
  if (!owner || !mayReadDocument(asker.viewer, owner.clientId)) return notFound(res, head);
  const file = await renderDocumentFile(services.prisma, target.name, target.ext as InvoiceDocumentFormat);
  if (!file) return notFound(res, head);
  sendFile(res, file, head);
}
