// The outbox and its worker against a real database and a real SMTP server: a mail is written with
// its transaction or not at all, survives an SMTP outage, is delivered exactly once, and gives up
// (FAILED) only after the maximum number of attempts.
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database, type Prisma } from '../db.ts';
import { createLogger } from '../log.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/db.ts';
import { enqueueMail, type MailMessage, type PrismaLike } from './outbox.ts';
import { renderTemplate } from './templates.ts';
import { freePort, parseMail, startSmtpPeer, type SmtpPeer } from './testing.ts';
import { createMailWorker, describeError, notify, retryDelayMs, type MailWorkerOptions, type Transport } from './worker.ts';
import { createOrganisation } from '../testing/organisations.ts';

const MAIL_FROM = 'Stopover <reservations@stopover.test>';

let testDb: TestDatabase;
let db: Database;
let peer: SmtpPeer;
let clock: Date;
let logs: string[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  peer = await startSmtpPeer();
});

afterAll(async () => {
  await peer?.stop();
  await testDb?.drop();
});

beforeEach(async () => {
  await db.prisma.mailOutbox.deleteMany();
  peer.received.length = 0;
  clock = new Date();
  logs = [];
});

function services(env: Record<string, string> = {}, database: Database = db) {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:4000', SMTP_URL: peer.url, MAIL_FROM, ...env }, process.cwd());
  return {
    config,
    prisma: database.prisma,
    log: createLogger('debug', (line) => logs.push(line)),
    now: () => clock,
  };
}

function worker(options: MailWorkerOptions = {}, env: Record<string, string> = {}) {
  // random() = 1 takes the whole 20% off the back-off: deterministic in tests.
  return createMailWorker(services(env), { random: () => 0.5, ...options });
}

const verifyMail = (to = 'ana@example.com'): MailMessage => ({
  to,
  language: 'sl',
  template: 'account.verify',
  data: { name: 'Ana Žnidaršič', verifyUrl: 'http://localhost:4000/login/verify/tok_abc', expiresHours: 24 },
});

const enqueue = (tx: PrismaLike, message: MailMessage = verifyMail()) => enqueueMail(tx, message, { now: clock });

const outbox = () => db.prisma.mailOutbox.findMany({ orderBy: { id: 'asc' } });

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function createClient(tx: Prisma.TransactionClient | typeof db.prisma, name: string) {
  return createOrganisation(tx, {
    data: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      username: name.toLowerCase(),
      passwordHash: 'not-a-real-hash',
      termsAcceptedAt: clock,
    },
  });
}

describe('enqueueMail', () => {
  it('writes nothing when the transaction that enqueued the mail rolls back', async () => {
    await expect(
      db.prisma.$transaction(async (tx) => {
        await createClient(tx, 'Rollback');
        await enqueue(tx);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await db.prisma.client.count({ where: { name: 'Rollback' } })).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('writes the rendered mail together with the committed change', async () => {
    const id = await db.prisma.$transaction(async (tx) => {
      const org = await createClient(tx, 'Commit');
      return enqueue(tx, { ...verifyMail('commit@example.com'), clientId: org.id });
    });
    const [row] = await outbox();
    const rendered = renderTemplate('account.verify', 'sl', {
      name: 'Ana Žnidaršič',
      verifyUrl: 'http://localhost:4000/login/verify/tok_abc',
      expiresHours: 24,
    });
    expect(row).toMatchObject({
      id,
      toAddress: 'commit@example.com',
      language: 'sl',
      template: 'account.verify',
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: clock,
      lastError: null,
      sentAt: null,
    });
    expect(row?.clientId).toBeTruthy();
  });

  it('refuses a recipient that is not one address', async () => {
    await expect(enqueue(db.prisma, verifyMail('a@example.com, b@example.com'))).rejects.toThrow(/single e-mail address/);
    await expect(enqueue(db.prisma, verifyMail('Ana <a@example.com>'))).rejects.toThrow(/single e-mail address/);
  });
});

describe('mail worker over SMTP', () => {
  it('delivers a committed mail with subject, recipient, sender and both parts', async () => {
    const id = await db.prisma.$transaction((tx) => enqueue(tx));
    const w = worker();
    expect(w.mode).toBe('smtp');
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
    await w.stop();

    expect(peer.received).toHaveLength(1);
    const received = peer.received[0]!;
    expect(received.mailFrom).toBe('reservations@stopover.test');
    expect(received.rcptTo).toEqual(['ana@example.com']);
    const mail = parseMail(received.raw);
    expect(mail.subject).toBe('Potrdite svoj e-poštni naslov');
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.to).toBe('ana@example.com');
    expect(mail.text).toContain('Pozdravljeni, Ana Žnidaršič,');
    expect(mail.text).toContain('http://localhost:4000/login/verify/tok_abc');
    expect(mail.html).toContain('href="http://localhost:4000/login/verify/tok_abc"');
    expect(mail.html).toContain('Tržaška cesta 1');
    expect(mail.headers.get('message-id')).toBe(`<${id}@stopover.test>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.get('content-language')).toBe('sl');

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, sentAt: clock, lastError: null });
    expect(logs.some((line) => line.includes('"msg":"mail sent"') && line.includes(id))).toBe(true);
  });

  it('keeps the mail through an SMTP outage and delivers it exactly once afterwards', async () => {
    await peer.stop();
    const w = worker();
    try {
      await enqueue(db.prisma);
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
      let [row] = await outbox();
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      // First retry: 30 s less up to 20% jitter (random 0.5 → 27 s).
      expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(27_000);
      expect(logs.some((line) => line.includes('will retry'))).toBe(true);

      // Not due yet: nothing happens, however often the worker looks.
      later(26_000);
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });

      await peer.start();
      later(1_000);
      expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
      later(60 * 60_000);
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(peer.received).toHaveLength(1);
      [row] = await outbox();
      expect(row).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    } finally {
      await peer.start().catch(() => {});
      await w.stop();
    }
  });

  it('marks a mail FAILED after the maximum number of attempts, backing off in between', async () => {
    const closed = `smtp://127.0.0.1:${await freePort()}`;
    const w = worker({ maxAttempts: 4 }, { SMTP_URL: closed });
    await enqueue(db.prisma);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
      const [row] = await outbox();
      expect(row!.attempts).toBe(attempt);
      waits.push(row!.nextAttemptAt.getTime() - clock.getTime());
      clock = row!.nextAttemptAt;
    }
    await w.stop();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'FAILED', attempts: 4 });
    expect(row!.lastError).toBeTruthy();
    expect(waits).toEqual([27_000, 54_000, 108_000, 0]);
    // FAILED mail is never picked up again.
    later(24 * 60 * 60_000);
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(logs.some((line) => line.includes('"level":"error"') && line.includes('failed for good'))).toBe(true);
  });

  it('survives a transport that throws, and never stores credentials', async () => {
    const throwing: Transport = {
      sendMail() {
        throw Object.assign(new Error('Invalid login for smtp://mailer:s3cr3t-pass@smtp.example.com'), { code: 'EAUTH', responseCode: 535 });
      },
    };
    const w = worker({ transport: throwing }, { SMTP_URL: 'smtp://mailer:s3cr3t-pass@smtp.example.com:587' });
    await enqueue(db.prisma);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [row] = await outbox();
    expect(row!.lastError).toContain('EAUTH 535 Invalid login');
    expect(row!.lastError).not.toContain('s3cr3t');
    expect(row!.lastError).not.toContain('mailer');
    expect(logs.join('\n')).not.toContain('s3cr3t');
  });

  it('wakes up on notify() instead of waiting for the next poll, and stop() ends the loop', async () => {
    const w = worker({ pollMs: 60_000 });
    w.start();
    try {
      await waitFor(() => logs.some((line) => line.includes('mail worker started')));
      await enqueue(db.prisma, verifyMail('first@example.com'));
      notify();
      await waitFor(() => peer.received.length === 1);
      await db.prisma.$transaction((tx) => enqueue(tx, verifyMail('second@example.com')));
      notify();
      await waitFor(() => peer.received.length === 2);
    } finally {
      await w.stop();
    }
    expect(peer.received.map((m) => m.rcptTo[0])).toEqual(['first@example.com', 'second@example.com']);
    // Stopped: nothing wakes it any more.
    await enqueue(db.prisma, verifyMail('third@example.com'));
    notify();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(peer.received).toHaveLength(2);
  });

  it('keeps polling when a round fails', async () => {
    let calls = 0;
    const flaky: Transport = {
      async sendMail() {
        calls++;
        if (calls === 1) throw new Error('421 try again later');
      },
    };
    const w = worker({ transport: flaky, pollMs: 20 });
    await enqueue(db.prisma);
    w.start();
    try {
      await waitFor(async () => (await outbox())[0]?.attempts === 1);
      clock = (await outbox())[0]!.nextAttemptAt;
      await waitFor(async () => (await outbox())[0]?.status === 'SENT');
    } finally {
      await w.stop();
    }
    expect(calls).toBe(2);
  });

  it('hands back the mail it claimed when stopped in the middle of a batch', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow: Transport = {
      async sendMail(mail) {
        sent.push(mail.to);
        await gate;
      },
    };
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await enqueue(db.prisma, verifyMail(to));
    const w = worker({ transport: slow, pollMs: 60_000 });
    w.start();
    await waitFor(() => sent.length === 1);
    const stopped = w.stop();
    release();
    await stopped;
    const rows = await outbox();
    expect(rows.map((r) => [r.toAddress, r.status, r.attempts])).toEqual([
      ['a@example.com', 'SENT', 1],
      ['b@example.com', 'PENDING', 0],
      ['c@example.com', 'PENDING', 0],
    ]);
    expect(rows[1]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.getTime());
  });

  it('lets another worker take a dead worker’s mail after about one lease (30 s)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const hangs: Transport = { sendMail: () => gate };
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) await enqueue(db.prisma, verifyMail(to));
    // The first worker claims the batch and then never returns from its first send (kill -9).
    const dead = worker({ transport: hangs });
    const stuck = dead.runOnce();
    await waitFor(async () => (await outbox()).every((row) => row.attempts === 1));
    later(31_000);
    const alive = worker();
    expect(await alive.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(peer.received.map((m) => m.rcptTo[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    release();
    await stuck;
    await Promise.all([dead.stop(), alive.stop()]);
  });

  it('renews the lease while a send is in flight, so a slow send is not sent twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const slowPeer = createTransport({ url: peer.url });
    const slow: Transport = {
      async sendMail(mail) {
        started++;
        await gate;
        return slowPeer.sendMail(mail);
      },
    };
    for (const to of ['a@example.com', 'b@example.com']) await enqueue(db.prisma, verifyMail(to));
    const busy = worker({ transport: slow, leaseMs: 300 });
    const round = busy.runOnce();
    await waitFor(() => started === 1);
    // Far past any lease taken at the claim: only the heartbeat keeps the rows.
    later(10 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const other = worker();
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0 });
    release();
    expect(await round).toEqual({ sent: 2, failed: 0 });
    expect(peer.received.map((m) => m.rcptTo[0]).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([['SENT', 1], ['SENT', 1]]);
    slowPeer.close();
    await Promise.all([busy.stop(), other.stop()]);
  });

  it.skipIf(testDbKind() === 'pglite')('delivers each mail once when two app instances run their workers concurrently', async () => {
    const second = await openDatabase({ kind: 'postgres', url: testDb.url! });
    try {
      const total = 40;
      for (let i = 0; i < total; i++) await enqueue(db.prisma, verifyMail(`guest${i}@example.com`));
      const a = createMailWorker(services(), { batchSize: 3 });
      const b = createMailWorker(services({}, second), { batchSize: 3 });
      const drain = async (w: typeof a) => {
        let sent = 0;
        for (;;) {
          const result = await w.runOnce();
          sent += result.sent;
          if (result.sent + result.failed === 0) return sent;
        }
      };
      const [sentByA, sentByB] = await Promise.all([drain(a), drain(b)]);
      await Promise.all([a.stop(), b.stop()]);
      expect(sentByA + sentByB).toBe(total);
      // Both instances did part of the work.
      expect(sentByA).toBeGreaterThan(0);
      expect(sentByB).toBeGreaterThan(0);
      const recipients = peer.received.map((m) => m.rcptTo[0]);
      expect(recipients).toHaveLength(total);
      expect(new Set(recipients).size).toBe(total);
      expect((await outbox()).every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('retry policy', () => {
  it('doubles from 30 seconds up to one hour, with up to 20% jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((n) => retryDelayMs(n, () => 0) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
    ]);
    expect(retryDelayMs(1, () => 0.999_999)).toBe(24_000);
    expect(retryDelayMs(40, () => 0)).toBe(3_600_000);
  });

  it('describes errors in one short line without credentials', () => {
    const error = Object.assign(new Error('connect failed to smtps://user:hunter22@mail.example.com\nsecond line'), { code: 'ECONNECTION' });
    const text = describeError(error, 'smtps://user:hunter22@mail.example.com');
    expect(text).toBe('ECONNECTION connect failed to smtps://***@mail.example.com second line');
    expect(describeError('x'.repeat(2000), null)).toHaveLength(500);
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
