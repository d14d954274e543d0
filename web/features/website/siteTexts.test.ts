import { describe, expect, it } from 'vitest';
import { SITE_TEXT_KEYS, siteTextProblem } from '../../../graph/domain/content-rules.ts';
import { changedFields, firstProblem, TEXT_KEYS, textProblem, toInput, validateTexts, valuesFrom } from './siteTexts.ts';

describe('site texts', () => {
  it('edit exactly the keys the server accepts', () => {
    expect([...TEXT_KEYS].sort()).toEqual([...SITE_TEXT_KEYS].sort());
  });

  it('check values as the server does', () => {
    const samples = ['', '  ', 'x', 'Stopover d.o.o.', 'info@stopover.si', 'info@stopover', 'https://facebook.com/x', 'http://x.si', '/#menu', 'a b', 'y'.repeat(5001)];
    for (const key of [...SITE_TEXT_KEYS, 'unknown.key']) {
      for (const value of samples) expect(textProblem(key, value), `${key} = ${JSON.stringify(value.slice(0, 20))}`).toBe(siteTextProblem(key, value));
    }
  });

  it('fill every key in both languages and report changes and problems in form order', () => {
    const values = valuesFrom([
      { key: 'contact.email', language: 'en', value: 'a@b.si' },
      { key: 'contact.email', language: 'sl', value: 'a@b.si' },
      { key: 'not.edited', language: 'en', value: 'ignored' },
    ]);
    expect(Object.keys(values)).toHaveLength(TEXT_KEYS.length * 2);
    expect(values['contact.email.sl']).toBe('a@b.si');
    expect(values['not.edited.en']).toBeUndefined();

    const edited = { ...values, 'footer.note.sl': 'Dobrodošli', 'contact.email.en': ' a@b.si ' };
    expect(changedFields(edited, values)).toEqual(['footer.note.sl']);

    const problems = validateTexts({ ...edited, 'contact.email.sl': 'nope', 'social.facebook.en': 'http://x' });
    expect(problems['contact.email.sl']).toBe('INVALID_EMAIL');
    expect(problems['social.facebook.en']).toBe('INVALID_URL');
    expect(problems['company.name.en']).toBe('REQUIRED');
    expect(firstProblem(problems)).toBe('company.name.en');

    const input = toInput(edited);
    expect(input).toHaveLength(TEXT_KEYS.length * 2);
    expect(input.find((t) => t.key === 'contact.email' && t.language === 'en')?.value).toBe('a@b.si');
  });
});
