// Concurrent duplicates through the real HTTP API on PostgreSQL: requests with one idempotency key
// that arrive together (a client retrying while the first is still running, two tabs, a proxy
// replaying) must create exactly one reservation, and every one of them must get its answer.
// PostgreSQL only: PGlite has a single connection, so its transactions never overlap and the test
// would prove nothing (it is skipped there, not faked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { testDbKind } from '../testing/db.ts';
import { createOrganisation } from '../testing/organisations.ts';

const postgres = testDbKind() === 'postgres';

describe.skipIf(!postgres)('concurrent duplicates on PostgreSQL', () => {
  let server: TestServer;
  const clock = new Date('2026-09-01T08:00:00Z');
  let clientId: string;
  let managerId: string;

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => clock });
    managerId = (await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    const org = await createOrganisation(server.services.prisma, {
      data: {
        name: 'Retrying Coaches',
        email: 'retry@coaches.example',
        username: 'retry',
        passwordHash: 'x',
        status: 'APPROVED',
        emailVerifiedAt: clock,
        approvedAt: clock,
        termsAcceptedAt: clock,
      },
    });
    clientId = org.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber guests arrivalLocalTime status } } }';
  type Answer = { data?: { createReservation: { reservation: { id: string; orderNumber: string } } } | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  const book = (input: Record<string, unknown>) =>
    server.graphql<Answer['data']>(
      CREATE,
      { input: { type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalTime: '12:00', acceptTerms: true, ...input } },
      { cookie: server.cookieFor('client', clientId) },
    );

  it('creates one reservation out of 30 simultaneous duplicates, and all 30 get it', async () => {
    const prisma = server.services.prisma;
    // Room for exactly one group of 30: a duplicate that re-judged the seats would be refused.
    await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 30 } });
    const key = '0198f7c2-7d3a-7000-8000-00000000c0de';
    const responses = await Promise.all(Array.from({ length: 30 }, () => book({ arrivalDate: '2026-09-12', idempotencyKey: key })));

    expect(responses.map((r) => r.body.errors ?? null)).toEqual(responses.map(() => null));
    const answers = responses.map((r) => JSON.stringify(r.body.data));
    expect(new Set(answers).size).toBe(1);

    const rows = await prisma.reservation.findMany({ where: { clientId: clientId, arrivalDay: new Date('2026-09-12T00:00:00Z') } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.orderNumber).toBe(responses[0]!.body.data!.createReservation.reservation.orderNumber);
    expect(await prisma.reservationEvent.count({ where: { reservationId: rows[0]!.id } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: 'reservation.created', subjectId: rows[0]!.id } })).toBe(1);
    expect(await prisma.mailOutbox.count({ where: { subject: { contains: rows[0]!.orderNumber } } })).toBe(2);
    expect(await prisma.idempotencyKey.findMany({ where: { key } })).toMatchObject([{ principal: `client:${clientId}`, resultId: rows[0]!.id }]);
  });

  it('lets one of several different requests under one key through and refuses the others', async () => {
    const prisma = server.services.prisma;
    await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 1000 } });
    const key = '0198f7c2-7d3a-7000-8000-0000000d1ffe';
    // Different days take different day locks, so these meet only on the key.
    const days = ['2026-09-14', '2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18', '2026-09-19'];
    const responses = await Promise.all(days.flatMap((day) => [book({ arrivalDate: day, idempotencyKey: key }), book({ arrivalDate: day, idempotencyKey: key })]));

    const accepted = responses.filter((r) => r.body.data?.createReservation);
    const refused = responses.filter((r) => !r.body.data?.createReservation);
    const rows = await prisma.reservation.findMany({ where: { clientId: clientId, arrivalDay: { in: days.map((d) => new Date(`${d}T00:00:00Z`)) } } });
    expect(rows).toHaveLength(1);
    // The winner's own duplicate may have arrived together with it: it gets the same answer.
    expect(new Set(accepted.map((r) => r.body.data!.createReservation.reservation.orderNumber))).toEqual(new Set([rows[0]!.orderNumber]));
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(2);
    for (const response of refused) expect(response.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('adds one menu item out of 10 simultaneous duplicates', async () => {
    const prisma = server.services.prisma;
    const before = await prisma.menuItem.count();
    const SAVE = 'mutation ($input: SaveMenuItemInput!) { saveMenuItem(input: $input) { menuItem { id position } } }';
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.graphql(
          SAVE,
          { input: { stopType: 'LONG_STOP', nameEn: 'Goulash', nameSl: 'Golaž', priceCents: 1200, idempotencyKey: '0198f7c2-7d3a-7000-8000-0000006e1a5c' } },
          { cookie: server.cookieFor('staff', managerId) },
        ),
      ),
    );
    expect(responses.map((r) => r.body.errors ?? null)).toEqual(responses.map(() => null));
    expect(new Set(responses.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await prisma.menuItem.count()).toBe(before + 1);
  });
});

// Keeps the file meaningful on PGlite runs: say why nothing ran.
describe.skipIf(postgres)('concurrent duplicates', () => {
  it.skip('run with TEST_DB=postgres (PGlite has one connection, so transactions cannot overlap)', () => {});
});
