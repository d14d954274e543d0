// A reservation's arrival through the real API — coaches, bays, rooms, the driver's reports and the
// arrival warnings — and today's board and the day sheet by room: who sees what (staff, the owning
// organisation, another one, its tokens and the restaurant's). Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { dateToDb, localToInstant } from '../../domain/local-time.ts';
import { createApiToken } from '../../services/api-tokens.ts';
import { createOrganisation } from '../../testing/organisations.ts';

// Wednesday 1 July 2026, 10:00 in Ljubljana.
const clock = new Date('2026-07-01T08:00:00Z');
const TODAY = '2026-07-01';
let server: TestServer;
const as: Record<'staff' | 'owner' | 'other', { cookie: string }> = {} as never;
const bearer: Record<'read' | 'restaurant', { headers: Record<string, string> }> = {} as never;
const ids: Record<'delayed' | 'side' | 'coffee', string> = {} as never;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

function at(time: string): Date {
  const resolved = localToInstant(TODAY, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const prisma = server.services.prisma;
  const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  await prisma.staff.update({ where: { id: manager.id }, data: { language: 'en' } });
  as.staff = { cookie: server.cookieFor('staff', manager.id) };
  const org = (name: string, language: 'en' | 'sl') =>
    createOrganisation(prisma, { data: { name, email: `${name}@example.com`, username: name, passwordHash: 'x', termsAcceptedAt: clock, emailVerifiedAt: clock, status: 'APPROVED', language } });
  const owner = await org('alpine', 'sl');
  const other = await org('other', 'en');
  as.owner = { cookie: server.cookieFor('client', owner.id) };
  as.other = { cookie: server.cookieFor('client', other.id) };
  const meta = { ip: null, language: 'en' as const };
  const read = await createApiToken(server.services, { kind: 'organisation', clientId: owner.id }, { name: 'read', scopes: ['READ_RESERVATIONS'] }, meta);
  const kitchen = await createApiToken(server.services, { kind: 'restaurant', staffId: manager.id }, { name: 'kitchen', scopes: ['READ_ALL_RESERVATIONS'] }, meta);
  bearer.read = { headers: { authorization: `Bearer ${read.secret}` } };
  bearer.restaurant = { headers: { authorization: `Bearer ${kitchen.secret}` } };

  const hall = await prisma.room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 40, position: 1 } });
  const side = await prisma.room.create({ data: { nameEn: 'Side room', nameSl: 'Stranska soba', seats: 30, position: 2 } });
  let n = 0;
  const make = (clientId: string, time: string, data: Record<string, unknown>) =>
    prisma.reservation.create({
      data: {
        orderNumber: `ARV-${234 + n++}`,
        clientId,
        type: 'LONG_STOP',
        guests: 20,
        seatReservation: true,
        arrivalAt: at(time),
        arrivalDay: dateToDb(TODAY),
        durationMinutes: 90,
        status: 'SCHEDULED',
        ...data,
      },
    });
  // Booked for 10:00 in two coaches, the driver reports 25 minutes late; sits in the joined hall and side room.
  const delayed = await make(owner.id, '10:00', {
    guests: 60,
    coaches: 2,
    bays: [1, 2],
    driverState: 'DELAYED',
    etaAt: at('10:25'),
    driverReportedAt: clock,
    rooms: { create: [{ roomId: hall.id, seats: 40 }, { roomId: side.id, seats: 20 }] },
  });
  const sideRoom = await make(other.id, '10:15', { rooms: { create: [{ roomId: side.id, seats: 10 }] }, bays: [3] });
  const coffee = await make(other.id, '11:00', { type: 'SHORT_STOP', seatReservation: false, guests: 45, durationMinutes: 30 });
  await make(other.id, '09:00', { status: 'DELETED' });
  Object.assign(ids, { delayed: delayed.id, side: sideRoom.id, coffee: coffee.id });
});

afterAll(async () => {
  await server?.close();
});

const ARRIVAL = `query ($id: ID!) { node(id: $id) { ... on Reservation {
  coaches bays rooms { name seats } arrival { driverState etaAt delayMinutes driverReportedAt } arrivalWarnings
} } }`;

describe('a reservation’s arrival', () => {
  it('shows staff the coaches, bays, rooms (with the room itself) and the driver’s report with its delay', async () => {
    const { body } = await server.graphql<{ node: Record<string, unknown> }>(
      `query ($id: ID!) { node(id: $id) { ... on Reservation { coaches bays rooms { name seats room { name nameSl seats } } arrival { driverState etaAt delayMinutes } arrivalWarnings } } }`,
      { id: globalId('Reservation', ids.delayed) },
      as.staff,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toEqual({
      coaches: 2,
      bays: [1, 2],
      rooms: [
        { name: 'Hall', seats: 40, room: { name: 'Hall', nameSl: 'Dvorana', seats: 40 } },
        { name: 'Side room', seats: 20, room: { name: 'Side room', nameSl: 'Stranska soba', seats: 30 } },
      ],
      arrival: { driverState: 'DELAYED', etaAt: at('10:25').toISOString(), delayMinutes: 25 },
      arrivalWarnings: [],
    });
  });

  it('shows the owning organisation its own, in its language, without the rooms themselves or the warnings', async () => {
    const { body } = await server.graphql<{ node: Record<string, unknown> }>(
      `query ($id: ID!) { node(id: $id) { ... on Reservation { rooms { name room { id } } arrival { delayMinutes } arrivalWarnings } } }`,
      { id: globalId('Reservation', ids.delayed) },
      as.owner,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toEqual({ rooms: [{ name: 'Dvorana', room: null }, { name: 'Stranska soba', room: null }], arrival: { delayMinutes: 25 }, arrivalWarnings: [] });
  });

  it('shows another organisation nothing', async () => {
    const { body } = await server.graphql(ARRIVAL, { id: globalId('Reservation', ids.delayed) }, as.other);
    expect(body).toEqual({ data: { node: null } });
  });

  it('reads no delay without an ETA', async () => {
    const { body } = await server.graphql<{ node: { arrival: { driverState: string; delayMinutes: number | null } } }>(ARRIVAL, { id: globalId('Reservation', ids.side) }, as.staff);
    expect(body.data?.node.arrival).toMatchObject({ driverState: 'EXPECTED', delayMinutes: null });
  });

  it('lets an organisation’s read token read its own arrival, but not the rooms themselves or the warnings', async () => {
    const id = globalId('Reservation', ids.delayed);
    const own = await server.graphql<{ node: Record<string, unknown> }>(`query ($id: ID!) { node(id: $id) { ... on Reservation { coaches bays rooms { name seats } arrival { delayMinutes } } } }`, { id }, bearer.read);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.node).toMatchObject({ coaches: 2, bays: [1, 2], arrival: { delayMinutes: 25 } });
    for (const field of ['arrivalWarnings', 'rooms { room { id } }']) {
      const refused = await server.graphql(`query ($id: ID!) { node(id: $id) { ... on Reservation { ${field} } } }`, { id }, bearer.read);
      expect(refused.body.errors?.[0]?.extensions?.code, field).toBe('API_TOKEN_SCOPE');
    }
  });

  it('lets the restaurant’s token read everything staff read here', async () => {
    const { body } = await server.graphql<{ node: { arrivalWarnings: string[]; rooms: Array<{ room: { name: string } }> } }>(
      `query ($id: ID!) { node(id: $id) { ... on Reservation { arrivalWarnings rooms { room { name } } } } }`,
      { id: globalId('Reservation', ids.delayed) },
      bearer.restaurant,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.node.rooms.map((r) => r.room.name)).toEqual(['Hall', 'Side room']);
  });
});

const BOARD = `{ arrivalBoard { date arrivals { orderNumber guests client { name } arrival { driverState delayMinutes } bays rooms { name } } } }`;

describe('today’s board', () => {
  it('lists today’s arrivals by expected time (the ETA, else the booked time), cancelled ones left out', async () => {
    const { body } = await server.graphql<{ arrivalBoard: { date: string; arrivals: Array<{ orderNumber: string; arrival: { delayMinutes: number | null } }> } }>(BOARD, {}, as.staff);
    expect(body.errors).toBeUndefined();
    expect(body.data?.arrivalBoard.date).toBe(TODAY);
    // 10:15 (side room), then 10:00 expected at 10:25, then 11:00.
    expect(body.data?.arrivalBoard.arrivals.map((a) => [a.orderNumber, a.arrival.delayMinutes])).toEqual([
      ['ARV-235', null],
      ['ARV-234', 25],
      ['ARV-236', null],
    ]);
  });

  it('opens to the restaurant’s token, and to no organisation or its tokens', async () => {
    const token = await server.graphql<{ arrivalBoard: { arrivals: unknown[] } }>(BOARD, {}, bearer.restaurant);
    expect(token.body.errors).toBeUndefined();
    expect(token.body.data?.arrivalBoard.arrivals).toHaveLength(3);
    expect((await server.graphql(BOARD, {}, bearer.read)).body.errors?.[0]?.extensions?.code).toBe('API_TOKEN_SCOPE');
    expect((await server.graphql(BOARD, {}, as.owner)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(BOARD, {})).body.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});

describe('the day sheet and the kitchen by room', () => {
  it('group the day’s arrivals by room or joined set, the ones without a room last', async () => {
    const { body } = await server.graphql<{ daySheet: { rooms: Array<{ name: string | null; totals: { guests: number }; reservations: Array<{ orderNumber: string }> }>; kitchen: { rooms: Array<{ name: string | null }> } } }>(
      `query ($date: String!) { daySheet(date: $date) { rooms { name totals { guests } reservations { orderNumber } } kitchen { rooms { name } } } }`,
      { date: TODAY },
      as.staff,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.daySheet.rooms.map((g) => [g.name, g.totals.guests, g.reservations.map((r) => r.orderNumber)])).toEqual([
      ['Hall + Side room', 60, ['ARV-234']],
      ['Side room', 20, ['ARV-235']],
      [null, 45, ['ARV-236']],
    ]);
    expect(body.data?.daySheet.kitchen.rooms.map((g) => g.name)).toEqual(['Hall + Side room', 'Side room', null]);
  });
});
