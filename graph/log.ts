// Structured logs: one JSON object per line on stdout. Callers pass facts, never secrets: no
// passwords, tokens, cookies or query strings (paths that carry tokens are redacted by the HTTP layer).
import fs from 'node:fs';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: Level | 'silent', write: (line: string) => void = writeStdoutLine): Logger {
  const threshold = ORDER[level];
  const emit = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < threshold) return;
    const entry = { time: new Date().toISOString(), level: lvl, msg, ...fields };
    // A replacer makes JSON.stringify call back for every key; only objects can hide an Error.
    const nested = fields !== undefined && Object.values(fields).some((value) => typeof value === 'object' && value !== null);
    write(nested ? JSON.stringify(entry, errorReplacer) : JSON.stringify(entry));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/**
 * Lines written to stdout together once per turn of the event loop: under load a request log line
 * each was a system call each. One buffer for the process (every logger shares stdout); whatever is
 * pending is written synchronously when the process exits, so a crash's last words are kept.
 */
let pendingLines: string[] = [];
let exitHooked = false;

function flushLines() {
  if (!pendingLines.length) return;
  const chunk = pendingLines.join('\n') + '\n';
  pendingLines = [];
  process.stdout.write(chunk);
}

function writeStdoutLine(line: string): void {
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      if (pendingLines.length) fs.writeSync(1, pendingLines.join('\n') + '\n');
      pendingLines = [];
    });
  }
  if (pendingLines.push(line) === 1) setImmediate(flushLines);
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
