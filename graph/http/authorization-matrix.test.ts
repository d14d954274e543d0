// The authorization matrix (SPEC §6): every query, mutation and subscription of the schema, tried
// as each kind of person — anonymous, unverified / pending / approved / blocked client, admin and
// manager — is allowed or refused exactly as declared below. A new root field without a row here
// fails the test, so nobody can add an API without deciding who may use it. Allowed means "got past
// authorization" (it may still fail validation on the placeholder arguments).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { getSchema } from '../schema/index.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';

type Role = 'anonymous' | 'unverified' | 'pending' | 'approved' | 'blocked' | 'admin' | 'manager';
const ROLES: Role[] = ['anonymous', 'unverified', 'pending', 'approved', 'blocked', 'admin', 'manager'];

const EVERYONE = ROLES;
const CLIENTS: Role[] = ['unverified', 'pending', 'approved', 'blocked'];
const STAFF: Role[] = ['admin', 'manager'];
const MANAGER: Role[] = ['manager'];

/** Who may call each root field. */
const MATRIX: Record<'Query' | 'Mutation' | 'Subscription', Record<string, Role[]>> = {
  Query: {
    node: EVERYONE,
    nodes: EVERYONE,
    viewer: EVERYONE,
    site: EVERYONE,
    reservationRules: EVERYONE,
    captchaChallenge: EVERYONE,
    passwordResetLinkValid: EVERYONE,
    exportMyData: CLIENTS,
    reservationAvailability: ['approved', ...STAFF],
    dayAvailability: ['approved', ...STAFF],
    clients: STAFF,
    reservations: STAFF,
    staffOverview: STAFF,
    operatingSettings: STAFF,
    statistics: MANAGER,
  },
  Mutation: {
    registerClient: EVERYONE,
    resendVerificationEmail: EVERYONE,
    verifyEmail: EVERYONE,
    signIn: EVERYONE,
    staffSignIn: EVERYONE,
    requestPasswordReset: EVERYONE,
    resetPassword: EVERYONE,
    updateProfile: CLIENTS,
    deleteAccount: CLIENTS,
    createReservation: ['approved'],
    approveClient: STAFF,
    rejectClient: STAFF,
    blockClient: STAFF,
    unblockClient: STAFF,
    changeReservationStatus: STAFF,
    updateReservation: STAFF,
    setStopPrice: MANAGER,
    saveMenuItem: MANAGER,
    deleteMenuItem: MANAGER,
    reorderMenu: MANAGER,
    saveSiteTexts: MANAGER,
    updateOperatingSettings: MANAGER,
    setOpeningHours: MANAGER,
    setClosedDay: MANAGER,
    removeClosedDay: MANAGER,
  },
  Subscription: {
    clientAccountChanged: STAFF,
    reservationChanged: [...CLIENTS, ...STAFF],
  },
};

const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

let server: TestServer;
const cookies = new Map<Role, string | undefined>();
/** Global IDs of another organisation's data, used as arguments: nobody but staff may touch them. */
let foreign: { client: string; reservation: string; menuItem: string };

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  const org = (name: string, data: { status: 'PENDING' | 'APPROVED' | 'BLOCKED'; verified: boolean; approved?: boolean }) =>
    prisma.organisation.create({
      data: {
        name,
        email: `${name}@example.com`,
        username: name,
        passwordHash: 'x',
        termsAcceptedAt: new Date(),
        emailVerifiedAt: data.verified ? new Date() : null,
        approvedAt: data.approved ? new Date() : null,
        status: data.status,
      },
    });
  cookies.set('anonymous', undefined);
  cookies.set('unverified', server.cookieFor('client', (await org('unverified', { status: 'PENDING', verified: false })).id));
  cookies.set('pending', server.cookieFor('client', (await org('pending', { status: 'PENDING', verified: true })).id));
  cookies.set('approved', server.cookieFor('client', (await org('approved', { status: 'APPROVED', verified: true, approved: true })).id));
  cookies.set('blocked', server.cookieFor('client', (await org('blocked', { status: 'BLOCKED', verified: true, approved: true })).id));
  cookies.set('admin', server.cookieFor('staff', (await prisma.staff.create({ data: { name: 'admin', email: 'admin@example.com', passwordHash: 'x' } })).id));
  cookies.set('manager', server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id));

  const other = await org('other', { status: 'APPROVED', verified: true, approved: true });
  const reservation = await prisma.reservation.create({
    data: {
      orderNumber: 'MAT-234',
      organisationId: other.id,
      type: 'LONG_STOP',
      guests: 30,
      seatReservation: true,
      arrivalAt: new Date('2030-07-18T10:00:00Z'),
      arrivalDay: new Date('2030-07-18'),
      durationMinutes: 90,
    },
  });
  const menuItem = await prisma.menuItem.findFirstOrThrow();
  foreign = { client: globalId('Client', other.id), reservation: globalId('Reservation', reservation.id), menuItem: globalId('MenuItem', menuItem.id) };
});

afterAll(async () => {
  await server?.close();
});

/** A placeholder value of an argument's type (foreign IDs for IDs). */
function placeholder(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType, name);
  if (isListType(type)) return [placeholder(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = placeholder(field.type, field.name);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return /client/i.test(name) ? foreign.client : /menu/i.test(name) ? foreign.menuItem : foreign.reservation;
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2030-01-01T00:00:00.000Z';
    default:
      return /date|from|to/i.test(name) ? '2030-01-01' : /time/i.test(name) ? '12:00' : 'x';
  }
}

function typeName(type: GraphQLInputType): string {
  if (isNonNullType(type)) return `${typeName(type.ofType)}!`;
  if (isListType(type)) return `[${typeName(type.ofType)}]`;
  return type.name;
}

/** A minimal operation calling one root field with placeholder arguments. */
function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const variables = Object.fromEntries(args.map((arg) => [arg.name, placeholder(arg.type, /menu/i.test(field.name) ? `menu ${arg.name}` : arg.name)]));
  const declaration = args.length ? `(${args.map((a) => `$${a.name}: ${typeName(a.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return { query: `${kind} Check${declaration} { ${field.name}${call}${selection} }`, variables };
}

function rootFields(name: 'Query' | 'Mutation' | 'Subscription') {
  const schema = getSchema();
  const type = (name === 'Query' ? schema.getQueryType() : name === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType()) as GraphQLObjectType;
  return Object.values(type.getFields());
}

describe('the authorization matrix', () => {
  it('declares every root field of the schema, and nothing else', () => {
    for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
      expect(rootFields(root).map((f) => f.name).sort(), root).toEqual(Object.keys(MATRIX[root]).sort());
    }
  });

  for (const root of ['Query', 'Mutation'] as const) {
    it(`allows and refuses every ${root.toLowerCase()} as declared`, async () => {
      const wrong: string[] = [];
      for (const field of rootFields(root)) {
        const { query, variables } = operationFor(root === 'Query' ? 'query' : 'mutation', field);
        for (const role of ROLES) {
          const cookie = cookies.get(role);
          const { body } = await server.graphql(query, variables, cookie ? { cookie } : {});
          const refused = (body.errors ?? []).some((e) => REFUSED.has(String(e.extensions?.code)));
          const expected = MATRIX[root][field.name]!.includes(role);
          if (refused === expected) wrong.push(`${root}.${field.name} as ${role}: ${refused ? 'refused' : 'allowed'} (${body.errors?.[0]?.message ?? 'ok'})`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('allows and refuses every subscription as declared, at subscribe time', async () => {
    const wrong: string[] = [];
    for (const field of rootFields('Subscription')) {
      const { query, variables } = operationFor('subscription', field);
      for (const role of ROLES) {
        const client = server.wsClient(cookies.get(role));
        const outcome = await new Promise<'refused' | 'allowed'>((resolve) => {
          const stop = client.subscribe(
            { query, variables },
            {
              next: (value) => resolve(value.errors?.some((e) => REFUSED.has(String(e.extensions?.code))) ? 'refused' : 'allowed'),
              error: (errors) => {
                const list = Array.isArray(errors) ? (errors as Array<{ extensions?: { code?: string } }>) : [];
                resolve(list.some((e) => REFUSED.has(String(e.extensions?.code))) ? 'refused' : 'allowed');
              },
              complete: () => {},
            },
          );
          // No refusal within a moment: the subscription is running.
          setTimeout(() => {
            stop();
            resolve('allowed');
          }, 400);
        });
        await client.dispose();
        const expected = MATRIX.Subscription[field.name]!.includes(role) ? 'allowed' : 'refused';
        if (outcome !== expected) wrong.push(`Subscription.${field.name} as ${role}: ${outcome}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never lets a client reach another organisation through node(id:) or nodes(ids:)', async () => {
    for (const role of CLIENTS) {
      for (const id of [foreign.client, foreign.reservation]) {
        const single = await server.graphql<{ node: unknown }>(
          'query ($id: ID!) { node(id: $id) { id ... on Client { email reservations(first: 5) { edges { node { orderNumber } } } } ... on Reservation { orderNumber guests } } }',
          { id },
          { cookie: cookies.get(role) },
        );
        expect(single.body.data?.node ?? null, `${role} ${id}`).toBeNull();
        const many = await server.graphql<{ nodes: unknown[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [id] }, { cookie: cookies.get(role) });
        expect(many.body.data?.nodes?.[0] ?? null, `${role} nodes ${id}`).toBeNull();
      }
    }
    // Staff may.
    const staff = await server.graphql<{ node: { orderNumber: string } }>('query ($id: ID!) { node(id: $id) { ... on Reservation { orderNumber } } }', { id: foreign.reservation }, { cookie: cookies.get('admin') });
    expect(staff.body.data?.node).toEqual({ orderNumber: 'MAT-234' });
  });
});
