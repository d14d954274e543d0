// Message catalogs compiled to ICU syntax trees at build time, so that browsers get react-intl
// without its message parser (~7 kB brotli) and format without parsing first. The catalogs stay
// plain ICU strings in the repository (web/i18n/catalogs, checked by catalogs.test.ts); the app's
// build loads them through this plugin and aliases the parser to its no-parser entry.
import { parse } from '@formatjs/icu-messageformat-parser';
import fs from 'node:fs';
import type { Alias, Plugin } from 'vite';

const CATALOG = /[\\/]i18n[\\/]catalogs[\\/][^\\/]+\.json$/;

/** Each message of a catalog as its syntax tree, with the options react-intl parses with at runtime. */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message, { shouldParseSkeletons: true });
    } catch (error) {
      throw new Error(`catalog message ${id} is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

/** Resolve the parser to the build without it (formatting pre-parsed messages needs no parser). */
export const withoutMessageParser: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

export function precompileMessages(): Plugin {
  return {
    name: 'stopover:precompile-messages',
    enforce: 'pre',
    // Loaded here as JSON of the trees; Vite's JSON plugin turns that into a module as usual.
    load(id) {
      const file = id.split('?')[0]!;
      if (!CATALOG.test(file)) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      return JSON.stringify(compileCatalog(messages));
    },
  };
}
