// Stylelint keeps the web app's CSS on its design scale: every colour, font size and padding is a
// token from web/styles/tokens.css (the one file where values are written out). Run by
// web/rules/css-scale.test.ts (so by `npm test` and CI) and by `npm run lint`.

/** One step of the spacing scale, or none. */
const STEP = String.raw`(?:0|var\(--(?:space-[a-z0-9]+|gutter|field-room-[a-z]+)\))`;

export default {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    // color-mix() of a token with transparent is how a tint is written; it stays allowed.
    'function-disallowed-list': ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
    'declaration-property-value-allowed-list': {
      'font-size': [/^var\(--text-[a-z0-9]+\)$/],
      // A step, or a block and an inline step; an odd side is its own longhand (padding-left …).
      '/^padding/': [new RegExp(`^${STEP}(?: ${STEP})?$`), /^calc\(var\(--[a-z-]+, 0px\) \+ var\(--space-[a-z0-9]+\)\)$/],
    },
  },
  overrides: [
    {
      files: ['web/styles/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
