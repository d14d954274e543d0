// Check-in and no-shows through the real API, and the outcomes every close records: staff at the
// door mark a group arrived with its headcount (FINISHED, ARRIVED) or not arrived after its time
// (DELETED, NO_SHOW, mailed in the client's language); wrong days, stale versions and clients are
// refused without changing anything; each client's record comes in one query for a page of cards;
// the statistics give the arrival and no-show rates. Runs on PGlite and on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR } from '../migrate/migrator.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { dateToDb, localToInstant } from '../domain/local-time.ts';
import { isLateCancellation, LATE_CANCELLATION_HOURS } from '../domain/outcomes.ts';
import { reservationCounts } from './reservations/counts.ts';
import type { ReservationOutcome, ReservationStatus } from '../generated/prisma/enums.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let mojcaId: string;
let alpine: { id: string; email: string };
let sava: { id: string; email: string };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const local = (date: string, time: string) => {
  const resolved = localToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
};

let orderSeq = 0;
async function seed(org: { id: string }, options: { date?: string; time?: string; status?: ReservationStatus; guests?: number; outcome?: ReservationOutcome; closedAt?: Date } = {}) {
  const date = options.date ?? '2026-07-18';
  orderSeq += 1;
  return prisma().reservation.create({
    data: {
      orderNumber: `CHK-${String(orderSeq).padStart(3, '0')}`,
      clientId: org.id,
      type: 'LONG_STOP',
      guests: options.guests ?? 40,
      seatReservation: true,
      arrivalAt: local(date, options.time ?? '12:30'),
      arrivalDay: dateToDb(date),
      durationMinutes: 90,
      status: options.status ?? 'SCHEDULED',
      outcome: options.outcome ?? null,
      closedAt: options.closedAt ?? null,
      createdAt: clock,
    },
  });
}

async function org(key: string, language: 'en' | 'sl') {
  return createOrganisation(prisma(), {
    data: {
      name: `Coaches ${key}`,
      email: `${key}@coaches.example`,
      username: `coaches-${key}`,
      passwordHash: 'not-used',
      language,
      status: 'APPROVED',
      emailVerifiedAt: clock,
      approvedAt: clock,
      termsAcceptedAt: clock,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  mojcaId = (await prisma().staff.create({ data: { name: 'mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'sl' } })).id;
  alpine = await org('alpine', 'sl');
  sava = await org('sava', 'en');
});
afterAll(async () => {
  await server?.close();
});

const staff = (id = mojcaId) => server.cookieFor('staff', id);
const FIELDS = 'id status version outcome actualGuests checkedInAt closedAt checkedInBy { name } canCheckIn canMarkNoShow history { kind fromStatus toStatus outcome actualGuests note staff { name } }';
const CHECK_IN = `mutation ($input: CheckInReservationInput!) { checkInReservation(input: $input) { reservation { ${FIELDS} } } }`;
const NO_SHOW = `mutation ($input: MarkReservationNoShowInput!) { markReservationNoShow(input: $input) { reservation { ${FIELDS} } } }`;
const CHANGE = `mutation ($input: ChangeReservationStatusInput!) { changeReservationStatus(input: $input) { reservation { ${FIELDS} } } }`;
const READ = `query ($id: ID!) { node(id: $id) { ... on Reservation { ${FIELDS.replace('checkedInBy { name } ', '').replace(' staff { name }', '')} } } }`;

type Row = { id: string; status: string; version: number; outcome: string | null; actualGuests: number | null; history: Array<Record<string, unknown>>; [key: string]: unknown };

async function call(query: string, name: string, input: Record<string, unknown>, cookie = staff()) {
  const { body } = await server.graphql<Record<string, { reservation: Row }>>(query, { input }, { cookie });
  return { row: body.data?.[name]?.reservation ?? null, error: body.errors?.[0] ?? null };
}
const checkIn = (r: { id: string; version: number }, actualGuests: number, cookie?: string) =>
  call(CHECK_IN, 'checkInReservation', { reservationId: gid('Reservation', r.id), expectedVersion: r.version, actualGuests }, cookie);
const noShow = (r: { id: string; version: number }, note?: string, cookie?: string) =>
  call(NO_SHOW, 'markReservationNoShow', { reservationId: gid('Reservation', r.id), expectedVersion: r.version, ...(note ? { note } : {}) }, cookie);

async function unchanged(r: { id: string; version: number; status: string }) {
  const now = await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } });
  expect(now).toMatchObject({ status: r.status, version: r.version, outcome: null, actualGuests: null, checkedInAt: null });
  expect(await prisma().reservationEvent.count({ where: { reservationId: r.id } })).toBe(0);
}

describe('check-in at the door', () => {
  it('marks a group arrived with the headcount counted: FINISHED, ARRIVED, history, audit, live event, no mail', async () => {
    const r = await seed(alpine);
    clock = local('2026-07-18', '12:40');
    const before = await server.graphql<{ node: Row }>(READ, { id: gid('Reservation', r.id) }, { cookie: staff() });
    expect(before.body.data?.node).toMatchObject({ canCheckIn: true, canMarkNoShow: true });
    const events = server.services.pubsub.subscribe('reservation')[Symbol.asyncIterator]();
    const next = events.next();
    const { row, error } = await checkIn(r, 36);
    expect(error).toBeNull();
    expect(row).toMatchObject({
      status: 'FINISHED',
      outcome: 'ARRIVED',
      actualGuests: 36,
      version: r.version + 1,
      checkedInAt: clock.toISOString(),
      closedAt: clock.toISOString(),
      checkedInBy: { name: 'mojca' },
      canCheckIn: false,
      canMarkNoShow: false,
    });
    expect(row!.history.at(-1)).toEqual({ kind: 'STATUS_CHANGED', fromStatus: 'SCHEDULED', toStatus: 'FINISHED', outcome: 'ARRIVED', actualGuests: 36, note: null, staff: { name: 'mojca' } });
    expect((await next).value).toMatchObject({ kind: 'STATUS_CHANGED', reservationId: r.id, status: 'FINISHED', actor: { kind: 'STAFF', staffId: mojcaId } });
    await events.return?.();
    expect(await prisma().mailOutbox.count({ where: { toAddress: alpine.email } })).toBe(0);
    const audit = await prisma().auditLog.findFirstOrThrow({ where: { action: 'reservation.status_changed', subjectId: r.id } });
    expect(audit.detail).toMatchObject({ to: 'FINISHED', outcome: 'ARRIVED', actualGuests: 36 });
  });

  it('takes the next morning for a late entry, but not the afternoon', async () => {
    const late = await seed(sava, { date: '2026-07-19', time: '18:00' });
    clock = local('2026-07-20', '09:15');
    expect((await checkIn(late, 41)).row).toMatchObject({ status: 'FINISHED', actualGuests: 41 });
    const later = await seed(sava, { date: '2026-07-19', time: '18:00' });
    clock = local('2026-07-20', '12:00');
    expect((await checkIn(later, 41)).error?.extensions).toMatchObject({ code: 'CHECK_IN_NOT_TODAY' });
  });

  it('refuses the wrong day and changes nothing', async () => {
    const r = await seed(alpine, { date: '2026-07-25' });
    clock = local('2026-07-24', '12:30');
    const { error } = await checkIn(r, 40);
    expect(error?.extensions).toMatchObject({ code: 'CHECK_IN_NOT_TODAY' });
    // In the asker's language (mojca works in Slovenian).
    expect(error?.message).toContain('dan prihoda');
    expect((await noShow(r)).error?.extensions).toMatchObject({ code: 'CHECK_IN_NOT_TODAY' });
    await unchanged(r);
  });

  it('refuses a stale version, a headcount out of range and an unconfirmed group', async () => {
    const r = await seed(alpine, { date: '2026-07-26' });
    clock = local('2026-07-26', '12:00');
    expect((await checkIn({ id: r.id, version: r.version + 1 }, 40)).error?.extensions).toMatchObject({ code: 'RESERVATION_CHANGED', currentVersion: r.version });
    expect((await checkIn(r, 0)).error?.extensions).toMatchObject({ code: 'VALIDATION', fields: { actualGuests: 'OUT_OF_RANGE' } });
    expect((await checkIn(r, 101)).error?.extensions).toMatchObject({ code: 'VALIDATION', fields: { actualGuests: 'OUT_OF_RANGE' } });
    await unchanged(r);
    const waiting = await seed(alpine, { date: '2026-07-26', status: 'WAITING' });
    expect((await checkIn(waiting, 40)).error?.extensions).toMatchObject({ code: 'INVALID_TRANSITION', from: 'WAITING', to: 'FINISHED' });
    await unchanged(waiting);
  });

  it('lets no client check in, not even its own group', async () => {
    const r = await seed(sava, { date: '2026-07-27' });
    clock = local('2026-07-27', '13:00');
    const cookie = server.cookieFor('client', sava.id);
    expect((await checkIn(r, 40, cookie)).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await noShow(r, undefined, cookie)).error?.extensions?.code).toBe('FORBIDDEN');
    await unchanged(r);
    // The client reads its own outcome, never who checked it in or the door's buttons.
    const { body } = await server.graphql<{ node: Row }>(READ, { id: gid('Reservation', r.id) }, { cookie });
    expect(body.data?.node).toMatchObject({ outcome: null, canCheckIn: false, canMarkNoShow: false });
  });
});

describe('no-shows', () => {
  it('refuses a no-show before the arrival time and changes nothing', async () => {
    const r = await seed(sava, { date: '2026-07-28', time: '12:30' });
    clock = local('2026-07-28', '12:29');
    const { error } = await noShow(r);
    expect(error?.extensions).toMatchObject({ code: 'NO_SHOW_TOO_EARLY' });
    await unchanged(r);
  });

  it('marks an open group not arrived after its time: DELETED, NO_SHOW, mailed in the client’s language', async () => {
    const r = await seed(alpine, { date: '2026-07-29', time: '12:30', status: 'WAITING' });
    clock = local('2026-07-29', '13:45');
    const { row, error } = await noShow(r, 'Čakali smo do 13.30.');
    expect(error).toBeNull();
    expect(row).toMatchObject({ status: 'DELETED', outcome: 'NO_SHOW', actualGuests: null, checkedInAt: clock.toISOString(), checkedInBy: { name: 'mojca' } });
    expect(row!.history.at(-1)).toMatchObject({ fromStatus: 'WAITING', toStatus: 'DELETED', outcome: 'NO_SHOW', note: 'Čakali smo do 13.30.' });
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: alpine.email, template: 'reservation.no_show' } });
    expect(mail.language).toBe('sl');
    expect(mail.subject).toContain('nismo dočakali');
    // Closed is final: neither button again.
    expect((await checkIn({ id: r.id, version: row!.version }, 40)).error?.extensions?.code).toBe('RESERVATION_CLOSED');
  });
});

describe('outcomes of staff status changes', () => {
  it('records declined, cancelled by staff, and cancelled at the client’s request', async () => {
    clock = new Date('2026-07-02T08:00:00Z');
    const change = (r: { id: string; version: number }, status: string, extra: Record<string, unknown> = {}) =>
      call(CHANGE, 'changeReservationStatus', { reservationId: gid('Reservation', r.id), status, expectedVersion: r.version, ...extra });
    const created = await seed(sava, { date: '2026-08-10', status: 'CREATED' });
    expect((await change(created, 'DELETED', { note: 'Full' })).row).toMatchObject({ outcome: 'DECLINED', closedAt: clock.toISOString() });
    const scheduled = await seed(sava, { date: '2026-08-10' });
    expect((await change(scheduled, 'DELETED', { note: 'Road closed' })).row).toMatchObject({ outcome: 'CANCELLED_BY_STAFF' });
    const asked = await seed(sava, { date: '2026-08-10', status: 'CREATED' });
    const { row } = await change(asked, 'DELETED', { note: 'The client called', requestedByClient: true });
    expect(row).toMatchObject({ outcome: 'CANCELLED_BY_CLIENT' });
    expect(row!.history.at(-1)).toMatchObject({ outcome: 'CANCELLED_BY_CLIENT' });
    const waiting = await seed(sava, { date: '2026-08-10', status: 'WAITING' });
    expect((await change(waiting, 'SCHEDULED')).row).toMatchObject({ outcome: null, closedAt: null });
  });
});

describe('the record and the rates', () => {
  it('counts every client’s record in one query, late cancellations as the domain says', async () => {
    const a = await org('record-a', 'en');
    const b = await org('record-b', 'sl');
    const arrival = local('2026-09-10', '12:00');
    const hoursBefore = (h: number) => new Date(arrival.getTime() - h * 3_600_000);
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'FINISHED', outcome: 'ARRIVED', closedAt: arrival });
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'FINISHED', outcome: 'ARRIVED', closedAt: arrival });
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'DELETED', outcome: 'NO_SHOW', closedAt: arrival });
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'DELETED', outcome: 'CANCELLED_BY_CLIENT', closedAt: hoursBefore(LATE_CANCELLATION_HOURS - 1) });
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'DELETED', outcome: 'CANCELLED_BY_CLIENT', closedAt: hoursBefore(LATE_CANCELLATION_HOURS) });
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'DELETED', outcome: 'CANCELLED_BY_STAFF', closedAt: hoursBefore(1) });
    await seed(a, { date: '2026-09-10', time: '12:00', status: 'SCHEDULED' });
    await seed(b, { date: '2026-09-10', time: '12:00', status: 'DELETED', outcome: 'NO_SHOW', closedAt: arrival });
    // The SQL agrees with the domain's rule on the rows.
    const rows = await prisma().reservation.findMany({ where: { clientId: a.id } });
    expect(rows.filter(isLateCancellation)).toHaveLength(1);

    const spy = vi.spyOn(prisma(), '$queryRawUnsafe');
    try {
      const query = `query { clients(first: 50) { edges { node { id reservationCounts { active finished bookings arrivals noShows lateCancellations } } } } }`;
      const { body } = await server.graphql<{ clients: { edges: Array<{ node: { id: string; reservationCounts: Record<string, number> } }> } }>(query, {}, { cookie: staff() });
      expect(body.errors).toBeUndefined();
      const byId = new Map(body.data!.clients.edges.map((e) => [e.node.id, e.node.reservationCounts]));
      expect(byId.get(gid('Client', a.id))).toEqual({ active: 1, finished: 2, bookings: 7, arrivals: 2, noShows: 1, lateCancellations: 1 });
      expect(byId.get(gid('Client', b.id))).toEqual({ active: 0, finished: 0, bookings: 1, arrivals: 0, noShows: 1, lateCancellations: 0 });
      expect(body.data!.clients.edges.length).toBeGreaterThan(2);
      expect(spy.mock.calls.filter(([sql]) => String(sql).includes('FROM reservations WHERE organisation_id IN'))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    expect((await reservationCounts(prisma(), [])).size).toBe(0);
  });

  it('gives the statistics’ arrival and no-show rates over the period’s closed reservations', async () => {
    const query = `query ($from: String!, $to: String!) { statistics(from: $from, to: $to) { closed { outcomes { outcome count } closed expected arrivalRate noShowRate } } }`;
    const { body } = await server.graphql<{ statistics: { closed: { outcomes: Array<{ outcome: string; count: number }>; closed: number; expected: number; arrivalRate: number; noShowRate: number } } }>(
      query,
      { from: '2026-09-01', to: '2026-09-30' },
      { cookie: staff(managerId) },
    );
    expect(body.errors).toBeUndefined();
    // September: 2 arrived, 2 no-shows, 2 cancelled by the client, 1 by staff (one still open is not closed).
    expect(body.data!.statistics.closed).toEqual({
      outcomes: [
        { outcome: 'ARRIVED', count: 2 },
        { outcome: 'NO_SHOW', count: 2 },
        { outcome: 'CANCELLED_BY_CLIENT', count: 2 },
        { outcome: 'CANCELLED_BY_STAFF', count: 1 },
        { outcome: 'DECLINED', count: 0 },
      ],
      closed: 7,
      expected: 4,
      arrivalRate: 2 / 7,
      noShowRate: 0.5,
    });
  });
});

// Last in the file: the backfill's statements run as written, over every closed row of the database.
describe('the migration’s backfill', () => {
  it('gives closed rows written before outcomes existed the documented outcome and closing time', async () => {
    const owner = await org('backfill', 'en');
    const at = new Date('2026-05-01T10:00:00Z');
    const row = async (status: ReservationStatus, event: { from: ReservationStatus; actor: 'STAFF' | 'CLIENT' } | null) => {
      const r = await seed(owner, { date: '2026-05-10', status });
      if (event) {
        await prisma().reservationEvent.create({ data: { reservationId: r.id, kind: 'STATUS_CHANGED', fromStatus: event.from, toStatus: status, actorKind: event.actor, createdAt: at } });
      }
      return r.id;
    };
    const finished = await row('FINISHED', { from: 'SCHEDULED', actor: 'STAFF' });
    const declined = await row('DELETED', { from: 'CREATED', actor: 'STAFF' });
    const cancelled = await row('DELETED', { from: 'SCHEDULED', actor: 'STAFF' });
    const closedAccount = await row('DELETED', { from: 'WAITING', actor: 'CLIENT' });
    const noEvent = await row('DELETED', null);
    const open = await row('SCHEDULED', null);
    const sql = fs.readFileSync(path.join(DEFAULT_MIGRATIONS_DIR, '20261124172000_reservation_outcomes', 'migration.sql'), 'utf8');
    const backfill = sql.slice(sql.indexOf('WITH last_close'), sql.indexOf('-- A counted headcount'));
    for (const statement of backfill.split(/;\s*\n/).map((part) => part.trim()).filter(Boolean)) await prisma().$executeRawUnsafe(statement);
    const outcome = async (id: string) => prisma().reservation.findUniqueOrThrow({ where: { id }, select: { outcome: true, closedAt: true, updatedAt: true } });
    expect(await outcome(finished)).toMatchObject({ outcome: 'ARRIVED', closedAt: at });
    expect(await outcome(declined)).toMatchObject({ outcome: 'DECLINED', closedAt: at });
    expect(await outcome(cancelled)).toMatchObject({ outcome: 'CANCELLED_BY_STAFF', closedAt: at });
    expect(await outcome(closedAccount)).toMatchObject({ outcome: 'CANCELLED_BY_CLIENT', closedAt: at });
    const orphan = await outcome(noEvent);
    expect(orphan).toMatchObject({ outcome: 'CANCELLED_BY_STAFF', closedAt: orphan.updatedAt });
    expect(await outcome(open)).toMatchObject({ outcome: null, closedAt: null });
    const events = await prisma().reservationEvent.findMany({ where: { reservationId: { in: [finished, declined, closedAccount] } }, orderBy: { reservationId: 'asc' } });
    expect(events.map((e) => e.outcome).sort()).toEqual(['ARRIVED', 'CANCELLED_BY_CLIENT', 'DECLINED']);
  });
});
