// The data folder's claim: one holder at a time, a killed holder's socket replaced, backups asked of
// the holder that can take them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { claimDataDir, controlSocketPath, controlSocketPaths, dataDirHolder, DataDirBusyError, requestBackupFromApp } from './control.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-control-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('the data folder claim', () => {
  it('lets one process hold a folder; the next is told who holds it', async () => {
    const dataDir = path.join(root, 'one');
    const claim = await claimDataDir(dataDir, 'app');
    try {
      expect(claim.socketPath).toBe(path.join(root, '.one.control.sock'));
      expect(fs.statSync(claim.socketPath).mode & 0o777).toBe(0o600);
      expect(await dataDirHolder(dataDir)).toEqual({ app: 'stopover', holder: 'app', pid: process.pid, dataDir });
      const refused = claimDataDir(dataDir, 'npm run restore');
      await expect(refused).rejects.toThrow(DataDirBusyError);
      await expect(refused).rejects.toThrow(`Stopover is running on ${dataDir} (process ${process.pid}). Stop it first`);
    } finally {
      await claim.release();
    }
    expect(await dataDirHolder(dataDir)).toBeNull();
    const again = await claimDataDir(dataDir, 'npm run restore');
    await again.release();
  });

  it('replaces the socket a killed process left behind', async () => {
    const dataDir = path.join(root, 'killed');
    const socketPath = controlSocketPath(dataDir);
    // A process listening on the socket is killed: its socket file stays, and nobody answers.
    const child = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => console.log('ready'))`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGKILL');
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    expect(fs.existsSync(socketPath)).toBe(true);
    expect(await dataDirHolder(dataDir)).toBeNull();
    const claim = await claimDataDir(dataDir, 'app');
    expect(await dataDirHolder(dataDir)).toMatchObject({ holder: 'app' });
    await claim.release();
  });

  it('forwards a backup request to the holder that takes backups, and refuses it from one that does not', async () => {
    const dataDir = path.join(root, 'backups');
    expect(await requestBackupFromApp(dataDir)).toBeNull();
    const claim = await claimDataDir(dataDir, 'npm run restore');
    try {
      await expect(requestBackupFromApp(dataDir)).rejects.toThrow(/in use by `npm run restore`/);
      claim.handle({ backup: async () => ({ file: '/backups/x.tar.gz', bytes: 42, ms: 7 }) });
      expect(await requestBackupFromApp(dataDir)).toEqual({ file: '/backups/x.tar.gz', bytes: 42, ms: 7 });
      claim.handle({
        backup: async () => {
          throw new Error('disk full');
        },
      });
      await expect(requestBackupFromApp(dataDir)).rejects.toThrow('disk full');
    } finally {
      await claim.release();
    }
  });

  it('finds a holder that had to listen in the temporary folder (its data folder’s parent not writable)', async () => {
    const dataDir = path.join(root, 'container');
    const [beside, fallback] = controlSocketPaths(dataDir);
    expect(beside).toBe(path.join(root, '.container.control.sock'));
    const holder = http.createServer((_req, res) => res.end(JSON.stringify({ app: 'stopover', holder: 'app', pid: 4242, dataDir })));
    await new Promise<void>((resolve) => holder.listen(fallback, resolve));
    try {
      await expect(claimDataDir(dataDir, 'npm run restore')).rejects.toThrow('(process 4242)');
      expect(fs.existsSync(beside!)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => holder.close(() => resolve()));
    }
  });

  it('keeps a long folder path’s socket within the limit of a Unix socket path', () => {
    const deep = path.join(root, 'x'.repeat(120), 'data');
    const socketPath = controlSocketPath(deep);
    expect(path.dirname(socketPath)).toBe(os.tmpdir());
    expect(socketPath).toMatch(/stopover-[0-9a-f]{16}\.sock$/);
  });
});
