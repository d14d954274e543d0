// Every environment variable the server reads, parsed and validated in one place. Nothing else in
// graph/ reads process.env. The README's table of variables mirrors this file.
import path from 'node:path';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null } // null: in-memory (tests)
  | { kind: 'postgres'; url: string; /** Connections each process keeps open at most. */ poolSize?: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The public origin of the app, used in links in e-mails and for CSRF origin checks. */
  publicUrl: string;
  database: DatabaseConfig;
  /** Secret for signing access tokens. Required in production; generated per process otherwise. */
  jwtSecret: string;
  jwtSecretIsEphemeral: boolean;
  /** Cookies carry the Secure attribute everywhere except plain-http local development. */
  secureCookies: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** The team inbox that gets a notice of every new reservation (default: the site's contact e-mail). */
  staffNoticeEmail: string | null;
  managerEmail: string | null;
  managerPassword: string | null;
  /** Analytics measurement id (loaded only after consent); none means no analytics at all. */
  analyticsId: string | null;
  /** Serve the built web app from this folder (null: API only). */
  webDist: string | null;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Apply migrations on start-up (default yes). */
  migrateOnStart: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (its last hop). */
  trustProxy: boolean;
  /** Answers of read-mostly queries kept until a change (RESPONSE_CACHE; graph/http/response-cache/). */
  responseCache: boolean;
  /** Server processes sharing the port (node:cluster); more than one needs PostgreSQL and Redis. */
  workers: number;
  /** How often each instance looks for reservations to ask and for the morning digest (RECONFIRMATION_POLL_SECONDS). */
  reconfirmationPollMs: number;
  /** Webhook endpoints may be on loopback and private addresses, and plain http (development and tests only). */
  webhooksAllowPrivate: boolean;
  /** Opens GET /metrics to other machines with `Authorization: Bearer <token>`; null: this machine only. */
  metricsToken: string | null;
  /** How long a stopping server lets requests in flight finish before it cuts their connections. */
  shutdownGraceMs: number;
  backup: BackupConfig;
}

export interface BackupConfig {
  /** Where backups are written (BACKUP_DIR); never inside DATA_DIR. */
  dir: string;
  /** The nightly backup's local time in the restaurant's zone, minutes after midnight (BACKUP_TIME); null: off. */
  nightlyMinute: number | null;
  /** How many days, then weeks, keep their newest backup (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). */
  keepDaily: number;
  keepWeekly: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name);
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = str(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw;
}

/**
 * Ten: on one machine with PostgreSQL, a larger pool hands PostgreSQL more of the cores the app
 * needs too, and the mixed traffic got slower (decision 98). With PostgreSQL elsewhere, more may pay.
 */
export const DEFAULT_POOL_SIZE = 10;

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = str(env, 'NODE_ENV');
  const mode: Config['env'] =
    nodeEnv === 'production' ? 'production' : nodeEnv === 'test' ? 'test' : 'development';
  const port = int(env, 'PORT', 4000, 0, 65535);
  const host = str(env, 'HOST') ?? '0.0.0.0';
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl, poolSize: int(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 200) }
    : { kind: 'pglite', dataDir: path.resolve(cwd, str(env, 'DATA_DIR') ?? 'data') };

  const jwtSecret = str(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  if (mode === 'production' && jwtSecret === null) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  }

  const logLevel = (str(env, 'LOG_LEVEL') ?? (mode === 'test' ? 'silent' : 'info')) as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const managerEmail = str(env, 'MANAGER_EMAIL');
  const managerPassword = str(env, 'MANAGER_PASSWORD');
  if ((managerEmail === null) !== (managerPassword === null)) {
    throw new ConfigError('Set both MANAGER_EMAIL and MANAGER_PASSWORD, or neither');
  }
  if (managerPassword !== null && managerPassword.length < 12) {
    throw new ConfigError('MANAGER_PASSWORD must be at least 12 characters');
  }

  if (mode === 'production' && str(env, 'SMTP_URL') === null) {
    // Without SMTP, mail would only reach the development mailbox, which production never serves.
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production');
  }

  const workers = int(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && database.kind === 'pglite') {
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process');
  }
  if (workers > 1 && str(env, 'REDIS_URL') === null) {
    throw new ConfigError('WORKERS above 1 needs REDIS_URL: live events and ended sessions must reach every worker');
  }

  // Off in production, where an endpoint on a private address would let a client probe the internal network.
  const webhooksAllowPrivate = bool(env, 'WEBHOOKS_ALLOW_PRIVATE', mode !== 'production');
  if (webhooksAllowPrivate && mode === 'production') {
    throw new ConfigError('WEBHOOKS_ALLOW_PRIVATE cannot be on when NODE_ENV=production');
  }

  // A secret that is checked over the network: long enough that guessing it is hopeless.
  const metricsToken = str(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 32) {
    throw new ConfigError('METRICS_TOKEN must be at least 32 characters');
  }
  const backup = backupConfig(env, cwd, database);

  const webDistRaw = str(env, 'WEB_DIST');
  return {
    env: mode,
    port,
    host,
    publicUrl,
    database,
    jwtSecret: jwtSecret ?? randomSecret(),
    jwtSecretIsEphemeral: jwtSecret === null,
    secureCookies: bool(env, 'SECURE_COOKIES', publicUrl.startsWith('https:') || mode === 'production'),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM') ?? 'Stopover <reservations@stopover.localhost>',
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    staffNoticeEmail: str(env, 'STAFF_NOTICE_EMAIL')?.toLowerCase() ?? null,
    managerEmail: managerEmail?.toLowerCase() ?? null,
    managerPassword,
    analyticsId: str(env, 'ANALYTICS_ID'),
    webDist: webDistRaw === 'none' ? null : path.resolve(cwd, webDistRaw ?? 'dist/web'),
    logLevel,
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    responseCache: bool(env, 'RESPONSE_CACHE', true),
    workers,
    webhooksAllowPrivate,
    reconfirmationPollMs: int(env, 'RECONFIRMATION_POLL_SECONDS', 60, 1, 3600) * 1000,
    metricsToken,
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 300) * 1000,
    backup,
  };
}

function backupConfig(env: Env, cwd: string, database: DatabaseConfig): BackupConfig {
  // Beside the default ./data, not in it: a backup must survive whatever happens to the data folder
  // (and the data folder's own snapshot must not contain the backups).
  const dir = path.resolve(cwd, str(env, 'BACKUP_DIR') ?? 'backups');
  if (database.kind === 'pglite' && database.dataDir && isWithin(dir, database.dataDir)) {
    throw new ConfigError(`BACKUP_DIR (${dir}) must not be DATA_DIR or inside it: a backup has to outlive the data folder`);
  }
  if (database.kind === 'pglite' && database.dataDir && isWithin(database.dataDir, dir)) {
    throw new ConfigError(`DATA_DIR (${database.dataDir}) must not be inside BACKUP_DIR (${dir})`);
  }
  const time = str(env, 'BACKUP_TIME') ?? '03:00';
  let nightlyMinute: number | null = null;
  if (!/^off$/i.test(time)) {
    const match = /^(\d{1,2}):(\d{2})$/.exec(time);
    const minute = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
      throw new ConfigError(`BACKUP_TIME must be HH:MM (the restaurant's local time) or off, got "${time}"`);
    }
    nightlyMinute = minute;
  }
  return {
    dir,
    nightlyMinute,
    keepDaily: int(env, 'BACKUP_KEEP_DAILY', 14, 1, 366),
    keepWeekly: int(env, 'BACKUP_KEEP_WEEKLY', 8, 0, 520),
  };
}

/** Whether `inner` is `outer` or a folder below it. */
function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function randomSecret(): string {
  // A per-process secret keeps development usable without configuration; sessions simply do not
  // survive a restart. Production refuses to start without JWT_SECRET (above).
  return Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
}

/** `npm run demo`'s own settings (graph/demo/start.ts); the app itself never reads them. */
export interface DemoSettings {
  /** The demo's embedded database folder (DEMO_DATA_DIR, default ./demo-data); DATA_DIR is never used by the demo. */
  dataDir: string;
  /** Which restaurant (DEMO_SEED): the same number on the same day gives the same data. */
  seed: number;
}

export function loadDemoSettings(env: Env = process.env, cwd = process.cwd()): DemoSettings {
  return {
    dataDir: path.resolve(cwd, str(env, 'DEMO_DATA_DIR') ?? 'demo-data'),
    seed: int(env, 'DEMO_SEED', 1, 0, 2 ** 31 - 1),
  };
}
