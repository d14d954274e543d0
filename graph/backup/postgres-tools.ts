// pg_dump and pg_restore, PostgreSQL's own tools, run as child processes. The password travels in
// PGPASSWORD, never on the command line (where `ps` would show it to every user of the machine).
import { spawn } from 'node:child_process';

export class PostgresToolError extends Error {
  override name = 'PostgresToolError';
}

/** The URL without its password, and the environment that carries the password instead. */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { dbname: parsed.toString(), env };
}

/** Runs a tool to its end; its stderr (the reason) becomes the error's message. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // The last words say why; a long warning list must not fill the memory.
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new PostgresToolError(
              `${tool} is not installed or not on PATH. Install PostgreSQL's client tools of the server's major version or newer ` +
                '(Debian/Ubuntu: apt install postgresql-client).',
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new PostgresToolError(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`));
    });
  });
}

/** A consistent, compressed dump (custom format) of the database at `url`, taken while it is in use. */
export function pgDump(url: string, file: string): Promise<void> {
  // Custom format is compressed and lets pg_restore pick and reorder; owners and grants are left out,
  // so the dump restores into a database owned by another role.
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
}

/** Restores a custom-format dump into the database at `url`, all or nothing. */
export function pgRestore(url: string, file: string): Promise<void> {
  return runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], url);
}
