// The day sheet through the real API: a day's arrivals by local hour with totals, the statuses a
// kitchen counts, the clock-change days, an empty day, a date that is not one, and staff only.
// Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { dateToDb, localToInstant } from '../domain/local-time.ts';
import { createOrganisation } from '../testing/organisations.ts';

// Wednesday 1 July 2026, 10:00 in Ljubljana.
const clock = new Date('2026-07-01T08:00:00Z');
let server: TestServer;
let staff: { cookie: string };
let orgId: string;

const SHEET = `query ($date: String!) { daySheet(date: $date) {
  date today
  totals { reservations guests seats longStops shortStops unconfirmed }
  hours { hour label totals { reservations guests seats longStops shortStops unconfirmed }
    reservations { orderNumber arrivalLocalTime status guests client { name phone } staffNotes(first: 5) { edges { node { body author { name } } } } } }
} }`;

interface Sheet {
  daySheet: {
    date: string;
    today: string;
    totals: Record<string, number>;
    hours: Array<{ hour: number; label: string; totals: Record<string, number>; reservations: Array<{ orderNumber: string; arrivalLocalTime: string; status: string; guests: number; client: { name: string; phone: string | null }; staffNotes: { edges: Array<{ node: { body: string } }> } }> }>;
  };
}

let n = 0;
async function make(date: string, time: string, guests: number, over: { status?: 'CREATED' | 'WAITING' | 'SCHEDULED' | 'FINISHED' | 'DELETED'; type?: 'LONG_STOP' | 'SHORT_STOP'; seats?: boolean } = {}) {
  const resolved = localToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  if (!resolved.ok) throw new Error('nonexistent');
  const type = over.type ?? 'LONG_STOP';
  return server.services.prisma.reservation.create({
    data: {
      orderNumber: `DS${String.fromCharCode(65 + (n % 20))}-${String(234 + n++).padStart(3, '2')}`,
      clientId: orgId,
      type,
      guests,
      seatReservation: over.seats ?? type === 'LONG_STOP',
      arrivalAt: resolved.instant,
      arrivalDay: dateToDb(date),
      durationMinutes: type === 'LONG_STOP' ? 90 : 30,
      status: over.status ?? 'SCHEDULED',
    },
  });
}

const sheet = async (date: string, cookie: { cookie?: string } = staff) => server.graphql<Sheet>(SHEET, { date }, cookie);

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const prisma = server.services.prisma;
  const managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  staff = { cookie: server.cookieFor('staff', managerId) };
  orgId = (
    await createOrganisation(prisma, {
      data: { name: 'Alpine Coaches', email: 'a@example.com', username: 'alpine', phone: '+386 40 123 456', passwordHash: 'x', termsAcceptedAt: clock, emailVerifiedAt: clock, status: 'APPROVED' },
    })
  ).id;
  const lunch = await make('2026-07-10', '12:30', 45);
  await make('2026-07-10', '12:00', 30, { status: 'CREATED' });
  await make('2026-07-10', '09:15', 20, { type: 'SHORT_STOP', status: 'WAITING' });
  await make('2026-07-10', '09:45', 25, { type: 'SHORT_STOP', seats: true, status: 'FINISHED' });
  await make('2026-07-10', '13:00', 60, { status: 'DELETED' });
  await make('2026-07-11', '12:00', 50);
  await prisma.staffNote.create({ data: { reservationId: lunch.id, authorId: managerId, body: 'Birthday cake at dessert' } });
  // Clock changes: 29 March 2026 (02:00 → 03:00) and 25 October 2026 (03:00 → 02:00).
  await make('2026-03-29', '08:00', 40);
  await make('2026-03-29', '03:30', 20, { type: 'SHORT_STOP' });
  await make('2026-03-28', '23:30', 10, { type: 'SHORT_STOP' });
  await make('2026-10-25', '08:00', 40);
  await make('2026-10-25', '23:45', 15, { type: 'SHORT_STOP' });
  await make('2026-10-26', '00:15', 15, { type: 'SHORT_STOP' });
});
afterAll(async () => {
  await server?.close();
});

describe('the day sheet', () => {
  it('lists the day’s arrivals by hour, with their details, and totals per hour and for the day', async () => {
    const { body } = await sheet('2026-07-10');
    expect(body.errors).toBeUndefined();
    const day = body.data!.daySheet;
    expect(day.date).toBe('2026-07-10');
    expect(day.today).toBe('2026-07-01');
    expect(day.hours.map((h) => [h.label, h.reservations.map((r) => `${r.arrivalLocalTime} ${r.status} ${r.guests}`)])).toEqual([
      ['09:00', ['09:15 WAITING 20', '09:45 FINISHED 25']],
      ['12:00', ['12:00 CREATED 30', '12:30 SCHEDULED 45']],
    ]);
    expect(day.hours[0]!.totals).toEqual({ reservations: 2, guests: 45, seats: 25, longStops: 0, shortStops: 2, unconfirmed: 1 });
    expect(day.hours[1]!.totals).toEqual({ reservations: 2, guests: 75, seats: 75, longStops: 2, shortStops: 0, unconfirmed: 1 });
    expect(day.totals).toEqual({ reservations: 4, guests: 120, seats: 100, longStops: 2, shortStops: 2, unconfirmed: 2 });
    const lunch = day.hours[1]!.reservations[1]!;
    expect(lunch.client).toEqual({ name: 'Alpine Coaches', phone: '+386 40 123 456' });
    expect(lunch.staffNotes.edges.map((e) => e.node.body)).toEqual(['Birthday cake at dessert']);
  });

  it('follows the local clock on the clock-change days', async () => {
    const spring = (await sheet('2026-03-29')).body.data!.daySheet;
    expect(spring.hours.map((h) => [h.hour, h.reservations.map((r) => r.arrivalLocalTime)])).toEqual([
      [3, ['03:30']],
      [8, ['08:00']],
    ]);
    expect(spring.totals.reservations).toBe(2);
    const autumn = (await sheet('2026-10-25')).body.data!.daySheet;
    expect(autumn.hours.map((h) => [h.hour, h.reservations.map((r) => r.arrivalLocalTime)])).toEqual([
      [8, ['08:00']],
      [23, ['23:45']],
    ]);
  });

  it('an empty day has no hours and zero totals', async () => {
    const empty = (await sheet('2026-07-12')).body.data!.daySheet;
    expect(empty).toMatchObject({ date: '2026-07-12', hours: [], totals: { reservations: 0, guests: 0, seats: 0, longStops: 0, shortStops: 0, unconfirmed: 0 } });
  });

  it('refuses a date that is not one, with a code', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      const { status, body } = await sheet(date);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { date: 'INVALID_DATE' } });
    }
  });

  it('is for staff only', async () => {
    const asClient = await sheet('2026-07-10', { cookie: server.cookieFor('client', orgId) });
    expect(asClient.body.data).toBeNull();
    expect(asClient.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await sheet('2026-07-10', {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
