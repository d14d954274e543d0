// The token scope matrix: every API token an organisation or the manager can make (each scope alone,
// every combination the token dialog offers, the restaurant token) walks the schema from every root
// a token may name — `viewer`, `node` and `nodes` for each node type (with a real id), the
// restaurant's lists and sheets, booking, the payloads of the mutations it may call, and the live
// subscriptions — down through connections, to every field of every object it reaches (below the
// first two levels of a root, a type already walked for the token is not walked again). The fields
// its scopes open (graph/domain/token-reads.ts) are asked for together, and each field they do not
// open on its own; each document plainly and disguised (aliased, inside an inline fragment that
// spreads a named one).
//
// The one rule checked on every answer: no data comes back at a field — nor an object of a type —
// that the token's scopes do not open. It is checked twice: through HTTP and WebSocket (the envelope
// refuses such a request with 403 API_TOKEN_SCOPE before anything runs), and by executing the same
// documents against the schema directly with the token's context, without the envelope (every
// resolver refuses on its own). A field the scopes open must not be refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  execute,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  subscribe,
  validate,
  type ExecutionResult,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { getSchema } from '../schema/index.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createApiToken } from '../services/api-tokens.ts';
import { buildContext, type Context } from '../context.ts';
import { CLIENT_SCOPES, RESTAURANT_SCOPES, type ApiTokenScope } from '../domain/api-tokens.ts';
import { tokenMayRead, tokenMayReadType } from '../domain/token-reads.ts';
import type { ClientAccountEvent, ReservationChangedEvent, ReservationMessageEvent } from '../pubsub.ts';
import { createOrganisation } from '../testing/organisations.ts';

// ————— the token kinds —————

interface TokenKind {
  name: string;
  scopes: ApiTokenScope[];
  owner: 'organisation' | 'restaurant';
}

/** Every non-empty set of an organisation's scopes (the dialog's checkboxes), and the restaurant's token. */
const KINDS: TokenKind[] = [
  ...Array.from({ length: 2 ** CLIENT_SCOPES.length - 1 }, (_, i) => {
    const scopes = CLIENT_SCOPES.filter((_scope, bit) => ((i + 1) >> bit) & 1);
    return { name: scopes.join('+'), scopes, owner: 'organisation' as const };
  }),
  { name: 'restaurant', scopes: [...RESTAURANT_SCOPES], owner: 'restaurant' },
];

// ————— the documents —————

/** One field of a selection: its arguments (literal text), and its own selection when it is an object. */
interface Sel {
  field: string;
  args?: string;
  alias?: string;
  /** The type the field returns (named), for fragments on it. */
  type?: string;
  /** For node/nodes: the concrete type asked for in an inline fragment. */
  on?: string;
  children?: Sel[];
}

/** `disguised`: the root and the probed field aliased, every selection in an inline fragment holding a named one. */
type Variant = 'plain' | 'disguised';
type Operation = 'query' | 'mutation' | 'subscription';
const ROOT_TYPE: Record<Operation, string> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

/** The document of a selection under one root, in the variant's form (__typename asked everywhere). */
function render(operation: Operation, sel: Sel, variant: Variant): string {
  const fragments: string[] = [];
  const wrap = (type: string, inner: string) => {
    if (variant === 'plain') return inner;
    const name = `F${fragments.length}`;
    fragments.push(`fragment ${name} on ${type} { ${inner} }`);
    return `... on ${type} { ...${name} }`;
  };
  const body = (s: Sel): string => {
    const head = `${s.alias ? `${s.alias}: ` : ''}${s.field}${s.args ?? ''}`;
    if (!s.children) return head;
    const inner = ['__typename', ...s.children.map(body)].join(' ');
    if (s.on) return `${head} { __typename ... on ${s.on} { ${wrap(s.on, inner)} } }`;
    return `${head} { ${wrap(s.type!, inner)} }`;
  };
  return `${operation} Probe { ${wrap(ROOT_TYPE[operation], body(sel))} } ${fragments.join(' ')}`;
}

/** Where data came back that the scopes do not open: Type.field (or the type) at its response path. */
function leaks(scopes: readonly ApiTokenScope[], rootType: string, data: unknown, sel: Sel): string[] {
  const found: string[] = [];
  const walk = (parentType: string, value: Record<string, unknown>, s: Sel, path: string) => {
    const answer = value[s.alias ?? s.field];
    if (answer === null || answer === undefined) return;
    if (!tokenMayRead(scopes, parentType, s.field)) found.push(`${parentType}.${s.field} at ${path}`);
    if (!s.children) return;
    for (const item of (Array.isArray(answer) ? answer.flat(2) : [answer]) as Array<Record<string, unknown> | null>) {
      if (!item) continue;
      const type = String(item.__typename);
      if (!tokenMayReadType(scopes, type)) found.push(`an object of type ${type} at ${path}`);
      for (const child of s.children) walk(type, item, child, `${path}.${child.alias ?? child.field}`);
    }
  };
  if (data && typeof data === 'object') walk(rootType, data as Record<string, unknown>, sel, sel.alias ?? sel.field);
  return found;
}

// ————— the walk —————

interface Root {
  label: string;
  operation: Operation;
  field: string;
  /** Arguments, read when the document is made (some name rows made just before). */
  args: () => string;
  on?: string;
  /** How deep the walk goes below this root (object levels). */
  depth: number;
  /** Run before each document of this root is sent (a mutation's fresh row, a limit kept). */
  before?: () => Promise<void>;
  /** Only the opened fields are asked for (the refused ones are, the same way, under another root). */
  openedOnly?: boolean;
}

/** A document and what it is for: every opened field at one place, or one field the scopes do not open. */
interface Probe {
  root: Root;
  sel: () => Sel;
  /** Set for a probe of a field the scopes do not open: its label (Type.field or the root field). */
  refused: string | null;
  /** Where the probed place is: for messages. */
  where: string;
}

const schema = getSchema();

/** Arguments a nested field needs (the ones with required arguments, and pages kept small). */
const FIELD_ARGS: Record<string, string> = {
  // The seeded reservation, not the ones the mutations below make.
  'Client.reservations': '(first: 2, status: [SCHEDULED])',
  'Client.accountStatement': '(from: "2030-01-01", to: "2030-12-31")',
  'Site.text': '(key: "company.name")',
  'SiteContact.country': '(language: en)',
  'StaffOverview.arrivals': '(dayOffset: 17)',
  'StopOffer.menu': '(includeInactive: true)',
};

function argsOf(type: string, field: GraphQLField<unknown, unknown>): string {
  const known = FIELD_ARGS[`${type}.${field.name}`];
  if (known) return known;
  return field.args.some((a) => a.name === 'first') ? '(first: 2)' : '';
}

const isObjectField = (field: GraphQLField<unknown, unknown>) => !isLeafType(getNamedType(field.type));

/** Merges a chain of selections into a tree (the same field with the same arguments once). */
function merge(into: Sel, sel: Sel): void {
  for (const child of sel.children ?? []) {
    const same = into.children!.find((c) => c.field === child.field && c.args === child.args);
    if (same && same.children && child.children) merge(same, child);
    else if (!same) into.children!.push(child);
  }
}

/** About the lexical tokens of a document (the API refuses more than 2,000). */
const lexicalTokens = (document: string) => document.match(/[_A-Za-z][_0-9A-Za-z]*|"[^"]*"|[^\s\w]/g)?.length ?? 0;

/**
 * The probes of one token kind under one root: every field the scopes do not open, each alone, and
 * the opened fields of every place reached, together (a few documents). Below the root's own type
 * and the types one field away, a type already walked for this token kind under another root is
 * not walked again: its fields answer the same wherever it is reached.
 */
function probesFor(kind: TokenKind, root: Root, explored: Set<string>): Probe[] {
  const probes: Probe[] = [];
  const rootType = ROOT_TYPE[root.operation];
  const rootField = (schema.getType(rootType) as GraphQLObjectType).getFields()[root.field]!;
  const rootSel = (children: Sel[] | undefined): Sel => ({
    field: root.field,
    args: root.args(),
    on: root.on,
    type: getNamedType(rootField.type).name,
    children: isObjectField(rootField) ? children : undefined,
  });
  if (!tokenMayRead(kind.scopes, rootType, root.field)) {
    probes.push({ root, refused: root.field, where: root.label, sel: () => rootSel([]) });
    return probes;
  }
  if (!isObjectField(rootField)) {
    probes.push({ root, refused: null, where: root.label, sel: () => rootSel(undefined) });
    return probes;
  }
  // Breadth first: each place is a chain of fields from the root to an object of `type`.
  interface Place {
    chain: Array<{ type: string; field: GraphQLField<unknown, unknown> }>;
    type: string;
    seen: Set<string>;
  }
  const first = root.on ?? getNamedType(rootField.type).name;
  const places: Place[] = [{ chain: [], type: first, seen: new Set([first]) }];
  const openedPlaces: Array<() => Sel> = [];
  for (let place = places.shift(); place; place = places.shift()) {
    const { chain, type } = place;
    explored.add(type);
    const objectType = schema.getType(type) as GraphQLObjectType;
    const nest = (inner: Sel[]): Sel => {
      let children = inner;
      for (let i = chain.length - 1; i >= 0; i--) {
        const { type: parent, field } = chain[i]!;
        children = [{ field: field.name, args: argsOf(parent, field), type: getNamedType(field.type).name, children }];
      }
      return rootSel(children);
    };
    const where = [root.label, ...chain.map((c) => c.field.name)].join('.');
    const opened: Sel[] = [];
    for (const field of Object.values(objectType.getFields())) {
      const leaf = (): Sel => ({ field: field.name, args: argsOf(type, field), type: getNamedType(field.type).name, children: isObjectField(field) ? [] : undefined });
      if (!tokenMayRead(kind.scopes, type, field.name)) {
        if (!root.openedOnly) probes.push({ root, refused: `${type}.${field.name}`, where: `${where}.${field.name}`, sel: () => nest([leaf()]) });
        continue;
      }
      opened.push(leaf());
      const next = getNamedType(field.type).name;
      const walk = isObjectType(getNamedType(field.type)) && chain.length + 1 < root.depth && !place.seen.has(next);
      if (walk && (chain.length < 1 || !explored.has(next))) {
        places.push({ chain: [...chain, { type, field }], type: next, seen: new Set([...place.seen, next]) });
      }
    }
    if (opened.length) openedPlaces.push(() => nest(opened.map((sel) => ({ ...sel, children: sel.children && [] }))));
  }
  // The opened fields of several places in one document, within the API's size limits.
  let chunk: Array<() => Sel> = [];
  const flush = () => {
    if (!chunk.length) return;
    const parts = chunk;
    probes.push({
      root,
      refused: null,
      where: `${root.label} (${parts.length} places)`,
      sel: () => {
        const tree = parts[0]!();
        for (const part of parts.slice(1)) merge(tree, part());
        return tree;
      },
    });
    chunk = [];
  };
  for (const place of openedPlaces) {
    const candidate = [...chunk, place];
    const tree = candidate[0]!();
    for (const part of candidate.slice(1)) merge(tree, part());
    if (chunk.length && lexicalTokens(render(root.operation, tree, 'disguised')) > 1200) flush();
    chunk.push(place);
  }
  flush();
  return probes;
}

/** The probe's selection with the root and the probed field (the deepest one) aliased. */
function aliased(probe: Probe): Sel {
  const sel = probe.sel();
  sel.alias = `r_${sel.field}`;
  let target = sel;
  while (target.children?.length === 1) target = target.children[0]!;
  if (probe.refused && target !== sel) target.alias = `p_${target.field}`;
  return sel;
}

// ————— the seeded database —————

let server: TestServer;
const clock = new Date('2030-07-01T08:00:00Z');
const secrets = new Map<string, string>();
const gid = (type: string, id: string) => encodeGlobalID(type, id);
let ids: {
  org: string;
  other: string;
  longStop: string;
  foreignReservation: string;
  message: string;
  note: string;
  admin: string;
  menuItem: string;
  endpoint: string;
  restaurantEndpoint: string;
  delivery: string;
  orgToken: string;
  restaurantToken: string;
  throwaway: string;
  invoice: string;
};

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const prisma = server.services.prisma;
  const client = (name: string) =>
    createOrganisation(prisma, {
      data: {
        name: `${name} Coaches`,
        email: `${name}@coaches.example`,
        username: name,
        firstName: 'Ana',
        lastName: 'Kovač',
        phone: '+386 1 234 5678',
        contactInfo: 'Office hours 8–16',
        passwordHash: 'x',
        status: 'APPROVED',
        emailVerifiedAt: clock,
        approvedAt: clock,
        termsAcceptedAt: clock,
      },
    });
  const [org, other] = [await client('alpine'), await client('dolomiti')];
  const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  const admin = await prisma.staff.create({ data: { name: 'marta', firstName: 'Marta', lastName: 'Novak', email: 'marta@stopover.example', passwordHash: 'x', lastSignInAt: clock } });
  const menuItem = await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', nameEn: 'Goulash', nameSl: 'Golaž', position: 1, priceCents: 900, allergens: ['GLUTEN'], vegetarian: false } });
  const reservation = (clientId: string, orderNumber: string) =>
    prisma.reservation.create({
      data: {
        orderNumber,
        clientId,
        type: 'LONG_STOP',
        guests: 30,
        seatReservation: true,
        arrivalAt: new Date('2030-07-18T10:00:00Z'),
        arrivalDay: new Date('2030-07-18'),
        durationMinutes: 90,
        responsibleFirstName: 'Janez',
        responsibleLastName: 'Horvat',
        message: 'Coach parks at the back.',
        wishes: 'Two coeliac guests.',
        staffNote: 'Confirmed by phone.',
        quotedPriceCents: 1500,
        status: 'SCHEDULED',
        bookedByStaffId: admin.id,
        checkedInByStaffId: admin.id,
        mealPreorder: {
          dishes: [{ menuItemId: menuItem.id, nameEn: 'Goulash', nameSl: 'Golaž', priceCents: 900, quantity: 20 }],
          vegetarian: 4,
          vegan: 1,
          allergens: { GLUTEN: 2 },
          driverMeals: 1,
          guideMeals: 1,
        },
        reconfirmationRequestedAt: clock,
        reconfirmedAt: clock,
      },
    });
  const [longStop, foreign] = [await reservation(org.id, 'MAT-234'), await reservation(other.id, 'MAT-235')];
  // Seated in a room, so a placement is there for its room (the restaurant's set-up) to be refused.
  const hall = await prisma.room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 60 } });
  for (const r of [longStop, foreign]) {
    await prisma.reservationRoom.create({ data: { reservationId: r.id, roomId: hall.id, seats: 30 } });
    await prisma.reservationEvent.create({ data: { reservationId: r.id, kind: 'CREATED', toStatus: 'CREATED', actorKind: 'STAFF', actorStaffId: admin.id, overrides: ['LEAD_TIME'], overrideReason: 'Kitchen agreed' } });
    await prisma.reservationEvent.create({ data: { reservationId: r.id, kind: 'EDITED', changes: { guests: { from: 25, to: 30 } }, note: 'See you', actorKind: 'STAFF', actorStaffId: admin.id } });
    await prisma.reservationMessage.create({ data: { reservationId: r.id, clientId: r.clientId, authorSide: 'CLIENT', body: 'We may be late.' } });
    await prisma.staffNote.create({ data: { reservationId: r.id, authorId: admin.id, body: 'Regular customer' } });
  }
  const message = await prisma.reservationMessage.create({ data: { reservationId: longStop.id, clientId: org.id, authorSide: 'STAFF', authorStaffId: admin.id, body: 'No problem.' } });
  const note = await prisma.staffNote.create({ data: { clientId: org.id, authorId: admin.id, body: 'Pays on arrival' } });
  const hook = (clientId: string | null) =>
    prisma.webhookEndpoint.create({ data: { clientId, url: 'http://127.0.0.1:4122/hook', events: ['RESERVATION_CREATED'], secret: 'whsec_AAAA', description: 'ERP' } });
  const [endpoint, restaurantEndpoint] = [await hook(org.id), await hook(null)];
  // Made "now" on the test's clock, or housekeeping would clear it as a settled delivery of long ago.
  const delivery = await prisma.webhookDelivery.create({
    data: { endpointId: endpoint.id, messageId: 'msg_1', event: 'reservation.created', body: '{"type":"reservation.created"}', status: 'FAILED', attempts: 8, lastStatusCode: 500, lastResponse: 'oops', createdAt: clock },
  });
  await prisma.calendarFeed.create({ data: { clientId: org.id, secretHash: 'feed-hash' } });
  // An issued invoice of the organisation's reservation (lines written while a draft, as issuing does).
  const draft = await prisma.invoice.create({ data: { reservationId: longStop.id, clientId: org.id } });
  await prisma.invoiceLine.create({
    data: { invoiceId: draft.id, position: 1, kind: 'GUESTS', descriptionEn: 'Guests', descriptionSl: 'Gostje', quantity: 30, unitPriceCents: 1500, includesVat: true, vatRateBp: 950, vatCategory: 'S', unitNetPrice: 136986, netCents: 41096 },
  });
  const invoice = await prisma.invoice.update({
    where: { id: draft.id },
    data: {
      status: 'ISSUED', number: '2030-00001', year: 2030, sequence: 1, issueDate: new Date('2030-07-18'), supplyDate: new Date('2030-07-18'), dueDate: new Date('2030-08-01'),
      paymentTermsDays: 14, paymentReference: '2030-00001 / MAT-234', seller: { legalName: 'Stopover d.o.o.', addressLine: 'Cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI50223054', registrationNumber: '1', email: null, iban: null, bic: null },
      buyer: { legalName: 'Alpine Coaches', addressLine: 'Hauptstraße 1', postcode: '80331', city: 'München', countryCode: 'DE', vatId: null, registrationNumber: null, email: null, iban: null, bic: null },
      netCents: 41096, vatCents: 3904, totalCents: 45000, roundingCents: 0, payableCents: 45000, vatBreakdown: [{ vatCategory: 'S', vatRateBp: 950, baseCents: 41096, vatCents: 3904 }], issuedAt: clock, issuedById: admin.id,
    },
  });
  // A deposit request of the same reservation, every field filled (paid, told of, and since waived).
  await prisma.paymentRequest.create({
    data: {
      number: '2030-D00001', year: 2030, sequence: 1, reservationId: longStop.id, clientId: org.id, amountCents: 13500, dueDate: new Date('2030-07-01'),
      status: 'OPEN', advanceInvoiceId: invoice.id, overdueNotifiedAt: clock, cancelledAt: clock,
    },
  });
  await prisma.closedDay.create({ data: { day: new Date('2030-07-25'), reason: 'Private event' } });
  const meta = { ip: null, language: 'en' as const };
  let orgToken = '';
  let restaurantToken = '';
  for (const kind of KINDS) {
    const owner = kind.owner === 'organisation' ? { kind: 'organisation' as const, clientId: org.id } : { kind: 'restaurant' as const, staffId: manager.id };
    // Named by its scopes' initials: the four together are longer than a token's name may be.
    const made = await createApiToken(server.services, owner, { name: kind.scopes.map((scope) => scope.split('_').map((w) => w[0]).join('')).join('+'), scopes: kind.scopes }, meta);
    secrets.set(kind.name, made.secret);
    if (kind.owner === 'organisation') orgToken = made.token.id;
    else restaurantToken = made.token.id;
  }
  ids = {
    org: org.id,
    other: other.id,
    longStop: longStop.id,
    foreignReservation: foreign.id,
    message: message.id,
    note: note.id,
    admin: admin.id,
    menuItem: menuItem.id,
    endpoint: endpoint.id,
    restaurantEndpoint: restaurantEndpoint.id,
    delivery: delivery.id,
    orgToken,
    restaurantToken,
    throwaway: '',
    invoice: invoice.id,
  };
});

afterAll(async () => {
  await server?.close();
});

// ————— the roots —————

/** A literal of an argument's type, for the roots no token may use (never run). */
function literal(type: GraphQLInputType, name: string): string {
  if (isNonNullType(type)) return literal(type.ofType, name);
  if (isListType(type)) return `[${literal(type.ofType, name)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type, f.name)}`).join(', ')} }`;
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return JSON.stringify(gid('Reservation', ids.foreignReservation));
    case 'Int':
      return '1';
    case 'Boolean':
      return 'false';
    case 'DateTime':
      return '"2030-01-01T00:00:00.000Z"';
    default:
      return /date|from|to/i.test(name) ? '"2030-07-18"' : '"x"';
  }
}

function placeholderArgs(field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((a) => isNonNullType(a.type));
  return required.length ? `(${required.map((a) => `${a.name}: ${literal(a.type, a.name)}`).join(', ')})` : '';
}

const input = (fields: string) => () => `(input: { ${fields} })`;
const endpointId = () => JSON.stringify(gid('WebhookEndpoint', ids.endpoint));

/** The arguments of the roots tokens may use, made to succeed (the mutations really run). */
const ROOT_ARGS: Record<string, () => string> = {
  reservations: () => '(view: ALL, first: 2, filter: { from: "2030-07-18", to: "2030-07-18" })',
  daySheet: () => '(date: "2030-07-18")',
  invoices: () => '(first: 2)',
  kitchen: () => '(date: "2030-07-18")',
  reservationAvailability: () => '(type: SHORT_STOP, guests: 10, seatReservation: false, arrivalDate: "2030-07-20", arrivalTime: "12:00")',
  bookingTerms: () => '(arrivalDay: "2030-07-20")',
  dayAvailability: () => '(type: SHORT_STOP, guests: 10, seatReservation: false, from: "2030-07-20", to: "2030-07-21")',
  createReservation: input('type: SHORT_STOP, guests: 10, seatReservation: false, arrivalDate: "2030-07-20", arrivalTime: "12:00", responsibleFirstName: "Janez", message: "From the matrix", acceptTerms: true'),
  setMealPreorder: () => `(input: { reservationId: ${JSON.stringify(gid('Reservation', ids.longStop))}, dishes: [{ menuItemId: ${JSON.stringify(gid('MenuItem', ids.menuItem))}, quantity: 20 }], vegetarian: 4 })`,
  registerWebhookEndpoint: input('url: "http://127.0.0.1:4123/hook", events: [RESERVATION_CREATED], description: "Matrix"'),
  updateWebhookEndpoint: () => `(input: { webhookEndpointId: ${endpointId()}, description: "ERP" })`,
  rotateWebhookSecret: () => `(input: { webhookEndpointId: ${endpointId()} })`,
  setWebhookEndpointEnabled: () => `(input: { webhookEndpointId: ${endpointId()}, enabled: true })`,
  deleteWebhookEndpoint: () => `(input: { webhookEndpointId: ${JSON.stringify(gid('WebhookEndpoint', ids.throwaway))} })`,
  redeliverWebhook: () => `(input: { webhookDeliveryId: ${JSON.stringify(gid('WebhookDelivery', ids.delivery))} })`,
  sendTestWebhook: () => `(input: { webhookEndpointId: ${endpointId()} })`,
};

/** Rows a mutation consumes, made again before each of its documents. */
const BEFORE: Record<string, () => Promise<void>> = {
  // At most 10 endpoints an organisation: keep only the fixture's.
  registerWebhookEndpoint: async () => {
    await server.services.prisma.webhookEndpoint.deleteMany({ where: { clientId: ids.org, id: { not: ids.endpoint } } });
  },
  deleteWebhookEndpoint: async () => {
    const row = await server.services.prisma.webhookEndpoint.create({ data: { clientId: ids.org, url: 'http://127.0.0.1:4124/hook', events: ['RESERVATION_CREATED'], secret: 'whsec_BBBB' } });
    ids.throwaway = row.id;
  },
};

/** The row of each node type a token of this kind may see by the row rules: only the type rule can hide it. */
function nodeIds(kind: TokenKind): Record<string, string> {
  return {
    Client: gid('Client', ids.org),
    Reservation: gid('Reservation', ids.longStop),
    ReservationMessage: gid('ReservationMessage', ids.message),
    StaffNote: gid('StaffNote', ids.note),
    StaffMember: gid('StaffMember', ids.admin),
    MenuItem: gid('MenuItem', ids.menuItem),
    StopOffer: gid('StopOffer', 'LONG_STOP'),
    Invoice: gid('Invoice', ids.invoice),
    ApiToken: gid('ApiToken', kind.owner === 'organisation' ? ids.orgToken : ids.restaurantToken),
    WebhookEndpoint: gid('WebhookEndpoint', kind.owner === 'organisation' ? ids.endpoint : ids.restaurantEndpoint),
  };
}

function roots(kind: TokenKind): Root[] {
  const list: Root[] = [];
  for (const operation of ['query', 'mutation', 'subscription'] as const) {
    const type = schema.getType(ROOT_TYPE[operation]) as GraphQLObjectType;
    for (const field of Object.values(type.getFields())) {
      if (field.name === 'node' || field.name === 'nodes') continue;
      const depth = operation === 'query' ? 10 : 5;
      list.push({ label: field.name, operation, field: field.name, args: ROOT_ARGS[field.name] ?? (() => placeholderArgs(field)), depth, before: BEFORE[field.name] });
    }
  }
  for (const [type, id] of Object.entries(nodeIds(kind))) {
    list.push({ label: `node(${type})`, operation: 'query', field: 'node', args: () => `(id: ${JSON.stringify(id)})`, on: type, depth: 10 });
    // nodes(ids:) loads as node(id:) does: its types' own opened fields are enough (and it hides
    // the same types, below); the fields not opened are refused by the same check under node(id:).
    list.push({ label: `nodes(${type})`, operation: 'query', field: 'nodes', args: () => `(ids: [${JSON.stringify(id)}])`, on: type, depth: 1, openedOnly: true });
  }
  return list;
}

// ————— asking —————

type Answer = ExecutionResult & { status?: number };
let requests = 0;

/** Each token may make 600 requests a minute; this test makes more, on a frozen clock. */
async function keepUnderRateLimit(): Promise<void> {
  if (++requests % 200 === 0) await server.services.prisma.rateLimit.deleteMany({ where: { key: { startsWith: 'api-token:' } } });
}

async function overHttp(kind: TokenKind, document: string): Promise<Answer> {
  await keepUnderRateLimit();
  const { status, body } = await server.graphql(document, {}, { headers: { authorization: `Bearer ${secrets.get(kind.name)}` } });
  return { ...(body as ExecutionResult), status };
}

async function contextFor(kind: TokenKind): Promise<Context> {
  return buildContext(server.services, { cookie: null, authorization: `Bearer ${secrets.get(kind.name)}`, acceptLanguage: null, ip: '127.0.0.1' });
}

/** Executes against the schema itself, with the token's context and without the envelope. */
async function direct(context: Context, document: string): Promise<Answer> {
  const parsed = parse(document);
  const errors = validate(schema, parsed);
  if (errors.length) return { errors };
  // A fresh context object per document: per-request caches (data loaders) start empty.
  return await execute({ schema, document: parsed, contextValue: { ...context } });
}

let events = 0;
/** Publishes a change of the organisation's reservation (and a message on it), as the services do. */
function publishEvents(): void {
  const at = new Date().toISOString();
  const change: ReservationChangedEvent = { kind: 'EDITED', reservationId: ids.longStop, clientId: ids.org, status: 'SCHEDULED', version: ++events, at, actor: { kind: 'STAFF', staffId: ids.admin } };
  const message: ReservationMessageEvent = { kind: 'POSTED', reservationId: ids.longStop, clientId: ids.org, side: 'STAFF', messageId: ids.message, at };
  server.services.pubsub.publish('reservation', change);
  server.services.pubsub.publish('reservationMessage', message);
  const account: ClientAccountEvent = { kind: 'APPROVED', clientId: ids.org, at };
  server.services.pubsub.publish('clientAccount', account);
}

/** The first event of a subscription over WebSocket (or its refusal). */
async function overSocket(kind: TokenKind, document: string): Promise<Answer> {
  await keepUnderRateLimit();
  const client = server.wsClient(undefined, { authorization: `Bearer ${secrets.get(kind.name)}` });
  try {
    return await new Promise<Answer>((resolve) => {
      // Publish until the subscription hears it (it starts a moment after subscribing).
      let tries = 0;
      const timer = setInterval(() => {
        if (++tries > 100) done({ errors: [{ message: 'no event within 2 s' }] as never });
        else publishEvents();
      }, 20);
      function done(answer: Answer) {
        clearInterval(timer);
        resolve(answer);
      }
      client.subscribe(
        { query: document },
        {
          next: (value) => done(value as Answer),
          error: (errors) => done({ errors: (Array.isArray(errors) ? errors : [errors]) as never }),
          complete: () => {},
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

async function directSubscription(context: Context, document: string): Promise<Answer> {
  const parsed = parse(document);
  const errors = validate(schema, parsed);
  if (errors.length) return { errors };
  const result = await subscribe({ schema, document: parsed, contextValue: { ...context } });
  if (!(Symbol.asyncIterator in result)) return result;
  const iterator = result as AsyncGenerator<ExecutionResult>;
  try {
    const next = iterator.next();
    let first: IteratorResult<ExecutionResult> | 'timeout' = 'timeout';
    for (let i = 0; i < 20 && first === 'timeout'; i++) {
      publishEvents();
      first = await Promise.race([next, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 25))]);
    }
    if (first === 'timeout') return { errors: [{ message: 'no event' }] as never };
    return first.value as Answer;
  } finally {
    await iterator.return?.(undefined);
  }
}

/** Codes that mean the test asked wrongly (a document the API refuses as such), not a refusal. */
const OUR_MISTAKES = new Set(['API_TOKEN_SCOPE', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'QUERY_TOO_COMPLEX', 'LIST_TOO_LONG', 'BAD_REQUEST', 'INTERNAL', 'TOO_MANY_REQUESTS']);

const codes = (answer: Answer) => (answer.errors ?? []).map((e) => String((e as { extensions?: { code?: unknown } }).extensions?.code));

// ————— the matrix —————

describe('the token scope matrix', () => {
  it('covers every token kind the dialogs offer', () => {
    expect(KINDS.map((k) => k.name)).toEqual([
      'READ_RESERVATIONS',
      'CREATE_RESERVATIONS',
      'READ_RESERVATIONS+CREATE_RESERVATIONS',
      'MANAGE_WEBHOOKS',
      'READ_RESERVATIONS+MANAGE_WEBHOOKS',
      'CREATE_RESERVATIONS+MANAGE_WEBHOOKS',
      'READ_RESERVATIONS+CREATE_RESERVATIONS+MANAGE_WEBHOOKS',
      'READ_INVOICES',
      'READ_RESERVATIONS+READ_INVOICES',
      'CREATE_RESERVATIONS+READ_INVOICES',
      'READ_RESERVATIONS+CREATE_RESERVATIONS+READ_INVOICES',
      'MANAGE_WEBHOOKS+READ_INVOICES',
      'READ_RESERVATIONS+MANAGE_WEBHOOKS+READ_INVOICES',
      'CREATE_RESERVATIONS+MANAGE_WEBHOOKS+READ_INVOICES',
      'READ_RESERVATIONS+CREATE_RESERVATIONS+MANAGE_WEBHOOKS+READ_INVOICES',
      'restaurant',
    ]);
  });

  for (const kind of KINDS) {
    it(`${kind.name}: no field answers data the scopes do not open, on any path, and every opened field answers`, async () => {
      const wrong: string[] = [];
      const context = await contextFor(kind);
      /** The fields not opened that the resolvers refused on their own, with the object there to refuse. */
      const enforced = new Set<string>();
      const notOpened = new Set<string>();
      const explored = new Set<string>();
      for (const root of roots(kind)) {
        for (const probe of probesFor(kind, root, explored)) {
          if (probe.refused) notOpened.add(probe.refused);
          for (const variant of ['plain', 'disguised'] as const) {
            const label = `${probe.where} [${variant}]`;
            // The resolvers alone (no envelope) are tried on the refused fields, plainly: fragments
            // and aliases are the envelope's concern, and opened fields answer as over HTTP.
            const layers = probe.refused && variant === 'plain' ? (['http', 'resolvers'] as const) : (['http'] as const);
            for (const layer of layers) {
              await root.before?.();
              const sel = variant === 'disguised' ? aliased(probe) : probe.sel();
              const document = render(root.operation, sel, variant);
              const subscription = root.operation === 'subscription';
              const answer =
                layer === 'http'
                  ? await (subscription ? overSocket(kind, document) : overHttp(kind, document))
                  : await (subscription ? directSubscription(context, document) : direct(context, document));
              for (const leak of leaks(kind.scopes, ROOT_TYPE[root.operation], answer.data, sel)) wrong.push(`${layer} ${label}: ${leak}`);
              const found = codes(answer);
              if (!probe.refused) {
                // Opened: answered (a document the API refuses as such has no data at all).
                if (answer.data == null || found.some((c) => OUR_MISTAKES.has(c))) wrong.push(`${layer} ${label}: ${JSON.stringify(answer).slice(0, 300)}`);
              } else if (layer === 'http') {
                // The whole request is refused before anything runs.
                if (answer.status === undefined ? !found.includes('API_TOKEN_SCOPE') : answer.status !== 403 || answer.data !== undefined || !found.includes('API_TOKEN_SCOPE')) {
                  wrong.push(`${layer} ${label}: not refused (${JSON.stringify(answer).slice(0, 300)})`);
                }
              } else if (found.includes('API_TOKEN_SCOPE')) {
                enforced.add(probe.refused);
              }
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      // Each field not opened, of a type the token reads, was refused by its resolver at least once
      // with its object there (through node, a hidden type answers null instead, checked below).
      const mustEnforce = [...notOpened].filter((label) => label.includes('.') && tokenMayReadType(kind.scopes, label.split('.')[0]!));
      expect(mustEnforce.filter((label) => !enforced.has(label))).toEqual([]);
      expect(mustEnforce.length + explored.size).toBeGreaterThan(10);
      // About a thousand requests per token kind: more than the default 30 s on a busy machine.
    }, 180_000);
  }

  it('shows node(id:) and nodes(ids:) only of the types the scopes open, and hides the rest as a missing row', async () => {
    const wrong: string[] = [];
    for (const kind of KINDS) {
      for (const [type, id] of Object.entries(nodeIds(kind))) {
        const single = await overHttp(kind, `{ node(id: ${JSON.stringify(id)}) { id __typename } }`);
        const many = await overHttp(kind, `{ nodes(ids: [${JSON.stringify(id)}]) { id __typename } }`);
        const expected = tokenMayReadType(kind.scopes, type) ? { id, __typename: type } : null;
        if (JSON.stringify(single) !== JSON.stringify({ data: { node: expected }, status: 200 })) wrong.push(`${kind.name} node(${type}): ${JSON.stringify(single)}`);
        if (JSON.stringify(many) !== JSON.stringify({ data: { nodes: [expected] }, status: 200 })) wrong.push(`${kind.name} nodes(${type}): ${JSON.stringify(many)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the least-privilege request', () => {
  const LIST = '{ viewer { client { reservations(first: 5) { edges { node { id message } } } } } }';
  const kindOf = (name: string) => KINDS.find((k) => k.name === name)!;

  it('answers nothing of the reservations to a token that only places them or only manages webhooks', async () => {
    for (const name of ['MANAGE_WEBHOOKS', 'CREATE_RESERVATIONS']) {
      const kind = kindOf(name);
      const reservation = JSON.stringify(gid('Reservation', ids.longStop));
      const client = JSON.stringify(gid('Client', ids.org));
      const refused = [
        [LIST, 'Client.reservations'],
        [`{ node(id: ${reservation}) { id ... on Reservation { message } } }`, 'Reservation.message'],
        [`{ nodes(ids: [${reservation}]) { ... on Reservation { messages(first: 5) { edges { node { body } } } } } }`, 'Reservation.messages'],
        [`{ node(id: ${client}) { ... on Client { reservations(first: 5) { edges { node { id } } } } } }`, 'Client.reservations'],
        [`{ node(id: ${client}) { ...F } } fragment F on Client { r: reservationCounts { active } }`, 'Client.reservationCounts'],
      ] as const;
      for (const [query, field] of refused) {
        const answer = await overHttp(kind, query);
        expect(answer, `${name}: ${query}`).toMatchObject({ status: 403, errors: [{ extensions: { code: 'API_TOKEN_SCOPE', fields: expect.arrayContaining([field]) as never } }] });
        expect(answer.data, `${name}: ${query}`).toBeUndefined();
      }
      const hidden = await overHttp(kind, `{ node(id: ${reservation}) { id __typename } nodes(ids: [${reservation}]) { id } }`);
      expect(hidden).toEqual({ data: { node: name === 'CREATE_RESERVATIONS' ? { id: gid('Reservation', ids.longStop), __typename: 'Reservation' } : null, nodes: [name === 'CREATE_RESERVATIONS' ? { id: gid('Reservation', ids.longStop) } : null] }, status: 200 });
    }
  });

  it('answers them to a token that reads them, and to the organisation signed in', async () => {
    // The seeded reservation (the matrix above books more; these lists are newest first).
    const read = await overHttp(kindOf('READ_RESERVATIONS'), LIST.replace('(first: 5)', '(first: 5, status: [SCHEDULED])'));
    expect(read.errors).toBeUndefined();
    expect(JSON.stringify(read.data)).toContain('Coach parks at the back.');
    const person = await server.graphql<{ viewer: { client: { email: string; reservations: { edges: unknown[] } } } }>(
      '{ viewer { client { email reservations(first: 5, status: [SCHEDULED]) { edges { node { id message bookedBy { name } } } } } } }',
      {},
      { cookie: server.cookieFor('client', ids.org, { issuedAt: clock.getTime() }) },
    );
    expect(person.body.errors).toBeUndefined();
    expect(person.body.data!.viewer.client.email).toBe('alpine@coaches.example');
    expect(JSON.stringify(person.body.data)).toContain('Coach parks at the back.');
  });

  it('shows a restaurant token a member of staff’s name, never the e-mail address or sign-ins; staff signed in see them', async () => {
    const staff = JSON.stringify(gid('StaffMember', ids.admin));
    const kitchen = kindOf('restaurant');
    const refused = await overHttp(kitchen, `{ node(id: ${staff}) { ... on StaffMember { name email lastSignInAt } } }`);
    expect(refused).toMatchObject({ status: 403, errors: [{ extensions: { code: 'API_TOKEN_SCOPE', fields: ['StaffMember.email', 'StaffMember.lastSignInAt'] } }] });
    expect(await overHttp(kitchen, `{ node(id: ${staff}) { ... on StaffMember { name firstName lastName } } }`)).toEqual({
      data: { node: { name: 'marta', firstName: 'Marta', lastName: 'Novak' } },
      status: 200,
    });
    const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const person = await server.graphql<{ node: { email: string } }>(`{ node(id: ${staff}) { ... on StaffMember { email lastSignInAt } } }`, {}, { cookie: server.cookieFor('staff', manager.id, { issuedAt: clock.getTime() }) });
    expect(person.body).toEqual({ data: { node: { email: 'marta@stopover.example', lastSignInAt: clock.toISOString() } } });
  });
});
