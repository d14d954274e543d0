import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCookie, languageFromBrowser, languageFromCookie, readCookie } from './language.ts';

describe('language detection', () => {
  it('prefers the preferred_language cookie over the browser', () => {
    expect(detectLanguage({ cookie: 'preferred_language=sl', browserLanguage: 'en-GB' })).toBe('sl');
    expect(detectLanguage({ cookie: 'a=1; preferred_language=en; b=2', browserLanguage: 'sl-SI' })).toBe('en');
  });

  it('falls back to the browser language: sl* is Slovenian, anything else English', () => {
    expect(detectLanguage({ cookie: '', browserLanguage: 'sl' })).toBe('sl');
    expect(detectLanguage({ cookie: null, browserLanguage: 'sl-SI' })).toBe('sl');
    expect(detectLanguage({ browserLanguage: 'SL-si' })).toBe('sl');
    expect(detectLanguage({ browserLanguage: 'de-AT' })).toBe('en');
    expect(detectLanguage({ browserLanguage: 'hr' })).toBe('en');
    expect(detectLanguage({ browserLanguage: 'en-US' })).toBe('en');
  });

  it('falls back to English when nothing is known', () => {
    expect(detectLanguage({})).toBe('en');
    expect(languageFromBrowser(undefined)).toBe('en');
    expect(languageFromBrowser('')).toBe('en');
  });

  it('ignores cookie values that are not a supported language', () => {
    expect(languageFromCookie('preferred_language=de')).toBeNull();
    expect(languageFromCookie('preferred_language=')).toBeNull();
    expect(detectLanguage({ cookie: 'preferred_language=fr', browserLanguage: 'sl' })).toBe('sl');
    expect(languageFromCookie('preferred_language=SL')).toBe('sl');
  });

  it('does not confuse cookies whose names merely end the same way', () => {
    expect(languageFromCookie('not_preferred_language=sl')).toBeNull();
    expect(readCookie('x_preferred_language=sl; preferred_language=en', 'preferred_language')).toBe('en');
  });

  it('writes a 365-day, site-wide, lax cookie', () => {
    expect(languageCookie('sl')).toBe('preferred_language=sl; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('en')).toBe('preferred_language=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
