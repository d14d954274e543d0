// The manager's statistics over seeded reservations: volumes per week by type, outcomes, lead
// times, busiest weekdays and hours in local time, top organisations, CSV; manager only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { parseRange } from './stats.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let manager: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  manager = server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id);
  admin = server.cookieFor('staff', (await prisma.staff.create({ data: { name: 'counter', email: 'counter@example.com', passwordHash: 'x' } })).id);
  const org = (name: string) =>
    createOrganisation(prisma, {
      data: { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, username: name.replace(/\W/g, '').toLowerCase(), passwordHash: 'x', termsAcceptedAt: new Date(), status: 'APPROVED' },
    });
  const alpine = await org('Alpine Coaches');
  const danube = await org('Danube Tours');
  let n = 0;
  const reserve = (clientId: string, type: 'SHORT_STOP' | 'LONG_STOP', guests: number, arrival: string, createdDaysBefore: number, status: 'SCHEDULED' | 'DELETED' | 'FINISHED' = 'SCHEDULED') => {
    const arrivalAt = new Date(arrival);
    return prisma.reservation.create({
      data: {
        orderNumber: `ST-${String(++n).padStart(4, '0')}`,
        clientId,
        type,
        guests,
        seatReservation: type === 'LONG_STOP',
        arrivalAt,
        arrivalDay: new Date(arrival.slice(0, 10)),
        durationMinutes: type === 'LONG_STOP' ? 90 : 30,
        status,
        createdAt: new Date(arrivalAt.getTime() - createdDaysBefore * 86_400_000),
      },
    });
  };
  // Saturday 18 July 2026, 10:30 and 12:00 local (UTC+2 in summer).
  await reserve(alpine.id, 'LONG_STOP', 45, '2026-07-18T10:00:00Z', 10);
  await reserve(alpine.id, 'SHORT_STOP', 30, '2026-07-18T08:30:00Z', 0.5);
  await reserve(danube.id, 'LONG_STOP', 20, '2026-07-14T10:00:00Z', 40, 'FINISHED');
  await reserve(danube.id, 'SHORT_STOP', 12, '2026-07-20T06:00:00Z', 2, 'DELETED');
  // Outside the range.
  await reserve(danube.id, 'LONG_STOP', 99, '2026-09-01T10:00:00Z', 5);
});
afterAll(async () => {
  await server?.close();
});

const QUERY = `query ($from: String!, $to: String!) { statistics(from: $from, to: $to) {
  totals { reservations guests }
  weekly { weekStart shortStops longStops shortGuests longGuests }
  outcomes { status count }
  leadTimes { bucket shortStops longStops }
  weekdays { weekday reservations guests }
  hours { hour reservations }
  topClients { name reservations guests client { email } }
  csv
} }`;

describe('statistics', () => {
  it('aggregates the range in local time', async () => {
    const { body } = await server.graphql<{ statistics: Record<string, never> }>(QUERY, { from: '2026-07-01', to: '2026-07-31' }, { cookie: manager });
    expect(body.errors).toBeUndefined();
    const s = body.data!.statistics as Record<string, unknown>;
    expect(s.totals).toEqual({ reservations: 3, guests: 95 });
    expect(s.weekly).toEqual([
      { weekStart: '2026-07-13', shortStops: 1, longStops: 2, shortGuests: 30, longGuests: 65 },
    ]);
    expect(s.outcomes).toContainEqual({ status: 'DELETED', count: 1 });
    expect(s.outcomes).toContainEqual({ status: 'SCHEDULED', count: 2 });
    expect(s.leadTimes).toContainEqual({ bucket: 'under_1_day', shortStops: 1, longStops: 0 });
    expect(s.leadTimes).toContainEqual({ bucket: 'over_4_weeks', shortStops: 0, longStops: 1 });
    expect((s.weekdays as Array<{ weekday: number; guests: number }>).find((w) => w.weekday === 6)?.guests).toBe(75);
    // 08:30 UTC is 10:30 in Ljubljana in July; 10:00 UTC is 12:00.
    expect(s.hours).toEqual([{ hour: 10, reservations: 1 }, { hour: 12, reservations: 2 }]);
    expect((s.topClients as Array<{ name: string }>)[0]).toMatchObject({ name: 'Alpine Coaches', reservations: 2, guests: 75, client: { email: 'alpinecoaches@example.com' } });
    const csv = String(s.csv).trim().split('\r\n');
    expect(csv[0]).toBe('order_number,organisation,organisation_email,type,guests,seat_reservation,arrival_local,status,created_at_utc,lead_time_hours,outcome,actual_guests');
    expect(csv).toHaveLength(5);
    expect(csv.join('\n')).toContain('2026-07-18 10:30');
  });

  it('refuses bad ranges and everyone but the manager', async () => {
    const bad = await server.graphql(QUERY, { from: '2026-07-31', to: '2026-07-01' }, { cookie: manager });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
    expect((await server.graphql(QUERY, { from: '2026-07-01', to: '2026-07-31' }, { cookie: admin })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(QUERY, { from: '2026-07-01', to: '2026-07-31' })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('checks range formats and length', () => {
    expect(() => parseRange({ from: '2026-1-1', to: '2026-02-01' }, 'en')).toThrow();
    expect(() => parseRange({ from: '2020-01-01', to: '2026-01-01' }, 'en')).toThrow();
    expect(parseRange({ from: '2026-12-31', to: '2026-12-31' }, 'en')).toEqual({ from: '2026-12-31', toExclusive: '2027-01-01' });
  });
});
