// Reservations through the real API: a client books (rules, capacity, mails, history, audit, live
// events), lists and counts its reservations; staff change statuses and edit; nobody reads another
// organisation's reservation. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createReservation, type CreateReservationInput } from './reservations/place-reservation.ts';
import { localToInstant } from '../domain/local-time.ts';
import { addMember, createOrganisation } from '../testing/organisations.ts';
import { eventAnswers } from '../http/shared-event-results.ts';
import { onNotify } from '../mail/notify.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let alpine: { id: string; email: string };
let sava: { id: string; email: string };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
/** Rows from GraphQL carry global IDs already; rows from Prisma carry UUIDs. */
const reservationId = (id: string) => (/^[0-9a-f-]{36}$/.test(id) ? gid('Reservation', id) : id);
const local = (date: string, time: string) => {
  const resolved = localToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
};

async function approvedClient(key: string, language: 'en' | 'sl' = 'en', status: 'APPROVED' | 'PENDING' = 'APPROVED') {
  return createOrganisation(prisma(), {
    data: {
      name: `Coaches ${key}`,
      firstName: 'Maja',
      lastName: key,
      email: `${key}@coaches.example`,
      username: `coaches-${key}`,
      passwordHash: 'not-used',
      language,
      status,
      emailVerifiedAt: clock,
      approvedAt: status === 'APPROVED' ? clock : null,
      termsAcceptedAt: clock,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await prisma().staff.create({ data: { name: 'mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'sl' } });
  await prisma().staff.create({ data: { name: 'former', email: 'former@stopover.localhost', passwordHash: 'x', disabledAt: clock } });
  alpine = await approvedClient('alpine', 'sl');
  sava = await approvedClient('sava');
});
afterAll(async () => {
  await server?.close();
});

const client = (org: { id: string }) => server.cookieFor('client', org.id);
const staff = () => server.cookieFor('staff', managerId);

const FIELDS = 'id orderNumber status type guests seatReservation arrivalAt arrivalDay arrivalLocalTime durationMinutes quotedPriceCents currency version staffNote wishes';
const CREATE = `mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { ${FIELDS} history { kind fromStatus toStatus actorKind note } client { name } } reservationEdge { cursor node { id } } } }`;
const CHANGE = `mutation ($input: ChangeReservationStatusInput!) { changeReservationStatus(input: $input) { reservation { ${FIELDS} history { kind fromStatus toStatus actorKind note staff { name } } } } }`;
const UPDATE = `mutation ($input: UpdateReservationInput!) { updateReservation(input: $input) { reservation { ${FIELDS} history { kind note changes { field from to } } } } }`;

type Row = { id: string; orderNumber: string; status: string; version: number; arrivalAt: string; arrivalDay: string; arrivalLocalTime: string; guests: number; [key: string]: unknown };

function input(overrides: Partial<CreateReservationInput> = {}) {
  return { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-18', arrivalTime: '12:00', responsibleFirstName: 'Janez', responsibleLastName: 'Kranjc', message: 'Two vegetarians', acceptTerms: true, ...overrides };
}

async function book(org: { id: string }, overrides: Partial<CreateReservationInput> = {}, headers: Record<string, string> = {}) {
  const { body } = await server.graphql<{ createReservation: { reservation: Row; reservationEdge: { cursor: string; node: { id: string } } } }>(
    CREATE,
    { input: input(overrides) },
    { cookie: client(org), headers },
  );
  const payload = body.data?.createReservation;
  // The edge the client's list takes the new reservation with: the same node, and a cursor.
  if (payload) expect(payload.reservationEdge).toEqual({ cursor: expect.any(String), node: { id: payload.reservation.id } });
  return { row: payload?.reservation ?? null, error: body.errors?.[0] ?? null };
}

async function bookOk(org: { id: string }, overrides: Partial<CreateReservationInput> = {}) {
  const { row, error } = await book(org, overrides);
  expect(error).toBeNull();
  return row!;
}

async function change(row: { id: string; version: number }, status: string, extra: Record<string, unknown> = {}, cookie = staff()) {
  const { body } = await server.graphql<{ changeReservationStatus: { reservation: Row } }>(CHANGE, { input: { reservationId: reservationId(row.id), status, expectedVersion: row.version, ...extra } }, { cookie });
  return { row: body.data?.changeReservationStatus.reservation ?? null, error: body.errors?.[0] ?? null };
}

async function update(row: { id: string; version: number }, fields: Record<string, unknown>, cookie = staff()) {
  const { body } = await server.graphql<{ updateReservation: { reservation: Row } }>(UPDATE, { input: { reservationId: reservationId(row.id), expectedVersion: row.version, ...fields } }, { cookie });
  return { row: body.data?.updateReservation.reservation ?? null, error: body.errors?.[0] ?? null };
}

async function withCapacity<T>(seats: number, fn: () => Promise<T>): Promise<T> {
  await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: seats } });
  try {
    return await fn();
  } finally {
    await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 150 } });
  }
}

describe('a client books', () => {
  it('creates the reservation with its history, audit entry, mails and live event', async () => {
    const events = server.services.pubsub.subscribe('reservation')[Symbol.asyncIterator]();
    const next = events.next();
    const row = await bookOk(alpine);
    expect(row).toMatchObject({
      status: 'CREATED',
      type: 'LONG_STOP',
      guests: 40,
      seatReservation: true,
      arrivalAt: '2026-07-18T10:00:00.000Z',
      arrivalDay: '2026-07-18',
      arrivalLocalTime: '12:00',
      durationMinutes: 90,
      quotedPriceCents: 1890,
      currency: 'EUR',
      version: 1,
      history: [{ kind: 'CREATED', fromStatus: null, toStatus: 'CREATED', actorKind: 'CLIENT', note: null }],
      client: { name: 'Coaches alpine' },
    });
    expect(row.orderNumber).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);

    const id = Buffer.from(row.id, 'base64').toString().split(':')[1]!;
    const stored = await prisma().reservation.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ clientId: alpine.id, responsibleFirstName: 'Janez', message: 'Two vegetarians' });
    expect(stored.arrivalDay.toISOString()).toBe('2026-07-18T00:00:00.000Z');
    expect(await prisma().auditLog.count({ where: { action: 'reservation.created', subjectId: id, actorId: alpine.id } })).toBe(1);

    const mails = await prisma().mailOutbox.findMany({ where: { subject: { contains: row.orderNumber } }, orderBy: { toAddress: 'asc' } });
    // The client in its language; one notice to the restaurant's reservations inbox in the manager's.
    expect(mails.map((m) => [m.toAddress, m.template, m.language])).toEqual([
      ['alpine@coaches.example', 'reservation.created', 'sl'],
      ['rezervacije@stopover.si', 'reservation.staff_notice', 'en'],
    ]);
    expect(mails[0]!.subject).toBe(`Prejeli smo vašo rezervacijo ${row.orderNumber}`);
    expect(mails[0]!.textBody).toContain('sobota, 18. julij 2026 ob 12:00');
    expect(mails[0]!.textBody).toContain('Janez Kranjc');
    // The notice opens this reservation's panel.
    expect(mails[1]!.textBody).toContain(`/adminis/orders/pending?open=${row.orderNumber}`);
    expect((await next).value).toMatchObject({ kind: 'CREATED', reservationId: id, clientId: alpine.id, status: 'CREATED', version: 1 });
    await events.return?.();
  });

  it('books a short stop without seats and at the slot grid, in local time', async () => {
    const row = await bookOk(sava, { type: 'SHORT_STOP', guests: 10, seatReservation: false, arrivalDate: '2026-07-18', arrivalTime: '21:30' });
    expect(row).toMatchObject({ type: 'SHORT_STOP', seatReservation: false, durationMinutes: 30, quotedPriceCents: 450, arrivalAt: '2026-07-18T19:30:00.000Z' });
  });

  it('refuses every broken rule with field codes and translated messages, and writes nothing', async () => {
    const before = await prisma().reservation.count();
    const many = await book(sava, { guests: 101, seatReservation: false, arrivalTime: '12:10' });
    expect(many.error?.extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { guests: 'GUESTS_OUT_OF_RANGE', seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP', arrivalTime: 'NOT_ON_SLOT' },
      messages: { guests: 'A reservation is for 10 to 100 guests. Larger groups can make several reservations.' },
    });
    expect(many.error?.message).toBe('Please correct the highlighted fields.');
    const cases: Array<[Partial<CreateReservationInput>, string, string]> = [
      [{ guests: 9 }, 'guests', 'GUESTS_OUT_OF_RANGE'],
      [{ arrivalDate: '' }, 'arrivalDate', 'REQUIRED'],
      [{ arrivalDate: '2026-02-30' }, 'arrivalDate', 'INVALID_DATE'],
      [{ arrivalTime: '7 pm' }, 'arrivalTime', 'INVALID_TIME'],
      [{ arrivalTime: '06:45' }, 'arrivalTime', 'OUTSIDE_OPENING_HOURS'],
      [{ arrivalTime: '20:45' }, 'arrivalTime', 'OUTSIDE_OPENING_HOURS'],
      [{ arrivalDate: '2026-07-03' }, 'arrivalTime', 'LEAD_TIME_LONG'],
      [{ type: 'SHORT_STOP', arrivalDate: '2026-07-01', arrivalTime: '11:45' }, 'arrivalTime', 'LEAD_TIME_SHORT'],
      [{ message: 'x'.repeat(2001) }, 'message', 'TOO_LONG'],
      [{ arrivalDate: '2027-09-01' }, 'arrivalDate', 'TOO_FAR_AHEAD'],
    ];
    for (const [overrides, field, code] of cases) {
      const { error } = await book(sava, overrides);
      expect(error?.extensions, code).toMatchObject({ code: 'VALIDATION', fields: { [field]: code } });
    }
    expect(await prisma().reservation.count()).toBe(before);
  });

  it('says the lead time plainly, in the client’s language', async () => {
    const en = await book(sava, { arrivalDate: '2026-07-02' });
    expect(en.error?.message).toBe('Long stops must be booked at least 72 hours (3 days) before arrival.');
    const sl = await book(alpine, { arrivalDate: '2026-07-02' });
    expect(sl.error?.message).toBe('Dolg postanek je treba rezervirati vsaj 72 ur (3 dni) pred prihodom.');
    const short = await book(sava, { type: 'SHORT_STOP', arrivalDate: '2026-07-01', arrivalTime: '11:00' });
    expect(short.error?.message).toBe('Short stops must be booked at least 2 hours before arrival.');
  });

  it('takes exactly 72 hours and 2 hours of notice, not a minute less', async () => {
    const saved = clock;
    try {
      clock = new Date(local('2026-07-20', '12:00').getTime() - 72 * 3_600_000 + 60_000);
      expect((await book(sava, { arrivalDate: '2026-07-20' })).error?.extensions?.fields).toEqual({ arrivalTime: 'LEAD_TIME_LONG' });
      clock = new Date(clock.getTime() - 60_000);
      expect((await book(sava, { arrivalDate: '2026-07-20' })).error).toBeNull();
      const short = { type: 'SHORT_STOP' as const, arrivalDate: '2026-07-17', arrivalTime: '12:00' };
      clock = new Date(local('2026-07-17', '12:00').getTime() - 2 * 3_600_000 + 60_000);
      expect((await book(sava, short)).error?.extensions?.fields).toEqual({ arrivalTime: 'LEAD_TIME_SHORT' });
      clock = new Date(clock.getTime() - 60_000);
      expect((await book(sava, short)).error).toBeNull();
    } finally {
      clock = saved;
    }
  });

  it('works on the local calendar across clock changes', async () => {
    const saved = clock;
    try {
      clock = new Date('2026-03-01T08:00:00Z');
      const gap = await book(sava, { type: 'SHORT_STOP', arrivalDate: '2026-03-29', arrivalTime: '02:30' });
      expect(gap.error?.extensions?.fields).toEqual({ arrivalTime: 'NONEXISTENT_TIME' });
      const spring = await bookOk(sava, { arrivalDate: '2026-03-29', arrivalTime: '20:30' });
      expect(spring).toMatchObject({ arrivalAt: '2026-03-29T18:30:00.000Z', arrivalDay: '2026-03-29', arrivalLocalTime: '20:30' });
      const autumn = await bookOk(sava, { arrivalDate: '2026-10-25', arrivalTime: '07:00' });
      expect(autumn).toMatchObject({ arrivalAt: '2026-10-25T06:00:00.000Z', arrivalDay: '2026-10-25', arrivalLocalTime: '07:00' });
    } finally {
      clock = saved;
    }
  });

  it('refuses closed days', async () => {
    await prisma().closedDay.create({ data: { day: new Date('2026-08-15T00:00:00Z'), reason: 'Assumption Day' } });
    await prisma().openingHours.update({ where: { weekday: 1 }, data: { closed: true } });
    try {
      expect((await book(sava, { arrivalDate: '2026-08-15' })).error?.extensions?.fields).toEqual({ arrivalDate: 'CLOSED_DAY' });
      expect((await book(sava, { arrivalDate: '2026-07-20' })).error?.message).toBe('We are closed on this day. Please choose another date.');
    } finally {
      await prisma().openingHours.update({ where: { weekday: 1 }, data: { closed: false } });
    }
  });

  it('is only for verified, approved clients', async () => {
    const pending = await approvedClient('pending', 'en', 'PENDING');
    const refused = await book(pending);
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.graphql(CREATE, { input: input() });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const staffTry = await server.graphql(CREATE, { input: input() }, { cookie: staff() });
    expect(staffTry.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The use case checks again, whatever its caller decided.
    await expect(createReservation(server.services, pending.id, input() as CreateReservationInput, { ip: null, language: 'en' })).rejects.toMatchObject({
      extensions: { code: 'RESERVATION_NOT_ALLOWED' },
    });
  });

  it('draws another order number when one is taken', async () => {
    const taken = (await prisma().reservation.findFirstOrThrow()).orderNumber;
    const draws = [taken, taken, 'XYZ-789'];
    const created = await createReservation(server.services, sava.id, input({ arrivalDate: '2026-07-21' }) as CreateReservationInput, { ip: null, language: 'en' }, { orderNumber: () => draws.shift()! });
    expect(created.orderNumber).toBe('XYZ-789');
    await expect(
      createReservation(server.services, sava.id, input({ arrivalDate: '2026-07-21' }) as CreateReservationInput, { ip: null, language: 'en' }, { orderNumber: () => taken }),
    ).rejects.toMatchObject({ code: 'P2002' });
  });
});

describe('capacity', () => {
  const day = '2026-07-22';

  it('accepts up to capacity and then answers NO_LONGER_AVAILABLE with suggestions', async () => {
    await withCapacity(100, async () => {
      await bookOk(alpine, { arrivalDate: day, arrivalTime: '12:00', guests: 60 });
      await bookOk(sava, { arrivalDate: day, arrivalTime: '12:45', guests: 40 }); // exactly full 12:45–13:30
      const full = await book(sava, { arrivalDate: day, arrivalTime: '12:30', guests: 10 });
      expect(full.error?.message).toBe('This time is no longer available for your group. Please choose another time.');
      expect(full.error?.extensions).toMatchObject({ code: 'NO_LONGER_AVAILABLE', remainingSeats: 0 });
      const suggestions = full.error?.extensions?.suggestions as Array<{ arrivalTime: string; remainingSeats: number }>;
      // 60 seats 12:00–13:30 and 40 seats 12:45–14:15: the nearest stays that avoid 12:45–13:30.
      expect(suggestions.map((s) => s.arrivalTime)).toEqual(['13:30', '11:15', '13:45', '11:00', '14:00', '10:45']);
      expect(suggestions[0]).toEqual({ arrivalDate: day, arrivalTime: '13:30', arrivalAt: local(day, '13:30').toISOString(), remainingSeats: 60 });
      // Sl for the Slovenian client.
      expect((await book(alpine, { arrivalDate: day, arrivalTime: '12:30', guests: 10 })).error?.message).toBe('Ta čas za vašo skupino ni več na voljo. Izberite drug čas.');
      // A short stop without seats holds none: always fits.
      expect((await book(sava, { type: 'SHORT_STOP', seatReservation: false, arrivalDate: day, arrivalTime: '12:30' })).error).toBeNull();
      // Leaving at 13:30 frees the seats for a 13:30 arrival (half-open stays).
      expect((await book(sava, { arrivalDate: day, arrivalTime: '13:30', guests: 60 })).error).toBeNull();
    });
  });

  it('releases the seats of deleted reservations', async () => {
    await withCapacity(100, async () => {
      const blocking = await prisma().reservation.findFirstOrThrow({ where: { arrivalDay: new Date(`${day}T00:00:00Z`), guests: 60, arrivalAt: local(day, '12:00') } });
      expect((await book(sava, { arrivalDate: day, arrivalTime: '12:00', guests: 40 })).error?.extensions?.code).toBe('NO_LONGER_AVAILABLE');
      expect((await change(blocking, 'DELETED', { note: 'The tour was called off.' })).error).toBeNull();
      expect((await book(sava, { arrivalDate: day, arrivalTime: '12:00', guests: 40 })).error).toBeNull();
    });
  });
});

describe('availability for the wizard', () => {
  const AVAILABILITY = `query ($type: StopType!, $guests: Int!, $seats: Boolean!, $date: String!, $time: String!) {
    reservationAvailability(type: $type, guests: $guests, seatReservation: $seats, arrivalDate: $date, arrivalTime: $time) {
      fits arrivalAt bookableUntil remainingSeats problems { field code message } suggestions { arrivalDate arrivalTime arrivalAt remainingSeats }
    }
  }`;
  const ask = (vars: Record<string, unknown>, cookie: string | null = client(sava)) =>
    server.graphql<{ reservationAvailability: Record<string, unknown> }>(AVAILABILITY, { type: 'LONG_STOP', guests: 40, seats: true, date: '2026-07-23', time: '12:00', ...vars }, cookie ? { cookie } : {});

  it('says how many seats remain and when booking closes', async () => {
    const { body } = await ask({});
    expect(body.data?.reservationAvailability).toEqual({
      fits: true,
      arrivalAt: '2026-07-23T10:00:00.000Z',
      bookableUntil: '2026-07-20T10:00:00.000Z',
      remainingSeats: 150,
      problems: [],
      suggestions: [],
    });
  });

  it('explains problems and suggests nearby times when full', async () => {
    await withCapacity(50, async () => {
      await bookOk(alpine, { arrivalDate: '2026-07-23', arrivalTime: '12:00', guests: 30 });
      const { body } = await ask({});
      const result = body.data!.reservationAvailability as { fits: boolean; remainingSeats: number; problems: unknown[]; suggestions: Array<{ arrivalTime: string }> };
      expect(result).toMatchObject({ fits: false, remainingSeats: 20 });
      expect(result.problems).toEqual([{ field: 'arrivalTime', code: 'FULLY_BOOKED', message: 'This time is full for your group. Please choose another time.' }]);
      expect(result.suggestions.map((s) => s.arrivalTime)).toEqual(['10:30', '13:30', '10:15', '13:45', '10:00', '14:00']);
    });
    const early = await ask({ date: '2026-07-02' });
    expect(early.body.data?.reservationAvailability).toMatchObject({ fits: false, problems: [{ field: 'arrivalTime', code: 'LEAD_TIME_LONG', message: 'Long stops must be booked at least 72 hours (3 days) before arrival.' }] });
    const sl = await ask({ guests: 5 }, client(alpine));
    expect(sl.body.data?.reservationAvailability).toMatchObject({ problems: [{ field: 'guests', code: 'GUESTS_OUT_OF_RANGE', message: 'Rezervacija je mogoča za 10 do 100 gostov. Večje skupine lahko oddajo več rezervacij.' }] });
  });

  it('shows the calendar a month at a time: open, closed, full and too soon days', async () => {
    const DAYS = `query ($type: StopType!, $guests: Int!, $seats: Boolean!, $from: String!, $to: String!) {
      dayAvailability(type: $type, guests: $guests, seatReservation: $seats, from: $from, to: $to) { date state freeTimes }
    }`;
    type Days = { dayAvailability: Array<{ date: string; state: string; freeTimes: number }> };
    const days = (vars: Record<string, unknown>) => server.graphql<Days>(DAYS, { type: 'LONG_STOP', guests: 40, seats: true, from: '2026-07-01', to: '2026-07-31', ...vars }, { cookie: client(sava) });
    await withCapacity(60, async () => {
      // 30 seats taken all day on the 24th leave no room for 40.
      for (const time of ['07:00', '08:30', '10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30']) {
        await prisma().reservation.create({
          data: { orderNumber: `DAY-${time.replace(':', '')}`, clientId: alpine.id, type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalAt: local('2026-07-24', time), arrivalDay: new Date('2026-07-24T00:00:00Z'), durationMinutes: 90 },
        });
      }
      const { body } = await days({});
      expect(body.errors).toBeUndefined();
      const byDate = new Map(body.data!.dayAvailability.map((d) => [d.date, d]));
      expect(body.data!.dayAvailability).toHaveLength(31);
      expect(byDate.get('2026-07-01')!.state).toBe('TOO_SOON'); // the clock is 1 July, 10:00 local
      expect(byDate.get('2026-07-24')).toEqual({ date: '2026-07-24', state: 'FULLY_BOOKED', freeTimes: 0 });
      expect(byDate.get('2026-07-25')!.state).toBe('OPEN');
      expect(byDate.get('2026-07-25')!.freeTimes).toBeGreaterThan(40);
      // Ten guests still fit beside the 30.
      const small = await days({ guests: 10, from: '2026-07-24', to: '2026-07-24' });
      expect(small.body.data!.dayAvailability[0]!.state).toBe('OPEN');
    });
    const closed = await days({ from: '2026-08-15', to: '2026-08-15' });
    expect(closed.body.data!.dayAvailability[0]!.state).toBe('CLOSED');
    for (const bad of [{ from: '2026-07-01', to: '2026-12-31' }, { from: '2026-07-10', to: '2026-07-01' }, { from: 'soon' }, { guests: 500 }]) {
      expect((await days(bad)).body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('is for approved clients and staff', async () => {
    expect((await ask({}, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const pending = await approvedClient('pending-asker', 'en', 'PENDING');
    expect((await ask({}, client(pending))).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ask({}, staff())).body.data?.reservationAvailability).toMatchObject({ fits: true });
  });

  it('publishes the booking rules without sign-in', async () => {
    await prisma().closedDay.create({ data: { day: new Date('2026-12-25T00:00:00Z'), reason: 'Christmas' } });
    const RULES = `{ reservationRules { timeZone today minGuests maxGuests slotMinutes
      stops { type leadTimeHours durationMinutes seatReservationRequired pricePerGuestCents currency }
      openingHours { weekday closed opens closes } closedDays { date reason } } }`;
    const { body } = await server.graphql<{ reservationRules: Record<string, unknown> }>(RULES);
    expect(body.errors).toBeUndefined();
    expect(body.data?.reservationRules).toMatchObject({
      timeZone: 'Europe/Ljubljana',
      today: '2026-07-01',
      minGuests: 10,
      maxGuests: 100,
      slotMinutes: 15,
      stops: [
        { type: 'SHORT_STOP', leadTimeHours: 2, durationMinutes: 30, seatReservationRequired: false, pricePerGuestCents: 450, currency: 'EUR' },
        { type: 'LONG_STOP', leadTimeHours: 72, durationMinutes: 90, seatReservationRequired: true, pricePerGuestCents: 1890, currency: 'EUR' },
      ],
      closedDays: [
        { date: '2026-08-15', reason: null },
        { date: '2026-12-25', reason: null },
      ],
    });
    expect((body.data?.reservationRules.openingHours as unknown[])[0]).toEqual({ weekday: 1, closed: false, opens: '07:00', closes: '22:00' });
    const forStaff = await server.graphql<{ reservationRules: { closedDays: unknown[] } }>('{ reservationRules { closedDays { date reason } } }', {}, { cookie: staff() });
    expect(forStaff.body.data?.reservationRules.closedDays).toContainEqual({ date: '2026-12-25', reason: 'Christmas' });
  });
});

describe('My reservations', () => {
  const LIST = `query ($first: Int, $after: String, $status: [ReservationStatus!]) { viewer { client {
    reservationCounts { active finished }
    reservations(first: $first, after: $after, status: $status) { totalCount edges { cursor node { orderNumber status createdAt history { kind } } } pageInfo { hasNextPage endCursor } }
  } } }`;
  type List = { viewer: { client: { reservationCounts: { active: number; finished: number }; reservations: { totalCount: number; edges: Array<{ cursor: string; node: { orderNumber: string; status: string; createdAt: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } } } } };
  let owner: { id: string };

  beforeAll(async () => {
    owner = await approvedClient('lister');
    for (let i = 0; i < 5; i++) {
      clock = new Date(clock.getTime() + 60_000);
      await bookOk(owner, { arrivalDate: '2026-07-24', arrivalTime: `${10 + i}:00`, guests: 10 });
    }
  });

  it('lists the account’s reservations newest first, a page at a time', async () => {
    const first = await server.graphql<List>(LIST, { first: 2 }, { cookie: client(owner) });
    expect(first.body.errors).toBeUndefined();
    const page1 = first.body.data!.viewer.client.reservations;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.totalCount).toBe(5); // all of them, not the page
    const all = await server.graphql<List>(LIST, { first: 20 }, { cookie: client(owner) });
    const nodes = all.body.data!.viewer.client.reservations.edges.map((e) => e.node);
    expect(nodes).toHaveLength(5);
    const times = nodes.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await server.graphql<List>(LIST, { first: 2, after: page1.pageInfo.endCursor }, { cookie: client(owner) });
    expect(second.body.data!.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toEqual(nodes.slice(2, 4).map((n) => n.orderNumber));
  });

  it('filters by status and counts active and finished', async () => {
    const rows = await prisma().reservation.findMany({ where: { clientId: owner.id }, orderBy: { createdAt: 'asc' } });
    const scheduled = (await change(rows[0]!, 'SCHEDULED')).row!;
    const saved = clock;
    clock = new Date('2026-07-24T12:00:00Z');
    expect((await change({ id: rows[0]!.id, version: scheduled.version }, 'FINISHED')).error).toBeNull();
    clock = saved;
    expect((await change(rows[1]!, 'DELETED', { note: 'Booked twice by mistake.' })).error).toBeNull();
    const { body } = await server.graphql<List>(LIST, { first: 20, status: ['FINISHED'] }, { cookie: client(owner) });
    expect(body.data!.viewer.client.reservationCounts).toEqual({ active: 3, finished: 1 });
    expect(body.data!.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toEqual([rows[0]!.orderNumber]);
    expect(body.data!.viewer.client.reservations.totalCount).toBe(1); // counted with the filter
  });

  it('gives staff the counts of many clients with one query', async () => {
    const ids = [owner.id, alpine.id, sava.id].map((id) => gid('Client', id));
    const { body } = await server.graphql<{ nodes: Array<{ reservationCounts: { active: number; finished: number } }> }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Client { reservationCounts { active finished } } } }',
      { ids },
      { cookie: staff() },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.nodes[0]!.reservationCounts).toEqual({ active: 3, finished: 1 });
  });
});

describe('one organisation never sees another’s reservations', () => {
  let theirs: Row;

  beforeAll(async () => {
    theirs = await bookOk(alpine, { arrivalDate: '2026-07-25' });
  });

  it('through node(id:) and nodes(ids:)', async () => {
    const query = 'query ($id: ID!) { node(id: $id) { ... on Reservation { orderNumber guests } } }';
    const stranger = await server.graphql<{ node: unknown }>(query, { id: theirs.id }, { cookie: client(sava) });
    expect(stranger.body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(stranger.body)).not.toContain(theirs.orderNumber);
    const many = await server.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Reservation { orderNumber } } }', { ids: [theirs.id] }, { cookie: client(sava) });
    expect(JSON.stringify(many.body)).not.toContain(theirs.orderNumber);
    const anonymous = await server.graphql(query, { id: theirs.id });
    expect(JSON.stringify(anonymous.body)).not.toContain(theirs.orderNumber);
    const owner = await server.graphql<{ node: { orderNumber: string } }>(query, { id: theirs.id }, { cookie: client(alpine) });
    expect(owner.body.data?.node.orderNumber).toBe(theirs.orderNumber);
    const staffRead = await server.graphql<{ node: { orderNumber: string } }>(query, { id: theirs.id }, { cookie: staff() });
    expect(staffRead.body.data?.node.orderNumber).toBe(theirs.orderNumber);
  });

  it('through the other organisation’s client node and its connection', async () => {
    const query = 'query ($id: ID!) { node(id: $id) { ... on Client { reservations(first: 50) { edges { node { orderNumber } } } reservationCounts { active } } } }';
    const stranger = await server.graphql(query, { id: gid('Client', alpine.id) }, { cookie: client(sava) });
    expect(JSON.stringify(stranger.body)).not.toContain(theirs.orderNumber);
    // Hidden exactly like a row that does not exist.
    expect(stranger.body).toEqual({ data: { node: null } });
  });

  /** A live feed opened with `cookie`, collecting what it receives. */
  const liveFeed = (subscription: string, cookie: string) => {
    const ws = server.wsClient(cookie);
    const seen: unknown[] = [];
    ws.subscribe({ query: subscription }, { next: (value) => void seen.push(value), error: (error) => void seen.push({ error }), complete: () => {} });
    return { ws, seen };
  };

  it('through the live events', async () => {
    const SUBSCRIPTION = 'subscription { reservationChanged { kind status actorKind staff { name } reservation { orderNumber client { name } } } }';
    const collect = (cookie: string) => liveFeed(SUBSCRIPTION, cookie);
    const staffFeed = collect(staff());
    const ownerFeed = collect(client(alpine));
    const strangerFeed = collect(client(sava));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const row = await bookOk(alpine, { arrivalDate: '2026-07-25', arrivalTime: '15:00', guests: 12 });
    await expect.poll(() => staffFeed.seen.length).toBe(1);
    await expect.poll(() => ownerFeed.seen.length).toBe(1);
    expect(ownerFeed.seen[0]).toEqual({
      data: { reservationChanged: { kind: 'CREATED', status: 'CREATED', actorKind: 'CLIENT', staff: null, reservation: { orderNumber: row.orderNumber, client: { name: 'Coaches alpine' } } } },
    });
    expect(staffFeed.seen[0]).toEqual(ownerFeed.seen[0]);
    // A colleague's change names them on staff screens; the client learns only that staff acted.
    expect((await change(row, 'SCHEDULED')).error).toBeNull();
    await expect.poll(() => staffFeed.seen.length).toBe(2);
    await expect.poll(() => ownerFeed.seen.length).toBe(2);
    const manager = await prisma().staff.findUniqueOrThrow({ where: { id: managerId } });
    expect(staffFeed.seen[1]).toMatchObject({ data: { reservationChanged: { kind: 'STATUS_CHANGED', status: 'SCHEDULED', actorKind: 'STAFF', staff: { name: manager.name } } } });
    expect(ownerFeed.seen[1]).toMatchObject({ data: { reservationChanged: { kind: 'STATUS_CHANGED', actorKind: 'STAFF', staff: null } } });
    expect(ownerFeed.seen[1]).not.toHaveProperty('errors');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerFeed.seen).toEqual([]);
    const anonymous = server.wsClient();
    const refused = await new Promise<unknown>((resolve) => anonymous.subscribe({ query: SUBSCRIPTION }, { next: resolve, error: resolve, complete: () => {} }));
    expect(JSON.stringify(refused)).toContain('UNAUTHENTICATED');
    await Promise.all([staffFeed.ws.dispose(), ownerFeed.ws.dispose(), strangerFeed.ws.dispose(), anonymous.dispose()]);
  });

  it('executes a change once for all the screens that show the same, and apart for the rest', async () => {
    const SUBSCRIPTION = 'subscription { reservationChanged { kind actorKind staff { name } reservation { orderNumber guests client { name } } } }';
    const collect = (cookie: string) => liveFeed(SUBSCRIPTION, cookie);
    // Three screens of the same member of staff, and the booking organisation's own.
    const feeds = [collect(staff()), collect(staff()), collect(staff()), collect(client(alpine))];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = { ...eventAnswers };
    const row = await bookOk(alpine, { arrivalDate: '2026-07-27', arrivalTime: '15:00', guests: 14 });
    expect((await change(row, 'SCHEDULED')).error).toBeNull();
    for (const feed of feeds) await expect.poll(() => feed.seen.length).toBe(2);
    // Per change: one execution for staff and one for the organisation; the other two staff screens share.
    expect(eventAnswers.executed - before.executed).toBe(4);
    expect(eventAnswers.shared - before.shared).toBe(4);
    const [first, second, third, owner] = feeds.map((feed) => feed.seen);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first![1]).toMatchObject({ data: { reservationChanged: { kind: 'STATUS_CHANGED', actorKind: 'STAFF', staff: { name: expect.any(String) }, reservation: { orderNumber: row.orderNumber, guests: 14 } } } });
    // The organisation's answer is its own: it does not learn who on the staff acted.
    expect(owner![1]).toMatchObject({ data: { reservationChanged: { kind: 'STATUS_CHANGED', staff: null } } });
    await Promise.all(feeds.map(async (feed) => feed.ws.dispose()));
  });
});

describe('staff change the status', () => {
  let row: Row;

  beforeAll(async () => {
    row = await bookOk(sava, { arrivalDate: '2026-07-26', arrivalTime: '13:00' });
  });

  it('confirms: new version, history with who and note, audit, the client’s mail', async () => {
    const { row: confirmed, error } = await change(row, 'SCHEDULED', { note: 'Tables by the window.' });
    expect(error).toBeNull();
    expect(confirmed).toMatchObject({ status: 'SCHEDULED', version: 2, staffNote: 'Tables by the window.' });
    expect(confirmed!.history).toEqual([
      { kind: 'CREATED', fromStatus: null, toStatus: 'CREATED', actorKind: 'CLIENT', note: null, staff: null },
      { kind: 'STATUS_CHANGED', fromStatus: 'CREATED', toStatus: 'SCHEDULED', actorKind: 'STAFF', note: 'Tables by the window.', staff: { name: expect.any(String) } },
    ]);
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: sava.email, template: 'reservation.scheduled' } });
    expect(mail.subject).toBe(`Reservation ${row.orderNumber} confirmed`);
    expect(mail.textBody).toContain('Tables by the window.');
    expect(await prisma().auditLog.count({ where: { action: 'reservation.status_changed', actorId: managerId } })).toBeGreaterThan(0);
    row = confirmed!;
  });

  it('wakes the mail worker after the commit, and the webhook worker only when a webhook was queued', async () => {
    const woken: string[] = [];
    const stops = (['mail', 'webhooks'] as const).map((outbox) => onNotify(() => woken.push(outbox), outbox));
    try {
      const other = await bookOk(sava, { arrivalDate: '2026-07-26', arrivalTime: '15:00' });
      expect(woken).toEqual(['mail']);
      woken.length = 0;
      const endpoint = await prisma().webhookEndpoint.create({ data: { url: 'https://hooks.example/stopover', events: ['RESERVATION_STATUS_CHANGED'], secret: 'whsec_dGVzdA==' } });
      try {
        expect((await change(other, 'SCHEDULED')).error).toBeNull();
        expect(woken).toEqual(['mail', 'webhooks']);
      } finally {
        await prisma().webhookEndpoint.delete({ where: { id: endpoint.id } });
      }
    } finally {
      stops.forEach((stop) => stop());
    }
  });

  it('shows the client the history without staff names', async () => {
    const { body } = await server.graphql<{ node: { history: Array<{ staff: unknown; note: string | null }> } }>(
      'query ($id: ID!) { node(id: $id) { ... on Reservation { history { note staff { name } } } } }',
      { id: row.id },
      { cookie: client(sava) },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.node.history.map((h) => h.staff)).toEqual([null, null]);
  });

  it('refuses a stale version, a transition the machine does not allow, and finishing before the day', async () => {
    const stale = await change({ ...row, version: 1 }, 'WAITING', { note: 'Can you come at 13:00?' });
    expect(stale.error?.extensions).toMatchObject({ code: 'RESERVATION_CHANGED', currentVersion: 2 });
    expect(stale.error?.message).toBe('This reservation was changed by someone else. Reload to see the latest.');
    expect((await change(row, 'CREATED')).error?.extensions).toMatchObject({ code: 'INVALID_TRANSITION', from: 'SCHEDULED', to: 'CREATED' });
    expect((await change(row, 'FINISHED')).error?.extensions?.code).toBe('NOT_ARRIVED_YET');
  });

  it('will not ask for coordination or decline without telling the client why', async () => {
    for (const [status, note] of [['WAITING', undefined], ['DELETED', '   '], ['DELETED', null]] as const) {
      const refused = await change(row, status, note === undefined ? {} : { note });
      expect(refused.error?.extensions).toMatchObject({ code: 'VALIDATION', fields: { note: 'REQUIRED' } });
    }
    const unchanged = await prisma().reservation.findFirstOrThrow({ where: { orderNumber: (row as { orderNumber: string }).orderNumber } });
    expect(unchanged).toMatchObject({ status: 'SCHEDULED', version: row.version });
  });

  it('asks for coordination, then cancels with a reason; the end is final', async () => {
    const waiting = (await change(row, 'WAITING', { note: 'Please call us about the menu.' })).row!;
    expect(await prisma().mailOutbox.count({ where: { toAddress: sava.email, template: 'reservation.waiting' } })).toBe(1);
    const deleted = (await change(waiting, 'DELETED', { note: 'The group cancelled by phone.' })).row!;
    expect(deleted).toMatchObject({ status: 'DELETED', version: 4 });
    // Staff had taken it up (coordination): the client is told it was cancelled, not declined.
    const cancelled = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: sava.email, template: 'reservation.cancelled' } });
    expect(cancelled.textBody).toContain('The group cancelled by phone.');
    expect(cancelled.subject).toMatch(/cancelled|preklicana/);
    expect(await prisma().mailOutbox.count({ where: { toAddress: sava.email, template: 'reservation.declined' } })).toBe(0);
    expect((await change(deleted, 'SCHEDULED')).error?.extensions?.code).toBe('RESERVATION_CLOSED');
    expect((await update(deleted, { guests: 20 })).error?.extensions?.code).toBe('RESERVATION_CLOSED');
  });

  it('never lets a client change or delete a reservation', async () => {
    const mine = await bookOk(sava, { arrivalDate: '2026-07-26', arrivalTime: '16:00', guests: 10 });
    expect((await change(mine, 'DELETED', {}, client(sava))).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await update(mine, { guests: 12 }, client(sava))).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await prisma().reservation.findFirstOrThrow({ where: { orderNumber: mine.orderNumber } })).status).toBe('CREATED');
  });

  it('sends nothing when a group is marked finished', async () => {
    const done = await bookOk(sava, { arrivalDate: '2026-07-27', arrivalTime: '12:00', guests: 10 });
    const scheduled = (await change(done, 'SCHEDULED')).row!;
    const saved = clock;
    clock = local('2026-07-27', '00:05');
    try {
      const mailsBefore = await prisma().mailOutbox.count({ where: { toAddress: sava.email } });
      expect((await change(scheduled, 'FINISHED')).row).toMatchObject({ status: 'FINISHED' });
      expect(await prisma().mailOutbox.count({ where: { toAddress: sava.email } })).toBe(mailsBefore);
    } finally {
      clock = saved;
    }
  });
});

describe('staff edit', () => {
  const day = '2026-07-28';
  let row: Row;

  beforeAll(async () => {
    row = await bookOk(alpine, { arrivalDate: day, arrivalTime: '12:00', guests: 40, wishes: null });
  });

  it('changes guests, arrival and wishes; records each change; mails the client what changed in their language', async () => {
    const { row: edited, error } = await update(row, { guests: 45, arrivalTime: '12:30', wishes: 'Gluten-free bread', note: 'As agreed by phone.' });
    expect(error).toBeNull();
    expect(edited).toMatchObject({ guests: 45, arrivalLocalTime: '12:30', arrivalDay: day, wishes: 'Gluten-free bread', version: 2, staffNote: 'As agreed by phone.' });
    const last = (edited!.history as Array<{ kind: string; note: string; changes: unknown[] }>).at(-1)!;
    expect(last.kind).toBe('EDITED');
    expect(last.note).toBe('As agreed by phone.');
    expect(last.changes).toEqual([
      { field: 'arrivalAt', from: '2026-07-28T10:00:00.000Z', to: '2026-07-28T10:30:00.000Z' },
      { field: 'guests', from: '40', to: '45' },
      { field: 'wishes', from: null, to: 'Gluten-free bread' },
    ]);
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: alpine.email, template: 'reservation.updated' } });
    expect(mail.language).toBe('sl');
    expect(mail.textBody).toContain('Velikost skupine');
    expect(mail.textBody).toContain('40 gostov');
    expect(mail.textBody).toContain('45 gostov');
    expect(mail.textBody).toContain('Gluten-free bread');
    row = edited!;
  });

  it('changes the stop type under that type’s rules, length and price', async () => {
    const short = await prisma().settings.findUniqueOrThrow({ where: { id: 1 } });
    const shortOffer = await prisma().stopOffer.findUniqueOrThrow({ where: { type: 'SHORT_STOP' } });
    const other = await bookOk(sava, { arrivalDate: '2026-07-29', arrivalTime: '12:00', guests: 20 });
    // Lunch becomes coffee: seats may go, the stay shortens, the short stop's price is quoted.
    const { row: coffee, error } = await update(other, { type: 'SHORT_STOP', seatReservation: false, note: 'Coffee only, as agreed.' });
    expect(error).toBeNull();
    expect(coffee).toMatchObject({ type: 'SHORT_STOP', seatReservation: false, version: 2, durationMinutes: short.shortStopMinutes, quotedPriceCents: shortOffer.priceCents });
    expect((coffee!.history as Array<{ changes: unknown[] }>).at(-1)!.changes).toEqual([
      { field: 'type', from: 'LONG_STOP', to: 'SHORT_STOP' },
      { field: 'seatReservation', from: 'true', to: 'false' },
    ]);
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: sava.email, template: 'reservation.updated' }, orderBy: { createdAt: 'desc' } });
    expect(mail.textBody).toContain('Short stop');
    // Back to lunch without seats: refused, as a new booking would be, and nothing changes.
    const refused = await update(coffee!, { type: 'LONG_STOP' });
    expect(refused.error?.extensions).toMatchObject({ code: 'VALIDATION', fields: { seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' } });
    expect((await prisma().reservation.findFirstOrThrow({ where: { orderNumber: other.orderNumber } })).type).toBe('SHORT_STOP');
  });

  it('re-checks capacity, leaving the reservation’s own seats out', async () => {
    await withCapacity(100, async () => {
      // 45 held by this reservation itself: growing to 100 fits.
      const grown = await update(row, { guests: 100 });
      expect(grown.error).toBeNull();
      row = grown.row!;
      await prisma().reservation.create({
        data: { orderNumber: 'TST-222', clientId: sava.id, type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalAt: local(day, '15:00'), arrivalDay: new Date(`${day}T00:00:00Z`), durationMinutes: 90 },
      });
      const moved = await update(row, { arrivalTime: '14:00' });
      expect(moved.error?.extensions).toMatchObject({ code: 'NO_LONGER_AVAILABLE', remainingSeats: 70 });
      // Fewer guests never needs a check.
      const shrunk = await update(row, { guests: 60 });
      expect(shrunk.error).toBeNull();
      row = shrunk.row!;
    });
  });

  it('moves to another day under both days’ locks, without the lead time but not into the past or a closed day', async () => {
    const saved = clock;
    clock = local('2026-07-27', '09:00');
    try {
      const tomorrow = await update(row, { arrivalDate: '2026-07-27', arrivalTime: '13:00' });
      expect(tomorrow.error).toBeNull();
      expect(tomorrow.row).toMatchObject({ arrivalDay: '2026-07-27', arrivalLocalTime: '13:00' });
      row = tomorrow.row!;
      expect((await update(row, { arrivalTime: '08:45' })).error?.extensions?.fields).toEqual({ arrivalTime: 'ARRIVAL_IN_PAST' });
      expect((await update(row, { arrivalDate: '2026-08-15' })).error?.extensions?.fields).toEqual({ arrivalDate: 'CLOSED_DAY' });
      expect((await update(row, { guests: 101 })).error?.extensions?.fields).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
      expect((await update(row, { seatReservation: false })).error?.extensions?.fields).toEqual({ seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' });
      expect((await update({ ...row, version: 1 }, { guests: 50 })).error?.extensions?.code).toBe('RESERVATION_CHANGED');
    } finally {
      clock = saved;
    }
  });

  it('changes nothing (and mails nobody) when nothing changes', async () => {
    const mailsBefore = await prisma().mailOutbox.count();
    const same = await update(row, { guests: row.guests });
    expect(same.row).toMatchObject({ version: row.version });
    expect(await prisma().mailOutbox.count()).toBe(mailsBefore);
  });
});

describe('an organisation with several members', () => {
  let booker: { id: string };
  const PEOPLE = `query ($id: ID!) { node(id: $id) { ... on Reservation { bookedByPerson { name former staff } history { kind actorPerson { name former staff } } } } }`;
  const person = async (id: string, cookie: string) =>
    (await server.graphql<{ node: { bookedByPerson: unknown; history: Array<{ kind: string; actorPerson: unknown }> } | null }>(PEOPLE, { id: reservationId(id) }, { cookie })).body.data?.node;

  beforeAll(async () => {
    booker = await addMember(prisma(), alpine.id, 'BOOKER', { email: 'dispatch@coaches.example', firstName: 'Luka', lastName: 'Novak', language: 'en' });
  });

  it('records the member who booked, names them, and mails them in their language as well as the organisation in its own', async () => {
    const { body } = await server.graphql<{ createReservation: { reservation: Row } }>(
      CREATE,
      { input: input({ arrivalDate: '2026-07-23', arrivalTime: '13:00', guests: 20 }) },
      { cookie: server.cookieFor('client', booker.id, { org: alpine.id }) },
    );
    expect(body.errors).toBeUndefined();
    const row = body.data!.createReservation.reservation;
    const id = Buffer.from(row.id, 'base64').toString().split(':')[1]!;
    const stored = await prisma().reservation.findUniqueOrThrow({ where: { id }, include: { events: true } });
    expect(stored.bookedByMemberId).toBe(booker.id);
    expect(stored.events).toEqual([expect.objectContaining({ kind: 'CREATED', actorKind: 'CLIENT', actorMemberId: booker.id })]);
    expect(await prisma().auditLog.count({ where: { action: 'reservation.created', subjectId: id, actorId: alpine.id, actorMemberId: booker.id } })).toBe(1);

    const mails = await prisma().mailOutbox.findMany({ where: { subject: { contains: row.orderNumber } }, orderBy: { toAddress: 'asc' } });
    expect(mails.map((m) => [m.toAddress, m.template, m.language])).toEqual([
      ['alpine@coaches.example', 'reservation.created', 'sl'],
      ['dispatch@coaches.example', 'reservation.created', 'en'],
      ['rezervacije@stopover.si', 'reservation.staff_notice', 'en'],
    ]);
    expect(mails[1]!.subject).toBe(`We have received your reservation ${row.orderNumber}`);
    expect(mails[1]!.textBody).toContain('Luka Novak');

    // The organisation's members and staff see who booked it and who took each step.
    const named = { name: 'Luka Novak', former: false, staff: false };
    expect(await person(id, client(alpine))).toEqual({ bookedByPerson: named, history: [{ kind: 'CREATED', actorPerson: named }] });
    expect((await person(id, staff()))?.bookedByPerson).toEqual(named);

    // Staff confirm: the organisation's address and the member who booked are mailed, each in their language.
    const confirmed = await change({ id, version: stored.version }, 'SCHEDULED');
    expect(confirmed.error).toBeNull();
    const scheduled = await prisma().mailOutbox.findMany({ where: { template: 'reservation.scheduled', subject: { contains: row.orderNumber } }, orderBy: { toAddress: 'asc' } });
    expect(scheduled.map((m) => [m.toAddress, m.language])).toEqual([
      ['alpine@coaches.example', 'sl'],
      ['dispatch@coaches.example', 'en'],
    ]);
    expect((await person(id, client(alpine)))?.history.at(-1)).toEqual({ kind: 'STATUS_CHANGED', actorPerson: { name: null, former: false, staff: true } });
    expect((await person(id, staff()))?.history.at(-1)?.actorPerson).toMatchObject({ staff: true, name: expect.any(String) });

    // A member who left the organisation is mailed no more.
    await prisma().membership.delete({ where: { clientId_memberId: { clientId: alpine.id, memberId: booker.id } } });
    const waiting = await change({ id, version: confirmed.row!.version }, 'WAITING', { note: 'Can you come at 13:30?' });
    expect(waiting.error).toBeNull();
    expect((await prisma().mailOutbox.findMany({ where: { template: 'reservation.waiting', subject: { contains: row.orderNumber } } })).map((m) => m.toAddress)).toEqual(['alpine@coaches.example']);
    await prisma().membership.create({ data: { clientId: alpine.id, memberId: booker.id, role: 'BOOKER' } });

    // A member whose data was erased is a former member, and mailed no more.
    await prisma().member.update({ where: { id: booker.id }, data: { erasedAt: clock, email: null, passwordHash: null, firstName: null, lastName: null } });
    expect(await person(id, client(alpine))).toMatchObject({ bookedByPerson: { name: null, former: true, staff: false } });
    const edited = await update({ id, version: waiting.row!.version }, { guests: 22 });
    expect(edited.error).toBeNull();
    const updatedMails = await prisma().mailOutbox.findMany({ where: { template: 'reservation.updated', subject: { contains: row.orderNumber } } });
    expect(updatedMails.map((m) => m.toAddress)).toEqual(['alpine@coaches.example']);
  });

  it('names staff who booked by phone to staff, and only "staff" to the client; an owner sharing the address gets one mail', async () => {
    const row = await bookOk(sava, { arrivalDate: '2026-07-23', arrivalTime: '13:00', guests: 10 });
    const id = Buffer.from(row.id, 'base64').toString().split(':')[1]!;
    await prisma().reservation.update({ where: { id }, data: { bookedByMemberId: null, bookedByStaffId: managerId } });
    expect((await person(id, staff()))?.bookedByPerson).toMatchObject({ staff: true, former: false, name: expect.any(String) });
    expect((await person(id, client(sava)))?.bookedByPerson).toEqual({ name: null, former: false, staff: true });
    // The owner's own booking (the owner shares the organisation's address: one mail, not two).
    const own = await bookOk(sava, { arrivalDate: '2026-07-23', arrivalTime: '13:30', guests: 10 });
    expect((await prisma().mailOutbox.findMany({ where: { template: 'reservation.created', subject: { contains: own.orderNumber } } })).map((m) => m.toAddress)).toEqual(['sava@coaches.example']);
  });
});
