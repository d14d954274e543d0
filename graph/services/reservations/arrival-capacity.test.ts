// Arrival capacity through the real API: the pacing refuses a third coach at 10:00 and offers the
// nearest times, staff may set it aside with a reason, a group of 60 sits in the joined rooms,
// coach bays are given and freed, the calendar says why a time is full, and an edit re-places the
// group. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { createOrganisation } from '../../testing/organisations.ts';

// Wednesday 1 July 2026, 10:00 in Ljubljana; the bookings are for Saturday 11 July.
const clock = new Date('2026-07-01T08:00:00Z');
const DAY = '2026-07-11';
let server: TestServer;
let staffId: string;
let clientId: string;
let hall: { id: string };
let side: { id: string };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const asClient = () => ({ cookie: server.cookieFor('client', clientId) });
const asStaff = () => ({ cookie: server.cookieFor('staff', staffId) });

type Extensions = { code: string; reasons?: string[]; suggestions?: Array<{ arrivalTime: string }>; fields?: Record<string, string> };
const BOOK = `mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id version } } }`;
const BOOK_FOR = `mutation ($input: CreateReservationForClientInput!) { createReservationForClient(input: $input) { reservation { id history { overrides overrideReason } } } }`;
const EDIT = `mutation ($input: UpdateReservationInput!) { updateReservation(input: $input) { reservation { id } } }`;

const coffee = (time: string, extra: Record<string, unknown> = {}) => ({
  type: 'SHORT_STOP',
  guests: 50,
  seatReservation: false,
  arrivalDate: DAY,
  arrivalTime: time,
  acceptTerms: true,
  ...extra,
});
const lunch = (time: string, guests: number, extra: Record<string, unknown> = {}) => ({ ...coffee(time), type: 'LONG_STOP', seatReservation: true, guests, ...extra });

async function book(input: Record<string, unknown>) {
  const response = await server.graphql<{ createReservation: { reservation: { id: string; version: number } } }>(BOOK, { input }, asClient());
  const error = (response.body.errors as Array<{ extensions: Extensions }> | undefined)?.[0]?.extensions;
  const globalId = response.body.data?.createReservation?.reservation.id;
  return { id: globalId ? Buffer.from(globalId, 'base64').toString().split(':')[1]! : null, version: response.body.data?.createReservation?.reservation.version, error };
}

const placed = (id: string) =>
  prisma().reservation.findUniqueOrThrow({ where: { id }, select: { bays: true, coaches: true, rooms: { select: { roomId: true, seats: true }, orderBy: { seats: 'desc' } } } });

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  staffId = (await prisma().staff.create({ data: { name: 'Mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'en' } })).id;
  clientId = (
    await createOrganisation(prisma(), {
      data: {
        name: 'Alpine Coaches',
        email: 'alpine@coaches.example',
        username: 'alpine',
        phone: '+386 41 555 123',
        passwordHash: 'x',
        status: 'APPROVED',
        language: 'en',
        emailVerifiedAt: clock,
        approvedAt: clock,
        termsAcceptedAt: clock,
      },
    })
  ).id;
  await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 200, coachBays: 3, bayTurnaroundMinutes: 15 } });
  await prisma().pacingRule.create({ data: { maxCoaches: 2, maxGuests: 150 } });
  hall = await prisma().room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 40, position: 1 } });
  side = await prisma().room.create({ data: { nameEn: 'Side room', nameSl: 'Stranska soba', seats: 30, position: 2 } });
  await prisma().roomCombination.create({ data: { roomIds: [hall.id, side.id] } });
});

afterAll(async () => {
  await server?.close();
});

describe('arrival capacity', () => {
  it('refuses a third coach in the 10:00 slot with the reason and the nearest free times', async () => {
    const first = await book(coffee('10:00'));
    const second = await book(coffee('10:00'));
    expect(first.error).toBeUndefined();
    expect(second.error).toBeUndefined();
    expect((await placed(first.id!)).bays).toEqual([1]);
    expect((await placed(second.id!)).bays).toEqual([2]);
    const before = await prisma().reservation.count();
    const third = await book(coffee('10:00'));
    expect(third.error).toMatchObject({ code: 'NO_LONGER_AVAILABLE', reasons: ['PACING'] });
    expect(third.error?.suggestions?.slice(0, 2).map((s) => s.arrivalTime)).toEqual(['09:45', '10:15']);
    expect(await prisma().reservation.count()).toBe(before);

    const availability = await server.graphql<{ reservationAvailability: { fits: boolean; reasons: string[] } }>(
      `query { reservationAvailability(type: SHORT_STOP, guests: 50, seatReservation: false, arrivalDate: "${DAY}", arrivalTime: "10:00") { fits reasons } }`,
      {},
      asClient(),
    );
    expect(availability.body.data?.reservationAvailability).toEqual({ fits: false, reasons: ['PACING'] });
    const days = await server.graphql<{ dayAvailability: Array<{ state: string; reasons: string[]; times: Array<{ time: string; state: string; reasons: string[] }> }> }>(
      `query { dayAvailability(type: SHORT_STOP, guests: 50, seatReservation: false, from: "${DAY}", to: "${DAY}") { state reasons times { time state reasons } } }`,
      {},
      asClient(),
    );
    const day = days.body.data!.dayAvailability[0]!;
    expect(day.state).toBe('OPEN');
    expect(day.times.find((t) => t.time === '10:00')).toEqual({ time: '10:00', state: 'FULLY_BOOKED', reasons: ['PACING'] });
    expect(day.times.find((t) => t.time === '10:15')?.state).toBe('OPEN');
  });

  it('lets staff set the pacing aside only with a reason, and records it', async () => {
    const input = { ...coffee('10:00'), organisationId: gid('Client', clientId), overrides: ['PACING'] };
    const noReason = await server.graphql(BOOK_FOR, { input }, asStaff());
    expect((noReason.body.errors as unknown as Array<{ extensions: Extensions }>)[0]!.extensions).toMatchObject({ code: 'VALIDATION', fields: { overrideReason: 'REQUIRED' } });
    const taken = await server.graphql<{ createReservationForClient: { reservation: { history: Array<{ overrides: string[]; overrideReason: string }> } } }>(
      BOOK_FOR,
      { input: { ...input, overrideReason: 'Regular driver, arrives in two minutes' } },
      asStaff(),
    );
    expect(taken.body.errors).toBeUndefined();
    expect(taken.body.data?.createReservationForClient.reservation.history[0]).toMatchObject({ overrides: ['PACING'], overrideReason: 'Regular driver, arrives in two minutes' });
  });

  it('refuses when no coach bay is free for the stay plus turnaround', async () => {
    // Three coaches hold the three bays from 10:00 until 10:45 (30 min + 15 turnaround).
    const fourth = await book(coffee('10:30', { guests: 20 }));
    expect(fourth.error).toMatchObject({ code: 'NO_LONGER_AVAILABLE', reasons: ['BAYS'] });
    expect((await book(coffee('10:45', { guests: 20 }))).error).toBeUndefined();
  });

  it('seats a group of 60 in the joined rooms, and refuses one no room fits though seats are free', async () => {
    const big = await book(lunch('12:00', 60));
    expect(big.error).toBeUndefined();
    expect((await placed(big.id!)).rooms).toEqual([
      { roomId: hall.id, seats: 40 },
      { roomId: side.id, seats: 20 },
    ]);
    // 140 of 200 seats are free, but the rooms have 10 left.
    const another = await book(lunch('12:15', 20));
    expect(another.error).toMatchObject({ code: 'NO_LONGER_AVAILABLE', reasons: ['ROOM'] });
    expect((await book(lunch('12:15', 10))).error).toBeUndefined();
  });

  it('re-places a group when staff edit it, and gives back what it no longer needs', async () => {
    const group = await book(lunch('15:00', 35));
    expect((await placed(group.id!)).rooms).toEqual([{ roomId: hall.id, seats: 35 }]);
    const smaller = await server.graphql(EDIT, { input: { reservationId: gid('Reservation', group.id!), expectedVersion: group.version, guests: 20 } }, asStaff());
    expect(smaller.body.errors).toBeUndefined();
    expect((await placed(group.id!)).rooms).toEqual([{ roomId: hall.id, seats: 20 }]);
    const moved = await server.graphql(EDIT, { input: { reservationId: gid('Reservation', group.id!), expectedVersion: group.version! + 1, guests: 50, coaches: 2 } }, asStaff());
    expect(moved.body.errors).toBeUndefined();
    const after = await placed(group.id!);
    expect(after.coaches).toBe(2);
    expect(after.rooms.reduce((sum, r) => sum + r.seats, 0)).toBe(50);
    expect(after.bays).toHaveLength(2);
  });

  it('lets staff move a group to another room and its coach to another bay, only where there is room', async () => {
    const group = await book(lunch('18:00', 25));
    expect((await placed(group.id!)).rooms).toEqual([{ roomId: side.id, seats: 25 }]);
    const PLACE = `mutation ($input: ChangeReservationPlacementInput!) { changeReservationPlacement(input: $input) { reservation { id version history { kind changes { field from to } } } } }`;
    const move = (input: Record<string, unknown>) => server.graphql<{ changeReservationPlacement: { reservation: { version: number; history: Array<{ kind: string; changes: Array<{ field: string; to: string }> }> } } }>(PLACE, { input: { reservationId: gid('Reservation', group.id!), ...input } }, asStaff());
    const moved = await move({ expectedVersion: group.version, roomIds: [gid('Room', hall.id)], bays: [3] });
    expect(moved.body.errors).toBeUndefined();
    expect(await placed(group.id!)).toMatchObject({ rooms: [{ roomId: hall.id, seats: 25 }], bays: [3] });
    expect(moved.body.data?.changeReservationPlacement.reservation.history.at(-1)).toMatchObject({ kind: 'PLACED' });
    // A second group fills the hall; the first cannot come back to a room without its seats.
    const other = await book(lunch('18:00', 30));
    expect(other.error).toBeUndefined();
    const version = moved.body.data!.changeReservationPlacement.reservation.version;
    const noBay = await move({ expectedVersion: version, bays: [1, 2] });
    expect((noBay.body.errors as unknown as Array<{ extensions: Extensions }>)[0]!.extensions.code).toBe('BAY_NOT_AVAILABLE');
    const full = await move({ expectedVersion: version, roomIds: [gid('Room', side.id)] });
    expect((full.body.errors as unknown as Array<{ extensions: Extensions }>)[0]!.extensions.code).toBe('ROOM_NOT_AVAILABLE');
    const client = await server.graphql(PLACE, { input: { reservationId: gid('Reservation', group.id!), expectedVersion: version, bays: [2] } }, asClient());
    expect((client.body.errors as unknown as Array<{ extensions: Extensions }>)[0]!.extensions.code).toBe('FORBIDDEN');
  });

  it('lets a client book one coach per 50 guests, staff more', async () => {
    const tooMany = await book(coffee('17:00', { coaches: 2, guests: 40 }));
    expect(tooMany.error).toMatchObject({ code: 'VALIDATION', fields: { coaches: 'TOO_MANY_COACHES' } });
    expect((await book(coffee('17:00', { coaches: 2, guests: 60 }))).error).toBeUndefined();
  });
});
