// The web app's CSS stays on its design scale: few font sizes and paddings, every colour a token from
// styles/tokens.css, a shell stylesheet short enough to read. Stylelint (stylelint.config.mjs) names
// the offending declaration; the counts here catch a scale that grows one new token at a time.
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
});
