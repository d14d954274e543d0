// Benchmark: Lighthouse on the public pages, and the JavaScript a first visit to / downloads.
//
// TARGETS (mobile preset: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown):
//   performance ≥ 95, accessibility = best practices = SEO = 100 on /, /login, /register and
//   /privacy-policy; initial JavaScript of / ≤ 200 KB gzip (the staff area and charts never load).
//
// It builds nothing: it serves the existing dist/web (run `npx vite build --config
// web/vite.config.ts` first) from the real server on a fresh PGlite database, the way the browser
// journeys do, and drives /usr/bin/chromium (CHROMIUM_PATH) through chrome-launcher with the same
// headless flags as e2e/harness.ts. Lighthouse (with chrome-launcher) is not among the project's
// packages: install it for the run with `npm i --no-save lighthouse@12` (npm ci removes it again).
//
//   node --import tsx bench/lighthouse.ts                 every page, as built
//   node --import tsx bench/lighthouse.ts --runs 3 /      median of 3 runs, only /
//   node --import tsx bench/lighthouse.ts --json out.json also write the raw scores and sizes
//   node --import tsx bench/lighthouse.ts --dist <dir>    measure another build of the web app
//   node --import tsx bench/lighthouse.ts --reports <dir> also keep each page's full Lighthouse report (JSON)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../graph/testing/server.ts';
import { printTable, verdict } from './lib.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
let DIST = path.join(ROOT, 'dist', 'web');
const PAGES = ['/', '/login', '/register', '/privacy-policy'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const INITIAL_JS_LIMIT_KB = 200;
/** The same flags as e2e/harness.ts. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Options {
  dist: string | null;
  reports: string | null;
  pages: string[];
  runs: number;
  json: string | null;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { dist: null, reports: null, pages: [], runs: 1, json: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === '--json') options.json = argv[++i] ?? null;
    else if (arg === '--dist') options.dist = path.resolve(argv[++i] ?? '');
    else if (arg === '--reports') options.reports = path.resolve(argv[++i] ?? '');
    else if (arg.startsWith('/')) options.pages.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.pages.length) options.pages = PAGES;
  return options;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  /** When the request started, ms after navigation start (observed, unthrottled). */
  networkRequestTime?: number;
}

interface PageResult {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  scripts: NetworkItem[];
  /** Observed (unthrottled) largest contentful paint: scripts requested before it are the initial JS. */
  observedLcp: number;
  failing: Record<Category, string[]>;
}

// Lighthouse is installed only for this benchmark, so its result is typed here by what is read of it.
interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: unknown;
}
interface Lhr {
  categories: Partial<Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>>;
  audits: Partial<Record<string, Audit>>;
  runtimeError?: { code: string; message: string };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

async function installed<T>(name: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    throw new Error(`${name} is missing: run \`npm i --no-save lighthouse@12\` first`);
  }
}
const { default: lighthouse } = await installed<{ default: Lighthouse }>('lighthouse');
const chromeLauncher = await installed<ChromeLauncher>('chrome-launcher');

function failingAudits(lhr: Lhr, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
}

async function audit(url: string, port: number, reports: string | null): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\//g, '_') || '_';
    fs.writeFileSync(path.join(reports, `${name === '_' ? 'home' : name.slice(1)}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    scores,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    scripts: requests,
    observedLcp: Number((lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? Infinity),
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(lhr, c)])) as Record<Category, string[]>,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** gzip -9 size of a built file the page loaded (independent of how the server sent it). */
function gzipSizeOf(url: string): number {
  const file = path.join(DIST, new URL(url).pathname);
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : NaN;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.dist) DIST = options.dist;
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/web is missing: run `npx vite build --config web/vite.config.ts` first');
  process.env.TEST_DB = 'pglite';
  const server: TestServer = await startTestServer({ WEB_DIST: DIST, LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = new Map<string, PageResult>();
  /** Each page's performance scores, lowest to highest: the spread around the median. */
  const spreads = new Map<string, number[]>();
  try {
    for (const page of options.pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < options.runs; i++) runs.push(await audit(server.url + page, chrome.port, options.reports));
      // The run with the median performance score stands for the page.
      const perf = median(runs.map((r) => r.scores.performance));
      results.set(page, runs.find((r) => r.scores.performance === perf)!);
      spreads.set(page, runs.map((r) => r.scores.performance).sort((a, b) => a - b));
      process.stdout.write('.');
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const mode = `as built, brotli/gzip from web/build/precompress.ts${options.dist ? ` (${options.dist})` : ''}`;
  printTable(
    `Lighthouse 12, mobile preset, ${mode}${options.runs > 1 ? ` (median of ${options.runs} runs)` : ''}`,
    [...results].map(([page, r]) => ({
      page,
      performance: r.scores.performance,
      ...(options.runs > 1 ? { 'performance, every run': spreads.get(page)!.join(' ') } : {}),
      accessibility: r.scores.accessibility,
      'best-practices': r.scores['best-practices'],
      seo: r.scores.seo,
      'FCP ms': Math.round(r.metrics.fcp!),
      'LCP ms': Math.round(r.metrics.lcp!),
      'TBT ms': Math.round(r.metrics.tbt!),
      CLS: Number(r.metrics.cls!.toFixed(3)),
    })),
  );

  const lines: string[] = [];
  let ok = true;
  for (const [page, r] of results) {
    for (const category of CATEGORIES) {
      const pass = r.scores[category] >= TARGETS[category];
      ok &&= pass;
      if (!pass) lines.push(verdict(false, `${page} ${category} ${r.scores[category]} < ${TARGETS[category]}: ${r.failing[category].join(', ') || 'no single failing audit'}`));
    }
  }

  const home = results.get('/');
  if (home) {
    const initial = home.scripts.filter((s) => (s.networkRequestTime ?? 0) <= home.observedLcp);
    const later = home.scripts.filter((s) => !initial.includes(s));
    const gzip = (items: NetworkItem[]) => items.reduce((sum, s) => sum + gzipSizeOf(s.url), 0) / 1024;
    const sent = (items: NetworkItem[]) => items.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024;
    printTable(
      'JavaScript of a first visit to / (gzip -9 of each built file; transferred = what the server sent)',
      home.scripts
        .map((s) => ({
          file: new URL(s.url).pathname.replace('/assets/', ''),
          when: initial.includes(s) ? 'initial' : 'after first paint',
          'gzip KB': gzipSizeOf(s.url) / 1024,
          'transferred KB': (s.transferSize ?? 0) / 1024,
        }))
        .sort((a, b) => a.when.localeCompare(b.when) || b['gzip KB'] - a['gzip KB']),
    );
    console.log(`\n  initial (requested before the page's largest paint): ${gzip(initial).toFixed(1)} KB gzip, ${sent(initial).toFixed(1)} KB transferred`);
    console.log(`  later in the first load (consent dialog, …):         ${gzip(later).toFixed(1)} KB gzip`);
    const jsOk = gzip(initial) <= INITIAL_JS_LIMIT_KB;
    ok &&= jsOk;
    lines.push(verdict(jsOk, `initial JavaScript of / ${gzip(initial).toFixed(1)} KB gzip (limit ${INITIAL_JS_LIMIT_KB} KB); with the consent dialog ${gzip(home.scripts).toFixed(1)} KB`));
    const staff = home.scripts.filter((s) => /Admin|Website|Orders|Clients|Stats|chart/i.test(s.url));
    lines.push(verdict(staff.length === 0, `no staff-area or chart chunk on / (${staff.length} found)`));
    ok &&= staff.length === 0;
  }
  console.log('');
  for (const line of lines) console.log(line);
  console.log(verdict(ok, 'all targets'));
  if (options.json) fs.writeFileSync(options.json, JSON.stringify(Object.fromEntries(results), null, 2));
  process.exitCode = ok ? 0 : 1;
}

await main();
