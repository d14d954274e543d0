// Query limits for GraphQL. Two layers:
// - graphql-armor's rules check the document alone (depth, cost, aliases, tokens, directives) while
//   it is validated, before a context is built. Sized to the app's own Relay operations with
//   head-room: limits.test.ts runs every operation the web app sends through these rules and fails
//   when one comes within the margin, so the limits move with the app instead of blocking it.
// - The request's bounds (below) check what needs the variables too, just before execution: every
//   list argument and input field against its declared bound (graph/schema/bounds.ts), and the cost
//   again with `first`/`last` and list lengths read from variables as well as literals — armor sees
//   `nodes(ids: $ids)` and `first: $n` as one item each.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type FieldNode,
} from 'graphql';
import { AppError } from '../errors.ts';
import type { Language } from '../i18n/messages.ts';
import { maxItemsOf } from '../schema/bounds.ts';

export const QUERY_LIMITS = {
  /** Deepest app operation + margin. Introspection (GraphiQL) is exempt from depth and cost only. */
  maxDepth: 12,
  /** About the number of fields a request resolves: the largest page the connections allow (100)
   * with all the web app reads costs about 3,300 (My reservations with timelines); the worst
   * request at this cost answers in well under 200 ms (bench/worst-request.ts). */
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 30,
} as const;

/**
 * graphql-armor's cost model, which the request's bounds repeat with variables taken into account.
 * Depth adds no weight: a field costs the same wherever it sits, and the work grows with page sizes
 * (counted from `first`/`last`), not with Relay's edges/node nesting — which a depth factor of 1.5
 * weighed 7.6 times for a card's fields, refusing a page of 100 the connection itself allows.
 */
export const COST_MODEL = { objectCost: 2, scalarCost: 1, depthCostFactor: 1 } as const;

export const ARMOR_RULE_OPTIONS = {
  maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
  costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true, flattenFragments: true, ...COST_MODEL },
  maxAliases: { n: QUERY_LIMITS.maxAliases },
  maxTokens: { n: QUERY_LIMITS.maxTokens },
  maxDirectives: { n: QUERY_LIMITS.maxDirectives },
} as const;

export function armorPlugin(production: boolean): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        EnvelopArmorPlugin({
          ...ARMOR_RULE_OPTIONS,
          // Field suggestions ("did you mean ...") leak the schema when introspection is the only door.
          blockFieldSuggestion: { enabled: production },
        }),
      );
      addPlugin(requestBoundsPlugin());
    },
  };
}

/** Measures kept per parsed document (Yoga reuses one document object per query text). */
const MEASURES_PER_DOCUMENT = 32;
/** Variables longer than this as JSON are measured afresh: a key would cost more than it saves. */
const MEASURE_KEY_MAX = 1_000;

/**
 * The same document with the same variables always measures the same, and an app sends the same
 * few queries again and again (cache hits included: the bounds run before the response cache).
 */
function rememberedMeasure(): typeof measureRequest {
  const byDocument = new WeakMap<DocumentNode, Map<string, RequestMeasure | null>>();
  return (schema, document, operationName, variables) => {
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    if (key.length > MEASURE_KEY_MAX) return measureRequest(schema, document, operationName, variables);
    let measures = byDocument.get(document);
    if (!measures) byDocument.set(document, (measures = new Map()));
    if (measures.has(key)) return measures.get(key)!;
    const measured = measureRequest(schema, document, operationName, variables);
    measures.set(key, measured);
    if (measures.size > MEASURES_PER_DOCUMENT) measures.delete(measures.keys().next().value!);
    return measured;
  };
}

/** Refuses, before execution, a request whose lists are too long or whose cost is too high. */
export function requestBoundsPlugin(): Plugin {
  const measure = rememberedMeasure();
  const check = (args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null; contextValue: unknown }) => {
    const measured = measure(args.schema, args.document, args.operationName, args.variableValues);
    const language: Language = (args.contextValue as { language?: Language } | null)?.language === 'sl' ? 'sl' : 'en';
    if (measured?.tooLong) {
      return new AppError('LIST_TOO_LONG', language, { detail: { argument: measured.tooLong.path, maxItems: measured.tooLong.maxItems } });
    }
    if (measured && measured.cost > QUERY_LIMITS.maxCost) {
      return new AppError('QUERY_TOO_COMPLEX', language, { detail: { maxCost: QUERY_LIMITS.maxCost, cost: Math.round(measured.cost) } });
    }
    return null;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = check(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = check(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}

export interface RequestMeasure {
  /** graphql-armor's cost, with `first`/`last` and list lengths from variables too. */
  cost: number;
  /** The first list over its bound: the argument or input field, and the bound. */
  tooLong: { path: string; maxItems: number } | null;
}

/**
 * Measures the operation a request will execute, with graphql-armor's cost model. Null when the
 * variables do not fit the operation (execution reports that itself). Each fragment is walked once:
 * neither its cost nor its arguments depend on where it is spread, so reuse costs no extra work.
 */
export function measureRequest(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): RequestMeasure | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return null;
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return null;
  // Coerced as execution will: defaults applied, a single value where a list is expected made a list.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, { maxErrors: 1 });
  if (coerced.errors) return null;
  const variables = coerced.coerced;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const fragmentCosts = new Map<string, number>();
  let tooLong: RequestMeasure['tooLong'] = null;

  const checkList = (value: unknown, type: GraphQLInputType, bound: number, path: string): void => {
    if (tooLong || value === null || value === undefined) return;
    if (isNonNullType(type)) return checkList(value, type.ofType, bound, path);
    if (isListType(type)) {
      const items = Array.isArray(value) ? value : [value];
      if (items.length > bound) {
        tooLong = { path, maxItems: bound };
        return;
      }
      const itemType = type.ofType;
      if (isListType(getNullable(itemType)) || isInputObjectType(getNamedType(itemType))) {
        for (const item of items) checkList(item, itemType, maxItemsOf({}), `${path}[]`);
      }
      return;
    }
    if (isInputObjectType(type) && typeof value === 'object') {
      for (const field of Object.values(type.getFields())) {
        checkList((value as Record<string, unknown>)[field.name], field.type, maxItemsOf(field), `${type.name}.${field.name}`);
      }
    }
  };

  const fieldCost = (field: GraphQLField<unknown, unknown>, parentName: string, node: FieldNode): number => {
    let values: Record<string, unknown> = {};
    try {
      values = getArgumentValues(field, node, variables);
    } catch {
      // Execution answers a bad argument itself.
    }
    let multiplier = 1;
    const returnsList = isListType(getNullable(field.type));
    for (const arg of field.args) {
      const value = values[arg.name];
      checkList(value, arg.type, maxItemsOf(arg), `${parentName}.${field.name}(${arg.name})`);
      if ((arg.name === 'first' || arg.name === 'last') && typeof value === 'number') multiplier = Math.max(multiplier, value);
      // A list answered per item of a list argument (nodes(ids:)) costs its selection per item.
      if (returnsList && Array.isArray(value)) multiplier = Math.max(multiplier, value.length);
    }
    if (!node.selectionSet) return COST_MODEL.scalarCost;
    return (COST_MODEL.objectCost + selectionCost(node.selectionSet, getNamedType(field.type))) * multiplier;
  };

  /** What one selection adds to its parent: fields weighted by depth, fragments flat (armor's rule). */
  const contribution = (selection: SelectionNode, parentType: GraphQLNamedType, atRoot: boolean): number => {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      // Introspection (GraphiQL) is exempt, as in armor's rule.
      if (name === '__schema' || name === '__type') return 0;
      const field = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
      const cost = field ? fieldCost(field, parentType.name, selection) : COST_MODEL.scalarCost;
      return atRoot ? cost : COST_MODEL.depthCostFactor * cost;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
      return COST_MODEL.objectCost + selectionCost(selection.selectionSet, type ?? parentType);
    }
    const name = selection.name.value;
    const known = fragmentCosts.get(name);
    // Armor weighs a fragment spread again by depth from its second use on.
    if (known !== undefined) return COST_MODEL.scalarCost + COST_MODEL.depthCostFactor * known;
    const fragment = fragments.get(name);
    // Marks the fragment while it is measured, so a cycle (validation refuses those) cannot recurse.
    fragmentCosts.set(name, 0);
    const cost = fragment ? COST_MODEL.objectCost + selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? parentType) : 0;
    fragmentCosts.set(name, cost);
    return COST_MODEL.scalarCost + cost;
  };

  const selectionCost = (selectionSet: SelectionSetNode, parentType: GraphQLNamedType, atRoot = false): number =>
    selectionSet.selections.reduce((sum, selection) => sum + contribution(selection, parentType, atRoot), 0);

  const cost = selectionCost(operation.selectionSet, root, true);
  return { cost, tooLong };
}

function getNullable<T>(type: T): T {
  return isNonNullType(type) ? (type.ofType as T) : type;
}
