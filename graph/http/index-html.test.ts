// index.html per page and language: <html lang> and preloads of the page's chunks and catalogs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_CATALOGS, createIndexRenderer, PAGE_MODULES, pageLanguage, preloadsFor } from './index-html.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Page-1.js': { file: 'assets/Page-1.js', imports: ['_react-1.js'] },
  'features/site/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_react-1.js', 'index.html', '_Page-1.js'], css: ['assets/HomePage-1.css'] },
  'features/site/PolicyPages.tsx': { file: 'assets/PolicyPages-1.js', imports: ['_Page-1.js'] },
  'features/site/policies/privacy.sl.tsx': { file: 'assets/privacy.sl-1.js' },
  'i18n/catalogs/core.en.json': { file: 'assets/core.en-1.js' },
  'i18n/catalogs/public.en.json': { file: 'assets/public.en-1.js' },
  'i18n/catalogs/core.sl.json': { file: 'assets/core.sl-1.js' },
  'i18n/catalogs/public.sl.json': { file: 'assets/public.sl-1.js' },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-index-'));
fs.mkdirSync(path.join(dir, '.vite'));
fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Stopover</title>\n  </head>\n<body></body></html>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('index.html per page', () => {
  it('picks the language the app will: ?lang=, then the cookie, then the browser', () => {
    expect(pageLanguage('?lang=sl', 'preferred_language=en', 'en')).toBe('sl');
    expect(pageLanguage('', 'a=b; preferred_language=sl', 'en-GB')).toBe('sl');
    expect(pageLanguage('?lang=de', undefined, 'sl-SI,sl;q=0.9')).toBe('sl');
    expect(pageLanguage('', undefined, undefined)).toBe('en');
  });

  it('follows static imports, skipping what index.html already loads', () => {
    expect(preloadsFor(manifest, ['features/site/HomePage.tsx', 'features/site/PolicyPages.tsx'])).toEqual({
      scripts: ['assets/HomePage-1.js', 'assets/Page-1.js', 'assets/PolicyPages-1.js'],
      styles: ['assets/HomePage-1.css'],
    });
    expect(preloadsFor(manifest, ['missing.tsx'])).toEqual({ scripts: [], styles: [] });
  });

  it('preloads the page chunk and the catalogs of the page language', () => {
    const renderer = createIndexRenderer(dir);
    const home = renderer.render('/', '', { 'accept-language': 'sl-SI' }).html.toString();
    expect(home).toContain('<html lang="sl">');
    expect(home).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/core.sl-1.js">');
    expect(home).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/public.sl-1.js">');
    expect(home).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-1.js">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css">');
    expect(home).not.toContain('react-1.js');
    expect(home).not.toContain('core.en');

    const policy = renderer.render('/privacy-policy/', '?lang=sl', {}).html.toString();
    expect(policy).toContain('/assets/privacy.sl-1.js');
    expect(policy).not.toContain('HomePage');

    // Client and staff pages get the catalogs only (their guards decide what comes next).
    const staff = renderer.render('/adminis/home', '', { cookie: 'preferred_language=en' });
    expect(staff.html.toString()).toContain('/assets/core.en-1.js');
    expect(staff.html.toString()).not.toContain('HomePage');
    expect(renderer.render('/adminis/orders/all', '', { cookie: 'preferred_language=en' }).etag).toBe(staff.etag);
  });

  it('names modules that exist in the web app', () => {
    const web = path.resolve(import.meta.dirname, '../../web');
    const modules = [...BASE_CATALOGS, ...PAGE_MODULES.flatMap((p) => p.modules)].flatMap((m) => ['en', 'sl'].map((l) => m.replace('{lang}', l)));
    expect(modules.filter((m) => !fs.existsSync(path.join(web, m)))).toEqual([]);
  });
});
