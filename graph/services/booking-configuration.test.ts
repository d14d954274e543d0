// The booking configuration is read once per change: a second booking asks only for its version, and
// a change by any writer (a service, another instance, a psql session: nothing announced) is what the
// very next read sees. Its triggers are on every table it comes from, and sign-ins leave it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { countStatements } from '../testing/statements.ts';
import { createOrganisation } from '../testing/organisations.ts';
import { bookingConfiguration, staffInboxOf } from './booking-configuration.ts';

let server: TestServer;
const clock = new Date('2026-07-01T08:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
});

afterAll(async () => {
  await server?.close();
});

const version = async () => (await server.services.db.sql.query<{ version: string }>('SELECT version::text AS version FROM configuration_version'))[0]!.version;

describe('the booking configuration', () => {
  it('is read once, then only its version is asked', async () => {
    await bookingConfiguration(server.services);
    const counter = countStatements();
    const [first, second] = await Promise.all([bookingConfiguration(server.services), bookingConfiguration(server.services)]);
    counter.stop();
    expect(counter.count).toBe(2);
    expect(second).toBe(first);
  });

  it('is all a booking reads of it: the configuration, the member, the terms and the webhooks in one round trip', async () => {
    const org = await createOrganisation(server.services.prisma, {
      data: { name: 'Sava', email: 'sava@coaches.example', username: 'sava', passwordHash: 'x', language: 'en', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
    // One session for both: its standing is read once (graph/auth), not by the booking.
    const cookie = server.cookieFor('client', org.id);
    const book = (day: string) =>
      server.graphql<{ createReservation: { reservation: { orderNumber: string } } }>(
        'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber } } }',
        { input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: day, arrivalTime: '10:00', acceptTerms: true } },
        { cookie },
      );
    expect((await book('2026-07-10')).body.errors).toBeUndefined();
    const counter = countStatements();
    const second = await book('2026-07-11');
    counter.stop();
    expect(second.body.errors).toBeUndefined();
    // Six reads before the transaction (the version among them), eight in it. It was 30.
    expect(counter.count).toBeLessThanOrEqual(14);
  });

  it('shows a change written without any announcement at the next read', async () => {
    const before = await bookingConfiguration(server.services);
    await server.services.db.sql.query('UPDATE settings SET seat_capacity = seat_capacity + 7');
    await server.services.prisma.closedDay.create({ data: { day: new Date('2026-12-24T00:00:00Z'), reason: 'Christmas Eve' } });
    const after = await bookingConfiguration(server.services);
    expect(after.rules.seatCapacity).toBe(before.rules.seatCapacity + 7);
    expect(after.rules.closedDays.has('2026-12-24')).toBe(true);
    const room = await server.services.prisma.room.create({ data: { nameEn: 'Garden', nameSl: 'Vrt', seats: 40, position: 9 } });
    expect((await bookingConfiguration(server.services)).arrival.rooms.map((r) => r.id)).toContain(room.id);
  });

  it('has its trigger on every table it is read from, and a sign-in leaves it alone', async () => {
    const tables = ['settings', 'opening_hours', 'closed_days', 'pacing_rules', 'rooms', 'room_combinations', 'stop_offers', 'vat_rates', 'billing_settings', 'site_texts'];
    for (const table of tables) {
      const before = BigInt(await version());
      // A statement trigger fires even when no row is touched.
      await server.services.db.sql.query(`DELETE FROM "${table}" WHERE false`);
      expect(BigInt(await version()), table).toBe(before + 1n);
    }
    const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const before = await version();
    await server.services.prisma.staff.update({ where: { id: manager.id }, data: { lastSignInAt: new Date() } });
    expect(await version()).toBe(before);
    await server.services.prisma.staff.update({ where: { id: manager.id }, data: { email: 'boss@stopover.example' } });
    expect(await version()).not.toBe(before);
    expect(staffInboxOf(await bookingConfiguration(server.services), null)).toEqual({ email: (await contactOrManager()) ?? 'boss@stopover.example', language: manager.language });
    expect(staffInboxOf(await bookingConfiguration(server.services), 'team@stopover.example').email).toBe('team@stopover.example');
  });
});

/** The site's contact address, when it has one (it comes before the manager's). */
async function contactOrManager(): Promise<string | null> {
  const contact = await server.services.prisma.siteText.findFirst({ where: { key: 'contact.email' }, orderBy: { language: 'asc' } });
  return contact?.value.trim() || null;
}
