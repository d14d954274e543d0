// The manager changes capacity, durations, opening hours and closed days; the booking rules follow;
// nobody else may change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createOrganisation } from '../testing/organisations.ts';

const clock = new Date('2026-07-18T07:00:00Z');
let server: TestServer;
let manager: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const prisma = server.services.prisma;
  manager = server.cookieFor('staff', (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id, { issuedAt: clock.getTime() });
  admin = server.cookieFor('staff', (await prisma.staff.create({ data: { name: 'counter', email: 'counter@example.com', passwordHash: 'x' } })).id, { issuedAt: clock.getTime() });
  const org = await createOrganisation(prisma, {
    data: { name: 'Alpine Coaches', email: 'a@example.com', username: 'alpine', passwordHash: 'x', termsAcceptedAt: clock, emailVerifiedAt: clock, status: 'APPROVED' },
  });
  await prisma.reservation.create({
    data: { orderNumber: 'SET-234', clientId: org.id, type: 'LONG_STOP', guests: 90, seatReservation: true, arrivalAt: new Date('2026-07-25T10:00:00Z'), arrivalDay: new Date('2026-07-25'), durationMinutes: 90 },
  });
  await prisma.reservation.create({
    data: { orderNumber: 'SET-235', clientId: org.id, type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalAt: new Date('2026-07-25T10:30:00Z'), arrivalDay: new Date('2026-07-25'), durationMinutes: 90 },
  });
});
afterAll(async () => {
  await server?.close();
});

const UPDATE = `mutation ($input: UpdateOperatingSettingsInput!) { updateOperatingSettings(input: $input) { operatingSettings { seatCapacity longStopMinutes } overbookedDays } }`;

describe('operating settings', () => {
  it('lowering capacity names the days that are now over it, without cancelling anything', async () => {
    const { body } = await server.graphql(UPDATE, { input: { seatCapacity: 120, longStopMinutes: 120, shortStopMinutes: 30, slotMinutes: 15 } }, { cookie: manager });
    expect(body.data).toEqual({ updateOperatingSettings: { operatingSettings: { seatCapacity: 120, longStopMinutes: 120 }, overbookedDays: ['2026-07-25'] } });
    const rules = await server.graphql<{ reservationRules: { stops: Array<{ type: string; durationMinutes: number }> } }>('{ reservationRules { stops { type durationMinutes } } }');
    expect(rules.body.data?.reservationRules.stops.find((s) => s.type === 'LONG_STOP')?.durationMinutes).toBe(120);
    expect(await server.services.prisma.reservation.count({ where: { status: 'CREATED' } })).toBe(2);
  });

  it('refuses nonsense and non-managers', async () => {
    const bad = await server.graphql(UPDATE, { input: { seatCapacity: 50, longStopMinutes: 100, shortStopMinutes: 30, slotMinutes: 15 } }, { cookie: manager });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { seatCapacity: 'OUT_OF_RANGE', longStopMinutes: 'NOT_ON_GRID' } });
    const refused = await server.graphql(UPDATE, { input: { seatCapacity: 150, longStopMinutes: 90, shortStopMinutes: 30, slotMinutes: 15 } }, { cookie: admin });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql('{ operatingSettings { seatCapacity } }', undefined, { cookie: admin })).body.data).toEqual({ operatingSettings: { seatCapacity: 120 } });
  });

  it('sets opening hours and closed days, which the booking rules then show', async () => {
    const HOURS = 'mutation ($days: [OpeningDayInput!]!) { setOpeningHours(input: { days: $days }) { openingHours { weekday closed opens closes } } }';
    const hours = await server.graphql<{ setOpeningHours: { openingHours: Array<Record<string, unknown>> } }>(
      HOURS,
      { days: [{ weekday: 1, closed: true }, { weekday: 7, closed: false, opens: '09:00', closes: '24:00' }] },
      { cookie: manager },
    );
    // The answer is the whole week as it is now.
    expect(hours.body.data?.setOpeningHours.openingHours.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(hours.body.data?.setOpeningHours.openingHours[6]).toEqual({ weekday: 7, closed: false, opens: '09:00', closes: '24:00' });
    const badHours = await server.graphql(HOURS, { days: [{ weekday: 2, closed: false, opens: '18:00', closes: '08:00' }] }, { cookie: manager });
    expect(badHours.body.errors?.[0]?.extensions).toMatchObject({ fields: { weekday2: 'INVALID_HOURS' } });

    const closed = await server.graphql('mutation { setClosedDay(input: { date: "2026-07-25", reason: "Wedding" }) { closedDay { date reason } openReservations } }', undefined, { cookie: manager });
    expect(closed.body.data).toEqual({ setClosedDay: { closedDay: { date: '2026-07-25', reason: 'Wedding' }, openReservations: 2 } });
    const past = await server.graphql('mutation { setClosedDay(input: { date: "2026-07-01" }) { openReservations } }', undefined, { cookie: manager });
    expect(past.body.errors?.[0]?.extensions).toMatchObject({ fields: { date: 'IN_THE_PAST' } });

    const rules = await server.graphql<{ reservationRules: { openingHours: Array<Record<string, unknown>>; closedDays: Array<{ date: string; reason: string | null }> } }>(
      '{ reservationRules { openingHours { weekday closed opens closes } closedDays { date reason } } }',
    );
    expect(rules.body.data?.reservationRules.openingHours[0]).toMatchObject({ weekday: 1, closed: true });
    expect(rules.body.data?.reservationRules.openingHours[6]).toMatchObject({ weekday: 7, opens: '09:00', closes: '24:00' });
    // The reason is for staff; the public sees only the date.
    expect(rules.body.data?.reservationRules.closedDays).toEqual([{ date: '2026-07-25', reason: null }]);

    expect((await server.graphql('mutation { removeClosedDay(input: { date: "2026-07-25" }) { reopenedDate } }', undefined, { cookie: manager })).body.data).toEqual({
      removeClosedDay: { reopenedDate: '2026-07-25' },
    });
    expect(await server.services.prisma.closedDay.count()).toBe(0);
  });
});
