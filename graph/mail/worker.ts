// Delivers the mail outbox. Every app instance runs one worker; they share the table safely:
//
//  1. claim  one statement picks due PENDING rows with FOR UPDATE SKIP LOCKED (two instances never
//            take the same row) and pushes their next_attempt_at forward as a short lease (30 s),
//            so the claim is committed before any network I/O and no transaction stays open
//            during a send; while the batch is being sent a heartbeat renews the lease of its
//            unsettled rows every third of the lease;
//  2. send   each row through SMTP (nodemailer), outside any transaction;
//  3. settle SENT with sent_at, or back to the queue with exponential back-off and jitter, or
//            FAILED after maxAttempts.
//
// Delivery is at least once. If the process dies, its heartbeat stops and another worker takes
// the rows within about one lease. A mail that was handed to the SMTP server just before the
// death, but not yet recorded as SENT, goes out again; its Message-ID is the row's id, so the
// duplicate is recognisable as one. Exactly once would need the SMTP server to take part.
//
// Without SMTP_URL (local development) the rows are the mailbox: the worker marks them SENT, prints
// one console line per mail with its links, and /dev/mailbox shows them (dev-mailbox.ts). In
// production without SMTP_URL it sends nothing and keeps the rows PENDING: queued, not lost.
import { createTransport } from 'nodemailer';
import type { Services } from '../context.ts';
import { findUrls, oneLine } from './escape.ts';
import { notify } from './notify.ts';
import type { MailAttachment } from './outbox.ts';
import { resolveAttachments, type OutgoingAttachment } from './attachments.ts';
import { createPollLoop } from '../lib/poll-loop.ts';

export { notify };

/** What the worker hands to a transport; nodemailer's transporter satisfies this. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  /** Files sent with the mail (the confirmation's .ics, an invoice's PDF and XML), when it has any. */
  attachments?: OutgoingAttachment[];
  /** Aborts a send that hangs, so a stuck SMTP server cannot outlive the row's lease. */
  signal: AbortSignal;
}

export interface Transport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

/** A mail "delivered" to the development mailbox. */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  template: string;
  language: string;
  text: string;
  html: string;
  /** Every URL of the text body, in order (verification and reset links). */
  links: string[];
  /** The message on the /dev/mailbox page. */
  mailboxUrl: string;
}

export interface MailWorkerOptions {
  /** Use this instead of nodemailer over config.smtpUrl (tests, other providers). */
  transport?: Transport;
  /** How often to look for due mail when nobody calls notify(). */
  pollMs?: number;
  /** Attempts before a mail is marked FAILED. */
  maxAttempts?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Longest a single SMTP send may take. */
  sendTimeoutMs?: number;
  /** Called for each mail delivered to the development mailbox; prints a console line when absent. */
  onDevMail?: (mail: DevMail) => void;
  /** Random source for the retry jitter, in [0, 1). */
  random?: () => number;
  /** How long a claim holds a row without a heartbeat; renewed every third of it while sending. */
  leaseMs?: number;
}

export interface RunResult {
  sent: number;
  failed: number;
}

export interface MailWorker {
  /** 'smtp': delivers; 'dev': the development mailbox; 'hold': production without SMTP_URL, sends nothing. */
  readonly mode: 'smtp' | 'dev' | 'hold';
  /** Starts the poll loop (idempotent). */
  start(): void;
  /** Ends the poll loop, waits for the round in progress and closes the transport. */
  stop(): Promise<void>;
  /** One round: claim due mail, deliver it, record the outcome. */
  runOnce(): Promise<RunResult>;
  /** Runs a round soon instead of at the next poll. */
  notify(): void;
}

export const MAIL_DEFAULTS = {
  pollMs: 5_000,
  maxAttempts: 12,
  batchSize: 10,
  sendTimeoutMs: 30_000,
  leaseMs: 30_000,
} as const;

const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;

/**
 * The wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min ... capped at 1 h, each shortened
 * by up to 20% at random so that mails that failed together (an SMTP outage) do not retry together.
 * With 12 attempts a mail keeps trying for about five and a half hours.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (1 - 0.2 * random()));
}

interface ClaimedRow {
  id: string;
  to_address: string;
  language: string;
  template: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  attachments: MailAttachment[] | null;
}

/** The rows of a batch not settled yet (id → attempts at claim time) and the renewal in flight. */
interface Lease {
  held: Map<string, number>;
  renewing: Promise<void>;
}

type WorkerServices = Pick<Services, 'prisma' | 'config' | 'log' | 'now'>;

export function createMailWorker(services: WorkerServices, options: MailWorkerOptions = {}): MailWorker {
  const { prisma, config, log } = services;
  const pollMs = options.pollMs ?? MAIL_DEFAULTS.pollMs;
  const maxAttempts = options.maxAttempts ?? MAIL_DEFAULTS.maxAttempts;
  const batchSize = options.batchSize ?? MAIL_DEFAULTS.batchSize;
  const sendTimeoutMs = options.sendTimeoutMs ?? MAIL_DEFAULTS.sendTimeoutMs;
  const random = options.random ?? Math.random;
  // Short, because a heartbeat renews it: a dead worker's mail waits about this long, not for a
  // whole batch of send time-outs.
  const leaseMs = options.leaseMs ?? MAIL_DEFAULTS.leaseMs;

  const mode: MailWorker['mode'] = options.transport || config.smtpUrl ? 'smtp' : config.env === 'production' ? 'hold' : 'dev';
  let transport: Transport | null = options.transport ?? null;
  const ownsTransport = !options.transport;
  const messageDomain = /@([^\s>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'stopover.localhost';
  const onDevMail = options.onDevMail ?? printDevMail;
  let warnedHold = false;

  function smtp(): Transport {
    // Created on first use: a worker that never finds mail never opens anything.
    transport ??= createTransport({
      url: config.smtpUrl ?? undefined,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: sendTimeoutMs,
    });
    return transport;
  }

  async function claim(): Promise<ClaimedRow[]> {
    const now = services.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const rows = await prisma.$queryRaw<ClaimedRow[]>`
      WITH due AS (
        SELECT id FROM mail_outbox
        WHERE status = 'PENDING' AND next_attempt_at <= ${now}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT ${batchSize}::int
        FOR UPDATE SKIP LOCKED
      )
      UPDATE mail_outbox AS m
      SET next_attempt_at = ${leaseUntil}::timestamptz, attempts = m.attempts + 1
      FROM due
      WHERE m.id = due.id
      RETURNING m.id::text AS id, m.to_address, m.language::text AS language, m.template, m.subject,
                m.text_body, m.html_body, m.attempts, m.attachments`;
    // UUIDv7 ids are time-ordered: oldest mail first.
    return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async function markSent(row: ClaimedRow): Promise<void> {
    // status = PENDING: if our lease ran out and another worker already settled the row, leave it.
    await prisma.mailOutbox.updateMany({
      where: { id: row.id, status: 'PENDING' },
      data: { status: 'SENT', sentAt: services.now(), lastError: null },
    });
  }

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const lastError = describeError(error, config.smtpUrl);
    const now = services.now();
    if (row.attempts >= maxAttempts) {
      await prisma.mailOutbox.updateMany({
        where: { id: row.id, status: 'PENDING' },
        data: { status: 'FAILED', lastError, nextAttemptAt: now },
      });
      log.error('mail delivery failed for good', { mailId: row.id, template: row.template, attempts: row.attempts, error: lastError });
      return;
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts, random));
    await prisma.mailOutbox.updateMany({
      where: { id: row.id, status: 'PENDING' },
      data: { lastError, nextAttemptAt: retryAt },
    });
    log.warn('mail delivery failed, will retry', {
      mailId: row.id,
      template: row.template,
      attempts: row.attempts,
      retryAt: retryAt.toISOString(),
      error: lastError,
    });
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    if (mode === 'dev') {
      onDevMail({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        template: row.template,
        language: row.language,
        text: row.text_body,
        html: row.html_body,
        links: findUrls(row.text_body),
        mailboxUrl: `${config.publicUrl}/dev/mailbox/${row.id}`,
      });
      return;
    }
    // Files kept as references are rendered now; one that cannot be fails the send, which is retried.
    const attachments = row.attachments?.length ? await resolveAttachments(prisma, row.attachments) : [];
    await smtp().sendMail({
      from: config.mailFrom,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: `<${row.id}@${messageDomain}>`,
      ...(attachments.length ? { attachments } : {}),
      headers: {
        'Content-Language': row.language,
        // RFC 3834: no out-of-office or other auto-replies to notifications.
        'Auto-Submitted': 'auto-generated',
        'X-Auto-Response-Suppress': 'OOF, AutoReply',
      },
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
  }

  async function runOnce(): Promise<RunResult> {
    if (mode === 'hold') {
      if (!warnedHold) {
        warnedHold = true;
        log.error('SMTP_URL is not set: no e-mail is sent; mail stays queued in mail_outbox until SMTP_URL is configured');
      }
      return { sent: 0, failed: 0 };
    }
    const rows = await claim();
    const result: RunResult = { sent: 0, failed: 0 };
    const lease: Lease = { held: new Map(rows.map((row) => [row.id, row.attempts])), renewing: Promise.resolve() };
    const renewEvery = Math.max(10, Math.floor(leaseMs / 3));
    // Not awaited here: sendAll awaits the renewal in flight before it settles a row, and renew logs its own failures.
    const heartbeat = rows.length ? setInterval(() => { lease.renewing = renew(lease.held); }, renewEvery) : null;
    heartbeat?.unref();
    try {
      await sendAll(rows, lease, result);
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
    return result;
  }

  /** Pushes the lease of the rows still held forward. `attempts` fences off rows another worker re-claimed. */
  async function renew(held: Map<string, number>): Promise<void> {
    const until = new Date(services.now().getTime() + leaseMs);
    for (const [id, attempts] of held) {
      await prisma.mailOutbox
        .updateMany({ where: { id, attempts, status: 'PENDING', sentAt: null }, data: { nextAttemptAt: until } })
        .catch((error: unknown) => log.warn('could not renew a mail lease', { mailId: id, error: shortError(error) }));
    }
  }

  async function sendAll(rows: ClaimedRow[], lease: Lease, result: RunResult): Promise<void> {
    for (const [index, row] of rows.entries()) {
      if (poll.stopping) {
        // Shutting down: hand the rest back at once instead of letting their lease run out.
        await release(rows.slice(index));
        break;
      }
      let delivered = false;
      try {
        await deliver(row);
        delivered = true;
      } catch (error) {
        // Let a renewal in flight land first, so it cannot overwrite the settled row.
        lease.held.delete(row.id);
        await lease.renewing;
        result.failed++;
        await markFailed(row, error).catch((dbError: unknown) =>
          log.error('could not record a failed mail delivery', { mailId: row.id, error: shortError(dbError) }),
        );
      }
      if (delivered) {
        lease.held.delete(row.id);
        await lease.renewing;
        result.sent++;
        await markSent(row).catch((dbError: unknown) =>
          // Delivered but not recorded: the lease expires and the mail goes out again (at least once).
          log.error('mail sent but not recorded as sent', { mailId: row.id, error: shortError(dbError) }),
        );
        if (mode === 'smtp') log.info('mail sent', { mailId: row.id, template: row.template, attempts: row.attempts });
      }
    }
  }

  async function release(rows: ClaimedRow[]): Promise<void> {
    for (const row of rows) {
      await prisma.mailOutbox
        .updateMany({ where: { id: row.id, status: 'PENDING' }, data: { nextAttemptAt: services.now(), attempts: { decrement: 1 } } })
        .catch(() => {});
    }
  }

  const poll = createPollLoop({
    outbox: 'mail',
    pollMs,
    batchSize,
    round: async () => {
      const { sent, failed } = await runOnce();
      return sent + failed;
    },
    onError: (error) => log.error('mail worker round failed', { error: shortError(error) }),
  });

  return {
    mode,
    start() {
      poll.start();
      log.info('mail worker started', { mode, pollMs, maxAttempts });
    },
    async stop() {
      await poll.stop();
      if (ownsTransport && transport) {
        transport.close?.();
        transport = null;
      }
    },
    runOnce,
    notify: poll.wake,
  };
}

function printDevMail(mail: DevMail): void {
  const links = mail.links.length ? mail.links.join(' ') : '(no links)';
  console.log(`[dev mail] to ${mail.to}: "${mail.subject}" ${links} (view: ${mail.mailboxUrl})`);
}

/** A short, single-line reason for last_error: the SMTP code and message, never credentials. */
export function describeError(error: unknown, smtpUrl: string | null): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, typeof e.message === 'string' ? e.message : String(error)].filter(
    (part) => part !== undefined && part !== null && part !== '',
  );
  let text = oneLine(parts.map(String).join(' '));
  for (const secret of smtpSecrets(smtpUrl)) text = text.split(secret).join('***');
  text = text.replace(/(\/\/)[^\s/@]+@/g, '$1***@');
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

function smtpSecrets(smtpUrl: string | null): string[] {
  if (!smtpUrl) return [];
  try {
    const url = new URL(smtpUrl);
    const secrets = [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)];
    // Short values (a user named "a") would blank out half the message; they are not secrets anyway.
    return [...new Set(secrets.filter((s) => s.length >= 4))];
  } catch {
    return [];
  }
}

function shortError(error: unknown): string {
  return error instanceof Error ? oneLine(error.message).slice(0, 300) : String(error).slice(0, 300);
}
