// How many items a list argument or input field accepts. The bound is declared next to the argument
// (`...maxItems(n)`) and enforced by graph/http/limits.ts on literals and variables alike, before any
// resolver runs; a list without a declared bound gets DEFAULT_MAX_ITEMS. Nothing unbounded reaches a
// resolver, so no single request can make the server loop over (or load) an arbitrary number of things.

/** The bound of any list argument or input field that does not declare its own. */
export const DEFAULT_MAX_ITEMS = 100;

/** Ids one `nodes` call may ask for: a screenful of refetches, never a dump of the database. */
export const NODES_MAX_IDS = 100;

const EXTENSION = 'maxItems';

/** Spread into an argument's or input field's options: `t.arg({ type: [X], ...maxItems(7) })`. */
export function maxItems(n: number): { extensions: Record<string, unknown> } {
  return { extensions: { [EXTENSION]: n } };
}

/** The bound of an argument or input field (its declared one, or the default). */
export function maxItemsOf(field: { extensions?: Readonly<Record<string, unknown>> | null }): number {
  const declared = field.extensions?.[EXTENSION];
  return typeof declared === 'number' ? declared : DEFAULT_MAX_ITEMS;
}

/** Whether an argument or input field declares its own bound (the schema test wants every list to). */
export function declaresMaxItems(field: { extensions?: Readonly<Record<string, unknown>> | null }): boolean {
  return typeof field.extensions?.[EXTENSION] === 'number';
}
