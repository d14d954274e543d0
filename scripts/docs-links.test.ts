// The repository explains itself: what the docs and comments point at must be in it. This fails when
// - a file named in backticks in README.md, web/README.md, bench/README.md or docs/*.md is missing
//   (paths are taken from the repository's root or the document's own folder);
// - a comment or document names a file under graph/, web/, e2e/, scripts/, bench/, prisma/ or docs/
//   that is missing (except on a line that says the file is "planned: …");
// - a reference names a section that does not exist: `docs/product.md § <heading>`,
//   `docs/architecture.md A<n>`, `docs/decisions.md <n>`;
// - anything cites what is outside the repository: the first spec's numbered sections, its shared
//   folder or its architecture page (the patterns below are spelled so that this file does not match).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(root, file));

/** The text files people and tools read: sources, styles, docs, the data model and the build scripts. */
const TEXT = /\.(ts|tsx|mjs|js|css|md|prisma|html|json|yml|toml|sql)$|(^|\/)(Dockerfile|run)$/;
/** This file names what it looks for. */
const SELF = 'scripts/docs-links.test.ts';
const sources = tracked.filter((file) => TEXT.test(file) && !file.includes('__generated__') && file !== 'package-lock.json' && file !== SELF);
const documents = ['README.md', 'web/README.md', 'bench/README.md', ...tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file))];
const basenames = new Set(tracked.map((file) => path.basename(file)));

/** Build outputs, local data and packages: named in the docs, never in the repository. */
const NOT_IN_REPO = /^(dist|data|node_modules|test-results)(\/|$)|^graph\/generated\//;

describe('paths in the documents', () => {
  it.each(documents)('%s names only files that exist', (document) => {
    const folder = path.dirname(document);
    const missing: string[] = [];
    for (const [, token] of read(document).matchAll(/`([^`\s]+)`/g)) {
      const candidate = token!.replace(/[:,.;)]+$/, '').replace(/^\.\//, '');
      // Placeholders and alternatives (`<area>`, `{en,sl}`, `*`, `…`) are patterns, not files.
      if (/[<>{}*…|]/.test(candidate) || NOT_IN_REPO.test(candidate)) continue;
      if (candidate.includes('/')) {
        // A path when it starts at a folder of the repository or of the document.
        const first = candidate.split('/')[0]!;
        const bases = [root, path.join(root, folder)].filter((base) => first && fs.existsSync(path.join(base, first)));
        if (!bases.length || candidate.startsWith('/') || candidate.includes('://')) continue;
        if (!bases.some((base) => fs.existsSync(path.join(base, candidate)))) missing.push(candidate);
      } else if (/^[\w.-]+\.(ts|tsx|mjs|css|md|prisma|sql|toml)$/.test(candidate)) {
        // A bare file name: somewhere in the repository.
        if (!basenames.has(candidate)) missing.push(candidate);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('paths in comments and documents', () => {
  it('name files that exist', () => {
    const missing: string[] = [];
    for (const file of sources) {
      // An index row may name the files of a decision still being written: "planned: graph/…".
      const text = read(file).split('\n').filter((line) => !line.includes('planned: ')).join('\n');
      for (const [found] of text.matchAll(/(?<![\w./@-])(?:graph|web|e2e|scripts|bench|prisma|docs)\/[\w./@-]*\.(?:tsx?|mjs|css|md|prisma|json)\b/g)) {
        if (NOT_IN_REPO.test(found) || found.includes('/generated/')) continue;
        if (!exists(found)) missing.push(`${file}: ${found}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('references to sections', () => {
  const headings = (file: string) => [...read(file).matchAll(/^#{1,6} +(.+?) *$/gm)].map((m) => m[1]!);
  const productHeadings = headings('docs/product.md');
  const architectureNumbers = new Set(headings('docs/architecture.md').flatMap((h) => /^A(\d+)\./.exec(h)?.[1] ?? []));
  const decisionNumbers = new Set([...read('docs/decisions.md').matchAll(/^(\d+)\. \*\*/gm)].map((m) => m[1]!));
  const everywhere = [...sources, ...documents.filter((d) => !sources.includes(d))];

  it('docs/product.md § <heading> names a heading of docs/product.md', () => {
    const broken: string[] = [];
    for (const file of everywhere) {
      for (const line of read(file).split('\n')) {
        // Each "§ " after a mention of docs/product.md on the line, up to the next document named.
        for (const part of line.split(/(?=docs\/[a-z-]+\.md)/).filter((p) => p.startsWith('docs/product.md'))) {
          for (const [, rest] of part.matchAll(/§ ([^§]+)/g)) {
            if (rest!.startsWith('<')) continue; // the pattern itself, as this page's header writes it
            if (!productHeadings.some((heading) => rest!.startsWith(heading))) broken.push(`${file}: § ${rest!.slice(0, 40)}`);
          }
        }
      }
    }
    expect(productHeadings.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it('docs/architecture.md A<n> names one of its decisions', () => {
    const broken: string[] = [];
    for (const file of everywhere) {
      for (const [, n] of read(file).matchAll(/docs\/architecture\.md A(\d+)/g)) {
        if (!architectureNumbers.has(n!)) broken.push(`${file}: A${n}`);
      }
    }
    expect([...architectureNumbers].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(broken).toEqual([]);
  });

  it('docs/decisions.md <n> names one of its entries', () => {
    const broken: string[] = [];
    for (const file of everywhere) {
      for (const [, list] of read(file).matchAll(/docs\/decisions\.md (\d+(?:(?:, | and )\d+)*)/g)) {
        for (const n of list!.split(/, | and /)) if (!decisionNumbers.has(n)) broken.push(`${file}: ${n}`);
      }
    }
    expect(decisionNumbers.size).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });
});

describe('the repository', () => {
  it('cites nothing outside itself', () => {
    const outside = /SPEC[ ]§|[.][.]\/shared|ARCHITECTUR[E](\.md| decision)/;
    const citing = [...new Set([...sources, ...documents])].filter((file) => outside.test(read(file)));
    expect(citing).toEqual([]);
  });
});

describe('how the server runs', () => {
  it('npm start, npm run serve and the image start it with the same Node flags', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const flags = (command: string) => command.slice(command.lastIndexOf('node '), command.indexOf('dist/server/server.mjs')).trim();
    const image = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))![1]!;
    const imageCommand = (JSON.parse(image) as string[]).join(' ');
    expect(flags(scripts.start!)).toBe(flags(scripts.serve!));
    expect(flags(imageCommand)).toBe(flags(scripts.serve!));
    expect(flags(scripts.serve!)).toContain('--max-semi-space-size=');
  });
});
