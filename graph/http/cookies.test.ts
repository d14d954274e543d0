import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';

describe('parseCookies', () => {
  it('reads plain, quoted and percent-encoded values; the first of a name wins', () => {
    const cookies = parseCookies('access_token=eyJ.a-b_c.d; preferred_language="sl"; note=a%20b%3Bc; access_token=second; =nameless; flag');
    expect([...cookies]).toEqual([
      ['access_token', 'eyJ.a-b_c.d'],
      ['preferred_language', 'sl'],
      ['note', 'a b;c'],
    ]);
  });

  it('keeps a value that is not valid percent-encoding as sent', () => {
    expect(parseCookies('broken=100%zz').get('broken')).toBe('100%zz');
    expect(parseCookies(undefined).size).toBe(0);
  });
});
