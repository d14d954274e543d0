// `node(id:)` and `nodes(ids:)`: refetching anything by its global ID (Relay), held to each node
// type's own visibility rule. A node type declares that rule once, with nodeVisibility(), and uses
// the same function as its authScopes, so the rule for `node` cannot drift from the type's.
//
// The ids asked for are loaded with one query per type. A row the viewer may not see, a row that does
// not exist and an id that is not one (not base64, an unknown type, not a UUID) all answer null, alike
// and without an error: the answer never tells whether something exists. An API token is shown no
// object of a type its scopes do not open (graph/domain/token-reads.ts): those ids answer null the
// same way, without a query.
import { brandWithType } from '@pothos/core';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { maxItems, NODES_MAX_IDS } from './bounds.ts';
import { isUuid } from '../domain/text-rules.ts';
import { StopType } from '../generated/prisma/enums.ts';
import { tokenMayReadType } from '../domain/token-reads.ts';
import { tokenScopes } from '../token-reads-plugin.ts';
import { findManyInOneStatement } from '../one-statement-reads/read.ts';

/** The Prisma models behind node types: each keyed by a UUID `id` (docs/decisions.md 7), except the stop
 * offers, keyed by their stop type. */
type NodeModel = 'client' | 'staff' | 'reservation' | 'menuItem' | 'stopOffer' | 'staffNote' | 'reservationMessage' | 'apiToken' | 'webhookEndpoint' | 'invoice' | 'vatRate' | 'agreement' | 'paymentRequest' | 'room' | 'pacingRule' | 'waitingListEntry' | 'membership' | 'memberInvitation';

interface NodeKey {
  /** The column the global ID carries. */
  field: string;
  /** Whether a decoded id can name a row at all (anything else answers null without a query). */
  valid(id: string): boolean;
  /** The form the column stores. */
  normalise(id: string): string;
}

const UUID_KEY: NodeKey = { field: 'id', valid: isUuid, normalise: (id) => id.toLowerCase() };
const STOP_TYPES: readonly string[] = Object.keys(StopType);
const MODEL_KEYS: Partial<Record<NodeModel, NodeKey>> = {
  stopOffer: { field: 'type', valid: (id) => STOP_TYPES.includes(id), normalise: (id) => id },
};

interface NodeRule {
  model: NodeModel;
  key: NodeKey;
  visible(row: never, ctx: Context): boolean;
}

const rules = new Map<string, NodeRule>();

/**
 * Registers who may see a node type's rows (for `node`/`nodes`) and returns the rule, to be used as
 * the type's authScopes too. A node type without a rule is never answered by `node`.
 */
export function nodeVisibility<Row extends object>(typeName: string, model: NodeModel, visible: (row: Row, ctx: Context) => boolean) {
  rules.set(typeName, { model, key: MODEL_KEYS[model] ?? UUID_KEY, visible });
  return visible;
}

/** The node types that declared a visibility rule (the authorization matrix checks it is all of them). */
export function nodeTypesWithVisibility(): string[] {
  return [...rules.keys()];
}

/** The type and row id a global ID names, or null when it cannot name a row of a node type. */
function parseNodeId(globalId: string): { typeName: string; id: string } | null {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  const rule = rules.get(decoded.typename);
  if (!rule || !rule.key.valid(decoded.id)) return null;
  return { typeName: decoded.typename, id: rule.key.normalise(decoded.id) };
}

async function loadNodes(ctx: Context, info: GraphQLResolveInfo, globalIds: readonly string[]): Promise<Array<object | null>> {
  const scopes = tokenScopes(ctx);
  const wanted = globalIds.map(parseNodeId).map((ref) => (ref && scopes && !tokenMayReadType(scopes, ref.typeName) ? null : ref));
  const idsByType = new Map<string, Set<string>>();
  for (const ref of wanted) if (ref) idsByType.set(ref.typeName, (idsByType.get(ref.typeName) ?? new Set()).add(ref.id));

  const found = new Map<string, object>();
  await Promise.all(
    [...idsByType].map(async ([typeName, ids]) => {
      const rule = rules.get(typeName)!;
      // What the request selects on this type (relations included), as plugin-prisma would load it.
      const query = await queryFromInfo({ context: ctx, info, typeName, awaitSelections: true });
      const rows = (await findManyInOneStatement(ctx.services, rule.model, { ...query, where: { [rule.key.field]: { in: [...ids] } } })) as Array<Record<string, unknown>>;
      for (const row of rows) {
        if (!rule.visible(row as never, ctx)) continue;
        brandWithType(row, typeName as never);
        found.set(`${typeName}:${String(row[rule.key.field])}`, row);
      }
    }),
  );
  return wanted.map((ref) => (ref ? (found.get(`${ref.typeName}:${ref.id}`) ?? null) : null));
}

const NodeRef = builder.nodeInterfaceRef();

builder.queryField('node', (t) =>
  t.field({
    type: NodeRef,
    nullable: true,
    description: 'Anything with a global ID, if you may see it; null when it does not exist, is not yours to see, or the id is not valid.',
    args: { id: t.arg.id({ required: true, description: 'A global ID, as any node’s `id` field gives it.' }) },
    resolve: async (_root, { id }, ctx, info) => (await loadNodes(ctx, info, [String(id)]))[0] as never,
  }),
);

builder.queryField('nodes', (t) =>
  t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description: `Several nodes at once, in the order asked (null where \`node\` would answer null). At most ${NODES_MAX_IDS} ids.`,
    args: { ids: t.arg.idList({ required: true, description: `Global IDs (at most ${NODES_MAX_IDS}).`, ...maxItems(NODES_MAX_IDS) }) },
    resolve: (_root, { ids }, ctx, info) => loadNodes(ctx, info, ids.map(String)) as never,
  }),
);
