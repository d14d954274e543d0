// Relay compiler configuration (also read by babel-plugin-relay through cosmiconfig's `require`).
// The package is ESM ("type": "module"); Node ≥ 20.19 lets CommonJS `require()` an ES module, and
// the `'module.exports'` export name makes `require()` return the plain object rather than a
// module namespace (which both the Rust compiler's JS config loader and cosmiconfig need).
const config = {
  src: './web',
  schema: './schema.graphql',
  language: 'typescript',
  // Artifacts go into `__generated__` folders next to the code (no artifactDirectory).
  eagerEsModules: true,
  useImportTypeSyntax: true,
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/__mocks__/**'],
};

export { config as 'module.exports' };
export default config;
