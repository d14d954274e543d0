// The unpaid-deposit job against a real database: a request past its due date is told of once (to
// the client and the team inbox), however many rounds run; with NEEDS_COORDINATION the reservation
// goes back to WAITING with a note, through the status change; nothing is cancelled; a paid or
// waived request and one not yet due are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createReservation } from '../services/reservations/place-reservation.ts';
import { changeReservationStatus } from '../services/reservations/status-changes.ts';
import { updateDepositSettings } from '../services/deposits/settings.ts';
import { waivePaymentRequest } from '../services/deposits/requests.ts';
import { runDepositOverdueRound } from './deposits.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
const prisma = () => server.services.prisma;
const meta = { ip: null, language: 'en' as const };

let n = 0;
async function confirmed(day: string) {
  n += 1;
  const org = await createOrganisation(prisma(), {
    data: { name: `Coaches ${n}`, email: `c${n}@coaches.example`, username: `c${n}`, passwordHash: 'x', language: 'sl', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
  const r = await createReservation(server.services, org.id, { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: day, arrivalTime: '10:30', acceptTerms: true }, meta);
  const saved = await changeReservationStatus(server.services, managerId, r.id, 'SCHEDULED', { expectedVersion: r.version }, meta);
  return { org, reservation: saved, request: await prisma().paymentRequest.findFirstOrThrow({ where: { reservationId: r.id } }) };
}

beforeAll(async () => {
  server = await startTestServer({ STAFF_NOTICE_EMAIL: 'team@stopover.example' }, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await updateDepositSettings(server.services, managerId, { terms: { kind: 'PER_GUEST', perGuestCents: 500, due: { from: 'CONFIRMATION', days: 3 } }, poorRecord: null, overdueAction: 'NOTIFY' }, 'en');
});
afterAll(async () => {
  await server?.close();
});

describe('deposits unpaid at their due date', () => {
  it('tells the client and the team once, and cancels nothing', async () => {
    const late = await confirmed('2026-07-20');
    const waived = await confirmed('2026-07-21');
    await waivePaymentRequest(server.services, managerId, waived.request.id, 'Pays at the door', 'en');
    expect(late.request.dueDate).toEqual(new Date('2026-07-04T00:00:00Z'));

    clock = new Date('2026-07-04T20:00:00Z'); // the due day itself: not yet late
    expect(await runDepositOverdueRound(server.services)).toBe(0);
    clock = new Date('2026-07-05T06:00:00Z');
    expect(await runDepositOverdueRound(server.services)).toBe(1);
    expect(await runDepositOverdueRound(server.services)).toBe(0);

    const client = await prisma().mailOutbox.findMany({ where: { template: 'deposit.overdue' } });
    expect(client.map((m) => m.toAddress)).toEqual([late.org.email]);
    expect(client[0]!.subject).toContain('Predplačila');
    const team = await prisma().mailOutbox.findMany({ where: { template: 'deposit.overdue_staff' } });
    expect(team.map((m) => m.toAddress)).toEqual(['team@stopover.example']);
    expect(await prisma().paymentRequest.findUniqueOrThrow({ where: { id: late.request.id } })).toMatchObject({ status: 'OPEN' });
    expect(await prisma().reservation.findUniqueOrThrow({ where: { id: late.reservation.id } })).toMatchObject({ status: 'SCHEDULED' });
  });

  it('with NEEDS_COORDINATION sends the reservation back to WAITING with a note, through the status change', async () => {
    clock = new Date('2026-07-01T08:00:00Z');
    await updateDepositSettings(server.services, managerId, { terms: { kind: 'PER_GUEST', perGuestCents: 500, due: { from: 'CONFIRMATION', days: 3 } }, poorRecord: null, overdueAction: 'NEEDS_COORDINATION' }, 'en');
    const late = await confirmed('2026-07-22');
    clock = new Date('2026-07-06T06:00:00Z');
    expect(await runDepositOverdueRound(server.services)).toBe(1);
    const after = await prisma().reservation.findUniqueOrThrow({ where: { id: late.reservation.id } });
    expect(after.status).toBe('WAITING');
    const event = await prisma().reservationEvent.findFirstOrThrow({ where: { reservationId: late.reservation.id, toStatus: 'WAITING' } });
    expect(event).toMatchObject({ actorKind: 'SYSTEM', actorStaffId: null, fromStatus: 'SCHEDULED' });
    expect(event.note).toContain('Predplačila do roka nismo prejeli');
    expect(await prisma().mailOutbox.count({ where: { template: 'reservation.waiting', toAddress: late.org.email } })).toBe(1);
    expect(await prisma().auditLog.count({ where: { action: 'reservation.status_changed', actorKind: 'SYSTEM', subjectId: late.reservation.id } })).toBe(1);
    expect(await prisma().paymentRequest.findUniqueOrThrow({ where: { id: late.request.id } })).toMatchObject({ status: 'OPEN' });
    expect(await runDepositOverdueRound(server.services)).toBe(0);
  });
});
