// The development mailbox: without SMTP_URL the outbox rows are the mail, and this page shows them
// (GET /dev/mailbox, GET /dev/mailbox/<id>), so someone trying Stopover locally can click the
// verification link. It exists only outside production and only while no SMTP server is
// configured; otherwise the handler declines and the caller answers 404. Its messages contain
// one-time links, so the page sends no referrer and is never cached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import { escapeHtml, findUrls } from './escape.ts';
import { isUuid } from '../domain/text-rules.ts';

export const DEV_MAILBOX_PATH = '/dev/mailbox';
const LIST_LIMIT = 100;

// No scripts at all. The mail's HTML renders in a srcdoc iframe, which inherits this policy, and
// the iframe's sandbox (no allow-scripts, no allow-same-origin) isolates it further.
export const DEV_MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: https: http:',
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export type DevMailboxHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

// A page on a developer's machine that any Host reaches can be read by any web site through DNS
// rebinding (its name re-pointed at 127.0.0.1): answer only to loopback names, with or without a port.
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

export function devMailboxEnabled(config: Pick<Services['config'], 'smtpUrl' | 'env'>): boolean {
  return config.smtpUrl === null && config.env !== 'production';
}

/** Returns true when it answered the request, false when the caller should answer (404). */
export function devMailboxHandler(services: Pick<Services, 'prisma' | 'config'>): DevMailboxHandler {
  const { prisma, config } = services;
  return async (req, res, pathname) => {
    if (!devMailboxEnabled(config)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!isLoopbackHost(req.headers.host)) return false;
    const path = pathname.replace(/\/+$/, '');
    if (path === DEV_MAILBOX_PATH) {
      const rows = await prisma.mailOutbox.findMany({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: LIST_LIMIT,
        select: { id: true, createdAt: true, toAddress: true, subject: true, template: true, status: true, attempts: true, textBody: true },
      });
      sendPage(res, 200, 'Dev mailbox', listPage(rows));
      return true;
    }
    if (!path.startsWith(`${DEV_MAILBOX_PATH}/`)) return false;
    const id = path.slice(DEV_MAILBOX_PATH.length + 1);
    const row = isUuid(id) ? await prisma.mailOutbox.findUnique({ where: { id } }) : null;
    if (!row) {
      sendPage(res, 404, 'Not found', `<p>No such message. <a href="${DEV_MAILBOX_PATH}">Back to the mailbox</a></p>`);
      return true;
    }
    sendPage(res, 200, row.subject, messagePage(row));
    return true;
  };
}

interface ListRow {
  id: string;
  createdAt: Date;
  toAddress: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  textBody: string;
}

function listPage(rows: ListRow[]): string {
  const intro = `<p class="muted">No SMTP_URL is set, so e-mail is not sent: it lands here (the latest ${LIST_LIMIT}). Set SMTP_URL to deliver it for real.</p>`;
  if (!rows.length) return `${intro}<p>No messages yet.</p>`;
  const body = rows
    .map((row) => {
      const links = findUrls(row.textBody)
        .map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)
        .join('<br>');
      return `<tr>
<td class="nowrap">${escapeHtml(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(row.toAddress)}</td>
<td><a href="${DEV_MAILBOX_PATH}/${escapeHtml(row.id)}">${escapeHtml(row.subject)}</a><div class="muted">${escapeHtml(row.template)}</div></td>
<td>${escapeHtml(row.status)}</td>
<td class="links">${links}</td>
</tr>`;
    })
    .join('\n');
  return `${intro}
<table>
<thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Status</th><th>Links</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

interface MessageRow extends ListRow {
  language: string;
  htmlBody: string;
  sentAt: Date | null;
  lastError: string | null;
}

function messagePage(row: MessageRow): string {
  const facts: Array<[string, string]> = [
    ['To', row.toAddress],
    ['Subject', row.subject],
    ['Template', `${row.template} (${row.language})`],
    ['Status', `${row.status}, ${row.attempts} attempt(s)`],
    ['Created', row.createdAt.toISOString()],
    ...(row.sentAt ? [['Sent', row.sentAt.toISOString()] as [string, string]] : []),
    ...(row.lastError ? [['Last error', row.lastError] as [string, string]] : []),
  ];
  const links = findUrls(row.textBody)
    .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
    .join('');
  // Links in the mail open in a new tab: a sandboxed frame may not navigate the page itself.
  const srcdoc = `<base target="_blank">${row.htmlBody}`;
  return `<p><a href="${DEV_MAILBOX_PATH}">← All messages</a></p>
<table class="facts">${facts.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ''}
<h2>HTML</h2>
<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}"></iframe>
<h2>Text</h2>
<pre>${escapeHtml(row.textBody)}</pre>`;
}

function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Stopover dev mailbox</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:24px;color:#1f2933;background:#fafaf7}
h1{font-size:20px}h2{font-size:16px;margin-top:24px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e4e1d8;padding:6px 8px;text-align:left;vertical-align:top}
.facts th{width:140px;color:#52606d;font-weight:normal}
.muted{color:#6b7280;font-size:13px}.nowrap{white-space:nowrap}.links{word-break:break-all;font-size:13px}
iframe{width:100%;height:720px;border:1px solid #e4e1d8;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e4e1d8;padding:12px}
</style>
</head>
<body>
<h1>Stopover dev mailbox</h1>
${body}
</body>
</html>
`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'content-security-policy': DEV_MAILBOX_CSP,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
}
