// The query limits: they refuse what they should (including the 2025 fragment-reuse depth bypass),
// every list argument is bounded, variables count in the cost, and every operation the web app sends
// passes them with head-room.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { ARMOR_RULE_OPTIONS, armorPlugin, measureRequest, QUERY_LIMITS } from './limits.ts';
import { getSchema } from '../schema/index.ts';
import { declaresMaxItems, maxItemsOf, NODES_MAX_IDS } from '../schema/bounds.ts';
import { message } from '../i18n/messages.ts';

const recursive = buildSchema(`
  type Query { t: T }
  type T { t: T id: ID name: String }
`);

function yogaFor(schema = recursive, language?: 'en' | 'sl') {
  return createYoga({ schema, plugins: [armorPlugin(true)], logging: false, maskedErrors: false, ...(language ? { context: { language } } : {}) });
}

type Answer = { status: number; data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

async function run(query: string, schema = recursive, variables?: Record<string, unknown>, language?: 'en' | 'sl'): Promise<Answer> {
  const response = await yogaFor(schema, language).fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const codes = (answer: Answer) => (answer.errors ?? []).map((e) => e.extensions?.code);

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

/**
 * One operation per place the schema takes a list, with the list in `$v`. The key is the argument
 * (`Type.field(arg)`) or input field (`Input.field`) a refusal names in `extensions.argument`.
 */
const LIST_SITES: Record<string, { query: string; item: unknown }> = {
  'Query.nodes(ids)': { query: 'query ($v: [ID!]!) { nodes(ids: $v) { id } }', item: 'eA==' },
  'Query.clients(status)': { query: 'query ($v: [OrganisationStatus!]) { clients(status: $v, first: 1) { edges { cursor } } }', item: 'PENDING' },
  'Client.reservations(status)': {
    query: 'query ($v: [ReservationStatus!]) { node(id: "eA==") { ... on Client { reservations(status: $v, first: 1) { edges { cursor } } } } }',
    item: 'CREATED',
  },
  'ReservationFilter.statuses': { query: 'query ($v: [ReservationStatus!]) { reservations(view: ALL, filter: { statuses: $v }, first: 1) { edges { cursor } } }', item: 'CREATED' },
  'ReservationFilter.types': { query: 'query ($v: [StopType!]) { reservations(view: ALL, filter: { types: $v }, first: 1) { edges { cursor } } }', item: 'LONG_STOP' },
  'ReorderMenuInput.itemIds': { query: 'mutation ($v: [ID!]!) { reorderMenu(input: { stopType: SHORT_STOP, itemIds: $v }) { __typename } }', item: 'eA==' },
  'SaveSiteTextsInput.texts': { query: 'mutation ($v: [SiteTextInput!]!) { saveSiteTexts(input: { texts: $v }) { __typename } }', item: { key: 'home.intro', language: 'en', value: 'x' } },
  'SetOpeningHoursInput.days': { query: 'mutation ($v: [OpeningDayInput!]!) { setOpeningHours(input: { days: $v }) { __typename } }', item: { weekday: 1, closed: true } },
  'CreateApiTokenInput.scopes': { query: 'mutation ($v: [ApiTokenScope!]!) { createApiToken(input: { name: "x", scopes: $v }) { __typename } }', item: 'READ_RESERVATIONS' },
  'CreateRestaurantApiTokenInput.scopes': {
    query: 'mutation ($v: [ApiTokenScope!]!) { createRestaurantApiToken(input: { name: "x", scopes: $v }) { __typename } }',
    item: 'READ_ALL_RESERVATIONS',
  },
  'RegisterWebhookEndpointInput.events': {
    query: 'mutation ($v: [WebhookEvent!]!) { registerWebhookEndpoint(input: { url: "https://example.com/", events: $v }) { __typename } }',
    item: 'RESERVATION_CREATED',
  },
  'UpdateWebhookEndpointInput.events': {
    query: 'mutation ($v: [WebhookEvent!]) { updateWebhookEndpoint(input: { webhookEndpointId: "eA==", events: $v }) { __typename } }',
    item: 'RESERVATION_CREATED',
  },
  'CreateReservationForClientInput.overrides': {
    query:
      'mutation ($v: [BookingOverride!]) { createReservationForClient(input: { organisationId: "eA==", type: LONG_STOP, guests: 10, seatReservation: true, arrivalDate: "2030-01-01", arrivalTime: "12:00", acceptTerms: true, overrides: $v }) { __typename } }',
    item: 'LEAD_TIME',
  },
  'SaveMenuItemInput.allergens': {
    query: 'mutation ($v: [Allergen!]) { saveMenuItem(input: { stopType: LONG_STOP, nameEn: "x", nameSl: "x", allergens: $v }) { __typename } }',
    item: 'GLUTEN',
  },
  'SetMealPreorderInput.dishes': {
    query: 'mutation ($v: [MealDishInput!]!) { setMealPreorder(input: { reservationId: "eA==", dishes: $v }) { __typename } }',
    item: { menuItemId: 'eA==', quantity: 1 },
  },
  'SetMealPreorderInput.allergens': {
    query: 'mutation ($v: [AllergenCountInput!]) { setMealPreorder(input: { reservationId: "eA==", dishes: [], allergens: $v }) { __typename } }',
    item: { allergen: 'GLUTEN', count: 1 },
  },
  'CancellationTermsInput.tiers': {
    query:
      'mutation ($v: [CancellationTierInput!]!) { updateBillingSettings(input: { legalName: "x", addressLine: "x", postcode: "x", city: "x", countryCode: "SI", vatId: "", registrationNumber: "", ' +
      'iban: "", bic: "", email: "", invoiceFooterEn: "", invoiceFooterSl: "", paymentTermsDays: 14, cancellationTerms: { tiers: $v, noShowPercent: 100 } }) { __typename } }',
    item: { hoursBefore: 48, percent: 50 },
  },
  'UpdateBillingSettingsInput.reminderDays': {
    query:
      'mutation ($v: [Int!]) { updateBillingSettings(input: { legalName: "x", addressLine: "x", postcode: "x", city: "x", countryCode: "SI", vatId: "", registrationNumber: "", ' +
      'iban: "", bic: "", email: "", invoiceFooterEn: "", invoiceFooterSl: "", paymentTermsDays: 14, cancellationTerms: { tiers: [], noShowPercent: 100 }, reminderDays: $v }) { __typename } }',
    item: 7,
  },
  'SaveAgreementInput.dishPrices': {
    query:
      'mutation ($v: [AgreementDishPriceInput!]) { saveAgreement(input: { clientId: "eA==", name: "x", validFrom: "2030-01-01", pricesIncludeVat: true, dishPrices: $v }) { __typename } }',
    item: { menuItemId: 'eA==', priceCents: 100 },
  },
  'Query.dayAvailability(overrides)': {
    query: 'query ($v: [BookingOverride!]) { dayAvailability(type: LONG_STOP, guests: 10, seatReservation: true, from: "2030-01-01", to: "2030-01-01", overrides: $v) { date } }',
    item: 'LEAD_TIME',
  },
  'Query.reservationAvailability(overrides)': {
    query:
      'query ($v: [BookingOverride!]) { reservationAvailability(type: LONG_STOP, guests: 10, seatReservation: true, arrivalDate: "2030-01-01", arrivalTime: "12:00", overrides: $v) { fits } }',
    item: 'LEAD_TIME',
  },
  'CreatePacingRuleInput.weekdays': {
    query: 'mutation ($v: [Int!]!) { createPacingRule(input: { maxCoaches: 2, weekdays: $v }) { __typename } }',
    item: 1,
  },
  'UpdatePacingRuleInput.weekdays': {
    query: 'mutation ($v: [Int!]!) { updatePacingRule(input: { id: "eA==", maxCoaches: 2, weekdays: $v }) { __typename } }',
    item: 1,
  },
  'SetRoomCombinationsInput.combinations': {
    query: 'mutation ($v: [RoomCombinationInput!]!) { setRoomCombinations(input: { combinations: $v }) { __typename } }',
    item: { roomIds: ['eA==', 'eQ=='] },
  },
  'RoomCombinationInput.roomIds': {
    query: 'mutation ($v: [ID!]!) { setRoomCombinations(input: { combinations: [{ roomIds: $v }] }) { __typename } }',
    item: 'eA==',
  },
  'ChangeReservationPlacementInput.roomIds': {
    query: 'mutation ($v: [ID!]) { changeReservationPlacement(input: { reservationId: "eA==", expectedVersion: 1, roomIds: $v }) { __typename } }',
    item: 'eA==',
  },
  'ChangeReservationPlacementInput.bays': {
    query: 'mutation ($v: [Int!]) { changeReservationPlacement(input: { reservationId: "eA==", expectedVersion: 1, bays: $v }) { __typename } }',
    item: 1,
  },
};

/** Every list-typed argument and input field of the schema, keyed as LIST_SITES is, with its bound. */
function listSites(): Map<string, { bound: number; declared: boolean }> {
  const isList = (type: GraphQLInputType): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));
  const sites = new Map<string, { bound: number; declared: boolean }>();
  for (const type of Object.values(getSchema().getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) if (isList(arg.type)) sites.set(`${type.name}.${field.name}(${arg.name})`, { bound: maxItemsOf(arg), declared: declaresMaxItems(arg) });
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (isList(field.type)) sites.set(`${type.name}.${field.name}`, { bound: maxItemsOf(field), declared: declaresMaxItems(field) });
    }
  }
  return sites;
}

describe('list bounds', () => {
  it('are declared on every list argument and input field of the schema', () => {
    const sites = listSites();
    expect([...sites.keys()].sort()).toEqual(Object.keys(LIST_SITES).sort());
    for (const [site, { declared }] of sites) expect(declared, site).toBe(true);
    expect(sites.get('Query.nodes(ids)')?.bound).toBe(NODES_MAX_IDS);
  });

  it('refuse one item more than the bound, sent as a variable, before anything runs; the bound itself passes', async () => {
    const sites = listSites();
    for (const [site, { query, item }] of Object.entries(LIST_SITES)) {
      const bound = sites.get(site)!.bound;
      const atBound = await run(query, getSchema(), { v: Array.from({ length: bound }, () => item) });
      expect(codes(atBound), site).not.toContain('LIST_TOO_LONG');
      const over = await run(query, getSchema(), { v: Array.from({ length: bound + 1 }, () => item) });
      expect(over.status, site).toBe(200);
      expect(over.data ?? null, site).toBeNull();
      expect(over.errors, site).toHaveLength(1);
      expect(over.errors?.[0]?.extensions, site).toMatchObject({ code: 'LIST_TOO_LONG', argument: site, maxItems: bound });
      expect(over.errors?.[0]?.message).toBe(message('LIST_TOO_LONG', 'en'));
    }
  });

  it('refuse long lists written in the query and nested in an input object variable, in the asker’s language', async () => {
    const literal = `{ nodes(ids: [${Array.from({ length: NODES_MAX_IDS + 1 }, () => '"eA=="').join(',')}]) { id } }`;
    expect((await run(literal, getSchema())).errors?.[0]?.extensions).toMatchObject({ code: 'LIST_TOO_LONG', argument: 'Query.nodes(ids)' });
    const nested = await run(
      'query ($filter: ReservationFilter) { reservations(view: ALL, filter: $filter, first: 1) { edges { cursor } } }',
      getSchema(),
      { filter: { statuses: ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED', 'CREATED'] } },
      'sl',
    );
    expect(nested.errors?.[0]?.extensions).toMatchObject({ code: 'LIST_TOO_LONG', argument: 'ReservationFilter.statuses', maxItems: 5 });
    expect(nested.errors?.[0]?.message).toBe(message('LIST_TOO_LONG', 'sl'));
  });
});

describe('the cost limit', () => {
  const heavy = `query ($ids: [ID!]!, $n: Int) {
    nodes(ids: $ids) { id ... on Client { name reservations(first: $n) { edges { node { id orderNumber history { kind note at } } } } } }
  }`;

  it('counts lists and page sizes sent as variables, which the document alone hides', async () => {
    // What graphql-armor sees (one id, no page size) is cheap ...
    const document = parse(heavy);
    expect(measureRequest(getSchema(), document, null, { ids: ['eA=='], n: null })!.cost).toBeLessThan(QUERY_LIMITS.maxCost / 10);
    // ... but a hundred ids with fifty reservations each is not.
    const refused = await run(heavy, getSchema(), { ids: Array.from({ length: NODES_MAX_IDS }, () => 'eA=='), n: 50 });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', maxCost: QUERY_LIMITS.maxCost });
    expect(refused.errors?.[0]?.message).toBe(message('QUERY_TOO_COMPLEX', 'en'));
    const small = await run(heavy, getSchema(), { ids: ['eA=='], n: 5 });
    expect(codes(small)).not.toContain('QUERY_TOO_COMPLEX');
  });

  it('is judged for each request’s own variables when one server sees the same document again', async () => {
    // The server remembers measures per document and variables: a heavy request after a light one
    // of the same text is still refused, and the light one after it still passes.
    const yoga = createYoga({ schema: getSchema(), plugins: [armorPlugin(true)], logging: false, maskedErrors: false });
    const send = async (variables: Record<string, unknown>) => {
      const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: heavy, variables }) });
      return codes((await response.json()) as Answer);
    };
    const light = { ids: ['eA=='], n: 5 };
    const over = { ids: Array.from({ length: NODES_MAX_IDS }, () => 'eA=='), n: 50 };
    for (const round of [1, 2]) {
      expect(await send(light), `round ${round}`).not.toContain('QUERY_TOO_COMPLEX');
      expect(await send(over), `round ${round}`).toContain('QUERY_TOO_COMPLEX');
    }
  });

  it('equals graphql-armor’s for a document without variables', async () => {
    const query = `{ nodes(ids: ["eA=="]) { id ... on Client { reservations(first: 20) { edges { node { id } } } } } site { offers { menu { id name } } } }`;
    // Armor names the cost it found when it refuses; a limit of zero makes it refuse everything.
    const armorOnly = createYoga({ schema: getSchema(), logging: false, plugins: [EnvelopArmorPlugin({ costLimit: { ...ARMOR_RULE_OPTIONS.costLimit, maxCost: 0 } })] });
    const response = await armorOnly.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const { errors } = (await response.json()) as { errors: Array<{ message: string }> };
    const armorCost = Number(/found (\d+(?:\.\d+)?)/.exec(errors[0]!.message)?.[1]);
    expect(armorCost).toBeGreaterThan(20);
    expect(measureRequest(getSchema(), parse(query), null, {})!.cost).toBe(armorCost);
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

  /** Values for the operation's required variables without a default: pages the size the app asks for. */
  function appVariables(document: DocumentNode): Record<string, unknown> {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const values: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      if (definition.type.kind !== Kind.NON_NULL_TYPE || definition.defaultValue) continue;
      const named = getSchema().getType(getNamedTypeName(definition.type));
      values[definition.variable.name.value] = named?.name === 'Int' ? APP_PAGE_SIZE : isEnumType(named) ? named.getValues()[0]!.value : named?.name === 'Boolean' ? false : 'eA==';
    }
    return values;
  }

  it('cost what the limit allows with the variables they send, with a quarter to spare', () => {
    for (const { file, text } of appOperations()) {
      const document = parse(text);
      const measured = measureRequest(getSchema(), document, null, appVariables(document));
      if (!measured) continue;
      expect(measured.tooLong, file).toBeNull();
      expect(measured.cost, file).toBeLessThanOrEqual(QUERY_LIMITS.maxCost * 0.75);
    }
  });

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

/** The largest page the web app asks for (its pending-orders list). */
const APP_PAGE_SIZE = 25;

function getNamedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : getNamedTypeName(type.type);
}
