// The staff order lists (pending, current, history, all) with filters and order-number search,
// and the home overview (arrivals, waiting decisions, the coming days' load). Staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createOrganisation } from '../testing/organisations.ts';

// Saturday 18 July 2026, 09:00 in Ljubljana.
const clock = new Date('2026-07-18T07:00:00Z');
let server: TestServer;
let staff: string;
let client: string;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const prisma = server.services.prisma;
  staff = server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id, { issuedAt: clock.getTime() });
  const org = await createOrganisation(prisma, {
    data: { name: 'Alpine Coaches', email: 'a@example.com', username: 'alpine', passwordHash: 'x', termsAcceptedAt: clock, emailVerifiedAt: clock, status: 'APPROVED' },
  });
  client = server.cookieFor('client', org.id, { issuedAt: clock.getTime() });
  let n = 0;
  const make = (day: string, time: string, status: 'CREATED' | 'WAITING' | 'SCHEDULED' | 'FINISHED' | 'DELETED', guests: number, type: 'LONG_STOP' | 'SHORT_STOP' = 'LONG_STOP', createdAt = clock) =>
    prisma.reservation.create({
      data: {
        orderNumber: `AB${String.fromCharCode(67 + n)}-2${String(++n).padStart(2, '3')}`,
        clientId: org.id,
        type,
        guests,
        seatReservation: type === 'LONG_STOP',
        arrivalAt: new Date(`${day}T${time}:00+02:00`),
        arrivalDay: new Date(day),
        durationMinutes: type === 'LONG_STOP' ? 90 : 30,
        status,
        createdAt,
      },
    });
  await make('2026-07-18', '12:00', 'SCHEDULED', 45);
  await make('2026-07-18', '12:30', 'CREATED', 40, 'LONG_STOP', new Date('2026-07-10T10:00:00Z'));
  await make('2026-07-18', '10:00', 'WAITING', 20, 'SHORT_STOP');
  await make('2026-07-19', '13:00', 'SCHEDULED', 60);
  await make('2026-07-12', '12:00', 'FINISHED', 50);
  await make('2026-07-25', '12:00', 'DELETED', 30);
  await make('2026-07-20', '12:00', 'CREATED', 25, 'LONG_STOP', new Date('2026-07-01T10:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

const LIST = `query ($view: ReservationView!, $filter: ReservationFilter) {
  reservations(view: $view, filter: $filter, first: 50) { edges { node { orderNumber status guests arrivalAt client { name } } } }
}`;
type List = { reservations: { edges: Array<{ node: { orderNumber: string; status: string; guests: number; arrivalAt: string } }> } };
const list = async (view: string, filter?: Record<string, unknown>) => {
  const { body } = await server.graphql<List>(LIST, { view, filter }, { cookie: staff });
  expect(body.errors).toBeUndefined();
  return body.data!.reservations.edges.map((e) => e.node);
};

describe('staff order lists', () => {
  it('pending: awaiting a decision, oldest booking first', async () => {
    expect((await list('PENDING')).map((r) => r.guests)).toEqual([25, 40]);
  });

  it('current: waiting and scheduled from today on, soonest first', async () => {
    expect((await list('CURRENT')).map((r) => [r.status, r.guests])).toEqual([
      ['WAITING', 20],
      ['SCHEDULED', 45],
      ['SCHEDULED', 60],
    ]);
  });

  it('history: finished and deleted, latest arrival first; all: everything', async () => {
    expect((await list('HISTORY')).map((r) => r.status)).toEqual(['DELETED', 'FINISHED']);
    expect(await list('ALL')).toHaveLength(7);
  });

  it('counts every row of a view and filter, not just the page', async () => {
    const COUNT = `query ($view: ReservationView!, $filter: ReservationFilter) { reservations(view: $view, filter: $filter, first: 1) { totalCount edges { node { id } } } }`;
    const count = async (view: string, filter?: Record<string, unknown>) => {
      const { body } = await server.graphql<{ reservations: { totalCount: number; edges: unknown[] } }>(COUNT, { view, filter }, { cookie: staff });
      expect(body.errors).toBeUndefined();
      expect(body.data!.reservations.edges.length).toBeLessThanOrEqual(1);
      return body.data!.reservations.totalCount;
    };
    expect(await count('ALL')).toBe(7);
    expect(await count('CURRENT')).toBe(3);
    expect(await count('ALL', { statuses: ['SCHEDULED'] })).toBe((await list('ALL', { statuses: ['SCHEDULED'] })).length);
    expect(await count('ALL', { orderNumber: 'no-such' })).toBe(0);
  });

  it('filters by date range, type and status, and finds an order number however it is typed', async () => {
    expect((await list('ALL', { from: '2026-07-18', to: '2026-07-18', types: ['LONG_STOP'] })).map((r) => r.guests).sort()).toEqual([40, 45]);
    expect((await list('CURRENT', { statuses: ['SCHEDULED'] })).map((r) => r.guests)).toEqual([45, 60]);
    const [first] = await list('HISTORY', { statuses: ['FINISHED'] });
    const typed = first!.orderNumber.replace('-', '').toLowerCase();
    expect((await list('ALL', { orderNumber: typed })).map((r) => r.orderNumber)).toEqual([first!.orderNumber]);
    expect(await list('ALL', { orderNumber: 'nonsense!!' })).toEqual([]);
  });

  it('are not for clients', async () => {
    const { body } = await server.graphql(LIST, { view: 'ALL' }, { cookie: client });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('staff overview', () => {
  const OVERVIEW = `{ staffOverview { today pendingClients pendingReservations waitingReservations
    load { date peakSeats capacity reservations guests }
    todays: arrivals { guests status } } }`;

  it('shows today’s and tomorrow’s arrivals, open decisions and the load against capacity', async () => {
    const { body } = await server.graphql<{ staffOverview: Record<string, never> }>(OVERVIEW, undefined, { cookie: staff });
    expect(body.errors).toBeUndefined();
    const o = body.data!.staffOverview as Record<string, unknown>;
    expect(o).toMatchObject({ today: '2026-07-18', pendingReservations: 2, waitingReservations: 1 });
    const load = o.load as Array<{ date: string; peakSeats: number; capacity: number; reservations: number }>;
    expect(load).toHaveLength(14);
    // 12:00–13:30 (45 seats) and 12:30–14:00 (40) overlap; the short stop holds no seats.
    expect(load[0]).toMatchObject({ date: '2026-07-18', peakSeats: 85, capacity: 150, reservations: 3 });
    expect(load[1]).toMatchObject({ date: '2026-07-19', peakSeats: 60 });
  });

  it('lists arrivals by time', async () => {
    const { body } = await server.graphql<{ staffOverview: { today: string } }>(
      '{ staffOverview { todays: arrivals { guests } tomorrows: arrivals(dayOffset: 1) { guests } } }',
      undefined,
      { cookie: staff },
    );
    expect(body.data).toEqual({ staffOverview: { todays: [{ guests: 20 }, { guests: 45 }, { guests: 40 }], tomorrows: [{ guests: 60 }] } });
  });

  it('is not for clients', async () => {
    expect((await server.graphql(OVERVIEW, undefined, { cookie: client })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
