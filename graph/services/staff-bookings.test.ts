// Staff book for a client through the real API: the client's rules, mails and list; who took it;
// the lead time and horizon set aside only with a reason that the client never sees; capacity never
// set aside; only approved clients; nothing written when refused. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createOrganisation } from '../testing/organisations.ts';

// Wednesday 1 July 2026, 10:00 in Ljubljana.
const clock = new Date('2026-07-01T08:00:00Z');
let server: TestServer;
let mojcaId: string;
let approved: { id: string };
let pending: { id: string };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const asStaff = () => ({ cookie: server.cookieFor('staff', mojcaId) });
const asClient = () => ({ cookie: server.cookieFor('client', approved.id) });

const BOOK = `mutation ($input: CreateReservationForClientInput!) { createReservationForClient(input: $input) {
  reservation { id orderNumber status guests arrivalDay arrivalLocalTime bookedBy { name }
    client { id name }
    history { kind actorKind overrides overrideReason staff { name } } } } }`;
const CLIENT_VIEW = `query ($id: ID!) { node(id: $id) { ... on Reservation { orderNumber bookedBy { name } history { actorKind overrides overrideReason } } } }`;

interface Booked {
  createReservationForClient: {
    reservation: {
      id: string;
      orderNumber: string;
      status: string;
      guests: number;
      arrivalDay: string;
      arrivalLocalTime: string;
      bookedBy: { name: string } | null;
      client: { id: string; name: string };
      history: Array<{ kind: string; actorKind: string; overrides: string[]; overrideReason: string | null; staff: { name: string } | null }>;
    };
  };
}

type Extensions = { code: string; fields?: Record<string, string>; messages?: Record<string, string> };
const firstError = (body: { errors?: unknown }) => (body.errors as Array<{ extensions: Extensions }>)[0]!.extensions;

const longStop = (extra: Record<string, unknown> = {}) => ({
  organisationId: gid('Client', approved.id),
  type: 'LONG_STOP',
  guests: 40,
  seatReservation: true,
  arrivalDate: '2026-07-10',
  arrivalTime: '12:00',
  responsibleFirstName: 'Ana',
  acceptTerms: true,
  ...extra,
});

const book = (input: Record<string, unknown>, options = asStaff()) => server.graphql<Booked>(BOOK, { input }, options);
const reservationCount = () => prisma().reservation.count();

async function client(name: string, status: 'APPROVED' | 'PENDING' | 'BLOCKED', phone: string) {
  return createOrganisation(prisma(), {
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@coaches.example`,
      username: name.toLowerCase().replace(/\W+/g, ''),
      phone,
      passwordHash: 'x',
      status,
      language: 'sl',
      emailVerifiedAt: clock,
      approvedAt: status === 'PENDING' ? null : clock,
      termsAcceptedAt: clock,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  mojcaId = (await prisma().staff.create({ data: { name: 'Mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'sl' } })).id;
  approved = await client('Alpine Coaches', 'APPROVED', '+386 41 555 123');
  pending = await client('Newcomer Tours', 'PENDING', '+386 31 000 111');
});
afterAll(async () => {
  await server?.close();
});

describe('staff book for a client', () => {
  it('places the booking as the client’s own: mails, My reservations, and who took it', async () => {
    await prisma().mailOutbox.deleteMany();
    const { body } = await book(longStop({ message: 'Booked on the phone with the driver' }));
    expect(body.errors).toBeUndefined();
    const r = body.data!.createReservationForClient.reservation;
    expect(r).toMatchObject({ status: 'CREATED', guests: 40, arrivalDay: '2026-07-10', arrivalLocalTime: '12:00', bookedBy: { name: 'Mojca' } });
    expect(r.client.id).toBe(gid('Client', approved.id));
    expect(r.history).toEqual([{ kind: 'CREATED', actorKind: 'STAFF', overrides: [], overrideReason: null, staff: { name: 'Mojca' } }]);

    const mails = await prisma().mailOutbox.findMany({ orderBy: { createdAt: 'asc' } });
    const toClient = mails.find((m) => m.template === 'reservation.created');
    expect(toClient).toMatchObject({ toAddress: 'alpine.coaches@coaches.example', language: 'sl' });
    expect(toClient!.textBody).toContain('Kot ste se dogovorili z našim osebjem');
    expect(mails.some((m) => m.template === 'reservation.staff_notice')).toBe(true);

    // The client sees it in its list, without the staff member's name.
    const mine = await server.graphql<{ viewer: { client: { reservations: { edges: Array<{ node: { orderNumber: string } }> } } } }>(
      '{ viewer { client { reservations(first: 10) { edges { node { orderNumber } } } } } }',
      {},
      asClient(),
    );
    expect(mine.body.data!.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toContain(r.orderNumber);
    const seen = await server.graphql<{ node: { bookedBy: unknown; history: Array<{ actorKind: string }> } }>(CLIENT_VIEW, { id: r.id }, asClient());
    expect(seen.body.data!.node).toMatchObject({ bookedBy: null, history: [{ actorKind: 'STAFF' }] });

    const audit = await prisma().auditLog.findFirstOrThrow({ where: { action: 'reservation.created', subjectId: (await prisma().reservation.findUniqueOrThrow({ where: { orderNumber: r.orderNumber } })).id } });
    expect(audit).toMatchObject({ actorKind: 'STAFF', actorId: mojcaId, detail: expect.objectContaining({ organisationId: approved.id, overrides: [] }) });
  });

  it('keeps the lead time unless staff set it aside with a reason, which the client never sees', async () => {
    const before = await reservationCount();
    const tomorrow = longStop({ arrivalDate: '2026-07-02' });
    const refused = await book(tomorrow);
    expect(firstError(refused.body)).toMatchObject({ code: 'VALIDATION', fields: { arrivalTime: 'LEAD_TIME_LONG' } });

    const noReason = await book({ ...tomorrow, overrides: ['LEAD_TIME'], overrideReason: '  ' });
    expect(firstError(noReason.body)).toMatchObject({ code: 'VALIDATION', fields: { overrideReason: 'REQUIRED' } });
    expect(await reservationCount()).toBe(before);

    const { body } = await book({ ...tomorrow, overrides: ['LEAD_TIME'], overrideReason: 'Kitchen agreed: soup and goulash only.' });
    expect(body.errors).toBeUndefined();
    const r = body.data!.createReservationForClient.reservation;
    expect(r.history[0]).toMatchObject({ overrides: ['LEAD_TIME'], overrideReason: 'Kitchen agreed: soup and goulash only.' });

    const seen = await server.graphql<{ node: { history: Array<{ overrides: string[]; overrideReason: string | null }> } }>(CLIENT_VIEW, { id: r.id }, asClient());
    expect(seen.body.data!.node.history[0]).toEqual({ actorKind: 'STAFF', overrides: [], overrideReason: null });
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { template: 'reservation.created', textBody: { contains: r.orderNumber } } });
    expect(mail.textBody).not.toContain('goulash');
  });

  it('sets the one-year horizon aside the same way', async () => {
    const nextYear = longStop({ arrivalDate: '2027-08-06' });
    const refused = await book(nextYear);
    expect(firstError(refused.body).fields).toEqual({ arrivalDate: 'TOO_FAR_AHEAD' });
    const { body } = await book({ ...nextYear, overrides: ['HORIZON'], overrideReason: 'Yearly pilgrimage, booked a year ahead.' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createReservationForClient.reservation.history[0]!.overrides).toEqual(['HORIZON']);
  });

  it('never sets capacity aside', async () => {
    await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 50 } });
    try {
      const before = await reservationCount();
      const { body } = await book(longStop({ arrivalDate: '2026-07-02', guests: 60, overrides: ['LEAD_TIME', 'HORIZON'], overrideReason: 'VIP' }));
      expect(firstError(body).code).toBe('NO_LONGER_AVAILABLE');
      expect(await reservationCount()).toBe(before);
    } finally {
      await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 150 } });
    }
  });

  it('books only for approved clients, and answers a retry with the first booking', async () => {
    const before = await reservationCount();
    const refused = await book(longStop({ organisationId: gid('Client', pending.id) }));
    expect(firstError(refused.body).code).toBe('CLIENT_CANNOT_BOOK');
    expect(await reservationCount()).toBe(before);

    const keyed = longStop({ arrivalDate: '2026-07-11', idempotencyKey: 'phone-booking-0001' });
    const first = await book(keyed);
    const again = await book(keyed);
    expect(again.body.data!.createReservationForClient.reservation.id).toBe(first.body.data!.createReservationForClient.reservation.id);
    expect(await reservationCount()).toBe(before + 1);
  });

  it('is for staff only', async () => {
    const { body } = await book(longStop(), asClient());
    expect(firstError(body).code).toBe('FORBIDDEN');
  });
});

describe('what staff need to take the call', () => {
  it('find the client by its phone number', async () => {
    const { body } = await server.graphql<{ clients: { edges: Array<{ node: { name: string } }> } }>(
      'query ($s: String!) { clients(search: $s, status: [APPROVED], first: 5) { edges { node { name } } } }',
      { s: '41 555' },
      asStaff(),
    );
    expect(body.data!.clients.edges.map((e) => e.node.name)).toEqual(['Alpine Coaches']);
  });

  it('ask about availability as if the lead time were set aside (clients cannot)', async () => {
    const ask = 'query ($o: [BookingOverride!]) { reservationAvailability(type: LONG_STOP, guests: 20, seatReservation: true, arrivalDate: "2026-07-02", arrivalTime: "13:00", overrides: $o) { fits problems { code } } }';
    type Answer = { reservationAvailability: { fits: boolean; problems: Array<{ code: string }> } };
    expect((await server.graphql<Answer>(ask, { o: [] }, asStaff())).body.data!.reservationAvailability.problems).toEqual([{ code: 'LEAD_TIME_LONG' }]);
    expect((await server.graphql<Answer>(ask, { o: ['LEAD_TIME'] }, asStaff())).body.data!.reservationAvailability.fits).toBe(true);
    expect((await server.graphql<Answer>(ask, { o: ['LEAD_TIME'] }, asClient())).body.data!.reservationAvailability.fits).toBe(false);
  });
});
