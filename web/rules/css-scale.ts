// Measures the web app's CSS against its design scale: how many distinct font sizes and paddings the
// stylesheets use, and which declarations still carry a raw colour instead of a token. The test next
// to this file holds the limits; `node --import tsx web/rules/css-scale.ts` prints the numbers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

export const WEB = path.resolve(import.meta.dirname, '..');
/** The one place where colours (and the other design values) are written out. */
export const TOKENS_FILE = path.join(WEB, 'styles/tokens.css');

export function cssFiles(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'public'].includes(entry.name) ? [] : cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

// Named colours worth catching; keywords such as transparent, currentColor and inherit are not colours of their own.
const NAMED = 'white|black|red|green|blue|gray|grey|silver|maroon|navy|orange|yellow|purple|teal|olive|lime|aqua|fuchsia|brown|pink|gold|beige|ivory|tan|khaki|coral|salmon|crimson|indigo|violet';
export const RAW_COLOUR = new RegExp(`#[0-9a-f]{3,8}\\b|\\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(|(^|[\\s,(])(${NAMED})($|[\\s,)])`, 'i');

export interface CssScale {
  fontSizes: Set<string>;
  paddings: Set<string>;
  rawColours: string[];
  lines: Map<string, number>;
}

export function measure(files = cssFiles()): CssScale {
  const scale: CssScale = { fontSizes: new Set(), paddings: new Set(), rawColours: [], lines: new Map() };
  for (const file of files) {
    const css = readFileSync(file, 'utf8');
    const relative = path.relative(WEB, file);
    scale.lines.set(relative, css.trimEnd().split('\n').length);
    postcss.parse(css, { from: file }).walkDecls((decl) => {
      const value = decl.value.replace(/\s+/g, ' ').trim();
      if (decl.prop === 'font-size') scale.fontSizes.add(value);
      if (decl.prop === 'padding' || decl.prop.startsWith('padding-')) scale.paddings.add(value);
      const isToken = file === TOKENS_FILE && decl.prop.startsWith('--');
      if (!isToken && RAW_COLOUR.test(value)) scale.rawColours.push(`${relative}:${decl.source?.start?.line}: ${decl.prop}: ${value}`);
    });
  }
  return scale;
}

if (import.meta.filename === process.argv[1]) {
  const scale = measure();
  console.log(`font sizes: ${scale.fontSizes.size}\n  ${[...scale.fontSizes].sort().join('\n  ')}`);
  console.log(`paddings: ${scale.paddings.size}\n  ${[...scale.paddings].sort().join('\n  ')}`);
  console.log(`raw colours: ${scale.rawColours.length}\n  ${scale.rawColours.join('\n  ')}`);
  console.log(`styles/shell.css: ${scale.lines.get('styles/shell.css')} lines`);
}
