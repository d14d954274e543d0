// Capacity under concurrent bookings, through the real HTTP API on PostgreSQL: the per-day advisory
// lock must let exactly as many bookings through as there are seats, and refuse the rest clearly.
// PostgreSQL only: PGlite has a single connection, so its transactions never overlap and the test
// would prove nothing (it is skipped there, not faked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { testDbKind } from '../testing/db.ts';
import { localToInstant } from '../domain/local-time.ts';
import { holdOf, peakSeats, type SeatHold } from '../domain/capacity.ts';
import { createOrganisation } from '../testing/organisations.ts';

const postgres = testDbKind() === 'postgres';
const DAY = '2026-09-12';
const at = (minute: number, day = DAY) => {
  const resolved = localToInstant(day, minute);
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
};

describe.skipIf(!postgres)('concurrent bookings on PostgreSQL', () => {
  let server: TestServer;
  const clock = new Date('2026-09-01T08:00:00Z');
  const clients: string[] = [];
  let managerId: string;

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => clock });
    managerId = (await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    for (let i = 0; i < 8; i++) {
      const org = await createOrganisation(server.services.prisma, {
        data: {
          name: `Racing Coaches ${i}`,
          email: `race${i}@coaches.example`,
          username: `race${i}`,
          passwordHash: 'x',
          status: 'APPROVED',
          emailVerifiedAt: clock,
          approvedAt: clock,
          termsAcceptedAt: clock,
        },
      });
      clients.push(org.id);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber guests } } }';

  it('accepts exactly what fits out of 60 simultaneous requests for the last seats', async () => {
    const prisma = server.services.prisma;
    await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 100 } });
    // 60 of 100 seats already held over the whole window: room for four groups of ten.
    await prisma.reservation.create({
      data: {
        orderNumber: 'HLD-222',
        clientId: clients[0]!,
        type: 'LONG_STOP',
        guests: 60,
        seatReservation: true,
        arrivalAt: at(11 * 60 + 30),
        arrivalDay: new Date(`${DAY}T00:00:00Z`),
        durationMinutes: 180,
      },
    });

    const requests = Array.from({ length: 60 }, (_, i) =>
      server.graphql<{ createReservation: { reservation: { orderNumber: string } } }>(
        CREATE,
        // Arrivals spread over 12:00–12:30 so the windows overlap differently but all share 12:30–13:30.
        { input: { type: 'LONG_STOP', guests: 10, seatReservation: true, arrivalDate: DAY, arrivalTime: ['12:00', '12:15', '12:30'][i % 3], acceptTerms: true } },
        { cookie: server.cookieFor('client', clients[i % clients.length]!) },
      ),
    );
    const responses = await Promise.all(requests);

    const accepted = responses.filter((r) => r.body.data?.createReservation);
    const refused = responses.filter((r) => !r.body.data?.createReservation);
    expect(accepted).toHaveLength(4);
    expect(refused).toHaveLength(56);
    for (const response of refused) {
      expect(response.body.errors?.[0]?.extensions?.code).toBe('NO_LONGER_AVAILABLE');
      expect(response.body.errors?.[0]?.message).toBe('This time is no longer available for your group. Please choose another time.');
    }
    expect(new Set(accepted.map((r) => r.body.data!.createReservation.reservation.orderNumber)).size).toBe(4);

    const rows = await prisma.reservation.findMany({ where: { arrivalDay: new Date(`${DAY}T00:00:00Z`) } });
    const holds = rows.map(holdOf).filter((h): h is SeatHold => h !== null);
    expect(holds.reduce((sum, h) => sum + h.seats, 0)).toBe(100);
    expect(peakSeats(holds, { start: at(0).getTime(), end: at(24 * 60 - 1).getTime() })).toBeLessThanOrEqual(100);
    expect(await prisma.reservationEvent.count({ where: { kind: 'CREATED' } })).toBe(4);
    expect(await prisma.mailOutbox.count({ where: { template: 'reservation.created' } })).toBe(4);
  });

  it('never deadlocks when staff move reservations between two days in opposite directions', async () => {
    const prisma = server.services.prisma;
    await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 1000 } });
    const make = (day: string, n: number) =>
      prisma.reservation.create({
        data: {
          orderNumber: `MV-${day}-${n}`,
          clientId: clients[1]!,
          type: 'LONG_STOP',
          guests: 20,
          seatReservation: true,
          arrivalAt: at(12 * 60, day),
          arrivalDay: new Date(`${day}T00:00:00Z`),
          durationMinutes: 90,
        },
      });
    const pairs = await Promise.all(Array.from({ length: 10 }, async (_, n) => [await make('2026-09-14', n), await make('2026-09-15', n)] as const));
    const UPDATE = 'mutation ($input: UpdateReservationInput!) { updateReservation(input: $input) { reservation { arrivalDay } } }';
    const gid = (id: string) => Buffer.from(`Reservation:${id}`).toString('base64');
    const move = (id: string, to: string) =>
      server.graphql(UPDATE, { input: { reservationId: gid(id), expectedVersion: 1, arrivalDate: to } }, { cookie: server.cookieFor('staff', managerId) });
    const responses = await Promise.all(pairs.flatMap(([a, b]) => [move(a.id, '2026-09-15'), move(b.id, '2026-09-14')]));
    expect(responses.map((r) => r.body.errors ?? null)).toEqual(responses.map(() => null));
    expect(await prisma.reservation.count({ where: { arrivalDay: new Date('2026-09-15T00:00:00Z'), orderNumber: { startsWith: 'MV' } } })).toBe(10);
  });
});

// Keeps the file meaningful on PGlite runs: say why nothing ran.
describe.skipIf(postgres)('concurrent bookings', () => {
  it.skip('run with TEST_DB=postgres (PGlite has one connection, so transactions cannot overlap)', () => {});
});
