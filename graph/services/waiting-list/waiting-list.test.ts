// The waiting list end to end below the browser: joining within bounds, leaving one's own entries;
// a cancellation frees a place and the first entry that now fits (not a bigger one before it) is
// offered, by mail in its client's language; the link books once; an expired offer passes to the
// next; two engines at once offer once; the GraphQL surface keeps entries to their owners. Runs on
// PGlite and on PostgreSQL (TEST_DB=postgres), where the concurrent engines truly race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { createReservation } from '../reservations/place-reservation.ts';
import { changeReservationStatus } from '../reservations/status-changes.ts';
import { joinWaitingList, leaveWaitingList } from './entries.ts';
import { acceptOffer, capacityFreed, declineOffer, offerFreedPlaces, runWaitingListRound } from './offers.ts';
import { listenForFreedCapacity } from './triggers.ts';
import type { Reservation, WaitingListEntry } from '../../generated/prisma/client.ts';
import type { WaitingListInput } from '../../domain/waiting-list.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let clock = new Date('2026-11-20T08:00:00Z');
let server: TestServer;
const prisma = () => server.services.prisma;
const meta = { ip: '198.51.100.7', language: 'en' as const };
/** Saturday 28 November 2026 in Ljubljana. */
const SATURDAY = '2026-11-28';
type Key = 'alpine' | 'novak' | 'carol' | 'dora' | 'eve';
const orgs = {} as Record<Key, { id: string }>;

async function client(key: Key, language: 'en' | 'sl') {
  orgs[key] = await createOrganisation(prisma(), {
    data: { name: `${key} coaches`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', status: 'APPROVED', language, emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

const book = (key: Key, guests: number, arrivalTime = '12:30') =>
  createReservation(server.services, orgs[key].id, { type: 'LONG_STOP', guests, seatReservation: true, arrivalDate: SATURDAY, arrivalTime, acceptTerms: true }, meta);
const wait = (key: Key, guests: number, extra: Partial<WaitingListInput> = {}) =>
  joinWaitingList(server.services, orgs[key].id, { day: SATURDAY, windowStart: '12:00', windowEnd: '13:00', type: 'LONG_STOP', guests, seatReservation: true, ...extra }, meta);
const cancel = async (r: Reservation) => {
  const current = await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } });
  await changeReservationStatus(server.services, null, r.id, 'DELETED', { expectedVersion: current.version, note: 'Plans changed' }, meta);
};
const offerMails = () => prisma().mailOutbox.findMany({ where: { template: 'waiting_list.offer' }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string) => /\/waiting-list\/offer\/([A-Za-z0-9._-]+)/.exec(text)![1]!;
const entry = (e: WaitingListEntry) => prisma().waitingListEntry.findUniqueOrThrow({ where: { id: e.id } });

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://stopover.example' }, { now: () => clock });
  await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 100 } });
  await client('alpine', 'en');
  await client('novak', 'en');
  await client('carol', 'en');
  await client('dora', 'sl');
  await client('eve', 'en');
});
afterAll(async () => {
  await server?.close();
});

describe('joining and leaving', () => {
  it('refuses entries out of bounds, and more than three open a day', async () => {
    await expect(wait('eve', 30, { windowStart: '13:00', windowEnd: '12:00' })).rejects.toMatchObject({ extensions: { code: 'VALIDATION', fields: { windowEnd: 'WINDOW_INVALID' } } });
    await expect(wait('eve', 5)).rejects.toMatchObject({ extensions: { code: 'VALIDATION', fields: { guests: 'GUESTS_OUT_OF_RANGE' } } });
    await expect(wait('eve', 30, { day: '2026-11-19' })).rejects.toMatchObject({ extensions: { fields: { day: 'ARRIVAL_IN_PAST' } } });
    await expect(wait('eve', 30, { seatReservation: false })).rejects.toMatchObject({ extensions: { fields: { seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' } } });
    const day = { day: '2026-12-12' };
    const three = [await wait('eve', 20, day), await wait('eve', 20, day), await wait('eve', 20, day)];
    await expect(wait('eve', 20, day)).rejects.toMatchObject({ extensions: { code: 'WAITING_LIST_LIMIT' } });
    // Someone else's entry is not found; one's own leaves once.
    await expect(leaveWaitingList(server.services, orgs.carol.id, three[0]!.id, meta)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await leaveWaitingList(server.services, orgs.eve.id, three[0]!.id, meta)).status).toBe('LEFT');
    await expect(leaveWaitingList(server.services, orgs.eve.id, three[0]!.id, meta)).rejects.toMatchObject({ extensions: { code: 'WAITING_LIST_ENTRY_CLOSED' } });
    // A place is free again for the fourth.
    await wait('eve', 20, day);
    await prisma().waitingListEntry.updateMany({ where: { day: new Date('2026-12-12') }, data: { status: 'LEFT' } });
  });
});

describe('offers', () => {
  let alpine: Reservation;
  let novak: Reservation;
  let big: WaitingListEntry; // carol, 50 guests, first
  let small: WaitingListEntry; // dora (sl), 30 guests, second
  let last: WaitingListEntry; // eve, 20 guests, third

  it('offers nothing while the day is full', async () => {
    alpine = await book('alpine', 60);
    novak = await book('novak', 40);
    big = await wait('carol', 50);
    small = await wait('dora', 30);
    last = await wait('eve', 20);
    expect(await offerFreedPlaces(server.services, SATURDAY)).toBeNull();
    expect(await offerMails()).toHaveLength(0);
  });

  it('offers a cancelled place to the first entry that fits now, not a bigger one before it, in its language', async () => {
    await cancel(novak);
    await capacityFreed(server.services, SATURDAY);
    expect((await entry(big)).status).toBe('WAITING');
    const offered = await entry(small);
    expect(offered).toMatchObject({ status: 'OFFERED', offerVersion: 1 });
    expect(offered.offerExpiresAt).toEqual(new Date(clock.getTime() + 12 * 3_600_000));
    const [mail] = await offerMails();
    expect(mail).toMatchObject({ toAddress: 'dora@coaches.example', language: 'sl' });
    expect(mail!.subject).toMatch(/^Prosto mesto/);
    // One open offer a day: nothing more is offered until it is answered.
    expect(await offerFreedPlaces(server.services, SATURDAY)).toBeNull();
  });

  it('books from the link once', async () => {
    const token = tokenIn((await offerMails())[0]!.textBody);
    const { reservation, entry: booked } = await acceptOffer(server.services, token, meta);
    expect(reservation).toMatchObject({ clientId: orgs.dora.id, guests: 30, type: 'LONG_STOP', status: 'CREATED' });
    expect(reservation.termsAcceptedAt).not.toBeNull();
    expect(booked).toMatchObject({ status: 'BOOKED', reservationId: reservation.id });
    await expect(acceptOffer(server.services, token, meta)).rejects.toMatchObject({ extensions: { code: 'WAITING_LIST_OFFER_INVALID', state: 'BOOKED' } });
    await expect(declineOffer(server.services, token, meta)).rejects.toMatchObject({ extensions: { code: 'WAITING_LIST_OFFER_INVALID' } });
    await expect(acceptOffer(server.services, `${token.slice(0, -2)}xx`, meta)).rejects.toMatchObject({ extensions: { state: 'UNKNOWN' } });
    expect(await prisma().auditLog.count({ where: { action: 'waiting_list.booked' } })).toBe(1);
  });

  it('passes an expired offer to the next entry', async () => {
    // Alpine's 60 free: the big group (first) fits now.
    await cancel(alpine);
    await capacityFreed(server.services, SATURDAY);
    expect(await entry(big)).toMatchObject({ status: 'OFFERED', offerVersion: 1 });
    clock = new Date(clock.getTime() + 13 * 3_600_000);
    await runWaitingListRound(server.services);
    // The big group waits again, behind the entry never offered, which gets the place.
    expect(await entry(big)).toMatchObject({ status: 'WAITING', offerArrivalAt: null });
    expect(await entry(last)).toMatchObject({ status: 'OFFERED', offerVersion: 1 });
  });

  it('declining passes the place on too, and a link that no longer fits says so and waits again', async () => {
    const token = tokenIn((await offerMails()).at(-1)!.textBody);
    await declineOffer(server.services, token, meta);
    expect(await entry(last)).toMatchObject({ status: 'WAITING' });
    // The next in turn is the big group again (offered once, as is eve now: first come first).
    const bigNow = await entry(big);
    expect(bigNow).toMatchObject({ status: 'OFFERED', offerVersion: 2 });
    const bigToken = tokenIn((await offerMails()).at(-1)!.textBody);
    // Someone books the place meanwhile.
    await book('alpine', 70, '12:00');
    await expect(acceptOffer(server.services, bigToken, meta)).rejects.toMatchObject({ extensions: { code: 'NO_LONGER_AVAILABLE' } });
    expect(await entry(big)).toMatchObject({ status: 'WAITING', reservationId: null });
  });
});

describe('concurrency and triggers', () => {
  it('two engines at once offer one place once', async () => {
    const day = { day: '2026-12-05' };
    const entries = [await wait('carol', 30, day), await wait('eve', 30, day), await wait('novak', 30, day)];
    const before = (await offerMails()).length;
    const results = await Promise.all([offerFreedPlaces(server.services, day.day), offerFreedPlaces(server.services, day.day), offerFreedPlaces(server.services, day.day)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(results.find(Boolean)!.id).toBe(entries[0]!.id);
    expect(await prisma().waitingListEntry.count({ where: { day: new Date(day.day), status: 'OFFERED' } })).toBe(1);
    expect((await offerMails()).length).toBe(before + 1);
  });

  it('a cancellation heard live runs the engine after its commit', async () => {
    const day = '2026-12-19';
    const r = await createReservation(server.services, orgs.alpine.id, { type: 'LONG_STOP', guests: 100, seatReservation: true, arrivalDate: day, arrivalTime: '12:30', acceptTerms: true }, meta);
    const waiting = await joinWaitingList(server.services, orgs.carol.id, { day, windowStart: '12:30', windowEnd: '12:30', type: 'LONG_STOP', guests: 40, seatReservation: true }, meta);
    const listener = listenForFreedCapacity(server.services);
    try {
      await cancel(r);
      await expect.poll(async () => (await entry(waiting)).status, { timeout: 10_000 }).toBe('OFFERED');
    } finally {
      await listener.stop();
    }
  });
});

describe('the GraphQL surface', () => {
  it('keeps entries to their client and staff', async () => {
    const join = await server.graphql<{ joinWaitingList: { entry: { id: string; status: string; windowStart: string } } }>(
      'mutation ($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { entry { id status windowStart } } }',
      { input: { day: '2026-12-26', windowStart: '11:00', windowEnd: '13:30', type: 'SHORT_STOP', guests: 30, seatReservation: false } },
      { cookie: server.cookieFor('client', orgs.eve.id) },
    );
    expect(join.body.errors).toBeUndefined();
    const id = join.body.data!.joinWaitingList.entry.id;
    expect(join.body.data!.joinWaitingList.entry).toMatchObject({ status: 'WAITING', windowStart: '11:00' });
    const mine = await server.graphql<{ myWaitingList: Array<{ id: string }> }>('{ myWaitingList { id day status } }', {}, { cookie: server.cookieFor('client', orgs.eve.id) });
    expect(mine.body.data!.myWaitingList.map((e) => e.id)).toContain(id);
    const theirs = await server.graphql<{ myWaitingList: Array<{ id: string }> }>('{ myWaitingList { id } }', {}, { cookie: server.cookieFor('client', orgs.carol.id) });
    expect(theirs.body.data!.myWaitingList.map((e) => e.id)).not.toContain(id);
    const node = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id }, { cookie: server.cookieFor('client', orgs.carol.id) });
    expect(node.body.data!.node).toBeNull();
    const leave = await server.graphql('mutation ($input: LeaveWaitingListInput!) { leaveWaitingList(input: $input) { entry { status } } }', { input: { entryId: id } }, { cookie: server.cookieFor('client', orgs.carol.id) });
    expect(leave.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
    const list = await server.graphql<{ waitingList: Array<{ id: string; client: { name: string } }> }>(
      'query ($day: String!) { waitingList(day: $day) { id status client { name } } }',
      { day: '2026-12-26' },
      { cookie: server.cookieFor('staff', managerId) },
    );
    expect(list.body.data!.waitingList).toEqual([{ id, status: 'WAITING', client: { name: 'eve coaches' } }]);
    const offer = await server.graphql<{ offerWaitingListPlace: { entry: { status: string; offerTime: string } } }>(
      'mutation ($input: OfferWaitingListPlaceInput!) { offerWaitingListPlace(input: $input) { entry { status offerTime } } }',
      { input: { entryId: id, arrivalTime: '12:00' } },
      { cookie: server.cookieFor('staff', managerId) },
    );
    expect(offer.body.errors).toBeUndefined();
    expect(offer.body.data!.offerWaitingListPlace.entry).toEqual({ status: 'OFFERED', offerTime: '12:00' });
    const token = tokenIn((await offerMails()).at(-1)!.textBody);
    const page = await server.graphql<{ waitingListOffer: { state: string; clientName: string; arrivalTime: string; cancellation: unknown } }>(
      'query ($token: String!) { waitingListOffer(token: $token) { state clientName day arrivalTime guests cancellation { noShowPercent } } }',
      { token },
    );
    expect(page.body.data!.waitingListOffer).toMatchObject({ state: 'VALID', clientName: 'eve coaches', arrivalTime: '12:00' });
    expect(page.body.data!.waitingListOffer.cancellation).not.toBeNull();
    const accepted = await server.graphql<{ acceptWaitingListOffer: { orderNumber: string; entry: unknown } }>(
      'mutation ($input: AcceptWaitingListOfferInput!) { acceptWaitingListOffer(input: $input) { orderNumber entry { id } } }',
      { input: { token } },
    );
    expect(accepted.body.errors).toBeUndefined();
    // Anonymous: the booking's order number, never the entry.
    expect(accepted.body.data!.acceptWaitingListOffer.entry).toBeNull();
    expect(accepted.body.data!.acceptWaitingListOffer.orderNumber).toMatch(/\S/);
  });
});
