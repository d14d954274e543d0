// index.html for each page, as the server sends it: <html lang> in the visitor's language and
// preload links for what the first render of that page will ask for — its message catalogs and its
// page chunk (with CSS). Without them the browser learns of those only after the app's scripts have
// run, one more round trip before anything real is on screen (Lighthouse: ~0.2–0.3 s on slow 4G).
// The chunk names come from the build's manifest (web/vite.config.ts `manifest: true`).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseCookies } from './cookies.ts';
import { requestLanguage, type Language } from '../i18n/messages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The sign-in and registration pages' messages (web/i18n/areas.ts ROUTE_AREAS.account). */
const ACCOUNT_CATALOG = 'i18n/catalogs/account.{lang}.json';

/** Source modules (relative to web/) each public page renders first; `{lang}` is the page's language. */
export const PAGE_MODULES: Array<{ match: (pathname: string) => boolean; modules: string[] }> = [
  { match: (p) => p === '/', modules: ['features/site/HomePage.tsx'] },
  { match: (p) => p === '/login', modules: ['features/account/LoginPage.tsx', ACCOUNT_CATALOG] },
  { match: (p) => p === '/adminisLogin', modules: ['features/account/AdminLoginPage.tsx', ACCOUNT_CATALOG] },
  { match: (p) => p === '/register', modules: ['features/account/RegisterPage.tsx', ACCOUNT_CATALOG] },
  { match: (p) => p.startsWith('/login/verify/'), modules: ['features/account/VerifyEmailPage.tsx', ACCOUNT_CATALOG] },
  { match: (p) => p.startsWith('/reset-password/'), modules: ['features/account/ResetPasswordPage.tsx', ACCOUNT_CATALOG] },
  { match: (p) => p === '/privacy-policy', modules: ['features/site/PolicyPages.tsx', 'features/site/policies/privacy.{lang}.tsx'] },
  { match: (p) => p === '/cookie-policy', modules: ['features/site/PolicyPages.tsx', 'features/site/policies/cookies.{lang}.tsx'] },
  { match: (p) => p === '/terms-of-service', modules: ['features/site/PolicyPages.tsx', 'features/site/policies/terms.{lang}.tsx'] },
];
/** The catalogs loaded before the first render (web/i18n/areas.ts BASE_AREAS). */
export const BASE_CATALOGS = ['i18n/catalogs/core.{lang}.json', 'i18n/catalogs/public.{lang}.json'];

export interface RenderedIndex {
  html: Buffer;
  etag: string;
}

export interface IndexRenderer {
  render(pathname: string, search: string, headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): RenderedIndex;
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page's language as the app will pick it: ?lang=, then the cookie, then the browser's. */
export function pageLanguage(search: string, cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const wanted = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  if (wanted === 'en' || wanted === 'sl') return wanted;
  return requestLanguage(null, parseCookies(cookie).get('preferred_language'), acceptLanguage);
}

/** Files (JS and CSS) `keys` need, with their static imports, minus those index.html already names. */
export function preloadsFor(manifest: Manifest, keys: string[]): { scripts: string[]; styles: string[] } {
  const entry = manifest['index.html'];
  const seen = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!entry?.css?.includes(css) && !styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createIndexRenderer(root: string): IndexRenderer {
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  // A build without a manifest (an older one, a test fixture) still works, without the preloads.
  const manifest: Manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest) : {};
  const rendered = new Map<string, RenderedIndex>();

  return {
    render(pathname, search, headers) {
      const language = pageLanguage(search, headers.cookie, headers['accept-language']);
      const page = normalise(pathname);
      const index = PAGE_MODULES.findIndex((p) => p.match(page));
      const cacheKey = `${language}:${index}`;
      let result = rendered.get(cacheKey);
      if (!result) {
        const modules = [...BASE_CATALOGS, ...(PAGE_MODULES[index]?.modules ?? [])].map((m) => m.replace('{lang}', language));
        const { scripts, styles } = preloadsFor(manifest, modules);
        const links = [
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
          ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttribute(file)}">`),
        ];
        const html = template
          .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
          // The first paint is the preloader, styled inline: nothing the app's scripts do is needed
          // for it. At low priority they wait for the stylesheet (4.7 kB) instead of sharing a slow
          // link with it, so the preloader shows sooner; the app's first render needs both anyway.
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" fetchpriority="low" crossorigin src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" fetchpriority="low" crossorigin href=')
          .replace('</head>', `${links.map((l) => `  ${l}\n`).join('')}  </head>`);
        const body = Buffer.from(html);
        result = { html: body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
        rendered.set(cacheKey, result);
      }
      return result;
    },
  };
}
