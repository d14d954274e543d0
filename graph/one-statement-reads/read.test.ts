// The one-statement reader answers exactly what Prisma answers for the same arguments: the shapes
// plugin-prisma plans for the hot lists, filters, orders, pages, relation counts and nested
// relations, on the same rows. What it cannot translate falls back to Prisma and is counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { billedClient, billingReady, issuedInvoice } from '../testing/payments.ts';
import { countStatements } from '../testing/statements.ts';
import { dateToDb } from '../domain/local-time.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { fallbacks, findManyInOneStatement, type ReadArgs } from './read.ts';

let server: TestServer;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer({ RESPONSE_CACHE: 'false' }, { now: () => new Date('2026-07-10T08:00:00Z') });
  const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  await billingReady(server, manager.id);
  const org = await billedClient(server, manager.id, 'Same', 'Same Coaches GmbH');
  clientId = org.id;
  for (let i = 0; i < 3; i++) await issuedInvoice(server, manager.id, org.id, 20 + i);
  await issuedInvoice(server, manager.id, (await billedClient(server, manager.id, 'Other', 'Other GmbH')).id);
  for (let i = 0; i < 4; i++) {
    await server.services.prisma.reservation.create({
      data: {
        orderNumber: `S0${i}`,
        clientId: org.id,
        type: i % 2 ? 'SHORT_STOP' : 'LONG_STOP',
        guests: 20 + i,
        seatReservation: true,
        arrivalAt: new Date(`2026-07-2${i}T09:00:00Z`),
        arrivalDay: dateToDb(`2026-07-2${i}`),
        durationMinutes: 60,
        status: i === 3 ? 'CREATED' : 'SCHEDULED',
        wishes: i === 1 ? null : `wish ${i}`,
        events: { create: [{ kind: 'CREATED', toStatus: 'CREATED', actorKind: 'CLIENT' }] },
      },
    });
  }
});

afterAll(async () => {
  await server?.close();
});

const delegate = (model: string) =>
  (server.services.prisma as unknown as Record<string, { findMany(args: object): Promise<unknown[]> }>)[model.charAt(0).toLowerCase() + model.slice(1)]!;

async function same(model: 'Reservation' | 'Client', args: ReadArgs) {
  const before = fallbacks.get(model) ?? 0;
  const expected = await delegate(model).findMany(args);
  const counter = countStatements();
  const actual = await findManyInOneStatement(server.services, model, args);
  counter.stop();
  expect(fallbacks.get(model) ?? 0, 'read through Prisma instead').toBe(before);
  expect(counter.count).toBe(1);
  expect(actual).toEqual(expected);
  return actual;
}

describe('one-statement reads answer as Prisma does', () => {
  it('the staff queue: every column, the organisation’s id and name, filtered and ordered', async () => {
    const rows = await same('Reservation', {
      include: { client: { select: { id: true, name: true } } },
      where: { status: { in: ['CREATED', 'SCHEDULED'] }, arrivalDay: { gte: dateToDb('2026-07-21'), lte: dateToDb('2026-07-23') } },
      orderBy: [{ arrivalAt: 'desc' }, { id: 'desc' }],
      take: 2,
      skip: 1,
    });
    expect(rows).toHaveLength(2);
  });

  it('a client with its reservations, their history, invoices with lines, rooms by room order, and counts', async () => {
    await same('Client', {
      where: { id: { in: [clientId] } },
      include: {
        _count: { select: { reservations: true, invoices: { where: { status: 'ISSUED' } } } },
        reservations: {
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: 5,
          include: {
            events: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: { actorStaff: { select: { id: true, name: true } } } },
            invoices: { where: { status: 'ISSUED', clientId }, orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }], take: 2, include: { lines: { orderBy: { position: 'asc' } } } },
            rooms: { orderBy: [{ room: { position: 'asc' } }, { roomId: 'asc' }], include: { room: true } },
            bookedBy: true,
          },
        },
      },
    });
  });

  it('computes a value beside every row of a model, at the top and inside relations, in the same statement', async () => {
    const computed = { Reservation: { guestsTwice: (id: string) => `(SELECT guests * 2 FROM reservations WHERE id = ${id})` } };
    const counter = countStatements();
    const [client] = await findManyInOneStatement(server.services, 'Client', { where: { id: clientId }, select: { id: true, reservations: { select: { guests: true } } }, computed });
    const reservations = await findManyInOneStatement(server.services, 'Reservation', { where: { clientId }, select: { guests: true }, computed });
    counter.stop();
    expect(counter.count).toBe(2);
    const nested = (client as unknown as { reservations: Array<{ guests: number; guestsTwice: number }> }).reservations;
    for (const row of [...nested, ...(reservations as unknown as Array<{ guests: number; guestsTwice: number }>)]) expect(row.guestsTwice).toBe(row.guests * 2);
    expect(nested.length).toBeGreaterThan(0);
    // Only the model it names: the client row has no such value.
    expect(client).not.toHaveProperty('guestsTwice');
  });

  it('filters: null, not, OR, NOT, notIn, a relation’s some and none, a to-one relation’s fields', async () => {
    for (const where of [
      { wishes: null },
      { wishes: { not: null } },
      { OR: [{ guests: { lt: 21 } }, { guests: { gte: 23 } }], NOT: { type: 'SHORT_STOP' } },
      { status: { notIn: ['CREATED'] }, guests: { in: [] } },
      { events: { some: { kind: 'CREATED' } } },
      { invoices: { none: {} } },
      { client: { name: { equals: 'Same Coaches' } } },
      { client: { is: { status: 'APPROVED' } } },
      { NOT: [{ type: 'SHORT_STOP' }, { guests: 20 }] },
      { bookedBy: { is: undefined } },
    ] as const) {
      await same('Reservation', { where, select: { id: true, orderNumber: true, arrivalDay: true, wishes: true }, orderBy: { orderNumber: 'asc' } });
    }
  });

  it('pages from a cursor, at the top and in a relation, in either direction; a cursor naming no row reads nothing', async () => {
    const all = await server.services.prisma.reservation.findMany({ orderBy: [{ arrivalAt: 'desc' }, { id: 'desc' }] });
    for (const orderBy of [[{ arrivalAt: 'desc' }, { id: 'desc' }], [{ type: 'asc' }, { arrivalAt: 'desc' }, { id: 'asc' }]] as const) {
      for (const row of all) await same('Reservation', { cursor: { id: row.id }, skip: 1, take: 3, orderBy: [...orderBy], select: { id: true, orderNumber: true } });
    }
    await same('Reservation', { cursor: { id: '00000000-0000-4000-8000-000000000000' }, take: 3, orderBy: { createdAt: 'asc' } });
    await same('Client', {
      where: { id: clientId },
      include: { reservations: { cursor: { id: all[2]!.id }, skip: 1, take: 2, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, createdAt: true } } },
    });
  });

  it('orders a page without an order by id, as Prisma does, and honours NULLS FIRST/LAST', async () => {
    await same('Reservation', { take: 2, skip: 1, select: { id: true } });
    await same('Client', { where: { id: clientId }, include: { reservations: { take: 2, select: { id: true, events: { take: 1 } } } } });
    await same('Reservation', { orderBy: [{ wishes: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }], select: { id: true, wishes: true } });
    await same('Reservation', { orderBy: [{ wishes: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }], select: { id: true, wishes: true } });
  });

  it('reads a relation’s last rows (a negative take) in the relation’s order, with skip, NULLS and the id order', async () => {
    for (const take of [-1, -2, -10]) {
      await same('Client', { where: { id: clientId }, include: { reservations: { take, orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }], select: { id: true, arrivalAt: true } } } });
      await same('Client', { where: { id: clientId }, include: { reservations: { take, skip: 1, orderBy: [{ wishes: { sort: 'asc', nulls: 'first' } }, { id: 'desc' }], select: { id: true, wishes: true } } } });
      await same('Client', { where: { id: clientId }, include: { reservations: { take, select: { id: true } } } });
    }
  });

  it('leaves to Prisma what JSON cannot carry or Prisma spells its own way', async () => {
    const before = fallbacks.get('Backup') ?? 0;
    await findManyInOneStatement(server.services, 'Backup', {});
    expect(fallbacks.get('Backup')).toBe(before + 1);
    const reservationsBefore = fallbacks.get('Reservation') ?? 0;
    const args = { where: { mealPreorder: { equals: Prisma.DbNull } }, select: { id: true }, orderBy: { id: 'asc' as const } };
    expect(await findManyInOneStatement(server.services, 'Reservation', args)).toEqual(await server.services.prisma.reservation.findMany(args));
    expect(fallbacks.get('Reservation')).toBe(reservationsBefore + 1);
  });

  it('falls back to Prisma for what it does not translate, and counts it', async () => {
    const before = fallbacks.get('Reservation') ?? 0;
    const args = { where: { orderNumber: { contains: 'S0' } }, orderBy: { orderNumber: 'asc' as const } };
    const rows = await findManyInOneStatement(server.services, 'Reservation', args);
    expect(rows).toEqual(await server.services.prisma.reservation.findMany(args));
    expect(fallbacks.get('Reservation')).toBe(before + 1);
  });
});
