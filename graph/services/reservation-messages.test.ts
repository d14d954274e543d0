// The conversation through the real API: the client and staff write on a reservation, bounded and
// sanitised; each side is mailed in its own language through a real SMTP peer, at most once per
// window (a burst becomes one "3 new messages" mail); unread counts and read marks per side (staff
// share one); live events reach staff and the owning client only; a closed reservation's thread
// closes 30 days after the arrival. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { createMailWorker } from '../mail/worker.ts';
import { parseMail, startSmtpPeer } from '../mail/testing.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import { createReservation } from './reservations/place-reservation.ts';
import { changeReservationStatus } from './reservations/status-changes.ts';
import { MAIL_WINDOW_MINUTES, MESSAGE_MAX_LENGTH, THREAD_MAX_MESSAGES } from '../domain/conversation.ts';
import { addMember, createOrganisation } from '../testing/organisations.ts';

let clock = new Date('2026-07-01T08:00:00Z');
let server: TestServer;
let managerId: string;
let colleagueId: string;
let alpine: { id: string };
let other: { id: string };
let reservation: { id: string; orderNumber: string; version: number };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const asStaff = (id: string) => ({ cookie: server.cookieFor('staff', id) });
const asClient = (id: string) => ({ cookie: server.cookieFor('client', id) });
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

const POST = `mutation ($input: PostReservationMessageInput!) { postReservationMessage(input: $input) {
  message { id body side fromMySide author { name } } messageEdge { cursor node { id } } reservation { id unreadMessages } } }`;
const READ = 'mutation ($input: MarkReservationMessagesReadInput!) { markReservationMessagesRead(input: $input) { reservation { unreadMessages } } }';
const THREAD = `query ($id: ID!) { node(id: $id) { ... on Reservation { unreadMessages conversationOpen
  messages(last: 50) { totalCount edges { node { body side fromMySide author { name } } } } } } unreadConversations }`;

interface Posted {
  postReservationMessage: { message: { id: string; body: string; side: string; fromMySide: boolean; author: { name: string } | null }; reservation: { unreadMessages: number } };
}
interface Thread {
  node: { unreadMessages: number; conversationOpen: boolean; messages: { totalCount: number; edges: Array<{ node: { body: string; side: string; fromMySide: boolean; author: { name: string } | null } }> } } | null;
  unreadConversations: number;
}

function post(as: { cookie: string }, body: string, reservationId = reservation.id) {
  return server.graphql<Posted>(POST, { input: { reservationId: gid('Reservation', reservationId), body } }, as);
}
function thread(as: { cookie: string }, reservationId = reservation.id) {
  return server.graphql<Thread>(THREAD, { id: gid('Reservation', reservationId) }, as);
}
async function unreadInStaffQueue(as: { cookie: string }, reservationId = reservation.id) {
  const { body } = await server.graphql<{ reservations: { edges: Array<{ node: { id: string; unreadMessages: number } }> } }>(
    'query { reservations(view: ALL, first: 50) { edges { node { id unreadMessages } } } }',
    {},
    as,
  );
  return body.data!.reservations.edges.find((edge) => edge.node.id === gid('Reservation', reservationId))?.node.unreadMessages;
}
/** The client's count on its My reservations card (read with the cards, in their one statement). */
async function unreadInMyReservations(as: { cookie: string }, reservationId = reservation.id) {
  const { body } = await server.graphql<{ viewer: { client: { reservations: { edges: Array<{ node: { id: string; unreadMessages: number } }> } } } }>(
    'query { viewer { client { reservations(first: 50) { edges { node { id unreadMessages } } } } } }',
    {},
    as,
  );
  return body.data!.viewer.client.reservations.edges.find((edge) => edge.node.id === gid('Reservation', reservationId))?.node.unreadMessages;
}
function markRead(as: { cookie: string }, reservationId = reservation.id) {
  return server.graphql<{ markReservationMessagesRead: { reservation: { unreadMessages: number } } }>(READ, { input: { reservationId: gid('Reservation', reservationId) } }, as);
}
const outbox = (template: string) => prisma().mailOutbox.findMany({ where: { template }, orderBy: { createdAt: 'asc' } });

async function client(key: string, language: 'en' | 'sl') {
  return createOrganisation(prisma(), {
    data: { name: `${key} Coaches`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language, status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

beforeAll(async () => {
  server = await startTestServer({ STAFF_NOTICE_EMAIL: 'reservations@stopover.example' }, { now: () => clock });
  const manager = await prisma().staff.findFirstOrThrow({ where: { isManager: true } });
  managerId = manager.id;
  await prisma().staff.update({ where: { id: managerId }, data: { language: 'en' } });
  colleagueId = (await prisma().staff.create({ data: { name: 'mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'sl' } })).id;
  alpine = await client('alpine', 'sl');
  other = await client('other', 'en');
  reservation = await createReservation(
    server.services,
    alpine.id,
    { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-10', arrivalTime: '12:00' },
    { ip: null, language: 'en' },
  );
  await prisma().mailOutbox.deleteMany();
});
afterAll(async () => {
  await server?.close();
});

describe('the conversation', () => {
  it('lets the client answer a WAITING note: trimmed, changing nothing, and the staff inbox is mailed', async () => {
    const waiting = await changeReservationStatus(server.services, managerId, reservation.id, 'WAITING', { expectedVersion: reservation.version, note: 'Can you come at 13:00?' }, { ip: null, language: 'en' });
    await prisma().mailOutbox.deleteMany();
    const { body } = await post(asClient(alpine.id), '  Yes, 13:00 works.\nTwo vegetarians.  ');
    expect(body.errors).toBeUndefined();
    expect(body.data!.postReservationMessage.message).toMatchObject({ body: 'Yes, 13:00 works.\nTwo vegetarians.', side: 'CLIENT', fromMySide: true, author: null });
    // Staff still decide: the reservation is as it was.
    const row = await prisma().reservation.findUniqueOrThrow({ where: { id: reservation.id } });
    expect([row.status, row.version]).toEqual(['WAITING', waiting.version]);
    reservation = { ...reservation, version: waiting.version };

    const [mail, ...more] = await outbox('conversation.to_staff');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ toAddress: 'reservations@stopover.example', language: 'en', status: 'PENDING' });
    expect(mail!.subject).toBe(`alpine Coaches wrote about ${reservation.orderNumber} (1 new message)`);
    expect(mail!.textBody).toContain('Yes, 13:00 works.');
    expect(mail!.textBody).toContain(`/adminis/orders/pending?open=${reservation.orderNumber}`);
  });

  it('counts unread messages per side, staff sharing one read state, and marks them read', async () => {
    const staffView = await thread(asStaff(colleagueId));
    expect(staffView.body.data).toMatchObject({ node: { unreadMessages: 1, conversationOpen: true, messages: { totalCount: 1 } }, unreadConversations: 1 });
    // The staff queue counts them with its rows, by the same rule.
    expect(await unreadInStaffQueue(asStaff(colleagueId))).toBe(1);
    expect((await thread(asClient(alpine.id))).body.data).toMatchObject({ node: { unreadMessages: 0 }, unreadConversations: 0 });

    expect((await markRead(asStaff(colleagueId))).body.data!.markReservationMessagesRead.reservation.unreadMessages).toBe(0);
    // A colleague opened it: read for the whole team.
    expect((await thread(asStaff(managerId))).body.data).toMatchObject({ node: { unreadMessages: 0 }, unreadConversations: 0 });
    expect(await unreadInStaffQueue(asStaff(managerId))).toBe(0);
  });

  it('mails the client in its own language when staff reply, and shows the client no staff name', async () => {
    later(1);
    const { body } = await post(asStaff(managerId), 'Noted, see you at 13:00.');
    expect(body.data!.postReservationMessage.message).toMatchObject({ side: 'STAFF', fromMySide: true, author: { name: expect.any(String) } });
    const [mail] = await outbox('conversation.to_client');
    expect(mail).toMatchObject({ toAddress: 'alpine@coaches.example', language: 'sl', clientId: alpine.id });
    expect(mail!.subject).toBe(`Rezervacija ${reservation.orderNumber}: 1 novo sporočilo našega osebja`);
    expect(mail!.textBody).toContain(`/user/orders/current?conversation=${reservation.orderNumber}`);

    const client = await thread(asClient(alpine.id));
    expect(client.body.data!.node!.unreadMessages).toBe(1);
    expect(await unreadInMyReservations(asClient(alpine.id))).toBe(1);
    expect(client.body.data!.unreadConversations).toBe(1);
    expect(client.body.data!.node!.messages.edges.map((e) => [e.node.side, e.node.fromMySide, e.node.author])).toEqual([
      ['CLIENT', true, null],
      ['STAFF', false, null],
    ]);
    const staff = await thread(asStaff(colleagueId));
    // A colleague's reply is from staff's side, with its author's name.
    expect(staff.body.data!.node!.messages.edges[1]!.node).toMatchObject({ fromMySide: true, author: { name: expect.any(String) } });

    await markRead(asClient(alpine.id));
    expect((await thread(asClient(alpine.id))).body.data).toMatchObject({ node: { unreadMessages: 0 }, unreadConversations: 0 });
    expect(await unreadInMyReservations(asClient(alpine.id))).toBe(0);
    // A mail due at once is as good as sent: reading the thread does not take it back.
    expect(await outbox('conversation.to_client')).toHaveLength(1);
  });

  it(`folds a burst into one mail per side and ${MAIL_WINDOW_MINUTES} minutes ("3 new messages"), sent over SMTP in the recipient's language`, async () => {
    await prisma().mailOutbox.updateMany({ data: { status: 'SENT' } });
    later(1);
    // The first mail to staff went out 2 minutes ago: these three wait for the window's end, as one.
    for (const text of ['One more thing.', 'The driver is vegan.', 'And a high chair, please.']) {
      expect((await post(asClient(alpine.id), text)).body.errors).toBeUndefined();
      later(1);
    }
    const waiting = (await outbox('conversation.to_staff')).filter((m) => m.status === 'PENDING');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.subject).toContain('(3 new messages)');
    expect(waiting[0]!.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime());

    const peer = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://stopover.example', SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>' }, process.cwd());
      const worker = createMailWorker({ config, prisma: prisma(), log: createLogger('error', () => {}), now: () => clock });
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      later(MAIL_WINDOW_MINUTES);
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      // Staff answer; the client (Slovenian) is mailed at once: its window is long past.
      await post(asStaff(colleagueId), 'Vse urejeno.');
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      await worker.stop();
    } finally {
      await peer.stop();
    }
    const [toStaff, toClient] = peer.received.map((r) => ({ to: r.rcptTo, mail: parseMail(r.raw) }));
    expect(toStaff!.to).toEqual(['reservations@stopover.example']);
    expect(toStaff!.mail.subject).toContain('3 new messages');
    expect(toStaff!.mail.text).toContain('And a high chair, please.');
    expect(toClient!.to).toEqual(['alpine@coaches.example']);
    expect(toClient!.mail.subject).toContain('1 novo sporočilo');
    expect(toClient!.mail.text).toContain('Vse urejeno.');
    expect(toClient!.mail.text).toContain(`/user/orders/current?conversation=${reservation.orderNumber}`);
  });

  it('withdraws a waiting mail when its recipient reads the thread first', async () => {
    later(1);
    await post(asStaff(managerId), 'One more question: lunch at 13:15?');
    const waiting = (await outbox('conversation.to_client')).filter((m) => m.status === 'PENDING');
    expect(waiting).toHaveLength(1);
    await markRead(asClient(alpine.id));
    expect((await outbox('conversation.to_client')).filter((m) => m.status === 'PENDING')).toEqual([]);
  });

  it('refuses empty, too long and control-character messages with clear codes', async () => {
    const empty = await post(asClient(alpine.id), '   ');
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { body: 'REQUIRED' } });
    const long = await post(asClient(alpine.id), 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { body: 'TOO_LONG' } });
    const control = await post(asClient(alpine.id), 'Hi\u0000there');
    expect(control.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { body: 'INVALID_CHARACTERS' } });
    expect(await prisma().reservationMessage.count({ where: { body: { contains: 'there' } } })).toBe(0);
  });

  it('keeps another organisation out: no posting, no reading, not even by id', async () => {
    const posted = await post(asClient(other.id), 'Hello?');
    expect(posted.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await thread(asClient(other.id))).body.data!.node).toBeNull();
    const message = await prisma().reservationMessage.findFirstOrThrow({ where: { reservationId: reservation.id } });
    const byId = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: gid('ReservationMessage', message.id) }, asClient(other.id));
    expect(byId.body).toEqual({ data: { node: null } });
    expect((await markRead(asClient(other.id))).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('bounds a thread and rate-limits each author', async () => {
    await prisma().reservationThread.update({ where: { reservationId: reservation.id }, data: { messageCount: THREAD_MAX_MESSAGES } });
    expect((await post(asClient(alpine.id), 'Too many')).body.errors?.[0]?.extensions?.code).toBe('CONVERSATION_FULL');
    // Posts racing for the last places: the thread's row lock lets exactly as many in as there is room.
    await prisma().reservationThread.update({ where: { reservationId: reservation.id }, data: { messageCount: THREAD_MAX_MESSAGES - 2 } });
    const raced = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((x) => post(asStaff(managerId), `Race ${x}`)));
    expect(raced.filter((r) => !r.body.errors).length).toBe(2);
    expect(raced.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONVERSATION_FULL').length).toBe(3);
    expect((await prisma().reservationThread.findUniqueOrThrow({ where: { reservationId: reservation.id } })).messageCount).toBe(THREAD_MAX_MESSAGES);
    await prisma().reservationThread.update({ where: { reservationId: reservation.id }, data: { messageCount: 10 } });

    await prisma().rateLimit.upsert({
      where: { key: `message:client:${alpine.id}` },
      create: { key: `message:client:${alpine.id}`, count: RATE_RULES.reservationMessages.limit, resetAt: new Date(clock.getTime() + 60_000) },
      update: { count: RATE_RULES.reservationMessages.limit, resetAt: new Date(clock.getTime() + 60_000) },
    });
    const limited = await post(asClient(alpine.id), 'Spam');
    expect(limited.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
    // Staff are counted apart.
    expect((await post(asStaff(managerId), 'Still here.')).body.errors).toBeUndefined();
    await prisma().rateLimit.deleteMany({ where: { key: `message:client:${alpine.id}` } });
  });

  it('keeps a finished or deleted reservation’s thread open for 30 days after the arrival, then closes it', async () => {
    const row = (orderNumber: string, arrivalAt: Date) =>
      prisma().reservation.create({
        data: { orderNumber, clientId: alpine.id, type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalAt, arrivalDay: arrivalAt, durationMinutes: 30, status: 'FINISHED' },
      });
    const recent = await row('REC-234', new Date(clock.getTime() - 29 * 86_400_000));
    const old = await row('OLD-234', new Date(clock.getTime() - 31 * 86_400_000));
    const ok = await post(asClient(alpine.id), 'Did we forget a coat?', recent.id);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.postReservationMessage.message.body).toBe('Did we forget a coat?');
    const staffMail = (await outbox('conversation.to_staff')).at(-1)!;
    expect(staffMail.textBody).toContain('REC-234');
    const closed = await post(asStaff(managerId), 'Late answer', old.id);
    expect(closed.body.errors?.[0]?.extensions?.code).toBe('CONVERSATION_CLOSED');
    expect((await thread(asClient(alpine.id), old.id)).body.data!.node!.conversationOpen).toBe(false);
    // The link in a mail about a closed reservation leads to the history, where it is listed.
    await post(asStaff(managerId), 'Yes, we have it.', recent.id);
    expect((await outbox('conversation.to_client')).at(-1)!.textBody).toContain('/user/info?conversation=REC-234#history');
  });

  it('delivers messages live to staff and to the owning client only', async () => {
    type Event = { reservationMessages: { kind: string; side: string; message: { body: string } | null; reservation: { unreadMessages: number } | null } };
    const listen = (cookie: string) => {
      const client = server.wsClient(cookie);
      const events: Event[] = [];
      let ready: () => void;
      const started = new Promise<void>((resolve) => (ready = resolve));
      const stop = client.subscribe<Event>(
        { query: 'subscription { reservationMessages { kind side message { body } reservation { unreadMessages } } }' },
        { next: (value) => value.data && events.push(value.data), error: () => {}, complete: () => {} },
      );
      client.on('connected', () => setTimeout(ready, 150));
      return { events, started, close: async () => { stop(); await client.dispose(); } };
    };
    const owner = listen(asClient(alpine.id).cookie);
    const stranger = listen(asClient(other.id).cookie);
    const staff = listen(asStaff(colleagueId).cookie);
    await Promise.all([owner.started, stranger.started, staff.started]);
    later(1);
    await post(asStaff(managerId), 'Live hello');
    later(1);
    await post(asClient(alpine.id), 'Live answer');
    const deadline = Date.now() + 3000;
    while ((owner.events.length < 2 || staff.events.length < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(owner.events.map((e) => [e.reservationMessages.kind, e.reservationMessages.side, e.reservationMessages.message?.body])).toEqual([
      ['POSTED', 'STAFF', 'Live hello'],
      ['POSTED', 'CLIENT', 'Live answer'],
    ]);
    // Each subscriber's unread count is its own: the client read by answering, staff have one new.
    expect(owner.events[1]!.reservationMessages.reservation?.unreadMessages).toBe(0);
    expect(staff.events[1]!.reservationMessages.reservation?.unreadMessages).toBe(1);
    await markRead(asStaff(colleagueId));
    const until = Date.now() + 3000;
    while (staff.events.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(staff.events[2]!.reservationMessages).toMatchObject({ kind: 'READ', side: 'STAFF', reservation: { unreadMessages: 0 } });
    expect(stranger.events).toEqual([]);
    await Promise.all([owner.close(), stranger.close(), staff.close()]);
  });
});

describe('messages name their author', () => {
  it('records the member who wrote, and names them to the organisation and staff; staff stay "staff" to the client', async () => {
    const team = await client('team', 'en');
    const booker = await addMember(prisma(), team.id, 'BOOKER', { email: 'luka@team.example', firstName: 'Luka', lastName: 'Novak' });
    const r = await createReservation(
      server.services,
      team.id,
      { type: 'LONG_STOP', guests: 20, seatReservation: true, arrivalDate: '2026-07-10', arrivalTime: '13:00' },
      { ip: null, language: 'en', member: { id: booker.id, organisationId: team.id } },
    );
    expect(r.bookedByMemberId).toBe(booker.id);
    const asBooker = { cookie: server.cookieFor('client', booker.id, { org: team.id }) };
    const { body } = await post(asBooker, 'We are 20.', r.id);
    expect(body.errors).toBeUndefined();
    expect(await prisma().reservationMessage.findFirstOrThrow({ where: { reservationId: r.id } })).toMatchObject({ authorSide: 'CLIENT', authorMemberId: booker.id, authorStaffId: null });
    await post(asStaff(colleagueId), 'Thank you.', r.id);

    const PEOPLE = `query ($id: ID!) { node(id: $id) { ... on Reservation { messages(last: 5) { edges { node { body authorPerson { name former staff } } } } } } }`;
    const people = async (as: { cookie: string }) =>
      (await server.graphql<{ node: { messages: { edges: Array<{ node: { body: string; authorPerson: unknown } }> } } }>(PEOPLE, { id: gid('Reservation', r.id) }, as)).body.data!.node.messages.edges.map((e) => e.node);
    expect(await people(asClient(team.id))).toEqual([
      { body: 'We are 20.', authorPerson: { name: 'Luka Novak', former: false, staff: false } },
      { body: 'Thank you.', authorPerson: { name: null, former: false, staff: true } },
    ]);
    expect(await people(asStaff(managerId))).toEqual([
      { body: 'We are 20.', authorPerson: { name: 'Luka Novak', former: false, staff: false } },
      { body: 'Thank you.', authorPerson: { name: 'mojca', former: false, staff: true } },
    ]);
  });
});
