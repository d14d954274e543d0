// The driver's live link below the browser: the link exists only for a confirmed reservation and
// only for its organisation and staff; the page sees the stop and nothing else of the organisation
// than its name; a report writes the state, a history step and an audit entry in one transaction and
// is published live; renewing revokes, the day after arrival expires, a closed reservation closes;
// bad reports change nothing; the link and the address are rate-limited. Runs on PGlite and on
// PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../../testing/server.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { RATE_RULES } from '../../auth/rate-limit.ts';
import { createReservation } from '../reservations/place-reservation.ts';
import { signDriverToken } from './token.ts';
import { driverLinkOf } from './renew.ts';
import { confirmationCalendar } from '../calendar-feeds.ts';
import { restaurantLocations } from '../calendar-ics.ts';
import type { ReservationChangedEvent } from '../../pubsub.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let clock = new Date('2026-11-20T08:00:00Z');
let server: TestServer;
const prisma = () => server.services.prisma;
const meta = { ip: '198.51.100.7', language: 'en' as const };
let spy: MockInstance;
const published = () => spy.mock.calls.filter((call) => call[0] === 'reservation').map((call) => call[1] as ReservationChangedEvent);
let alpine: { id: string };
let novak: { id: string };
let managerId: string;
let reservationId: string;
let globalId: string;

const STOP = 'query ($token: String!, $language: String) { driverStop(token: $token, language: $language) { orderNumber organisationName guests coaches bays arrivalDate arrivalTime state etaTime delayMinutes restaurant { name address mapUrl phone } meals { total vegetarian driverMeals } } }';
const REPORT = 'mutation ($input: ReportDriverStatusInput!) { reportDriverStatus(input: $input) { stop { state etaTime delayMinutes } } }';
const LINK = 'query ($id: ID!) { node(id: $id) { ... on Reservation { driverLink } } }';
const RENEW = 'mutation ($input: RenewDriverLinkInput!) { renewDriverLink(input: $input) { driverLink reservation { orderNumber } } }';

async function org(name: string, username: string) {
  return createOrganisation(prisma(), {
    data: { name, email: `${username}@coaches.example`, username, passwordHash: 'x', status: 'APPROVED', language: 'en', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock, phone: '+43 555 0101' },
  });
}
const tokenOf = (url: string) => /\/driver\/([A-Za-z0-9_.-]+)$/.exec(url)![1]!;
const errorOf = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions;

async function linkAs(cookie: string): Promise<string | null | undefined> {
  const { body } = await server.graphql<{ node: { driverLink: string | null } | null }>(LINK, { id: globalId }, { cookie });
  return body.data?.node?.driverLink;
}

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://stopover.example' }, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  spy = vi.spyOn(server.services.pubsub, 'publish');
  alpine = await org('Alpine Coaches', 'alpine');
  novak = await org('Avtobusi Novak', 'novak');
  // Saturday 28 November 2026, 12:30 in Ljubljana (CET, UTC+1).
  const r = await createReservation(server.services, alpine.id, { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-11-28', arrivalTime: '12:30' }, meta);
  reservationId = r.id;
  globalId = Buffer.from(`Reservation:${r.id}`).toString('base64');
});
afterAll(async () => {
  await server?.close();
});

describe('the driver link', () => {
  it('exists only once confirmed, for the organisation and staff', async () => {
    expect(await linkAs(server.cookieFor('client', alpine.id))).toBeNull();
    await prisma().reservation.update({ where: { id: reservationId }, data: { status: 'SCHEDULED', bays: [2] } });
    const url = await linkAs(server.cookieFor('client', alpine.id));
    expect(url).toMatch(/^https:\/\/stopover\.example\/driver\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await linkAs(server.cookieFor('staff', managerId))).toMatch(/\/driver\//);
    // Another organisation does not see the reservation at all.
    expect(await linkAs(server.cookieFor('client', novak.id))).toBeUndefined();
  });

  it('is in the confirmation’s calendar event', async () => {
    const r = await prisma().reservation.findUniqueOrThrow({ where: { id: reservationId } });
    const file = confirmationCalendar(server.services, r, { name: 'Alpine Coaches', language: 'sl' }, { location: await restaurantLocations(server.services), driverUrl: driverLinkOf(server.services, r) });
    const unfolded = file.content.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('Povezava za voznika (brez prijave): https://stopover.example/driver/');
  });

  it('opens the stop with the organisation’s name only', async () => {
    const token = tokenOf((await linkAs(server.cookieFor('client', alpine.id)))!);
    const { body } = await server.graphql<{ driverStop: Record<string, unknown> }>(STOP, { token, language: 'de' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.driverStop).toMatchObject({ organisationName: 'Alpine Coaches', guests: 40, coaches: 1, bays: [2], arrivalDate: '2026-11-28', arrivalTime: '12:30', state: 'EXPECTED', etaTime: null, delayMinutes: 0 });
    const text = JSON.stringify(body.data);
    expect(text).not.toContain('alpine@coaches.example');
    expect(text).not.toContain('+43 555 0101');
    const restaurant = body.data!.driverStop.restaurant as { phone: string | null; mapUrl: string | null };
    expect(restaurant.phone).toBeTruthy();
    if (restaurant.mapUrl) expect(restaurant.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  });

  it('takes a 25-minute delay: state, history, audit and live event', async () => {
    spy.mockClear();
    const token = tokenOf((await linkAs(server.cookieFor('client', alpine.id)))!);
    const before = await prisma().reservation.findUniqueOrThrow({ where: { id: reservationId } });
    const { body } = await server.graphql<{ reportDriverStatus: { stop: { state: string; etaTime: string; delayMinutes: number } } }>(REPORT, { input: { token, report: 'DELAYED', delayMinutes: 25 } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.reportDriverStatus.stop).toEqual({ state: 'DELAYED', etaTime: '12:55', delayMinutes: 25 });
    const after = await prisma().reservation.findUniqueOrThrow({ where: { id: reservationId } });
    expect(after).toMatchObject({ driverState: 'DELAYED', etaAt: new Date('2026-11-28T11:55:00Z'), driverReportedAt: clock, version: before.version + 1 });
    const event = await prisma().reservationEvent.findFirstOrThrow({ where: { reservationId, kind: 'DRIVER_REPORT' } });
    expect(event).toMatchObject({ actorKind: 'ANONYMOUS', changes: { driverState: { from: 'EXPECTED', to: 'DELAYED' }, etaAt: { from: null, to: '2026-11-28T11:55:00.000Z' } } });
    const entry = await prisma().auditLog.findFirstOrThrow({ where: { action: 'reservation.driver_reported', subjectId: reservationId } });
    expect(entry).toMatchObject({ actorKind: 'ANONYMOUS', detail: { orderNumber: before.orderNumber, state: 'DELAYED', delayMinutes: 25 } });
    expect(published()).toEqual([expect.objectContaining({ kind: 'DRIVER_REPORT', reservationId, version: before.version + 1, actor: { kind: 'ANONYMOUS' } })]);
  });

  it('refuses reports out of bounds and changes nothing', async () => {
    const token = tokenOf((await linkAs(server.cookieFor('client', alpine.id)))!);
    const before = await prisma().reservation.findUniqueOrThrow({ where: { id: reservationId } });
    for (const input of [
      { report: 'DELAYED', delayMinutes: 601 },
      { report: 'DELAYED' },
      { report: 'ETA', eta: '23:59' },
      { report: 'ETA', eta: 'soon' },
      { report: 'ARRIVED' }, // a week before the arrival day
    ]) {
      const { body } = await server.graphql(REPORT, { input: { token, ...input } });
      expect(errorOf(body)).toMatchObject({ code: 'DRIVER_REPORT_INVALID' });
    }
    const after = await prisma().reservation.findUniqueOrThrow({ where: { id: reservationId } });
    expect(after.version).toBe(before.version);
    expect(await prisma().reservationEvent.count({ where: { reservationId, kind: 'DRIVER_REPORT' } })).toBe(1);
  });

  it('takes a new ETA on the arrival day', async () => {
    const token = tokenOf((await linkAs(server.cookieFor('client', alpine.id)))!);
    const { body } = await server.graphql<{ reportDriverStatus: { stop: { state: string; etaTime: string } } }>(REPORT, { input: { token, report: 'ETA', eta: '13:10' } });
    expect(body.data?.reportDriverStatus.stop).toMatchObject({ state: 'DELAYED', etaTime: '13:10' });
  });

  it('is not opened by another signed token or a forged one', async () => {
    const access = signAccessToken(TEST_JWT_SECRET, { sub: reservationId, kind: 'client', sid: reservationId });
    const forged = signDriverToken('another-secret-that-is-long-enough-0123456789', { id: reservationId, driverLinkVersion: 1, arrivalAt: new Date('2026-11-28T11:30:00Z') }, clock);
    for (const token of [access, forged, 'nonsense']) {
      const { body } = await server.graphql(STOP, { token });
      expect(errorOf(body)).toMatchObject({ code: 'DRIVER_LINK_INVALID', state: 'UNKNOWN' });
    }
    // Longer than any link: refused by the input bounds before any work.
    expect(errorOf((await server.graphql(STOP, { token: 'x'.repeat(2000) })).body)).toMatchObject({ code: 'VALIDATION' });
  });

  it('renewing revokes the old link; only the owner or staff may renew', async () => {
    const old = tokenOf((await linkAs(server.cookieFor('client', alpine.id)))!);
    const refused = await server.graphql(RENEW, { input: { reservationId: globalId } }, { cookie: server.cookieFor('client', novak.id) });
    expect(errorOf(refused.body)).toMatchObject({ code: 'NOT_FOUND' });
    const { body } = await server.graphql<{ renewDriverLink: { driverLink: string } }>(RENEW, { input: { reservationId: globalId } }, { cookie: server.cookieFor('client', alpine.id) });
    expect(body.errors).toBeUndefined();
    const fresh = tokenOf(body.data!.renewDriverLink.driverLink);
    expect(errorOf((await server.graphql(STOP, { token: old })).body)).toMatchObject({ code: 'DRIVER_LINK_INVALID', state: 'REVOKED' });
    expect((await server.graphql(STOP, { token: fresh })).body.errors).toBeUndefined();
    expect(await prisma().auditLog.count({ where: { action: 'reservation.driver_link_renewed', subjectId: reservationId, actorKind: 'CLIENT' } })).toBe(1);
  });

  it('is rate-limited per link', async () => {
    const token = tokenOf((await linkAs(server.cookieFor('staff', managerId)))!);
    await prisma().rateLimit.update({ where: { key: `driver:link:${reservationId}` }, data: { count: RATE_RULES.driverLinkPerLink.limit } });
    expect(errorOf((await server.graphql(STOP, { token })).body)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await prisma().rateLimit.delete({ where: { key: `driver:link:${reservationId}` } });
    expect((await server.graphql(STOP, { token })).body.errors).toBeUndefined();
  });

  it('is rate-limited per address', async () => {
    const token = tokenOf((await linkAs(server.cookieFor('staff', managerId)))!);
    const row = await prisma().rateLimit.findFirstOrThrow({ where: { key: { startsWith: 'driver:ip:' } } });
    await prisma().rateLimit.update({ where: { key: row.key }, data: { count: RATE_RULES.driverLinkPerIp.limit } });
    expect(errorOf((await server.graphql(STOP, { token })).body)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await prisma().rateLimit.deleteMany({ where: { key: { startsWith: 'driver:' } } });
  });

  it('closes with the reservation and expires after the day after arrival', async () => {
    const token = tokenOf((await linkAs(server.cookieFor('staff', managerId)))!);
    clock = new Date('2026-11-29T22:59:00Z'); // Sunday 23:59 in Ljubljana: still valid
    expect((await server.graphql(STOP, { token })).body.errors).toBeUndefined();
    clock = new Date('2026-11-29T23:00:00Z');
    expect(errorOf((await server.graphql(STOP, { token })).body)).toMatchObject({ code: 'DRIVER_LINK_INVALID', state: 'EXPIRED' });
    expect(driverLinkOf(server.services, await prisma().reservation.findUniqueOrThrow({ where: { id: reservationId } }))).toBeNull();
    clock = new Date('2026-11-28T11:00:00Z');
    await prisma().reservation.update({ where: { id: reservationId }, data: { status: 'DELETED' } });
    expect(errorOf((await server.graphql(STOP, { token })).body)).toMatchObject({ code: 'DRIVER_LINK_INVALID', state: 'CLOSED' });
  });
});
