import { describe, expect, it } from 'vitest';
import { MESSAGES, requestLanguage } from './messages.ts';

describe('server messages', () => {
  it('has a non-empty text in both languages for every code', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(texts.en, code).toMatch(/\S/);
      expect(texts.sl, code).toMatch(/\S/);
      expect(texts.sl, code).not.toBe(texts.en);
    }
  });

  it('picks the page’s language (cookie), then the account’s, then the browser’s', () => {
    expect(requestLanguage('sl', 'en', 'en-GB')).toBe('en');
    expect(requestLanguage('sl', undefined, 'en-GB')).toBe('sl');
    expect(requestLanguage(null, 'sl', 'en-GB')).toBe('sl');
    expect(requestLanguage(null, 'xx', 'sl-SI,sl;q=0.9')).toBe('sl');
    expect(requestLanguage(null, undefined, 'de-DE,sl;q=0.5')).toBe('en');
    expect(requestLanguage(null, undefined, undefined)).toBe('en');
  });
});
