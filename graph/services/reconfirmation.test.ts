// Headcount reconfirmation end to end below the browser: the scheduler asks each due reservation
// once even when several instances run it at once, the mail crosses real SMTP in the client's
// language, its link confirms once (then says why it cannot), a new headcount is the same edit
// staff make (capacity and limits under the day lock, history, mail, live), and the morning digest
// goes out once per day. Runs on PGlite and on PostgreSQL (TEST_DB=postgres), where the concurrent
// runs are truly concurrent transactions.
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { testDbKind } from '../testing/db.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { createMailWorker } from '../mail/worker.ts';
import { parseMail, startSmtpPeer } from '../mail/testing.ts';
import { hashSecret } from '../auth/secrets.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { updateReservation } from './reservations/edit-reservation.ts';
import { createReservation } from './reservations/place-reservation.ts';
import { changeHeadcount, confirmHeadcount, sendDueDigest, sendDueReconfirmations, reconfirmationLink } from './reconfirmation.ts';
import { runReconfirmationRound } from '../jobs/reconfirmation.ts';
import type { ReservationChangedEvent } from '../pubsub.ts';
import type { Reservation } from '../generated/prisma/client.ts';
import { createOrganisation } from '../testing/organisations.ts';

const postgres = testDbKind() === 'postgres';
let clock = new Date('2026-11-20T08:00:00Z');
let server: TestServer;
let managerId: string;
const prisma = () => server.services.prisma;
const meta = { ip: '198.51.100.1', language: 'en' as const };
let spy: MockInstance;
/** The live events published since the spy was last cleared. */
const published = () => spy.mock.calls.filter((call) => call[0] === 'reservation').map((call) => call[1] as ReservationChangedEvent);
const orgs: Record<'alpine' | 'novak', { id: string; email: string }> = {} as never;
/** Saturday 28 November 2026, 12:30 in Ljubljana (CET). */
const SATURDAY = '2026-11-28';

async function client(key: 'alpine' | 'novak', language: 'en' | 'sl') {
  orgs[key] = await createOrganisation(prisma(), {
    data: {
      name: key === 'alpine' ? 'Alpine Coaches' : 'Avtobusi Novak',
      email: `${key}@coaches.example`,
      username: key,
      passwordHash: 'x',
      status: 'APPROVED',
      language,
      emailVerifiedAt: clock,
      approvedAt: clock,
      termsAcceptedAt: clock,
    },
  });
}

function book(key: 'alpine' | 'novak', guests: number, arrivalDate = SATURDAY, arrivalTime = '12:30', type: 'LONG_STOP' | 'SHORT_STOP' = 'LONG_STOP') {
  return createReservation(server.services, orgs[key].id, { type, guests, seatReservation: true, arrivalDate, arrivalTime }, meta);
}

const reconfirmMails = () => prisma().mailOutbox.findMany({ where: { template: 'reservation.reconfirm' }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string) => /\/reconfirm\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

const LINK = 'query ($token: String!) { reconfirmationLink(token: $token) { state askedGuests minGuests maxGuests reservation { orderNumber type guests arrivalDate arrivalTime reconfirmedAt } } }';
const CONFIRM = 'mutation ($input: ConfirmHeadcountInput!) { confirmHeadcount(input: $input) { link { state reservation { guests reconfirmedAt } } } }';
const CHANGE = 'mutation ($input: ChangeHeadcountInput!) { changeHeadcount(input: $input) { link { state reservation { guests reconfirmedAt } } } }';
interface LinkAnswer {
  state: string;
  askedGuests: number | null;
  reservation: { orderNumber: string; guests: number; arrivalDate: string; arrivalTime: string; reconfirmedAt: string | null } | null;
}

beforeAll(async () => {
  server = await startTestServer({ STAFF_NOTICE_EMAIL: 'team@stopover.example', PUBLIC_URL: 'https://stopover.example' }, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  spy = vi.spyOn(server.services.pubsub, 'publish');
  await client('alpine', 'en');
  await client('novak', 'sl');
});
afterAll(async () => {
  await server?.close();
});

let r1: Reservation; // Alpine, 40, Saturday 12:30 (en)
let r2: Reservation; // Novak, 30, Saturday 12:30 (sl)
let r3: Reservation; // Alpine, 20, Sunday 10:00: not yet due
let tokens: { alpine: string; novak: string };

describe('the scheduler', () => {
  it('asks each due reservation exactly once, however many instances run at once', async () => {
    r1 = await book('alpine', 40);
    r2 = await book('novak', 30);
    r3 = await book('alpine', 20, '2026-11-29', '10:00');
    // Nothing is due a week ahead.
    expect(await sendDueReconfirmations(server.services)).toBe(0);

    // Friday 13:00 in Ljubljana: Saturday 12:30 is within 24 hours, Sunday 10:00 is not.
    clock = new Date('2026-11-27T12:00:00Z');
    const runs = await Promise.all([1, 2, 3, 4].map(() => runReconfirmationRound(server.services)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    const mails = await reconfirmMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['alpine@coaches.example', 'novak@coaches.example']);
    expect(mails.find((m) => m.toAddress.startsWith('novak'))!.language).toBe('sl');
    for (const r of [r1, r2]) expect((await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } })).reconfirmationRequestedAt).toEqual(clock);
    expect((await prisma().reservation.findUniqueOrThrow({ where: { id: r3.id } })).reconfirmationRequestedAt).toBeNull();
    // Asking is no change staff would have to reload for.
    expect((await prisma().reservation.findUniqueOrThrow({ where: { id: r1.id } })).version).toBe(r1.version);

    // Later rounds ask nobody again.
    clock = new Date('2026-11-27T14:00:00Z');
    await Promise.all([runReconfirmationRound(server.services), runReconfirmationRound(server.services)]);
    expect(await reconfirmMails()).toHaveLength(2);
  });

  it('stores only the links’ hashes, bound to the reservation and its headcount, expiring at arrival', async () => {
    const mails = await reconfirmMails();
    tokens = {
      alpine: tokenIn(mails.find((m) => m.toAddress.startsWith('alpine'))!.textBody),
      novak: tokenIn(mails.find((m) => m.toAddress.startsWith('novak'))!.textBody),
    };
    const row = await prisma().oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashSecret(tokens.alpine) } });
    expect(row).toMatchObject({ purpose: 'RESERVATION_RECONFIRMATION', reservationId: r1.id, reservationGuests: 40, expiresAt: r1.arrivalAt, usedAt: null });
    expect(await prisma().oneTimeToken.count({ where: { tokenHash: tokens.alpine } })).toBe(0);
  });

  it('does not ask a reservation booked inside the window, nor one closer than two hours', async () => {
    const late = await book('novak', 12, SATURDAY, '18:00', 'SHORT_STOP');
    expect(await sendDueReconfirmations(server.services)).toBe(0);
    expect((await prisma().reservation.findUniqueOrThrow({ where: { id: late.id } })).reconfirmationRequestedAt).toBeNull();
    await prisma().reservation.delete({ where: { id: late.id } });
  });

  it('sends nothing when the manager switches it off', async () => {
    const switched = await server.graphql<{ updateReconfirmationSettings: { reconfirmationSettings: { reconfirmHoursBefore: number } } }>(
      'mutation ($input: UpdateReconfirmationSettingsInput!) { updateReconfirmationSettings(input: $input) { reconfirmationSettings { reconfirmHoursBefore staffDigestEnabled staffDigestHour } } }',
      { input: { reconfirmHoursBefore: 0, staffDigestEnabled: true, staffDigestHour: 7 } },
      { cookie: server.cookieFor('staff', managerId, { issuedAt: clock.getTime() }) },
    );
    expect(switched.body.errors).toBeUndefined();
    expect(switched.body.data?.updateReconfirmationSettings.reconfirmationSettings.reconfirmHoursBefore).toBe(0);
    clock = new Date('2026-11-28T08:00:00Z'); // Sunday's arrival is within 24 hours now, but the switch is off
    expect(await sendDueReconfirmations(server.services)).toBe(0);
    const refused = await server.graphql(
      'mutation ($input: UpdateReconfirmationSettingsInput!) { updateReconfirmationSettings(input: $input) { reconfirmationSettings { reconfirmHoursBefore } } }',
      { input: { reconfirmHoursBefore: 169, staffDigestEnabled: true, staffDigestHour: 24 } },
      { cookie: server.cookieFor('staff', managerId, { issuedAt: clock.getTime() }) },
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { reconfirmHoursBefore: 'OUT_OF_RANGE', staffDigestHour: 'OUT_OF_RANGE' } });
    await prisma().settings.update({ where: { id: 1 }, data: { reconfirmHoursBefore: 24 } });
    clock = new Date('2026-11-27T14:00:00Z');
  });
});

describe('the mail', () => {
  it('crosses real SMTP in each client’s language', async () => {
    const peer = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://stopover.example', SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>' }, process.cwd());
      const worker = createMailWorker({ config, prisma: prisma(), log: createLogger('error', () => {}), now: () => clock });
      await prisma().mailOutbox.updateMany({ where: { template: { not: 'reservation.reconfirm' } }, data: { status: 'SENT' } });
      expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
      await worker.stop();
    } finally {
      await peer.stop();
    }
    const received = peer.received.map((m) => ({ to: m.rcptTo[0], mail: parseMail(m.raw) }));
    const en = received.find((m) => m.to === 'alpine@coaches.example')!.mail;
    const sl = received.find((m) => m.to === 'novak@coaches.example')!.mail;
    expect(en.subject).toBe(`Reservation ${r1.orderNumber}: still 40 guests at 12:30 on Saturday 28 November?`);
    expect(sl.subject).toBe(`Rezervacija ${r2.orderNumber}: še vedno 30 gostov ob 12:30 v soboto, 28. novembra?`);
    expect(en.text).toContain(`https://stopover.example/reconfirm/${tokens.alpine}`);
    expect(en.text).toContain(`https://stopover.example/reconfirm/${tokens.alpine}?change=1`);
    expect(sl.text).toContain(r2.orderNumber);
  });
});

describe('the link', () => {
  it('shows the reservation without signing in and without using the link', async () => {
    for (let i = 0; i < 2; i++) {
      const { body } = await server.graphql<{ reconfirmationLink: LinkAnswer }>(LINK, { token: tokens.alpine });
      expect(body.data?.reconfirmationLink).toMatchObject({
        state: 'VALID',
        askedGuests: 40,
        reservation: { orderNumber: r1.orderNumber, guests: 40, arrivalDate: SATURDAY, arrivalTime: '12:30', reconfirmedAt: null },
      });
    }
    const unknown = await server.graphql<{ reconfirmationLink: LinkAnswer }>(LINK, { token: 'nonsense' });
    expect(unknown.body.data?.reconfirmationLink).toMatchObject({ state: 'UNKNOWN', reservation: null });
  });

  it('confirms once: history, reconfirmed_at, a new version and a live event; then says it was used', async () => {
    spy.mockClear();
    const first = await server.graphql<{ confirmHeadcount: { link: { state: string; reservation: { guests: number; reconfirmedAt: string } } } }>(CONFIRM, { input: { token: tokens.alpine } });
    expect(first.body.data?.confirmHeadcount.link).toEqual({ state: 'USED', reservation: { guests: 40, reconfirmedAt: clock.toISOString() } });
    const saved = await prisma().reservation.findUniqueOrThrow({ where: { id: r1.id }, include: { events: { orderBy: { createdAt: 'asc' } } } });
    expect(saved.reconfirmedAt).toEqual(clock);
    expect(saved.version).toBe(r1.version + 1);
    expect(saved.events.at(-1)).toMatchObject({ kind: 'RECONFIRMED', actorKind: 'CLIENT', actorStaffId: null });
    expect(published()).toEqual([expect.objectContaining({ kind: 'RECONFIRMED', reservationId: r1.id, version: saved.version, actor: { kind: 'CLIENT' } })]);

    const again = await server.graphql(CONFIRM, { input: { token: tokens.alpine } });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'RECONFIRMATION_LINK_INVALID', state: 'USED' });
    expect(again.body.errors?.[0]?.message).toMatch(/can no longer be used/);
    const change = await server.graphql(CHANGE, { input: { token: tokens.alpine, guests: 30 } });
    expect(change.body.errors?.[0]?.extensions).toMatchObject({ code: 'RECONFIRMATION_LINK_INVALID', state: 'USED' });
    expect((await prisma().reservation.findUniqueOrThrow({ where: { id: r1.id } })).guests).toBe(40);
  });

  it('refuses a headcount over the free seats and changes nothing; the link still works', async () => {
    // 40 + 30 seats are held at 12:30; with 80 seats, 30 → 45 does not fit.
    await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 80 } });
    const outbox = await prisma().mailOutbox.count();
    const events = await prisma().reservationEvent.count({ where: { reservationId: r2.id } });
    const over = await server.graphql(CHANGE, { input: { token: tokens.novak, guests: 45 } }, { headers: { 'accept-language': 'sl' } });
    expect(over.body.errors?.[0]?.extensions?.code).toBe('NO_LONGER_AVAILABLE');
    const outOfRange = await server.graphql(CHANGE, { input: { token: tokens.novak, guests: 5 } });
    expect(outOfRange.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { guests: 'GUESTS_OUT_OF_RANGE' } });
    const unchanged = await prisma().reservation.findUniqueOrThrow({ where: { id: r2.id } });
    expect(unchanged).toMatchObject({ guests: 30, version: r2.version, reconfirmedAt: null });
    expect(await prisma().mailOutbox.count()).toBe(outbox);
    expect(await prisma().reservationEvent.count({ where: { reservationId: r2.id } })).toBe(events);
    expect((await server.graphql<{ reconfirmationLink: LinkAnswer }>(LINK, { token: tokens.novak })).body.data?.reconfirmationLink.state).toBe('VALID');
  });

  it('does not go below the guests the pre-ordered meals are for: the link says so, and the server refuses it', async () => {
    const preorder = { dishes: [{ menuItemId: 'dish', nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null, quantity: 28 }], vegetarian: 0, vegan: 0, allergens: {}, driverMeals: 0, guideMeals: 0 };
    await prisma().reservation.update({ where: { id: r2.id }, data: { mealPreorder: preorder } });
    const link = await server.graphql<{ reconfirmationLink: { minGuests: number; mealsForGuests: number } }>(
      'query ($token: String!) { reconfirmationLink(token: $token) { minGuests mealsForGuests } }',
      { token: tokens.novak },
    );
    expect(link.body.data?.reconfirmationLink).toEqual({ minGuests: 28, mealsForGuests: 28 });
    const below = await server.graphql(CHANGE, { input: { token: tokens.novak, guests: 26 } }, { headers: { 'accept-language': 'sl' } });
    expect(below.body.errors?.[0]?.extensions?.code).toBe('MEALS_EXCEED_GUESTS');
    expect(await prisma().reservation.findUniqueOrThrow({ where: { id: r2.id } })).toMatchObject({ guests: 30, version: r2.version, reconfirmedAt: null });
    expect((await server.graphql<{ reconfirmationLink: LinkAnswer }>(LINK, { token: tokens.novak })).body.data?.reconfirmationLink.state).toBe('VALID');
    await prisma().reservation.update({ where: { id: r2.id }, data: { mealPreorder: Prisma.DbNull } });
  });

  it('takes a smaller headcount as an edit by the client: history, mail in its language, live', async () => {
    spy.mockClear();
    const answer = await server.graphql<{ changeHeadcount: { link: { state: string; reservation: { guests: number } } } }>(CHANGE, { input: { token: tokens.novak, guests: 25 } });
    expect(answer.body.data?.changeHeadcount.link).toMatchObject({ state: 'USED', reservation: { guests: 25 } });
    const saved = await prisma().reservation.findUniqueOrThrow({ where: { id: r2.id }, include: { events: { orderBy: { createdAt: 'asc' } } } });
    expect(saved).toMatchObject({ guests: 25, version: r2.version + 1, reconfirmedAt: clock });
    expect(saved.events.at(-1)).toMatchObject({ kind: 'EDITED', actorKind: 'CLIENT', actorStaffId: null, changes: { guests: { from: 30, to: 25 } } });
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { template: 'reservation.updated', toAddress: 'novak@coaches.example' } });
    expect(mail.language).toBe('sl');
    expect(mail.textBody).toContain('zabeležili smo spremembo');
    expect(published()).toEqual([expect.objectContaining({ kind: 'EDITED', reservationId: r2.id, version: saved.version, actor: { kind: 'CLIENT' } })]);
    await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 150 } });
  });

  it('says when staff changed the headcount since, when the reservation is closed, and when it has expired', async () => {
    clock = new Date('2026-11-28T10:00:00Z'); // Sunday 10:00 is within 24 hours
    expect(await sendDueReconfirmations(server.services)).toBe(1);
    const token = tokenIn((await reconfirmMails()).at(-1)!.textBody);
    const edited = await updateReservation(server.services, managerId, r3.id, { guests: 22 }, { expectedVersion: r3.version }, meta);
    expect((await reconfirmationLink(server.services, token, meta)).state).toBe('CHANGED');
    await expect(confirmHeadcount(server.services, token, meta)).rejects.toMatchObject({ extensions: { code: 'RECONFIRMATION_LINK_INVALID', state: 'CHANGED' } });
    await prisma().reservation.update({ where: { id: edited.id }, data: { status: 'DELETED' } });
    expect((await reconfirmationLink(server.services, token, meta)).state).toBe('CLOSED');
    await prisma().reservation.update({ where: { id: edited.id }, data: { status: 'SCHEDULED', guests: 20 } });
    clock = new Date('2026-11-29T09:00:00Z'); // Sunday 10:00 in Ljubljana: the group has arrived
    expect((await reconfirmationLink(server.services, token, meta)).state).toBe('EXPIRED');
    clock = new Date('2026-11-27T14:00:00Z');
  });

  it.skipIf(!postgres)('of two answers at the same moment, exactly one wins', async () => {
    const r = await book('alpine', 20, '2026-12-05', '12:00');
    clock = new Date('2026-12-04T12:00:00Z');
    expect(await sendDueReconfirmations(server.services)).toBe(1);
    const token = tokenIn((await reconfirmMails()).at(-1)!.textBody);
    const results = await Promise.allSettled([
      changeHeadcount(server.services, token, 15, meta),
      changeHeadcount(server.services, token, 18, meta),
      confirmHeadcount(server.services, token, meta),
    ]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const after = await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } });
    expect(after.version).toBe(r.version + 1);
    clock = new Date('2026-11-27T14:00:00Z');
  });

  it('is rate limited per address', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RATE_RULES.reconfirmationPerIp.limit; i++) await reconfirmationLink(server.services, 'guess' + i, { ip, language: 'en' });
    await expect(reconfirmationLink(server.services, tokens.novak, { ip, language: 'en' })).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    await expect(confirmHeadcount(server.services, 'guess', { ip, language: 'sl' })).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});

describe('the morning digest', () => {
  it('goes to the team inbox once per day at the set hour, listing the arrivals', async () => {
    clock = new Date('2026-11-28T05:30:00Z'); // 06:30 in Ljubljana: not yet
    expect(await sendDueDigest(server.services)).toBeNull();
    clock = new Date('2026-11-28T06:05:00Z');
    // Two direct calls and a job round race for the day: one of the three claims it (on PostgreSQL
    // the round may win, and then both direct calls answer null).
    const results = await Promise.all([sendDueDigest(server.services), sendDueDigest(server.services), runReconfirmationRound(server.services)]);
    expect(results.slice(0, 2).filter(Boolean).length).toBeLessThanOrEqual(1);
    for (const sent of results.slice(0, 2).filter(Boolean)) expect(sent).toEqual({ day: SATURDAY, arrivals: 2 });
    expect(await prisma().staffDigest.findMany({ where: { day: new Date(`${SATURDAY}T00:00:00Z`) }, select: { arrivals: true } })).toEqual([{ arrivals: 2 }]);
    const digests = await prisma().mailOutbox.findMany({ where: { template: 'staff.digest' } });
    expect(digests).toHaveLength(1);
    expect(digests[0]!.toAddress).toBe('team@stopover.example');
    // The manager's language.
    expect(digests[0]!.subject).toMatch(/^(Arrivals on 28 November 2026|Prihodi 28\. november 2026): 2/);
    expect(digests[0]!.textBody).toContain(r1.orderNumber);
    expect(digests[0]!.textBody).toContain(r2.orderNumber);
    expect(digests[0]!.textBody).toMatch(/12:30/);
    clock = new Date('2026-11-28T07:00:00Z');
    expect(await sendDueDigest(server.services)).toBeNull();
    expect(await prisma().mailOutbox.count({ where: { template: 'staff.digest' } })).toBe(1);
  });

  it('sends nothing on a day without arrivals, and nothing when switched off', async () => {
    clock = new Date('2026-11-30T06:10:00Z');
    expect(await sendDueDigest(server.services)).toEqual({ day: '2026-11-30', arrivals: 0 });
    expect(await prisma().mailOutbox.count({ where: { template: 'staff.digest' } })).toBe(1);
    await prisma().settings.update({ where: { id: 1 }, data: { staffDigestEnabled: false } });
    clock = new Date('2026-11-29T06:10:00Z');
    expect(await sendDueDigest(server.services)).toBeNull();
    await prisma().settings.update({ where: { id: 1 }, data: { staffDigestEnabled: true } });
  });
});
