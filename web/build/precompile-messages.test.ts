// Pre-parsed catalogs format exactly like the ICU strings they come from.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/catalog-en.ts';
import sl from '../i18n/catalog-sl.ts';
import { compileCatalog } from './precompile-messages.ts';

describe('precompiled catalogs', () => {
  it('format like the strings, with arguments, plurals and tags', () => {
    for (const [locale, messages] of [['en', en], ['sl', sl]] as const) {
      const fromStrings = createIntl({ locale, messages });
      const fromTrees = createIntl({ locale, messages: compileCatalog(messages) as never });
      for (const min of [1, 2, 3, 8]) {
        expect(fromTrees.formatMessage({ id: 'error.passwordTooShort' }, { min })).toBe(fromStrings.formatMessage({ id: 'error.passwordTooShort' }, { min }));
      }
      const values = { privacy: (c: unknown) => `[${String(c)}]`, terms: (c: unknown) => `<${String(c)}>` };
      expect(fromTrees.formatMessage({ id: 'page.register.terms' }, values)).toEqual(fromStrings.formatMessage({ id: 'page.register.terms' }, values));
      // Every message without placeholders comes out the same.
      for (const id of Object.keys(messages).filter((k) => !messages[k]!.includes('{') && !messages[k]!.includes('<'))) {
        expect(fromTrees.formatMessage({ id })).toBe(fromStrings.formatMessage({ id }));
      }
    }
  });

  it('refuses a broken message, naming it', () => {
    expect(() => compileCatalog({ 'x.broken': 'Hello {name' })).toThrow(/x\.broken/);
  });
});
