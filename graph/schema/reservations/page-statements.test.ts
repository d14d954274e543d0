// The web app's reservation lists read a page in a number of statements that does not grow with the
// page: each card's history, invoices and payment state come with the page, never one read per card.
// The queries are the texts Relay compiled for the web app, so this follows what the app asks; none
// of their lists is left to Prisma by the one-statement reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { countStatements } from '../../testing/statements.ts';
import { billedClient, billingReady, issuedInvoice } from '../../testing/payments.ts';
import ClientListPage from '../../../web/features/my-reservations/__generated__/ReservationListPaginationQuery.graphql.ts';
import StaffListPage from '../../../web/features/reservations/__generated__/ReservationsPageQuery.graphql.ts';
import ClientCardsPage from '../../../web/features/clients/__generated__/ClientsCardsPageQuery.graphql.ts';
import DaySheetPage from '../../../web/features/day-sheet/__generated__/DaySheetPageQuery.graphql.ts';
import ReservationPanel from '../../../web/features/reservations/__generated__/ReservationPanelQuery.graphql.ts';
import { dateToDb } from '../../domain/local-time.ts';
import { fallbacks } from '../../one-statement-reads/read.ts';

const INVOICED = 6;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

let server: TestServer;
let clientCookie: string;
let staffCookie: string;
let clientId: string;

beforeAll(async () => {
  // Counting statements needs every read to reach the database.
  server = await startTestServer({ RESPONSE_CACHE: 'false' }, { now: () => new Date('2026-07-10T08:00:00Z') });
  const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  await billingReady(server, manager.id);
  const org = await billedClient(server, manager.id, 'Paged', 'Paged Coaches GmbH');
  clientId = org.id;
  for (let i = 0; i < INVOICED; i++) await issuedInvoice(server, manager.id, org.id, 20 + i);
  // More organisations, each with an invoice, for the client cards.
  for (let i = 1; i < INVOICED; i++) await issuedInvoice(server, manager.id, (await billedClient(server, manager.id, `Paged${i}`, `Paged ${i} GmbH`)).id);
  // Two arrivals on one day, six on another, for the day sheet.
  for (const [day, arrivals] of [['2026-07-20', 2], ['2026-07-21', INVOICED]] as const) {
    for (let i = 0; i < arrivals; i++) {
      await server.services.prisma.reservation.create({
        data: {
          orderNumber: `P${day.slice(-2)}${i}`,
          clientId: org.id,
          type: 'LONG_STOP',
          guests: 20,
          seatReservation: true,
          arrivalAt: new Date(`${day}T${String(9 + i).padStart(2, '0')}:00:00Z`),
          arrivalDay: dateToDb(day),
          durationMinutes: 60,
          status: 'SCHEDULED',
        },
      });
    }
  }
  clientCookie = server.cookieFor('client', org.id);
  staffCookie = server.cookieFor('staff', manager.id);
});

afterAll(async () => {
  await server?.close();
});

async function statementsFor(query: string, variables: Record<string, unknown>, cookie: string): Promise<{ count: number; data: unknown }> {
  const fellBack = [...fallbacks.values()].reduce((sum, n) => sum + n, 0);
  const counter = countStatements();
  const { body } = await server.graphql(query, variables, { cookie });
  counter.stop();
  expect(body.errors).toBeUndefined();
  // The page's lists are read in one statement each: nothing was left to Prisma.
  expect([...fallbacks.values()].reduce((sum, n) => sum + n, 0)).toBe(fellBack);
  return { count: counter.count, data: body.data };
}

/**
 * Reads a page once to warm up (what a first request reads once, the session's standing and the
 * settings, is not the page's), then small and large; answers both counts and the large page's data.
 */
async function atTwoSizes<S>(read: (size: S) => Promise<{ count: number; data: unknown }>, warm: S, small: S, large: S) {
  await read(warm);
  const few = await read(small);
  const many = await read(large);
  return { small: few.count, large: many.count, data: many.data };
}

describe('reservation list pages', () => {
  it('a client’s cards with their invoices: as many statements for two cards as for six', async () => {
    const page = (count: number) => statementsFor(ClientListPage.params.text!, { id: gid('Client', clientId), count, status: ['FINISHED', 'DELETED'], money: true }, clientCookie);
    const read = await atTwoSizes(page, 1, 2, INVOICED);
    const cards = (read.data as { node: { reservations: { edges: Array<{ node: { invoices: Array<{ paymentState: string }> } }> } } }).node.reservations.edges;
    expect(cards).toHaveLength(INVOICED);
    expect(cards.every((card) => card.node.invoices.length === 1 && card.node.invoices[0]!.paymentState === 'OPEN')).toBe(true);
    expect(read.large).toBe(read.small);
  });

  it('the staff queue: as many statements for two rows as for six', async () => {
    const page = (count: number) => statementsFor(StaffListPage.params.text!, { view: 'ALL', filter: null, count }, staffCookie);
    const read = await atTwoSizes(page, 1, 2, INVOICED);
    expect((read.data as { reservations: { edges: unknown[] } }).reservations.edges).toHaveLength(INVOICED);
    expect(read.large).toBe(read.small);
  });

  it('the client cards: as many statements for two cards as for six', async () => {
    const page = (count: number) => statementsFor(ClientCardsPage.params.text!, { count, search: null, status: null, orderBy: null }, staffCookie);
    const read = await atTwoSizes(page, 1, 2, INVOICED);
    expect((read.data as { clients: { edges: unknown[] } }).clients.edges).toHaveLength(INVOICED);
    expect(read.large).toBe(read.small);
  });

  it('the order panel: the reservation with its history, rooms, notes, last messages and invoices, never left to Prisma', async () => {
    const invoiced = await server.services.prisma.reservation.findFirstOrThrow({ where: { clientId, invoices: { some: {} } }, select: { orderNumber: true } });
    await statementsFor(ReservationPanel.params.text!, { orderNumber: invoiced.orderNumber }, staffCookie);
    const read = await statementsFor(ReservationPanel.params.text!, { orderNumber: invoiced.orderNumber }, staffCookie);
    expect((read.data as { reservations: { edges: unknown[] } }).reservations.edges).toHaveLength(1);
    // One for the reservation and all it shows (it was 21 through Prisma); the rest are the viewer,
    // the meal settings and the billing section's invoice, payment state and reminders.
    expect(read.count).toBeLessThanOrEqual(12);
  });

  it('the day sheet: as many statements for a day of two arrivals as for one of six', async () => {
    const sheet = (date: string) => statementsFor(DaySheetPage.params.text!, { date }, staffCookie);
    const read = await atTwoSizes(sheet, '2026-07-19', '2026-07-20', '2026-07-21');
    const hours = (read.data as { daySheet: { hours: Array<{ reservations: unknown[] }> } }).daySheet.hours;
    expect(hours.flatMap((hour) => hour.reservations)).toHaveLength(INVOICED);
    expect(read.large).toBe(read.small);
  });
});
