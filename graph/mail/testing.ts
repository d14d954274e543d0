// Test helpers for mail: a real SMTP server on 127.0.0.1 that keeps what it receives, and a small
// MIME reader for nodemailer's output (multipart/alternative with quoted-printable or base64 parts),
// so tests check the bytes that actually crossed the wire.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP server saw them. */
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening (an SMTP outage); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startSmtpPeer(port?: number): Promise<SmtpPeer> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const start = async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      // No reverse DNS of 127.0.0.1 per connection: it costs ~100 ms where DNS is slow.
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(chosen, '127.0.0.1', () => resolve());
    });
    // Errors of single client connections (a client that gives up) must not fail the test run.
    s.on('error', () => {});
  };
  await start();

  return {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    received,
    start,
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A minimal MIME reader

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
  /** Parts sent as attachments, decoded as UTF-8 text. */
  attachments: Array<{ type: string; filename: string | null; content: string }>;
  /** Parts shown inside the HTML (Content-Disposition inline, with a Content-ID), as bytes. */
  inline: Array<{ type: string; contentId: string; bytes: Buffer }>;
}

type Part = { type: string; filename: string | null; content: string; contentId: string | null; bytes: Buffer };

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const parts = collectParts(headers, body);
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    text: parts.find((p) => p.type === 'text/plain' && !p.filename)?.content ?? '',
    html: parts.find((p) => p.type === 'text/html' && !p.filename)?.content ?? '',
    attachments: parts.filter((p) => p.filename).map(({ type, filename, content }) => ({ type, filename, content })),
    inline: parts.flatMap(({ type, contentId, bytes, filename }) => (contentId && filename === null ? [{ type, contentId, bytes }] : [])),
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string): Part[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => {
        const entity = splitEntity(section.replace(/^\n/, ''));
        return collectParts(entity.headers, entity.body);
      });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const disposition = headers.get('content-disposition') ?? '';
  const filename = /^attachment/i.test(disposition) ? (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '') : null;
  const contentId = /^<?([^<>]+)>?$/.exec(headers.get('content-id') ?? '')?.[1] ?? null;
  const bytes = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeBody(body, encoding), 'utf8');
  return [{ type, filename, content: decodeBody(body, encoding).replace(/\n$/, ''), contentId, bytes }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function decodeQuotedPrintable(text: string): string {
  return qpBytes(text.replace(/[ \t]+$/gm, '').replace(/=\r?\n/g, '')).toString('utf8');
}

/** Quoted-printable to bytes, so multi-byte UTF-8 sequences (č, š, ž) decode as a whole. */
function qpBytes(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(out);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in headers. */
export function decodeWords(value: string): string {
  // Adjacent encoded words may split one character, so their bytes are joined before decoding.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[QBqb]\?[^?]*\?=)+/g, (run) => {
      const buffers = [...run.matchAll(/=\?[^?]+\?([QBqb])\?([^?]*)\?=/g)].map(([, kind, data = '']) =>
        kind!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
      );
      return Buffer.concat(buffers).toString('utf8');
    });
}
