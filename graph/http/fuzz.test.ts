// Hostile input never reaches the error mask. Every mutation, every query with arguments and every
// argument of the objects those queries return is called with bad values in each argument and
// input field (NUL bytes, lone surrogates, control characters, 1 MB strings, numbers out of range,
// wrong enum values, malformed global IDs, long lists, nested garbage), as a visitor, a client and
// staff, through variables and as literals. Each answer must be a clear error with a code (or a
// success): never HTTP 500, never INTERNAL, never the masked message. The list of calls comes from
// the schema itself, so a new field is fuzzed without anyone remembering to add it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  print,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { getSchema } from '../schema/index.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { message } from '../i18n/messages.ts';
import { createOrganisation } from '../testing/organisations.ts';

type Role = 'anonymous' | 'client' | 'staff';
const ROLES: Role[] = ['anonymous', 'client', 'staff'];

const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);
const INTERNAL_CODES = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR']);
const MASKED_MESSAGES = new Set([message('INTERNAL', 'en'), message('INTERNAL', 'sl'), 'Unexpected error.']);

let server: TestServer;
const cookies = new Map<Role, string | undefined>();
/** Real rows to aim at, so that a request gets past "not found" to the code that reads its input. */
let target: { client: string; reservation: string; menuItem: string; otherClientUuid: string };
/** An arrival a client could book now, so createReservation's hostile values get past the calendar. */
let bookable = { date: '2030-07-18', time: '12:00' };

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const MEGABYTE = 'x'.repeat(1_000_000);
const IN_FLIGHT = 4;

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  const org = (name: string) =>
    createOrganisation(prisma, {
      data: {
        name,
        email: `${name}@example.com`,
        username: name,
        passwordHash: 'x',
        termsAcceptedAt: new Date(),
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
        status: 'APPROVED',
      },
    });
  const client = await org('fuzzclient');
  const other = await org('fuzzother');
  cookies.set('anonymous', undefined);
  cookies.set('client', server.cookieFor('client', client.id));
  cookies.set('staff', server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id));
  const reservation = await prisma.reservation.create({
    data: {
      orderNumber: 'FUZ-234',
      clientId: client.id,
      type: 'LONG_STOP',
      guests: 30,
      seatReservation: true,
      arrivalAt: new Date('2030-07-18T10:00:00Z'),
      arrivalDay: new Date('2030-07-18'),
      durationMinutes: 90,
    },
  });
  const menuItem = await prisma.menuItem.findFirstOrThrow();
  target = {
    client: globalId('Client', other.id),
    reservation: globalId('Reservation', reservation.id),
    menuItem: globalId('MenuItem', menuItem.id),
    otherClientUuid: other.id,
  };
  bookable = await findBookableArrival();
});

async function findBookableArrival(): Promise<{ date: string; time: string }> {
  const cookie = cookies.get('client')!;
  const rules = await server.graphql<{ reservationRules: { today: string; openingHours: Array<{ weekday: number; closed: boolean; opens: string }> } }>(
    '{ reservationRules { today openingHours { weekday closed opens } } }',
    {},
    { cookie },
  );
  const { today, openingHours } = rules.body.data!.reservationRules;
  const from = new Date(`${today}T12:00:00Z`);
  for (let offset = 7; offset < 40; offset++) {
    const day = new Date(from.getTime() + offset * 86_400_000);
    const weekday = day.getUTCDay() || 7;
    const hours = openingHours.find((h) => h.weekday === weekday);
    if (!hours || hours.closed) continue;
    const date = day.toISOString().slice(0, 10);
    const check = await server.graphql<{ reservationAvailability: { problems: unknown[] } }>(
      'query ($d: String!, $t: String!) { reservationAvailability(type: LONG_STOP, guests: 30, seatReservation: true, arrivalDate: $d, arrivalTime: $t) { problems { code } } }',
      { d: date, t: hours.opens },
      { cookie },
    );
    if (check.body.data?.reservationAvailability.problems.length === 0) return { date, time: hours.opens };
  }
  throw new Error('no bookable arrival in the next weeks');
}

afterAll(async () => {
  await server?.close();
});

// ————— plausible values, the base each hostile value is put into —————

function plausible(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return plausible(type.ofType, name);
  if (isListType(type)) return [plausible(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = plausible(field.type, field.name);
    }
    return value;
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return /client/i.test(name) ? target.client : /menu|item|^id$/i.test(name) ? target.menuItem : target.reservation;
    case 'Int':
      return /guests/i.test(name) ? 30 : /weekday/i.test(name) ? 1 : /capacity/i.test(name) ? 200 : /minutes/i.test(name) ? 60 : 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2030-01-01T00:00:00.000Z';
    default:
      if (/date|^from$|^to$/i.test(name)) return bookable.date;
      if (/time|opens|closes/i.test(name)) return bookable.time;
      if (/email/i.test(name)) return 'fuzz@example.com';
      return 'x';
  }
}

// ————— hostile values by the kind of input —————

const HOSTILE_TEXT: unknown[] = [
  '',
  '   ',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31mred',
  'line\nbreak\ttab',
  '\u202e😀🚌',
  MEGABYTE,
  '9999-99-99',
  42,
  { a: 1 },
  null,
];
/** Strings that can also be written as GraphQL literals (lone surrogates cannot: the lexer refuses them). */
const HOSTILE_LITERAL_TEXT = ['\u0000', MEGABYTE];

const HOSTILE_INT: unknown[] = [2 ** 31, 2_147_483_647, -2_147_483_648, -1, 0, 1.5, '1', null];
const HOSTILE_BOOLEAN: unknown[] = ['true', 0, null];
const HOSTILE_ENUM: unknown[] = ['NOPE', 'created', 0, null];
const HOSTILE_DATETIME: unknown[] = ['not a date', '\u0000', '+275760-09-14T00:00:00.000Z', null];

function hostileIds(): unknown[] {
  return [
    '',
    'x',
    '\ud800',
    MEGABYTE,
    globalId('Client', 'not-a-uuid'),
    globalId('Reservation', target.otherClientUuid),
    globalId('Nope', '123'),
    globalId('MenuItem', '\u0000'),
    Buffer.from([0xff, 0xfe, 0x00]).toString('base64'),
    123,
    null,
  ];
}

function deep(levels: number): unknown {
  let value: unknown = { a: 1 };
  for (let i = 0; i < levels; i++) value = { a: value, b: [i] };
  return value;
}

function hostileFor(type: GraphQLInputType, name: string): unknown[] {
  if (isNonNullType(type)) return hostileFor(type.ofType, name);
  if (isListType(type)) {
    const element = plausible(type.ofType, name);
    return [[], [null], Array.from({ length: 1000 }, () => element), deep(3)];
  }
  if (isInputObjectType(type)) return [null, {}, 'x', { bogus: 1 }, deep(20)];
  if (isEnumType(type)) return HOSTILE_ENUM;
  switch (getNamedType(type).name) {
    case 'ID':
      return hostileIds();
    case 'Int':
    case 'Float':
      return HOSTILE_INT;
    case 'Boolean':
      return HOSTILE_BOOLEAN;
    case 'DateTime':
      return HOSTILE_DATETIME;
    default:
      return HOSTILE_TEXT;
  }
}

// ————— where hostile values go: every argument, input field and list element —————

type Path = Array<string | number>;

function* places(type: GraphQLInputType, path: Path, name: string): Generator<{ path: Path; type: GraphQLInputType; name: string }> {
  yield { path, type, name };
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) yield* places(inner.ofType, [...path, 0], name);
  else if (isInputObjectType(inner)) {
    for (const field of Object.values(inner.getFields())) yield* places(field.type, [...path, field.name], field.name);
  }
}

function withValue(base: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  for (const step of path.slice(0, -1)) {
    if (node[step] === null || typeof node[step] !== 'object') return copy; // the parent itself is replaced elsewhere
    node = node[step] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

function typeName(type: GraphQLInputType): string {
  if (isNonNullType(type)) return `${typeName(type.ofType)}!`;
  if (isListType(type)) return `[${typeName(type.ofType)}]`;
  return type.name;
}

interface Call {
  label: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** A root field that leads to `field`, for arguments of nested fields. */
  via?: string;
}

function operation(call: Call, variables: Record<string, unknown>, literal: boolean): { query: string; variables?: Record<string, unknown> } {
  const { field } = call;
  const given = field.args.filter((a) => a.name in variables);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  let args: string;
  let declaration = '';
  if (literal) {
    args = given.map((a) => `${a.name}: ${print(astFromValue(variables[a.name], a.type)!)}`).join(', ');
  } else {
    args = given.map((a) => `${a.name}: $${a.name}`).join(', ');
    declaration = given.length ? `(${given.map((a) => `$${a.name}: ${typeName(a.type)}`).join(', ')})` : '';
  }
  const inner = `${field.name}${args ? `(${args})` : ''}${selection}`;
  const body = call.via ? `${call.via} { ${inner} }` : inner;
  return { query: `${call.kind} Fuzz${declaration} { ${body} }`, variables: literal ? undefined : variables };
}

function calls(): Call[] {
  const schema = getSchema();
  const list: Call[] = [];
  for (const field of Object.values(schema.getMutationType()!.getFields())) list.push({ label: `Mutation.${field.name}`, kind: 'mutation', field });
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    if (field.args.length) list.push({ label: `Query.${field.name}`, kind: 'query', field });
    // One level down from root fields that need no arguments (site, reservationRules, viewer…).
    const type = getNamedType(field.type);
    if (field.args.length || !isObjectType(type)) continue;
    for (const child of Object.values((type as GraphQLObjectType).getFields())) {
      if (child.args.length) list.push({ label: `Query.${field.name}.${child.name}`, kind: 'query', field: child, via: field.name });
    }
  }
  return list;
}

interface Attempt {
  what: string;
  request: { query: string; variables?: Record<string, unknown> };
}

function plausibleArgs(call: Call): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const arg of call.field.args) if (isNonNullType(arg.type)) base[arg.name] = plausible(arg.type, arg.name);
  return base;
}

function* attempts(call: Call): Generator<Attempt> {
  const base = plausibleArgs(call);
  for (const arg of call.field.args) {
    for (const place of places(arg.type, [arg.name], arg.name)) {
      const where = place.path.join('.');
      for (const value of hostileFor(place.type, place.name)) {
        const variables = withValue(base, place.path, value);
        const what = `${where} = ${describe_(value)}`;
        yield { what, request: operation(call, variables, false) };
      }
      if (getNamedType(place.type).name === 'String' || getNamedType(place.type).name === 'ID') {
        for (const value of HOSTILE_LITERAL_TEXT) {
          const variables = withValue(base, place.path, value);
          const what = `${where} = ${describe_(value)} (literal)`;
          yield { what, request: operation(call, variables, true) };
        }
      }
    }
  }
}

function describe_(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
}

describe('hostile input', () => {
  const all = calls();

  it('fuzzes every mutation', () => {
    const mutations = Object.keys(getSchema().getMutationType()!.getFields()).sort();
    expect(all.filter((c) => c.kind === 'mutation').map((c) => c.field.name).sort()).toEqual(mutations);
  });

  it('answers every hostile request with a clear error, never an internal one', { timeout: 120_000 }, async () => {
    let tried = 0;
    const internal: string[] = [];
    const uncoded: string[] = [];
    const send = async (call: Call, role: Role, what: string, request: { query: string; variables?: Record<string, unknown> }) => {
      tried++;
      const cookie = cookies.get(role);
      const { status, body } = await server.graphql(request.query, request.variables, cookie ? { cookie } : {});
      const errors = body.errors ?? [];
      // GraphQL's own refusals (syntax, validation, variable types) come without a path and say
      // what is wrong; anything the execution answers must carry a code the app can translate.
      const masked = status >= 500 || errors.some((e) => INTERNAL_CODES.has(String(e.extensions?.code)) || MASKED_MESSAGES.has(e.message));
      const withoutCode = errors.some((e) => (e as { path?: unknown }).path && !e.extensions?.code);
      const line = `${call.label} as ${role}: ${what} → ${status} ${errors.map((e) => `${String(e.extensions?.code)} ${e.message.slice(0, 100)}`).join('; ')}`;
      if (masked) internal.push(line);
      else if (withoutCode) uncoded.push(line);
      return errors;
    };
    for (const call of all) {
      // Every role calls the field with plausible values; hostile values go to the roles it lets in
      // (arguments are coerced alike for everyone, and a refused role never reaches a resolver).
      const admitted: Role[] = [];
      for (const role of ROLES) {
        const errors = await send(call, role, 'plausible values', operation(call, plausibleArgs(call), false));
        if (!errors.some((e) => REFUSED.has(String(e.extensions?.code)))) admitted.push(role);
      }
      // A few requests in flight at once, as real traffic would have them.
      const queue = [...attempts(call)].flatMap((attempt) => admitted.map((role) => () => send(call, role, attempt.what, attempt.request)));
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await next();
        }),
      );
    }
    console.log(`fuzz: ${tried} requests tried, ${internal.length} internal errors, ${uncoded.length} errors without a code (${all.length} fields)`);
    expect(internal).toEqual([]);
    expect(uncoded).toEqual([]);
  });

  it('names the field and the problem, in the asker’s language, and changes nothing', async () => {
    const staff = cookies.get('staff')!;
    const BLOCK = 'mutation ($id: ID!, $reason: String) { blockClient(input: { clientId: $id, reason: $reason }) { __typename } }';
    const mails = await server.services.prisma.mailOutbox.count();

    const nul = await server.graphql(BLOCK, { id: target.client, reason: 'late\u0000' }, { cookie: `${staff}; preferred_language=sl` });
    expect(nul.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { reason: 'INVALID_CHARACTERS' } });
    expect(nul.body.errors?.[0]?.message).toBe(message('INVALID_CHARACTERS', 'sl'));

    const long = await server.graphql(BLOCK, { id: target.client, reason: MEGABYTE }, { cookie: staff });
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { reason: 'TOO_LONG' }, maxLengths: { reason: 500 } });
    expect(await server.services.prisma.mailOutbox.count()).toBe(mails);

    // The same checks for literals; line breaks are fine in free text, not in a name.
    const name = await server.graphql('mutation { updateProfile(input: { name: "two\\nlines" }) { __typename } }', {}, { cookie: cookies.get('client') });
    expect(name.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { name: 'INVALID_CHARACTERS' } });
    const info = await server.graphql('mutation { updateProfile(input: { contactInfo: "two\\nlines\\ttabbed" }) { client { contactInfo } } }', {}, { cookie: cookies.get('client') });
    expect(info.body).toEqual({ data: { updateProfile: { client: { contactInfo: 'two\nlines\ttabbed' } } } });

    // A global ID that cannot name a row of the right type answers as a missing row would.
    const foreignType = await server.graphql(BLOCK, { id: target.reservation }, { cookie: staff });
    expect(foreignType.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
