import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alternates, canonicalUrl, isIndexable, languageParameter, pageDescription, PUBLIC_PAGES, withLanguageParameter } from './seo.ts';

const ORIGIN = 'https://stopover.si';

describe('SEO helpers', () => {
  it('index the public pages only', () => {
    for (const path of ['/', '/login', '/register', '/privacy-policy', '/cookie-policy', '/terms-of-service', '/login/']) {
      expect(isIndexable(path)).toBe(true);
    }
    for (const path of ['/user/dashboard', '/adminis/home', '/adminisLogin', '/login/verify/abc', '/reset-password/abc']) {
      expect(isIndexable(path)).toBe(false);
    }
    expect(pageDescription('/privacy-policy')?.id).toBe('public.seo.privacy');
    expect(pageDescription('/user/profile')).toBeNull();
  });

  it('read and write ?lang=', () => {
    expect(languageParameter('?lang=sl')).toBe('sl');
    expect(languageParameter('?a=1&lang=EN')).toBe('en');
    expect(languageParameter('?lang=de')).toBeNull();
    expect(languageParameter('')).toBeNull();
    expect(withLanguageParameter('?lang=sl&x=1', 'en')).toBe('?lang=en&x=1');
    expect(withLanguageParameter('?lang=sl', null)).toBe('');
  });

  it('point hreflang alternates at ?lang= URLs and x-default at the bare one', () => {
    expect(alternates(ORIGIN, '/privacy-policy')).toEqual([
      { hreflang: 'en', href: 'https://stopover.si/privacy-policy?lang=en' },
      { hreflang: 'sl', href: 'https://stopover.si/privacy-policy?lang=sl' },
      { hreflang: 'x-default', href: 'https://stopover.si/privacy-policy' },
    ]);
    expect(alternates(ORIGIN, '/')[2]!.href).toBe('https://stopover.si/');
  });

  it('make every language version its own canonical', () => {
    expect(canonicalUrl(ORIGIN, '/login', '')).toBe('https://stopover.si/login');
    expect(canonicalUrl(ORIGIN, '/login', '?lang=sl&utm_source=x')).toBe('https://stopover.si/login?lang=sl');
    expect(canonicalUrl(ORIGIN, '/', '?utm_source=x')).toBe('https://stopover.si/');
  });
});

describe('robots.txt and sitemap.xml (web/public, filled in by the server)', () => {
  const sitemap = readFileSync(new URL('../public/sitemap.xml', import.meta.url), 'utf8');
  const robots = readFileSync(new URL('../public/robots.txt', import.meta.url), 'utf8');
  const BASE = '%PUBLIC_URL%';

  it('lists every public page in each language and as x-default, with the alternates the pages declare', () => {
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>(.*?)<\/loc>/.exec(body!)![1],
      links: [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => ({ hreflang, href })),
    }));
    const expected = Object.keys(PUBLIC_PAGES).flatMap((path) =>
      alternates(BASE, path).map((own) => ({ loc: own.href, links: alternates(BASE, path) })),
    );
    expect(entries).toEqual(expected);
  });

  it('keeps crawlers out of the private areas and names the sitemap', () => {
    for (const path of ['/user', '/adminis', '/api', '/graphql', '/dev']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(sitemap).not.toContain('stopover.si');
  });
});
