// The query limits: they refuse what they should (including the 2025 fragment-reuse depth bypass)
// and every operation the web app sends passes them with head-room.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, parse, visit, type DocumentNode } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { armorPlugin, QUERY_LIMITS } from './limits.ts';
import { getSchema } from '../schema/index.ts';

const recursive = buildSchema(`
  type Query { t: T }
  type T { t: T id: ID name: String }
`);

function yogaFor(schema = recursive) {
  return createYoga({ schema, plugins: [armorPlugin(true)], logging: false, maskedErrors: false });
}

async function run(query: string, schema = recursive) {
  const response = await yogaFor(schema).fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
}

const nest = (depth: number, leaf = 'id') => 't { '.repeat(depth) + leaf + ' }'.repeat(depth);

describe('query limits', () => {
  it('allows the maximum depth and refuses one more', async () => {
    expect((await run(`{ ${nest(QUERY_LIMITS.maxDepth - 1)} }`)).errors).toBeUndefined();
    const refused = await run(`{ ${nest(QUERY_LIMITS.maxDepth + 1)} }`);
    expect(refused.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('is not bypassed by reusing a fragment at a shallow and then a deep position', async () => {
    // The fragment is first measured where it is shallow; a cache of that depth must not be
    // trusted where the same fragment sits deep (GHSA fixed in graphql-armor-max-depth 2.4.x).
    const query = `
      query { a: t { ...F } b: ${'t { '.repeat(QUERY_LIMITS.maxDepth - 3)} ...F ${' }'.repeat(QUERY_LIMITS.maxDepth - 3)} }
      fragment F on T { t { t { t { id } } } }
    `;
    const refused = await run(query);
    expect(refused.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
  });

  it('refuses too many aliases and oversized documents', async () => {
    const aliases = `{ ${Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: t { id }`).join(' ')} }`;
    expect((await run(aliases)).errors?.[0]?.message).toMatch(/alias/i);
    const tokens = `{ t { ${'id '.repeat(QUERY_LIMITS.maxTokens)} } }`;
    expect((await run(tokens)).errors?.[0]?.message).toMatch(/token/i);
  });

  it('still lets GraphiQL introspect the schema', async () => {
    const result = await run('{ __schema { types { name fields { name type { name kind ofType { name kind ofType { name kind ofType { name kind ofType { name } } } } } } } } }', getSchema());
    expect(result.errors).toBeUndefined();
  });
});

describe("the web app's own operations", () => {
  const root = path.resolve(import.meta.dirname, '../../web');

  function appOperations(): Array<{ file: string; text: string }> {
    const found: Array<{ file: string; text: string }> = [];
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (dir.endsWith('__generated__') && entry.name.endsWith('.graphql.ts')) {
          const match = /"text":\s*("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(full, 'utf8'));
          if (match?.[1]) found.push({ file: path.relative(root, full), text: JSON.parse(match[1]) as string });
        }
      }
    };
    walk(root);
    return found;
  }

  function depthOf(document: DocumentNode): number {
    const fragments = new Map(
      document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d] as const] : [])),
    );
    const measure = (node: { selectionSet?: { selections: readonly unknown[] } } | undefined, depth: number): number => {
      let max = depth;
      for (const selection of (node?.selectionSet?.selections ?? []) as Array<Record<string, never>>) {
        const s = selection as unknown as { kind: string; name: { value: string }; selectionSet?: never };
        if (s.kind === 'Field') max = Math.max(max, measure(s, s.selectionSet ? depth + 1 : depth));
        else if (s.kind === 'InlineFragment') max = Math.max(max, measure(s, depth));
        else if (s.kind === 'FragmentSpread') max = Math.max(max, measure(fragments.get(s.name.value), depth));
      }
      return max;
    };
    let deepest = 0;
    visit(document, {
      OperationDefinition: (operation) => {
        deepest = Math.max(deepest, measure(operation, 0));
      },
    });
    return deepest;
  }

  it('all pass the limits, with at least two levels of depth to spare', async () => {
    const operations = appOperations();
    expect(operations.length, 'no Relay artifacts found: run `npm run generate`').toBeGreaterThan(0);
    for (const { file, text } of operations) {
      expect(depthOf(parse(text)), file).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth - 2);
      if (text.startsWith('subscription')) continue;
      const result = await run(text, getSchema());
      // graphql-armor's refusals all say "limit"; other errors (missing variables) are expected here.
      const limitErrors = (result.errors ?? []).filter((e) => /limit/i.test(e.message));
      expect(limitErrors, file).toEqual([]);
    }
  });
});
