// Invoice numbers under concurrent issuing, on PostgreSQL: 20 drafts issued at once must get 20
// consecutive numbers of the year's series, none twice, none skipped — the counter row's lock
// serialises them. PostgreSQL only: PGlite has a single connection, so its transactions never
// overlap and the test would prove nothing (the sequential case is in invoices.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { testDbKind } from '../../testing/db.ts';
import { dateToDb } from '../../domain/local-time.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { bookingTermsFor, readBillingSettings, saveBillingDetails, updateBillingSettings } from './terms.ts';
import { issueInvoice, openInvoiceDraft } from './invoices.ts';
import { createOrganisation } from '../../testing/organisations.ts';

const postgres = testDbKind() === 'postgres';
const PARALLEL = 20;

describe.skipIf(!postgres)('concurrent invoice issuing on PostgreSQL', () => {
  let server: TestServer;
  const clock = new Date('2026-08-03T08:00:00Z');
  let managerId: string;
  const drafts: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => clock });
    const prisma = server.services.prisma;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    await updateBillingSettings(
      server.services,
      managerId,
      { ...(await readBillingSettings(prisma)), legalName: 'Stopover d.o.o.', addressLine: 'Cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI50223054', iban: 'SI56 1910 0000 0123 438' },
      'en',
    );
    const org = await createOrganisation(prisma, {
      data: { name: 'Racing Coaches', email: 'race@coaches.example', username: 'race', passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
    await saveBillingDetails(server.services, { kind: 'STAFF', staffId: managerId }, org.id, { legalName: 'Racing Coaches GmbH', addressLine: 'Ring 1', postcode: '1010', city: 'Wien', countryCode: 'AT', vatId: 'ATU13585627' }, 'en');
    const terms = await bookingTermsFor(prisma, org.id, '2026-08-01');
    for (let i = 0; i < PARALLEL; i++) {
      const r = await prisma.reservation.create({
        data: {
          orderNumber: `PAR-${String(i).padStart(3, '0')}`,
          clientId: org.id,
          type: 'LONG_STOP',
          guests: 20 + i,
          seatReservation: true,
          arrivalAt: new Date('2026-08-01T10:30:00Z'),
          arrivalDay: dateToDb('2026-08-01'),
          durationMinutes: 90,
          status: 'FINISHED',
          outcome: 'ARRIVED',
          actualGuests: 20 + i,
          closedAt: new Date('2026-08-01T10:35:00Z'),
          billingTerms: terms as unknown as Prisma.InputJsonValue,
        },
      });
      drafts.push((await openInvoiceDraft(server.services, managerId, r.id, 'en')).id);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`gives ${PARALLEL} invoices issued at once ${PARALLEL} consecutive numbers, no gap and no duplicate`, async () => {
    const results = await Promise.allSettled(drafts.map((id) => issueInvoice(server.services, managerId, id, 'en')));
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures).toEqual([]);
    const numbers = results.map((r) => (r as PromiseFulfilledResult<{ number: string | null }>).value.number!).sort();
    expect(numbers).toEqual(Array.from({ length: PARALLEL }, (_, i) => `2026-${String(i + 1).padStart(5, '0')}`));
    const counter = await server.services.prisma.invoiceCounter.findUniqueOrThrow({ where: { year: 2026 } });
    expect(counter.lastSequence).toBe(PARALLEL);
  });
});
