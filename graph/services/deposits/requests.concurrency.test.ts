// Deposit request numbers under concurrent confirmations, on PostgreSQL: reservations confirmed at
// once get consecutive numbers of the year's "D" series, none twice, none skipped — the counter
// row's lock serialises them. PostgreSQL only: PGlite's single connection never overlaps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { testDbKind } from '../../testing/db.ts';
import { createReservation } from '../reservations/place-reservation.ts';
import { changeReservationStatus } from '../reservations/status-changes.ts';
import { updateDepositSettings } from './settings.ts';
import { createOrganisation } from '../../testing/organisations.ts';

const postgres = testDbKind() === 'postgres';
const PARALLEL = 8;

describe.skipIf(!postgres)('concurrent deposit requests on PostgreSQL', () => {
  let server: TestServer;
  const clock = new Date('2026-08-03T08:00:00Z');
  let managerId: string;
  const reservations: Array<{ id: string; version: number }> = [];

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => clock });
    const prisma = server.services.prisma;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    await updateDepositSettings(server.services, managerId, { terms: { kind: 'PER_GUEST', perGuestCents: 500, due: { from: 'CONFIRMATION', days: 5 } }, poorRecord: null, overdueAction: 'NOTIFY' }, 'en');
    const org = await createOrganisation(prisma, {
      data: { name: 'Racing Coaches', email: 'race@coaches.example', username: 'race', passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
    for (let i = 0; i < PARALLEL; i++) {
      const r = await createReservation(
        server.services,
        org.id,
        { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: `2026-08-${String(10 + i).padStart(2, '0')}`, arrivalTime: '10:30', acceptTerms: true },
        { ip: null, language: 'en' },
      );
      reservations.push({ id: r.id, version: r.version });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`gives ${PARALLEL} confirmations at once ${PARALLEL} consecutive request numbers`, async () => {
    const results = await Promise.allSettled(
      reservations.map((r) => changeReservationStatus(server.services, managerId, r.id, 'SCHEDULED', { expectedVersion: r.version }, { ip: null, language: 'en' })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const numbers = (await server.services.prisma.paymentRequest.findMany({ select: { number: true } })).map((r) => r.number).sort();
    expect(numbers).toEqual(Array.from({ length: PARALLEL }, (_, i) => `2026-D${String(i + 1).padStart(5, '0')}`));
    expect((await server.services.prisma.paymentRequestCounter.findUniqueOrThrow({ where: { year: 2026 } })).lastSequence).toBe(PARALLEL);
  });
});
