// GET /statements/<organisation id>.pdf|.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: an organisation's account
// statement for a period (graph/domain/statement-documents.ts names the path). Plain URLs like the
// invoice files (graph/rest/invoice-documents.ts): the session cookie or an API token; a client its
// own organisation's, staff any, a token with READ_INVOICES as for invoices; anyone else is told it
// does not exist (404). A bad period is a 400 with a translated message; an optional `language`
// (en or sl) overrides the organisation's own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import type { AppError } from '../errors.ts';
import { instantToLocal } from '../domain/local-time.ts';
import { isUuid } from '../domain/text-rules.ts';
import { STATEMENT_DOCUMENT_FORMATS, type StatementDocumentFormat } from '../domain/statement-documents.ts';
import { mayReadDocument } from '../services/billing/documents/access.ts';
import { checkedPeriod, readAccountStatement, statementSeller } from '../services/billing/statements.ts';
import { renderStatementPdf } from '../services/billing/documents/statement-pdf.ts';
import { statementCsv } from '../services/billing/documents/statement-csv.ts';
import { statementFileName } from '../services/billing/documents/statement-texts.ts';
import { askerOf, notFound, sendFile } from './invoice-documents.ts';

const PATH = /^\/statements\/([0-9a-fA-F-]{36})\.(pdf|csv)$/;

export function isStatementDocumentPath(pathname: string): boolean {
  return /^\/statements\/[^/]+\.(pdf|csv)$/.test(pathname);
}

export async function serveStatementDocument(services: Services, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', allow: 'GET, HEAD' });
    return void res.end('Method not allowed\n');
  }
  const match = PATH.exec(pathname);
  const clientId = match?.[1]?.toLowerCase();
  const format = match?.[2] as StatementDocumentFormat | undefined;
  if (!clientId || !format || !isUuid(clientId) || !STATEMENT_DOCUMENT_FORMATS.includes(format)) return notFound(res, head);
  const asker = await askerOf(services, req, res);
  if (!asker) return;
  // Who may read it is settled before the period is even looked at: nothing tells a stranger it exists.
  if (!mayReadDocument(asker.viewer, clientId)) return notFound(res, head);
  const query = new URL(req.url ?? '/', 'http://statement.invalid').searchParams;
  let period: { from: string; to: string };
  try {
    period = checkedPeriod(query.get('from') ?? '', query.get('to') ?? '', asker.language);
  } catch (error) {
    const e = error as AppError;
    return sendJson(res, 400, { code: e.extensions.code, message: e.message });
  }
  const statement = await readAccountStatement(services.prisma, clientId, period);
  if (!statement) return notFound(res, head);
  const asked = query.get('language');
  const language = asked === 'en' || asked === 'sl' ? asked : statement.holder.language;
  const filename = statementFileName(language, statement.from, statement.to, format);
  if (format === 'csv') return sendFile(res, { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(statementCsv(statement), 'utf8') }, head);
  const now = services.now();
  const body = await renderStatementPdf(statement, await statementSeller(services.prisma), language, now, instantToLocal(now).date);
  sendFile(res, { filename, contentType: 'application/pdf', body }, head);
}
