// A booking and a confirmation, the two writes a busy day is made of, send a fixed number of
// statements: each one is a turn of the server's queue and of the database's, and under load those
// turns are the latency (bench/throughput.ts's mixed traffic). The budgets are what they take now;
// a change that needs more says why here. They also check that what the statements were folded
// into still does its work: the member's copy of the mail, the webhooks, the deposit record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { addMember, createOrganisation } from '../../testing/organisations.ts';
import { countStatements } from '../../testing/statements.ts';
import { testDbKind } from '../../testing/db.ts';
import StatusMutation from '../../../web/features/reservations/__generated__/useReservationActionsStatusMutation.graphql.ts';

// With a member booking (a mail to them beside the organisation's) and a webhook endpoint (its
// deliveries): one statement more each than for an organisation's owner with no endpoint.
const BOOKING_STATEMENTS = 11;
const CONFIRMATION_STATEMENTS = 10;
const BOOK = 'mutation Book($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber version } } }';

let server: TestServer;
let staffCookie: string;
let memberCookie: string;
let clientId: string;
let endpointId: string;
let day = 10;

beforeAll(async () => {
  // Counting statements needs every read to reach the database.
  server = await startTestServer({ RESPONSE_CACHE: 'false' }, { now: () => new Date('2026-07-10T08:00:00Z') });
  const { prisma } = server.services;
  const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  const at = new Date('2026-07-10T08:00:00Z');
  const org = await createOrganisation(prisma, {
    data: { name: 'Budget Coaches', email: 'office@budget.example', username: 'budget', status: 'APPROVED', emailVerifiedAt: at, approvedAt: at, termsAcceptedAt: at },
  });
  clientId = org.id;
  const member = await addMember(prisma, org.id, 'BOOKER', { email: 'ana@budget.example', firstName: 'Ana', verified: true });
  endpointId = (await prisma.webhookEndpoint.create({ data: { clientId, url: 'https://hooks.example/budget', events: ['RESERVATION_CREATED', 'RESERVATION_STATUS_CHANGED'], secret: 'whsec_dGVzdA==' } })).id;
  staffCookie = server.cookieFor('staff', manager.id);
  memberCookie = server.cookieFor('client', member.id, { org: org.id });
});

afterAll(async () => {
  await server?.close();
});

async function book() {
  const response = await server.graphql(BOOK, { input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: `2026-08-${day++}`, arrivalTime: '10:00', acceptTerms: true } }, { cookie: memberCookie });
  const body = response.body as { data?: { createReservation: { reservation: { id: string; orderNumber: string; version: number } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.createReservation.reservation;
}

async function confirm(r: { id: string; version: number }) {
  const response = await server.graphql(StatusMutation.params.text!, { input: { reservationId: r.id, status: 'SCHEDULED', expectedVersion: r.version } }, { cookie: staffCookie });
  expect((response.body as { errors?: unknown }).errors).toBeUndefined();
}

/** Whom the reservation's mails went to, and the webhook events queued for it. */
async function told(orderNumber: string) {
  const { prisma } = server.services;
  const mails = await prisma.mailOutbox.findMany({ where: { clientId, textBody: { contains: orderNumber } }, select: { toAddress: true, template: true } });
  const deliveries = await prisma.webhookDelivery.findMany({ where: { endpointId, body: { contains: orderNumber } }, select: { event: true } });
  return { mails: mails.map((m) => `${m.template} → ${m.toAddress}`).sort(), webhooks: deliveries.map((d) => d.event).sort() };
}

describe('statements per write', () => {
  it(`a booking takes at most ${BOOKING_STATEMENTS}, and a confirmation ${CONFIRMATION_STATEMENTS}`, async () => {
    // The first of each fills the kept configuration and content; the second is every other one.
    await confirm(await book());
    const counted = countStatements();
    const booked = await book();
    const booking = counted.count;
    await confirm(booked);
    const confirmation = counted.count - booking;
    counted.stop();
    // PGlite's adapter sends a transaction's statements through an object of its own, which the
    // counter does not see: the budgets are held on PostgreSQL (CI runs the tests on both).
    if (testDbKind() === 'postgres') expect({ booking, confirmation }).toEqual({ booking: BOOKING_STATEMENTS, confirmation: CONFIRMATION_STATEMENTS });

    const { mails, webhooks } = await told(booked.orderNumber);
    expect(mails).toEqual(
      [
        'reservation.created → office@budget.example',
        'reservation.created → ana@budget.example',
        'reservation.scheduled → office@budget.example',
        'reservation.scheduled → ana@budget.example',
      ].sort(),
    );
    expect(webhooks).toEqual(['reservation.created', 'reservation.status_changed']);
  });

  it('leaves out a member who has left, and an organisation that is no longer approved hears nothing by webhook', async () => {
    const booked = await book();
    const { prisma } = server.services;
    await prisma.membership.deleteMany({ where: { clientId, role: 'BOOKER' } });
    await prisma.client.update({ where: { id: clientId }, data: { status: 'BLOCKED' } });
    await confirm(booked);
    const { mails, webhooks } = await told(booked.orderNumber);
    expect(mails.filter((m) => m.startsWith('reservation.scheduled'))).toEqual(['reservation.scheduled → office@budget.example']);
    expect(webhooks).toEqual(['reservation.created']);
  });
});
