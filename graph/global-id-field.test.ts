// A node's global ID answers at once when its value is at hand: a list of nodes is then completed
// without a promise per row (graphql's execute answers synchronously when no field gave a promise).
import SchemaBuilder from '@pothos/core';
import RelayPlugin, { encodeGlobalID } from '@pothos/plugin-relay';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import './global-id-field.ts';

function schemaWith(id: (row: { id: string }) => string | Promise<string>) {
  const builder = new SchemaBuilder<{ Objects: { Stop: { id: string } } }>({ plugins: [RelayPlugin], relay: {} } as never);
  builder.node('Stop', { id: { resolve: id }, loadOne: () => null, fields: () => ({}) });
  builder.queryType({ fields: (t) => ({ stops: t.field({ type: ['Stop'], resolve: () => [{ id: 'a' }, { id: 'b' }] }) }) });
  return builder.toSchema();
}

const document = parse('{ stops { id } }');
const expected = { data: { stops: [{ id: encodeGlobalID('Stop', 'a') }, { id: encodeGlobalID('Stop', 'b') }] } };

describe('a global ID field', () => {
  it('answers at once when its value is at hand', () => {
    const result = execute({ schema: schemaWith((row) => row.id), document });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual(expected);
  });

  it('waits when its resolver answers with a promise', async () => {
    const result = execute({ schema: schemaWith((row) => Promise.resolve(row.id)), document });
    expect(result).toBeInstanceOf(Promise);
    expect(await result).toEqual(expected);
  });
});
