// The embedded database's folder belongs to one process: PGlite has no lock of its own, and two
// processes writing one folder would corrupt it. Whoever opens DATA_DIR — the app, or a command
// such as `npm run restore` — first claims it by listening on a local control socket next to it
// (`.data.control.sock` beside `./data`; in the temporary folder when that path is too long or its
// folder is not writable; a named pipe on Windows). A second claimant finds it answering and is
// refused; a socket left by a killed process answers nobody and is replaced.
//
// The socket is also how `npm run backup` reaches the running app: the app holds the database, so
// the app takes the copy (POST /backup). It speaks HTTP, is readable by the app's own user only
// (mode 0600) and never listens on the network.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../config.ts';

export interface ControlStatus {
  app: 'stopover';
  /** Who holds the folder: the app, or the command that is using it. */
  holder: string;
  pid: number;
  dataDir: string;
}

export interface BackupOutcome {
  /** The backup's absolute path. */
  file: string;
  bytes: number;
  ms: number;
}

export interface ControlHandlers {
  backup?(): Promise<BackupOutcome>;
}

export interface DataDirClaim {
  readonly socketPath: string;
  /** What the holder answers to (the app: backups). */
  handle(handlers: ControlHandlers): void;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly status: ControlStatus | null,
  ) {
    super(
      status?.holder === 'app'
        ? `Stopover is running on ${dataDir} (process ${status.pid}). Stop it first: the embedded database belongs to one process.`
        : status
          ? `${dataDir} is in use by \`${status.holder}\` (process ${status.pid}). Wait for it to finish.`
          : `${dataDir} is in use by another process (its control socket answers). Stop it first.`,
    );
  }
}

/** Unix sockets' paths are limited to about 100 bytes; a longer one goes to the temporary folder. */
const MAX_SOCKET_PATH = 100;

/** Where the holder of DATA_DIR may listen, in the order a claimant tries them. */
export function controlSocketPaths(dataDir: string): string[] {
  const absolute = path.resolve(dataDir);
  const hash = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return [`\\\\.\\pipe\\stopover-${hash}`];
  const beside = path.join(path.dirname(absolute), `.${path.basename(absolute)}.control.sock`);
  const fallback = path.join(os.tmpdir(), `stopover-${hash}.sock`);
  return Buffer.byteLength(beside) <= MAX_SOCKET_PATH ? [beside, fallback] : [fallback];
}

/** Where this process would listen first (the socket the README names). */
export function controlSocketPath(dataDir: string): string {
  return controlSocketPaths(dataDir)[0]!;
}

/** The holder's socket and status, if any answers. */
async function findHolder(dataDir: string): Promise<{ socketPath: string; status: ControlStatus | 'unknown' } | null> {
  for (const socketPath of controlSocketPaths(dataDir)) {
    const status = await statusAt(socketPath);
    if (status !== null) return { socketPath, status };
  }
  return null;
}

/** Claims DATA_DIR for this process, or throws DataDirBusyError naming who has it. */
export async function claimDataDir(dataDir: string, holder: string): Promise<DataDirClaim> {
  const current = await findHolder(dataDir);
  if (current !== null) throw new DataDirBusyError(dataDir, current.status === 'unknown' ? null : current.status);

  let handlers: ControlHandlers = {};
  const status: ControlStatus = { app: 'stopover', holder, pid: process.pid, dataDir: path.resolve(dataDir) };
  const server = http.createServer((req, res) => {
    const answer = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/status') return answer(200, status);
    if (req.method === 'POST' && req.url === '/backup') {
      if (!handlers.backup) return answer(409, { error: `${status.dataDir} is in use by \`${holder}\`; try again when it has finished.` });
      handlers.backup().then(
        (outcome) => answer(200, outcome),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    answer(404, { error: 'unknown request' });
  });
  const socketPath = await listenOnFirstWritable(server, controlSocketPaths(dataDir), dataDir);
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  // The holder's own work keeps the process alive, never this socket.
  server.unref();

  let released: Promise<void> | null = null;
  return {
    socketPath,
    handle(next) {
      handlers = next;
    },
    release() {
      released ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return released;
    },
  };
}

/**
 * For a command that opens the configured database itself: claims the embedded data folder (so it
 * never opens one the running app holds, which would corrupt it), or null on PostgreSQL.
 */
export function claimEmbedded(database: DatabaseConfig, holder: string): Promise<DataDirClaim | null> {
  return database.kind === 'pglite' && database.dataDir ? claimDataDir(database.dataDir, holder) : Promise.resolve(null);
}

async function listenOnFirstWritable(server: http.Server, socketPaths: string[], dataDir: string): Promise<string> {
  for (const [index, socketPath] of socketPaths.entries()) {
    try {
      // Nobody answered here: a socket file left by a process that was killed.
      if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => {
          server.off('error', reject);
          resolve();
        });
      });
      return socketPath;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Another process claimed it between our look and our listen.
      if (code === 'EADDRINUSE') {
        const winner = await statusAt(socketPath);
        throw new DataDirBusyError(dataDir, winner === null || winner === 'unknown' ? null : winner);
      }
      // A folder we may not write (a container's read-only app folder): the next place.
      const unwritable = code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
      if (!unwritable || index === socketPaths.length - 1) throw error;
    }
  }
  throw new Error('no place for the control socket');
}

/** Who holds DATA_DIR, if anyone. */
export async function dataDirHolder(dataDir: string): Promise<ControlStatus | null> {
  const found = await findHolder(dataDir);
  if (!found) return null;
  return found.status === 'unknown' ? { app: 'stopover', holder: 'unknown', pid: 0, dataDir } : found.status;
}

/** Asks the app running on DATA_DIR for a backup; null when nothing runs there. */
export async function requestBackupFromApp(dataDir: string): Promise<BackupOutcome | null> {
  const found = await findHolder(dataDir);
  if (!found) return null;
  const { status, body } = await call(found.socketPath, 'POST', '/backup', 0);
  const parsed = JSON.parse(body) as BackupOutcome & { error?: string };
  if (status !== 200) throw new Error(parsed.error ?? `the app answered ${status}`);
  return parsed;
}

/** The holder's status; null when nobody listens; 'unknown' when something listens but says nothing we understand. */
async function statusAt(socketPath: string): Promise<ControlStatus | 'unknown' | null> {
  try {
    const { status, body } = await call(socketPath, 'GET', '/status', 5000);
    if (status !== 200) return 'unknown';
    const parsed = JSON.parse(body) as ControlStatus;
    return parsed.app === 'stopover' ? parsed : 'unknown';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED' || code === 'ENOTSOCK') return null;
    return 'unknown';
  }
}

function call(socketPath: string, method: string, urlPath: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // agent: false, a connection per call: a kept-alive one may lead to a holder that has since gone.
    const req = http.request({ socketPath, method, path: urlPath, agent: false, timeout: timeoutMs || undefined }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('no answer on the control socket'), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    req.end();
  });
}
