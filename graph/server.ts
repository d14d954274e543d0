// Entry point: config → database → migrations → first manager → HTTP. `npm start` runs this file;
// tests call startServer() with their own config and database.
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { createLogger, type Logger } from './log.ts';
import { createAppPubSub, type PubSub } from './pubsub.ts';
import { createCacheGenerations, type ResponseCacheServices } from './http/response-cache/generations.ts';
import { Redis } from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { createSessionGate } from './auth/session-gate.ts';
import { createPublicContent } from './services/public-content.ts';
import { createApp, type App } from './http/app.ts';
import { listenFirst, type StartingServer } from './http/listen-first.ts';
import { prepareDatabase } from './bootstrap/prepare-database.ts';
import { createMailWorker, type MailWorkerOptions } from './mail/worker.ts';
import { createWebhookWorker, type WebhookWorkerOptions } from './webhooks/worker.ts';
import { settleAfterResponse } from './lib/after-response.ts';
import { startJobs } from './jobs/scheduler.ts';
import { startReconfirmationJobs } from './jobs/reconfirmation.ts';
import { startDepositJobs } from './jobs/deposits.ts';
import { startInvoiceReminderJobs } from './jobs/invoice-reminders.ts';
import { startWaitingListJobs } from './jobs/waiting-list.ts';
import { listenForFreedCapacity } from './services/waiting-list/triggers.ts';
import { OWASP_SCRYPT, type ScryptParams } from './auth/password.ts';
import { DEFAULT_DIFFICULTY, type CaptchaDifficulty } from './auth/captcha.ts';
import type { Services } from './context.ts';
import { isClusterWorker, runPrimary } from './cluster.ts';
import { announceRunning } from './bootstrap/banner.ts';
import { withKeptSecret } from './bootstrap/development-secret.ts';
import { claimDataDir, type DataDirClaim } from './backup/control.ts';
import { backupQueue, takeBackup } from './backup/take.ts';
import { startBackupJobs } from './jobs/backups.ts';
import { keepServingOnUnhandledRejections } from './unhandled-rejections.ts';

export interface RunningServer {
  app: App;
  services: Services;
  /** The bound port (useful when PORT=0). */
  port: number;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Use this database instead of opening one from config (tests). It is not closed on stop. */
  database?: Database;
  logger?: Logger;
  now?: () => Date;
  announce?: (text: string) => void;
  hashParams?: ScryptParams;
  captchaDifficulty?: CaptchaDifficulty;
  /** Mail worker options, or false to run without one (tests that only read the outbox). */
  mail?: MailWorkerOptions | false;
  /** Webhook worker options, or false to run without one (tests that call runOnce themselves). */
  webhooks?: WebhookWorkerOptions | false;
  /** False: no reconfirmation scheduler (tests that run its rounds themselves). */
  reconfirmation?: false;
  /** False: no unpaid-deposit job (tests that run its rounds themselves). */
  deposits?: false;
  /** False: no overdue-invoice follow-up (tests that run its rounds themselves). */
  invoiceReminders?: false;
  /** The waiting list's round and its triggers after reservation changes. */
  waitingList?: false;
  /** False: no nightly backups. A database handed in (tests, benchmarks) never gets them: its caller's. */
  backups?: false;
  /** The port already listening (listenFirst): the app takes it over and what it held. */
  listening?: StartingServer;
}

export async function startServer(configured: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.logger ?? createLogger(configured.logLevel);
  const ownsDatabase = !options.database;
  // The embedded database's folder belongs to one process: claim it before opening it.
  let claim: DataDirClaim | null = null;
  if (ownsDatabase && configured.database.kind === 'pglite' && configured.database.dataDir) {
    claim = await claimDataDir(configured.database.dataDir, 'app');
  }
  let db: Database;
  try {
    db = options.database ?? (await openDatabase(configured.database));
  } catch (error) {
    await claim?.release();
    throw error;
  }
  // Only now does the embedded database's folder surely exist.
  const config = withKeptSecret(configured);
  try {
    await prepareDatabase(db, config, log, options.announce ?? ((text) => process.stdout.write(text + '\n')), options.hashParams);
  } catch (error) {
    if (ownsDatabase) await db.close().catch(() => {});
    await claim?.release();
    throw error;
  }

  const events = createAppPubSub(config.redisUrl);
  const responseCache = config.responseCache ? await startResponseCache(events, config, db, log) : null;
  // Every event published is a change: with the cache on, it also starts a new cache generation.
  const pubsub = responseCache ? responseCache.generations.watching(events) : events;
  const services: Services = {
    config,
    db,
    prisma: db.prisma,
    pubsub,
    responseCache,
    sessions: createSessionGate(db.prisma, pubsub, log),
    publicContent: createPublicContent(pubsub, log),
    log,
    now: options.now ?? (() => new Date()),
    hashParams: options.hashParams ?? OWASP_SCRYPT,
    captchaDifficulty: options.captchaDifficulty ?? DEFAULT_DIFFICULTY,
  };
  const mail = options.mail === false ? null : createMailWorker(services, options.mail ?? {});
  mail?.start();
  const webhooks = options.webhooks === false ? null : createWebhookWorker(services, options.webhooks ?? {});
  webhooks?.start();
  const jobs = startJobs(services);
  const reconfirmation = options.reconfirmation === false ? null : startReconfirmationJobs(services);
  const deposits = options.deposits === false ? null : startDepositJobs(services);
  const invoiceReminders = options.invoiceReminders === false ? null : startInvoiceReminderJobs(services);
  const waitingList = options.waitingList === false ? null : startWaitingListJobs(services);
  const waitingListTriggers = options.waitingList === false ? null : listenForFreedCapacity(services);
  // Backups one at a time, nightly or asked for by `npm run backup` through the control socket.
  const backupsInTurn = backupQueue();
  claim?.handle({
    backup: () => backupsInTurn.run(() => takeBackup(db, { config: config.backup, kind: 'manual', now: services.now, log })),
  });
  const nightly = ownsDatabase && options.backups !== false && config.backup.nightlyMinute !== null;
  const backups = nightly ? startBackupJobs(services, backupsInTurn) : null;
  const app = createApp(services, options.listening);
  if (options.listening) options.listening.handOver();
  else {
    await new Promise<void>((resolve, reject) => {
      app.server.once('error', reject);
      app.server.listen(config.port, config.host, () => resolve());
    });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;

  let stopping: Promise<void> | null = null;
  return {
    app,
    services,
    port,
    url,
    stop() {
      stopping ??= (async () => {
        // `npm run backup` from now on opens the folder itself, once it is released below.
        claim?.handle({});
        await app.close();
        // Mail and tokens that answered requests started, before the database goes.
        await settleAfterResponse();
        await jobs.stop();
        await reconfirmation?.stop();
        await deposits?.stop();
        await invoiceReminders?.stop();
        await waitingListTriggers?.stop();
        await waitingList?.stop();
        await backups?.stop();
        await backupsInTurn.idle();
        await mail?.stop();
        await webhooks?.stop();
        await services.sessions.close();
        await services.publicContent.close();
        await responseCache?.generations.close();
        responseCache?.redis?.disconnect();
        await events.close();
        if (ownsDatabase) await db.close();
        await claim?.release();
      })();
      return stopping;
    },
  };
}

/** The response cache's generations, and with REDIS_URL the Redis its entries and counter live in. */
async function startResponseCache(events: PubSub, config: Config, db: Database, log: Logger): Promise<ResponseCacheServices> {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  // Reconnection is ioredis' job; an error event without a listener would crash the process.
  redis?.on('error', () => {});
  // Instances of one deployment share a database; two deployments sharing a Redis must not share
  // entries. The embedded database belongs to this one process: its entries are its own.
  const where = db.url ? db.url.replace(/\/\/[^@/]*@/, '//') : randomUUID();
  const namespace = createHash('sha256').update(where).digest('base64url').slice(0, 16);
  return { generations: await createCacheGenerations(events, redis, namespace, log), redis, namespace, lookups: { hits: 0, misses: 0, shared: 0 } };
}

/** Prints what start-up announced after the log lines it queued (they are written once per event-loop turn). */
export function printAfterStartUp(announcements: readonly string[]): void {
  setImmediate(() => {
    for (const text of announcements) process.stdout.write(text + '\n');
  });
}

/** Stops cleanly on the first SIGTERM or SIGINT, then exits: 0 when everything closed, 1 otherwise. */
export function stopOnSignals(stop: () => Promise<unknown>, log: Logger): void {
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    log.info('shutting down', { signal });
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  keepServingOnUnhandledRejections(log);
  if (config.workers > 1 && !isClusterWorker()) {
    try {
      await runPrimary(config, log);
    } catch (error) {
      console.error(`Stopover could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    return;
  }
  let running: RunningServer;
  // The generated manager password is printed last, after everything else start-up prints.
  const announcements: string[] = [];
  try {
    // The port answers the web app's pages while the database opens; the rest waits for it.
    const listening = await listenFirst(config, log);
    running = await startServer(config, { logger: log, announce: (text) => announcements.push(text), listening });
  } catch (error) {
    // Start-up failures (a migration checksum mismatch, an unreachable database) get one clear line.
    console.error(`Stopover could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (isClusterWorker()) {
    // The primary greets the operator; each worker only says it is serving.
    log.info('worker listening', { pid: process.pid, url: running.url });
  } else {
    // The running config: in development it may carry the secret kept in the data folder.
    announceRunning(running.services.config, log);
  }
  printAfterStartUp(announcements);

  stopOnSignals(() => running.stop(), log);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main();
}
