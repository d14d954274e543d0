import { describe, expect, it } from 'vitest';
import { alternates, canonicalUrl, isIndexable, languageParameter, pageDescription, withLanguageParameter } from './seo.ts';

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
