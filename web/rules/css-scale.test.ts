// The web app's CSS stays on its design scale: few font sizes and paddings, every colour a token from
// styles/tokens.css, a shell stylesheet short enough to read. Stylelint (stylelint.config.mjs) names
// the offending declaration; the counts here catch a scale that grows one new token at a time.
import fs from 'node:fs';
import path from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { cssFiles, measure } from './css-scale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the web app CSS', () => {
  it('passes stylelint: colours, font sizes and paddings are tokens', async () => {
    const { results } = await stylelint.lint({ files: cssFiles(), configFile: path.join(ROOT, 'stylelint.config.mjs') });
    const problems = results.flatMap((r) => r.warnings.map((w) => `${path.relative(ROOT, r.source ?? '')}:${w.line} ${w.text}`));
    expect(problems).toEqual([]);
  });

  it('keeps to its scale', () => {
    const scale = measure();
    expect(scale.rawColours).toEqual([]);
    expect(scale.fontSizes.size, [...scale.fontSizes].join(', ')).toBeLessThanOrEqual(12);
    expect(scale.paddings.size, [...scale.paddings].join(', ')).toBeLessThanOrEqual(40);
    expect(scale.lines.get('styles/shell.css')).toBeLessThanOrEqual(600);
  });

  // Colours the components hand to SVG (chart series, the QR code, icons) are tokens too. The home
  // page's landscape is a drawing, not a palette: its own colours stay in it.
  it('leaves no raw colour in the components either', () => {
    const drawings = new Set(['features/site/HomeScene.tsx']);
    const raw = (fs.readdirSync(path.join(ROOT, 'web'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && !file.includes('__generated__') && !drawings.has(file))
      .flatMap((file) => [...fs.readFileSync(path.join(ROOT, 'web', file), 'utf8').matchAll(/['"`]#[0-9a-f]{3,8}\b|rgba?\(/gi)].map((m) => `${file}: ${m[0]}`));
    expect(raw).toEqual([]);
  });
});

