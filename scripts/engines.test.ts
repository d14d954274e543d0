// `npm install` on the Node.js version package.json (and the README) promises stays free of
// "Unsupported engine" warnings, except the one the README explains.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm's own range logic (semver is installed with the tools; it ships no types).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};

/** Carried by the Prisma CLI for `prisma dev` only; no version supports Node.js 20 (README, Quick start). */
const EXPLAINED = new Set(['@prisma/streams-local']);

describe('the Node.js version we promise', () => {
  it('is the one the README names', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ≥ ${semver.minVersion(pkg.engines.node)!.version.replace(/\.0$/, '')}`);
  });

  it('satisfies every installed package', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    const refused: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      if (!where || entry.os || Array.isArray(entry.engines)) continue;
      const wanted = entry.engines?.node;
      const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (!wanted || EXPLAINED.has(name)) continue;
      if (!semver.satisfies(oldest, wanted)) refused.push(`${name}@${entry.version} wants node ${wanted}`);
    }
    expect(refused).toEqual([]);
  });
});
