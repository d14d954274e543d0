// Lint: TypeScript rules for the whole repo, React hooks rules and Relay's rules for the web app,
// and the import boundaries that keep every rule in one place (docs/decisions.md): the web app may
// import the server's pure rules (graph/domain) and nothing else of the server; graph/domain stays
// runnable in a browser; shared web pieces never reach up into features or the shell.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';

const WEB_TO_SERVER = [
  { regex: '(^|/)graph/(?!domain/)', message: 'The web app imports only the pure rules in graph/domain; ask the server for anything else.' },
  { group: ['**/graph/domain/common-passwords*'], message: 'Server only: the list is far too big for the browser.' },
];
const SHARED_TO_FEATURES = { group: ['**/features/**', '**/layouts/**'], message: 'Shared pieces must not depend on a feature or on the shell; move the piece down or the code up.' };
const FEATURES_TO_SHELL = { group: ['**/layouts/**'], message: 'Features do not import the shell; the shell imports features.' };

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'data/**', 'graph/generated/**', '**/__generated__/**', 'test-results/**'],
  },
  ...tseslint.configs.recommended,
  {
    // Type information for every TS file (one TypeScript program via the project service), so the
    // promise rules can tell a forgotten await from a deliberate fire-and-forget.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_TO_SERVER }] },
  },
  {
    files: ['web/{components,lib,i18n,auth,relay,content}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_TO_SERVER, SHARED_TO_FEATURES] }] },
  },
  {
    files: ['web/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_TO_SERVER, FEATURES_TO_SHELL] }] },
  },
  {
    // The rules run in the browser too: no Node built-ins, nothing of the server but its enums' types.
    files: ['graph/domain/*.ts'],
    ignores: ['graph/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'graph/domain runs in the browser too: use Web APIs (globalThis.crypto, Intl).' },
            { regex: '^\\.\\./(?!generated/prisma/enums\\.ts$)', message: 'graph/domain depends on nothing but itself (and the Prisma enums, as types).' },
          ],
        },
      ],
    },
  },
  {
    // A rule's own folder (graph/domain/arrival-capacity/) may use the domain's root modules.
    files: ['graph/domain/*/**/*.ts'],
    ignores: ['graph/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'graph/domain runs in the browser too: use Web APIs (globalThis.crypto, Intl).' },
            { regex: '^\\.\\./\\.\\./(?!generated/prisma/enums\\.ts$)', message: 'graph/domain depends on nothing but itself (and the Prisma enums, as types).' },
          ],
        },
      ],
    },
  },
);
