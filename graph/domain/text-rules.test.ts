import { describe, expect, it } from 'vitest';
import { isUuid, textProblem } from './text-rules.ts';

const line = { maxLength: 10, multiline: false };
const text = { maxLength: 20, multiline: true };

describe('textProblem', () => {
  it('accepts ordinary text, accents and emoji (surrogate pairs) included', () => {
    expect(textProblem('Čevapčiči', line)).toBeNull();
    expect(textProblem('🚌 bus', line)).toBeNull();
    expect(textProblem('', line)).toBeNull();
  });

  it('refuses NUL bytes, control characters and lone surrogates', () => {
    for (const value of ['a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udfff', '\udc00\ud800']) {
      expect(textProblem(value, text), JSON.stringify(value)).toBe('INVALID_CHARACTERS');
    }
  });

  it('keeps line breaks and tabs for multi-line text only', () => {
    expect(textProblem('one\r\ntwo\tthree', text)).toBeNull();
    expect(textProblem('one\ntwo', line)).toBe('INVALID_CHARACTERS');
    expect(textProblem('one\ttwo', line)).toBe('INVALID_CHARACTERS');
  });

  it('counts the trimmed text, as the domain rules and forms do, and caps the padding', () => {
    expect(textProblem('x'.repeat(10), line)).toBeNull();
    expect(textProblem(`  ${'x'.repeat(10)}  `, line)).toBeNull();
    expect(textProblem('x'.repeat(11), line)).toBe('TOO_LONG');
    expect(textProblem(' '.repeat(1_000_000), line)).toBe('TOO_LONG');
  });
});

describe('isUuid', () => {
  it('accepts UUIDs only', () => {
    expect(isUuid('01961f4e-1924-70fe-8ac3-ae638d812163')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('01961f4e-1924-70fe-8ac3-ae638d812163\u0000')).toBe(false);
  });
});
