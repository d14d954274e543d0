// Without SMTP_URL the outbox is the mailbox: the worker marks mail SENT and prints its links, and
// /dev/mailbox shows it — but never in production and never when real SMTP is configured.
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db.ts';
import { createLogger } from '../log.ts';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { DEV_MAILBOX_CSP, devMailboxHandler, type DevMailboxHandler } from './dev-mailbox.ts';
import { enqueueMail } from './outbox.ts';
import { createMailWorker, type DevMail } from './worker.ts';

let testDb: TestDatabase;
let db: Database;
let server: http.Server | null = null;
let baseUrl = '';
let handler: DevMailboxHandler;

// Production refuses to start without SMTP_URL (config.ts); the worker and the mailbox must still
// hold their ground if such a config ever reached them, so the tests build one by hand.
const config = (env: Record<string, string> = {}) => {
  const { NODE_ENV, ...rest } = env;
  const loaded = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:4000', ...rest }, process.cwd());
  return NODE_ENV === 'production' ? { ...loaded, env: 'production' as const } : loaded;
};
const services = (env: Record<string, string> = {}) => ({
  config: config(env),
  prisma: db.prisma,
  log: createLogger('silent'),
  now: () => new Date(),
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  // A real HTTP server in front of the handler, answering 404 when it declines (as the app does).
  server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    handler(req, res, pathname).then(
      (handled) => {
        if (!handled) res.writeHead(404).end('declined');
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  await testDb?.drop();
});

beforeEach(async () => {
  await db.prisma.mailOutbox.deleteMany();
  handler = devMailboxHandler(services());
});

const VERIFY_URL = 'http://localhost:4000/login/verify/tok_dev?x=1&y=2';

async function enqueueSample() {
  await enqueueMail(db.prisma, {
    to: 'ana@example.com',
    language: 'en',
    template: 'account.verify',
    data: { name: 'Ana', verifyUrl: VERIFY_URL, expiresHours: 24 },
  });
  // Distinct creation times, so "newest first" has one answer.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await enqueueMail(db.prisma, {
    to: 'staff@stopover.test',
    language: 'sl',
    template: 'reservation.staff_notice',
    data: {
      client: '<img src=x onerror=alert(1)>',
      orderNumber: 'SO-DEV01',
      type: 'SHORT_STOP',
      guests: 12,
      arrival: new Date('2026-07-18T08:30:00Z'),
      panelUrl: 'http://localhost:4000/adminis/orders/pending?open=SO-DEV01',
    },
  });
}

describe('development mailbox', () => {
  it('marks mail SENT without SMTP and reports each one with its links', async () => {
    await enqueueSample();
    const delivered: DevMail[] = [];
    const worker = createMailWorker(services(), { onDevMail: (mail) => delivered.push(mail) });
    expect(worker.mode).toBe('dev');
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    await worker.stop();

    expect(delivered.map((m) => [m.to, m.template, m.links])).toEqual([
      ['ana@example.com', 'account.verify', [VERIFY_URL]],
      ['staff@stopover.test', 'reservation.staff_notice', ['http://localhost:4000/adminis/orders/pending?open=SO-DEV01']],
    ]);
    expect(delivered[0]!.subject).toBe('Verify your email address');
    expect(delivered[0]!.mailboxUrl).toBe(`http://localhost:4000/dev/mailbox/${delivered[0]!.id}`);
    const rows = await db.prisma.mailOutbox.findMany();
    expect(rows.every((row) => row.status === 'SENT' && row.sentAt !== null)).toBe(true);
  });

  it('prints one console line per mail with recipient, subject and links by default', async () => {
    await enqueueSample();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await createMailWorker(services()).runOnce();
      expect(log).toHaveBeenCalledTimes(2);
      const line = String(log.mock.calls[0]![0]);
      expect(line).not.toContain('\n');
      expect(line).toContain('ana@example.com');
      expect(line).toContain('"Verify your email address"');
      expect(line).toContain(VERIFY_URL);
    } finally {
      log.mockRestore();
    }
  });

  it('sends nothing and keeps mail queued in production without SMTP_URL', async () => {
    await enqueueSample();
    const lines: string[] = [];
    const worker = createMailWorker(
      { ...services({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }), log: createLogger('debug', (l) => lines.push(l)) },
      { onDevMail: () => expect.unreachable() },
    );
    expect(worker.mode).toBe('hold');
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await db.prisma.mailOutbox.count({ where: { status: 'PENDING' } })).toBe(2);
    expect(lines.join('\n')).toContain('SMTP_URL is not set');
  });

  it('lists the latest messages with their links, escaped', async () => {
    await enqueueSample();
    const res = await fetch(`${baseUrl}/dev/mailbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(DEV_MAILBOX_CSP);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await res.text();
    expect(page).toContain('Verify your email address');
    expect(page).toContain('ana@example.com');
    expect(page).toContain('PENDING');
    expect(page).toContain(`href="${VERIFY_URL.replace(/&/g, '&amp;')}"`);
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Newest first.
    expect(page.indexOf('SO-DEV01')).toBeLessThan(page.indexOf('Verify your email address'));
  });

  it('shows one message: HTML in a sandboxed frame, the text part and the links', async () => {
    await enqueueSample();
    const row = await db.prisma.mailOutbox.findFirstOrThrow({ where: { template: 'reservation.staff_notice' } });
    const res = await fetch(`${baseUrl}/dev/mailbox/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(DEV_MAILBOX_CSP);
    const page = await res.text();
    const iframe = /<iframe[^>]*>/.exec(page)?.[0] ?? '';
    expect(iframe).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(iframe).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;!DOCTYPE html&gt;');
    // The mail's own escaping survives the attribute escaping: the payload is inert twice over.
    expect(iframe).toContain('&amp;lt;img src=x onerror=alert(1)&amp;gt;');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('<pre>Stopover\n\nStranka &lt;img src=x onerror=alert(1)&gt; je oddala novo rezervacijo');
    expect(page).toContain('ŠTEVILKA REZERVACIJE: SO-DEV01');
  });

  it('answers 404 for unknown messages and declines other paths', async () => {
    expect((await fetch(`${baseUrl}/dev/mailbox/0190f0f0-0000-7000-8000-000000000000`)).status).toBe(404);
    const notUuid = await fetch(`${baseUrl}/dev/mailbox/'%3Cscript%3E`);
    expect(notUuid.status).toBe(404);
    expect(await notUuid.text()).not.toContain('<script>');
    const other = await fetch(`${baseUrl}/dev/mailboxes`);
    expect(await other.text()).toBe('declined');
    const post = await fetch(`${baseUrl}/dev/mailbox`, { method: 'POST' });
    expect(await post.text()).toBe('declined');
  });

  it('answers only to loopback host names, so a rebound DNS name cannot read it', async () => {
    await enqueueSample();
    const port = new URL(baseUrl).port;
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/dev/mailbox', headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const host of [`localhost:${port}`, 'localhost', `127.0.0.1:${port}`, `127.1.2.3:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await get(host)).status, host).toBe(200);
    }
    for (const host of [`attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`, `127.0.0.1.nip.io:${port}`]) {
      const res = await get(host);
      expect(res.status, host).toBe(404);
      expect(res.body).toBe('declined');
    }
  });

  it('does not exist in production or when SMTP is configured', async () => {
    await enqueueSample();
    const envs: Array<Record<string, string>> = [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, { SMTP_URL: 'smtp://127.0.0.1:2525' }];
    for (const env of envs) {
      handler = devMailboxHandler(services(env));
      const row = await db.prisma.mailOutbox.findFirstOrThrow();
      for (const path of ['/dev/mailbox', `/dev/mailbox/${row.id}`]) {
        const res = await fetch(`${baseUrl}${path}`);
        expect(res.status, `${JSON.stringify(env)} ${path}`).toBe(404);
        expect(await res.text()).toBe('declined');
      }
    }
  });
});
