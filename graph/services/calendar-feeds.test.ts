// Private calendar feeds over real HTTP, each answer parsed with a real iCalendar library (ical.js):
// the organisation's feed and staff's, times in Europe/Ljubljana with its VTIMEZONE, one UID per
// reservation for its whole life with SEQUENCE following its version, cancelled ones as CANCELLED,
// replace / revoke / owner's state ending a feed, and unknown secrets rate limited per address.
// Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { parseCalendar } from '../testing/ical.ts';
import { updateReservation } from './reservations/edit-reservation.ts';
import { createReservation } from './reservations/place-reservation.ts';
import { changeReservationStatus } from './reservations/status-changes.ts';
import { calendarFeedOf, createCalendarFeed, revokeCalendarFeed, type FeedOwner } from './calendar-feeds.ts';
import { renderCalendar } from './calendar-ics.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import { createHash } from 'node:crypto';
import { createMailWorker } from '../mail/worker.ts';
import { parseMail, startSmtpPeer } from '../mail/testing.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let alpine: { id: string };
let sava: { id: string };

const prisma = () => server.services.prisma;
const meta = { ip: null, language: 'en' as const };
const asOrg = (org: { id: string }): FeedOwner => ({ kind: 'organisation', clientId: org.id });

async function client(key: string, language: 'en' | 'sl' = 'en') {
  return createOrganisation(prisma(), {
    data: { name: `${key} Coaches`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language, status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

async function book(org: { id: string }, arrivalDate: string, extra: Record<string, unknown> = {}) {
  return createReservation(
    server.services,
    org.id,
    { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate, arrivalTime: '12:00', responsibleFirstName: 'Janez', responsibleLastName: 'Kranjc', message: 'Two vegetarians; one "wheelchair", please', ...extra },
    meta,
  );
}

/** Fetches a feed URL (made for the configured PUBLIC_URL) from the test server. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const path = new URL(url).pathname;
  return fetch(`${server.url}${path}`, { headers });
}

const parse = parseCalendar;

async function feedEvents(url: string) {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  return parse(await response.text()).events;
}

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://stopover.example' }, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  alpine = await client('alpine', 'sl');
  sava = await client('sava');
});
afterAll(async () => {
  await server?.close();
});

describe('an organisation’s feed', () => {
  it('is shown once, recognisable, stored only as a hash, and valid iCalendar in Europe/Ljubljana', async () => {
    const reservation = await book(alpine, '2026-07-18');
    await prisma().staffNote.create({ data: { reservationId: reservation.id, authorId: managerId, body: 'INTERNAL: driver was rude last time' } });
    const { feed, url } = await createCalendarFeed(server.services, asOrg(alpine), meta);
    expect(url).toMatch(/^https:\/\/stopover\.example\/calendar\/stpcal_[A-Za-z0-9_-]{43}\.ics$/);
    const secret = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    expect(feed.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(await prisma().calendarFeed.findMany())).not.toContain(secret);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await response.text();
    const { calendar, events, timezones } = parse(text);
    expect(timezones).toEqual(['Europe/Ljubljana']);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ uid: `${reservation.id}@stopover.example`, sequence: 1, status: 'TENTATIVE', tzid: 'Europe/Ljubljana', url: 'https://stopover.example/user/orders/current' });
    // 12:00 local on a summer day is 10:00 UTC; the stay lasts the reservation's duration.
    expect(event!.start.toISOString()).toBe('2026-07-18T10:00:00.000Z');
    expect(event!.end.getTime() - event!.start.getTime()).toBe(reservation.durationMinutes * 60_000);
    expect(text).toContain('DTSTART;TZID=Europe/Ljubljana:20260718T120000');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    // In the organisation's language (Slovenian), with the client's own words, escaped.
    expect(event!.summary).toBe(`Dolg postanek · 40 gostov · alpine Coaches · ${reservation.orderNumber}`);
    expect(event!.description).toContain(`Številka rezervacije: ${reservation.orderNumber}`);
    expect(event!.description).toContain('Odgovorna oseba: Janez Kranjc');
    expect(event!.description).toContain('Two vegetarians; one "wheelchair", please');
    expect(text).not.toContain('INTERNAL');
    // The other organisation's reservations are not in it.
    await book(sava, '2026-07-19');
    expect((await feedEvents(url)).map((e) => e.uid)).toEqual([`${reservation.id}@stopover.example`]);
    expect((await calendarFeedOf(server.services, asOrg(alpine)))!.lastFetchedAt).toEqual(clock);
  });

  it('keeps the UID through edits, raises SEQUENCE, and shows a cancelled booking as CANCELLED', async () => {
    const org = await client('karst');
    const { url } = await createCalendarFeed(server.services, asOrg(org), meta);
    const r = await book(org, '2026-07-22', { message: null });
    const scheduled = await changeReservationStatus(server.services, managerId, r.id, 'SCHEDULED', { expectedVersion: r.version }, meta);
    let [event] = await feedEvents(url);
    expect(event).toMatchObject({ uid: `${r.id}@stopover.example`, status: 'CONFIRMED', sequence: scheduled.version });
    expect(event!.summary).toBe(`Long stop · 40 guests · karst Coaches · ${r.orderNumber}`);

    const edited = await updateReservation(server.services, managerId, r.id, { guests: 45, arrivalTime: '13:00' }, { expectedVersion: scheduled.version }, meta);
    [event] = await feedEvents(url);
    expect(event).toMatchObject({ uid: `${r.id}@stopover.example`, sequence: edited.version, status: 'CONFIRMED' });
    expect(edited.version).toBeGreaterThan(scheduled.version);
    expect(event!.summary).toContain('45 guests');
    expect(event!.start.toISOString()).toBe('2026-07-22T11:00:00.000Z');

    const cancelled = await changeReservationStatus(server.services, managerId, r.id, 'DELETED', { expectedVersion: edited.version, note: 'The coach broke down' }, meta);
    [event] = await feedEvents(url);
    expect(event).toMatchObject({ uid: `${r.id}@stopover.example`, sequence: cancelled.version, status: 'CANCELLED' });
  });

  it('ends when replaced, revoked, or when the organisation is blocked', async () => {
    const org = await client('bled');
    const first = await createCalendarFeed(server.services, asOrg(org), meta);
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await createCalendarFeed(server.services, asOrg(org), meta);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);

    await prisma().client.update({ where: { id: org.id }, data: { status: 'BLOCKED' } });
    expect((await fetchFeed(second.url)).status).toBe(404);
    await expect(createCalendarFeed(server.services, asOrg(org), meta)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await prisma().client.update({ where: { id: org.id }, data: { status: 'APPROVED' } });
    expect((await fetchFeed(second.url)).status).toBe(200);

    expect(await revokeCalendarFeed(server.services, asOrg(org), meta)).toBe(true);
    expect((await fetchFeed(second.url)).status).toBe(404);
    expect(await calendarFeedOf(server.services, asOrg(org))).toBeNull();
    expect(await revokeCalendarFeed(server.services, asOrg(org), meta)).toBe(false);
  });
});

describe('a member of staff’s feed', () => {
  it('shows every organisation’s scheduled reservations and the cancelled ones that had been scheduled', async () => {
    const org = await client('piran');
    const pending = await book(org, '2026-07-24');
    const toSchedule = await book(org, '2026-07-25');
    const declined = await book(org, '2026-07-26');
    const other = await book(sava, '2026-07-27', { type: 'SHORT_STOP', arrivalTime: '10:30' });
    const scheduled = await changeReservationStatus(server.services, managerId, toSchedule.id, 'SCHEDULED', { expectedVersion: toSchedule.version }, meta);
    await changeReservationStatus(server.services, managerId, declined.id, 'DELETED', { expectedVersion: declined.version, note: 'Full' }, meta);
    const otherScheduled = await changeReservationStatus(server.services, managerId, other.id, 'SCHEDULED', { expectedVersion: other.version }, meta);
    const cancelled = await changeReservationStatus(server.services, managerId, otherScheduled.id, 'DELETED', { expectedVersion: otherScheduled.version, note: 'Storm' }, meta);

    const { url } = await createCalendarFeed(server.services, { kind: 'staff', staffId: managerId }, meta);
    const events = await feedEvents(url);
    const byUid = new Map(events.map((e) => [e.uid.split('@')[0], e]));
    expect(byUid.has(pending.id)).toBe(false);
    expect(byUid.has(declined.id)).toBe(false);
    expect(byUid.get(scheduled.id)).toMatchObject({ status: 'CONFIRMED', url: `https://stopover.example/adminis/orders/all?open=${scheduled.orderNumber}` });
    expect(byUid.get(cancelled.id)).toMatchObject({ status: 'CANCELLED', sequence: cancelled.version });
  });

  it('ends when the member is disabled', async () => {
    const member = await prisma().staff.create({ data: { name: 'tina', email: 'tina@stopover.localhost', passwordHash: 'x' } });
    const { url } = await createCalendarFeed(server.services, { kind: 'staff', staffId: member.id }, meta);
    expect((await fetchFeed(url)).status).toBe(200);
    await prisma().staff.update({ where: { id: member.id }, data: { disabledAt: clock } });
    expect((await fetchFeed(url)).status).toBe(404);
    await expect(createCalendarFeed(server.services, { kind: 'staff', staffId: member.id }, meta)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('through GraphQL', () => {
  const MINE = '{ viewer { client { calendarFeed { createdAt lastFetchedAt } } } }';
  const CREATE = 'mutation ($replace: Boolean!) { createCalendarFeed(input: { replace: $replace }) { url calendarFeed { createdAt lastFetchedAt } } }';
  const REVOKE = 'mutation ($createdAt: DateTime!) { revokeCalendarFeed(input: { createdAt: $createdAt }) { revoked } }';
  type Mine = { viewer: { client: { calendarFeed: { createdAt: string; lastFetchedAt: string | null } | null } } };
  type Created = { createCalendarFeed: { url: string; calendarFeed: { createdAt: string } } };

  it('shows the account whether it has a feed, makes one once, replaces only when asked, and revokes the one it saw', async () => {
    const org = await client('kranj');
    const cookie = server.cookieFor('client', org.id);
    expect((await server.graphql<Mine>(MINE, {}, { cookie })).body.data).toEqual({ viewer: { client: { calendarFeed: null } } });
    const first = await server.graphql<Created>(CREATE, { replace: false }, { cookie });
    expect(first.body.errors).toBeUndefined();
    const url = first.body.data!.createCalendarFeed.url;
    expect(url).toMatch(/^https:\/\/stopover\.example\/calendar\/stpcal_/);
    // The URL is never shown again: the account sees only that it has one.
    const mine = await server.graphql<Mine>(MINE, {}, { cookie });
    expect(mine.body.data).toEqual({ viewer: { client: { calendarFeed: { createdAt: clock.toISOString(), lastFetchedAt: null } } } });
    // Nobody else sees it, not even the manager.
    const asManager = await server.graphql<{ node: { calendarFeed: unknown } }>('query ($id: ID!) { node(id: $id) { ... on Client { calendarFeed { createdAt } } } }', { id: Buffer.from(`Client:${org.id}`).toString('base64') }, { cookie: server.cookieFor('staff', managerId) });
    expect(asManager.body).toEqual({ data: { node: { calendarFeed: null } } });
    expect(JSON.stringify(mine.body)).not.toContain('stpcal_');

    const again = await server.graphql<Created>(CREATE, { replace: false }, { cookie });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CALENDAR_FEED_EXISTS');
    expect((await fetchFeed(url)).status).toBe(200);
    clock = new Date(clock.getTime() + 1000);
    const replaced = await server.graphql<Created>(CREATE, { replace: true }, { cookie });
    const newUrl = replaced.body.data!.createCalendarFeed.url;
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(newUrl)).status).toBe(200);

    // A revoke for the feed another tab saw earlier leaves the new one alone.
    const stale = await server.graphql<{ revokeCalendarFeed: { revoked: boolean } }>(REVOKE, { createdAt: first.body.data!.createCalendarFeed.calendarFeed.createdAt }, { cookie });
    expect(stale.body.data).toEqual({ revokeCalendarFeed: { revoked: false } });
    expect((await fetchFeed(newUrl)).status).toBe(200);
    const revoked = await server.graphql<{ revokeCalendarFeed: { revoked: boolean } }>(REVOKE, { createdAt: replaced.body.data!.createCalendarFeed.calendarFeed.createdAt }, { cookie });
    expect(revoked.body.data).toEqual({ revokeCalendarFeed: { revoked: true } });
    expect((await fetchFeed(newUrl)).status).toBe(404);
    // Audited as the organisation's own doing, without the secret.
    const entries = await prisma().auditLog.findMany({ where: { actorId: org.id, action: { startsWith: 'calendar_feed.' } }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ['calendar_feed.created', { replaced: false }],
      ['calendar_feed.created', { replaced: true }],
      ['calendar_feed.revoked', null],
    ]);
    expect(JSON.stringify(entries)).not.toContain('stpcal_');
  });

  it('gives a member of staff a feed of their own', async () => {
    const cookie = server.cookieFor('staff', managerId);
    const made = await server.graphql<Created>(CREATE, { replace: true }, { cookie });
    expect(made.body.errors).toBeUndefined();
    const feed = await prisma().calendarFeed.findFirstOrThrow({ where: { staffId: managerId } });
    expect(feed.clientId).toBeNull();
    const mine = await server.graphql<{ viewer: { staff: { calendarFeed: { createdAt: string } } } }>('{ viewer { staff { calendarFeed { createdAt } } } }', {}, { cookie });
    expect(mine.body.data!.viewer.staff.calendarFeed).toEqual({ createdAt: feed.createdAt.toISOString() });
    expect((await fetchFeed(made.body.data!.createCalendarFeed.url)).status).toBe(200);
  });
});

describe('the confirmation mail', () => {
  it('carries the reservation as stopover-<order>.ics over real SMTP, the same event as the feed', async () => {
    const org = await client('ptuj', 'sl');
    const { url } = await createCalendarFeed(server.services, asOrg(org), meta);
    const r = await book(org, '2026-07-28');
    await prisma().mailOutbox.updateMany({ data: { status: 'SENT' } });
    const scheduled = await changeReservationStatus(server.services, managerId, r.id, 'SCHEDULED', { expectedVersion: r.version, note: 'See you' }, meta);
    // Only the confirmation has a file; other mails stay as they were.
    const rows = await prisma().mailOutbox.findMany({ where: { status: 'PENDING' } });
    expect(rows.map((row) => [row.template, Array.isArray(row.attachments)])).toEqual([['reservation.scheduled', true]]);

    const peer = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://stopover.example', SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>' }, process.cwd());
      const worker = createMailWorker({ config, prisma: prisma(), log: createLogger('error', () => {}), now: () => clock });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      await worker.stop();
    } finally {
      await peer.stop();
    }
    const mail = parseMail(peer.received[0]!.raw);
    expect(mail.subject).toContain(r.orderNumber);
    expect(mail.text).toContain(r.orderNumber);
    expect(mail.attachments.map((a) => [a.filename, a.type])).toEqual([[`stopover-${r.orderNumber}.ics`, 'text/calendar']]);
    const attached = parse(mail.attachments[0]!.content);
    expect(attached.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(attached.timezones).toEqual(['Europe/Ljubljana']);
    const [event] = attached.events;
    const [fromFeed] = await feedEvents(url);
    expect(event).toEqual(fromFeed);
    expect(event).toMatchObject({ uid: `${r.id}@stopover.example`, sequence: scheduled.version, status: 'CONFIRMED' });
    expect(event!.start.toISOString()).toBe('2026-07-28T10:00:00.000Z');
  });
});

describe('the feed route', () => {
  it('answers unknown secrets 404, then 429 with Retry-After once an address has failed too often', async () => {
    const { url } = await createCalendarFeed(server.services, asOrg(sava), meta);
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    expect((await fetchFeed('https://x/calendar/nonsense.ics')).status).toBe(404);
    expect((await fetchFeed('https://x/calendar/')).status).toBe(404);
    const post = await fetch(`${server.url}${new URL(url).pathname}`, { method: 'POST' });
    expect(post.status).toBe(405);
    // Failures are counted per address in the shared rate-limit table.
    await prisma().rateLimit.deleteMany({ where: { key: { startsWith: 'calendar-feed-fail:' } } });
    for (let i = 0; i < RATE_RULES.calendarFeedFailuresPerIp.limit; i++) {
      expect((await fetchFeed(`https://x/calendar/stpcal_guess${i}.ics`, headers)).status).toBe(404);
    }
    const refused = await fetchFeed('https://x/calendar/stpcal_guessmore.ics', headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even a right secret waits: the address is refused before any look-up.
    expect((await fetchFeed(url, headers)).status).toBe(429);
    // The secret never reaches the request log.
    expect(server.logs.join('\n')).not.toContain('stpcal_');
    clock = new Date(clock.getTime() + RATE_RULES.calendarFeedFailuresPerIp.windowSeconds * 1000 + 1000);
    expect((await fetchFeed(url, headers)).status).toBe(200);
  });

  it('writes Ljubljana wall-clock times whatever the server process’s own zone', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const text = renderCalendar(
        [
          {
            id: '0190a4e2-0000-7000-8000-000000000001',
            orderNumber: 'K7M-Q4P',
            type: 'SHORT_STOP',
            guests: 1,
            // 02:30 in Ljubljana on the night New York's clocks jump (not a time there).
            arrivalAt: new Date('2026-03-08T01:30:00Z'),
            durationMinutes: 30,
            status: 'SCHEDULED',
            version: 3,
            createdAt: clock,
            updatedAt: clock,
            responsibleFirstName: null,
            responsibleLastName: null,
            message: null,
            client: { name: 'Alpine; Coaches, "A"\nB' },
          },
        ],
        { publicUrl: 'https://stopover.example', language: 'en', audience: 'client', name: 'x', location: 'Cesta 1, 1000 Ljubljana' },
      );
      expect(text).toContain('DTSTART;TZID=Europe/Ljubljana:20260308T023000');
      expect(text).toContain('DTEND;TZID=Europe/Ljubljana:20260308T030000');
      const [event] = parse(text).events;
      expect(event!.start.toISOString()).toBe('2026-03-08T01:30:00.000Z');
      expect(event!.summary).toBe('Short stop · 1 guest · Alpine; Coaches, "A"\nB · K7M-Q4P');
      expect(event!.location).toBe('Cesta 1, 1000 Ljubljana');
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
});
