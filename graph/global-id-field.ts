// plugin-relay's `t.globalID` (every node's `id`) answers through an async function, so every object
// of a list held a promise and the executor completed each row as one (a Promise.all and microtasks
// per row, on every list). This is the same field answering at once when its value is at hand, and
// through the promise only when its resolver gives one. Loaded by the builder, after plugin-relay.
import { isThenable, RootFieldBuilder } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Context } from './context.ts';

type Resolver = (parent: unknown, args: object, context: Context, info: unknown) => unknown;
interface FieldBuilder {
  builder: { configStore: { getTypeConfig(ref: unknown): { name: string } }; options: { relay?: { encodeGlobalID?: (type: string, id: string, context: Context) => string } } };
  field(options: object): unknown;
}

function encoded(fieldBuilder: FieldBuilder, value: unknown, context: Context): unknown {
  if (!value || typeof value !== 'object') return value;
  const { type, id } = value as { type: unknown; id: unknown };
  const name = fieldBuilder.builder.configStore.getTypeConfig(type).name;
  const custom = fieldBuilder.builder.options.relay?.encodeGlobalID;
  return custom ? custom(name, String(id), context) : encodeGlobalID(name, String(id));
}

(RootFieldBuilder.prototype as unknown as { globalID: unknown }).globalID = function globalID(this: FieldBuilder, { resolve, ...options }: { resolve: Resolver } & Record<string, unknown>) {
  return this.field({
    ...options,
    type: 'ID',
    resolve: (parent: unknown, args: object, context: Context, info: unknown) => {
      const value = resolve(parent, args, context, info);
      return isThenable(value) ? value.then((settled) => encoded(this, settled, context)) : encoded(this, value, context);
    },
  });
};
