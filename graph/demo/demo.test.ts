// The demo restaurant: generated through the services into a fresh database, it holds what the demo
// promises (organisations by state, three months of outcomes, two weeks of open bookings in every
// state, pre-orders with allergies, reconfirmations, conversations, notes, a team of two, a menu with
// allergens and prices), the printed sign-ins work, the app says it is the demo, and `npm run demo`
// never writes into a database that holds real data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db.ts';
import { createLogger } from '../log.ts';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { FAST_HASH, TEST_JWT_SECRET } from '../testing/server.ts';
import { prepareDatabase } from '../bootstrap/prepare-database.ts';
import { startServer } from '../server.ts';
import { verifyPassword } from '../auth/password.ts';
import { isLateCancellation } from '../domain/outcomes.ts';
import { parseMealPreorder } from '../domain/meals.ts';
import { addDays, dateToDb, instantToLocal } from '../domain/local-time.ts';
import { demoConfig, generateDemo } from './generate.ts';
import { planRestaurant, summarise, type RestaurantSummary } from './plan.ts';
import { inspectDatabase, readDemoMarker } from './marker.ts';
import { DEMO_SIGN_INS, demoBanner } from './banner.ts';
import { DemoRefusal, openDemo } from './open.ts';
import { clientRows, reservationRows } from './rows.ts';
import { CSRF_HEADER } from '../http/csrf.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** A fixed moment, so the restaurant (and every count below) is the same on every run. */
const NOW = new Date('2026-11-26T14:10:00Z');
const SEED = 7;
const silent = createLogger('silent');

function testConfig(env: Record<string, string> = {}): Config {
  return demoConfig(loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: 'none', ...env }));
}

describe('the demo restaurant', () => {
  let database: TestDatabase;
  let summary: RestaurantSummary;
  const config = testConfig();

  beforeAll(async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.db, config, silent, () => {}, FAST_HASH);
    summary = await generateDemo(database.db, config, { seed: SEED, now: NOW, log: silent, hashParams: FAST_HASH });
  }, 300_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('is the same restaurant for the same seed and day, and another for another seed', () => {
    const again = planRestaurant({ seed: SEED, now: NOW });
    expect(summarise(again)).toEqual(summary);
    expect(JSON.stringify(planRestaurant({ seed: SEED, now: NOW }))).toBe(JSON.stringify(again));
    expect(JSON.stringify(planRestaurant({ seed: SEED + 1, now: NOW }).reservations)).not.toBe(JSON.stringify(again.reservations));
  });

  it('has about thirty approved organisations from several countries, three waiting and one blocked', async () => {
    const prisma = database.db.prisma;
    const byStatus = Object.fromEntries((await prisma.client.groupBy({ by: ['status'], _count: true })).map((g) => [g.status, g._count]));
    expect(byStatus).toEqual({ APPROVED: summary.clients.approved, PENDING: 3, BLOCKED: 1 });
    expect(summary.clients.approved).toBeGreaterThanOrEqual(28);
    const clients = await prisma.client.findMany();
    expect(new Set(clients.map((o) => o.contactInfo!.split(', ').at(-1))).size).toBeGreaterThanOrEqual(8);
    expect(new Set(clients.map((o) => o.language))).toEqual(new Set(['en', 'sl']));
    // Every one confirmed its address; the waiting ones are what the approval queue shows.
    expect(clients.every((o) => o.emailVerifiedAt)).toBe(true);
    const blocked = clients.find((o) => o.status === 'BLOCKED')!;
    expect(blocked.blockedReason).toBeTruthy();
    // Registered months ago (the services ran with the clock set back), a few in the last days.
    const oldest = Math.min(...clients.map((o) => o.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(120 * 86_400_000);
    expect(clients.filter((o) => o.status === 'PENDING').every((o) => NOW.getTime() - o.createdAt.getTime() < 4 * 86_400_000)).toBe(true);
  });

  it('has three months of past reservations with their outcomes: arrivals with headcounts, no-shows, late cancellations', async () => {
    const prisma = database.db.prisma;
    const past = await prisma.reservation.findMany({ where: { arrivalAt: { lte: NOW }, status: { in: ['FINISHED', 'DELETED'] } } });
    expect(past.length).toBe(summary.past.total);
    expect(past.length).toBeGreaterThanOrEqual(200);
    const outcomes = (o: string) => past.filter((r) => r.outcome === o);
    expect(outcomes('ARRIVED').length).toBe(summary.past.arrived);
    expect(outcomes('ARRIVED').every((r) => r.actualGuests !== null && r.checkedInAt !== null && r.checkedInByStaffId !== null)).toBe(true);
    // The door's count differs from the booking now and then.
    expect(outcomes('ARRIVED').some((r) => r.actualGuests !== r.guests)).toBe(true);
    expect(outcomes('NO_SHOW').length).toBe(summary.past.noShows);
    expect(summary.past.noShows).toBeGreaterThanOrEqual(3);
    expect(outcomes('CANCELLED_BY_CLIENT').length).toBe(summary.past.cancelledByClient);
    expect(past.filter(isLateCancellation).length).toBe(summary.past.lateCancellations);
    expect(summary.past.lateCancellations).toBeGreaterThanOrEqual(1);
    expect(outcomes('DECLINED').length).toBe(summary.past.declined);
    const earliest = instantToLocal(new Date(Math.min(...past.map((r) => r.arrivalAt.getTime())))).date;
    expect(earliest <= addDays(instantToLocal(NOW).date, -85)).toBe(true);
    // The blocked client's record: it stopped coming.
    const blocked = await prisma.client.findFirstOrThrow({ where: { status: 'BLOCKED' } });
    expect(await prisma.reservation.count({ where: { clientId: blocked.id, outcome: 'NO_SHOW' } })).toBe(3);
  });

  it('has the coming two weeks with bookings to decide, to coordinate and confirmed, and today’s groups', async () => {
    const prisma = database.db.prisma;
    const today = instantToLocal(NOW).date;
    const ahead = await prisma.reservation.findMany({ where: { arrivalDay: { gte: dateToDb(today), lte: dateToDb(addDays(today, 14)) }, status: { in: ['CREATED', 'WAITING', 'SCHEDULED'] } } });
    const count = (status: string) => ahead.filter((r) => r.status === status).length;
    expect(count('CREATED')).toBe(summary.upcoming.pending);
    expect(count('WAITING')).toBe(summary.upcoming.waiting);
    expect(count('SCHEDULED')).toBe(summary.upcoming.confirmed);
    expect(count('CREATED')).toBeGreaterThanOrEqual(3);
    expect(count('WAITING')).toBeGreaterThanOrEqual(2);
    expect(count('SCHEDULED')).toBeGreaterThanOrEqual(15);
    // A coordination note goes to the client with every WAITING.
    expect(ahead.filter((r) => r.status === 'WAITING').every((r) => r.staffNote)).toBe(true);
    // Today has groups still to come.
    expect(ahead.filter((r) => instantToLocal(r.arrivalAt).date === today).length).toBeGreaterThanOrEqual(2);
    // Some were taken by staff on the phone.
    expect(await prisma.reservation.count({ where: { bookedByStaffId: { not: null } } })).toBe(summary.phoneBookings);
  });

  it('has long stops with meal pre-orders and allergies, and reconfirmed and not yet reconfirmed groups', async () => {
    const prisma = database.db.prisma;
    const withMeals = await prisma.reservation.findMany({ where: { mealPreorder: { not: Prisma.DbNull } } });
    const preorders = withMeals.map((r) => ({ r, p: parseMealPreorder(r.mealPreorder) })).filter((x) => x.p);
    expect(preorders.length).toBe(summary.preorders.total);
    expect(preorders.every(({ r }) => r.type === 'LONG_STOP')).toBe(true);
    expect(preorders.filter(({ p }) => Object.keys(p!.allergens).length).length).toBe(summary.preorders.withAllergens);
    const open = preorders.filter(({ r }) => ['CREATED', 'WAITING', 'SCHEDULED'].includes(r.status));
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.some(({ p }) => Object.keys(p!.allergens).length > 0)).toBe(true);

    // Groups still expected (today's that are due but not checked in yet among them).
    const expected = await prisma.reservation.findMany({ where: { status: { in: ['CREATED', 'WAITING', 'SCHEDULED'] }, reconfirmationRequestedAt: { not: null } } });
    const reconfirmed = expected.filter((r) => r.reconfirmedAt);
    expect(reconfirmed.length).toBe(summary.reconfirmation.upcomingReconfirmed);
    expect(expected.length - reconfirmed.length).toBe(summary.reconfirmation.upcomingNotYet);
    expect(reconfirmed.length).toBeGreaterThanOrEqual(1);
    expect(expected.length - reconfirmed.length).toBeGreaterThanOrEqual(1);
    expect(await prisma.reservationEvent.count({ where: { kind: 'RECONFIRMED' } })).toBeGreaterThan(0);
  });

  it('has conversations, internal notes, a team of two and a menu with allergens and prices', async () => {
    const prisma = database.db.prisma;
    expect(await prisma.reservationThread.count()).toBe(summary.conversations.threads);
    expect(await prisma.reservationMessage.count()).toBe(summary.conversations.messages);
    expect(await prisma.reservationMessage.count({ where: { authorSide: 'STAFF' } })).toBeGreaterThan(0);
    expect(await prisma.staffNote.count({ where: { reservationId: { not: null } } })).toBe(summary.notes.reservations);
    expect(await prisma.staffNote.count({ where: { clientId: { not: null } } })).toBe(summary.notes.clients);
    expect(summary.notes.reservations).toBeGreaterThanOrEqual(1);
    expect(summary.notes.clients).toBeGreaterThanOrEqual(1);

    const staff = await prisma.staff.findMany();
    expect(staff).toHaveLength(2);
    expect(staff.filter((s) => s.isManager)).toHaveLength(1);
    expect(staff.every((s) => s.passwordHash)).toBe(true);

    const menu = await prisma.menuItem.findMany();
    expect(menu.filter((m) => m.allergens.length).length).toBeGreaterThanOrEqual(10);
    expect(menu.filter((m) => m.priceCents !== null).length).toBeGreaterThanOrEqual(2);
    expect(menu.some((m) => m.vegan) && menu.some((m) => m.vegetarian)).toBe(true);
    expect((await prisma.stopOffer.findMany()).every((o) => o.priceCents > 0)).toBe(true);
  });

  it('wrote every change through the services: each with its history, audit entry and mail, all delivered', async () => {
    const prisma = database.db.prisma;
    const reservations = await prisma.reservation.count();
    expect(await prisma.reservationEvent.count({ where: { kind: 'CREATED' } })).toBe(reservations);
    expect(await prisma.auditLog.count({ where: { action: 'reservation.created' } })).toBe(reservations);
    const finished = await prisma.reservation.count({ where: { status: 'FINISHED' } });
    expect(await prisma.reservationEvent.count({ where: { kind: 'STATUS_CHANGED', outcome: 'ARRIVED', actorKind: 'STAFF' } })).toBe(finished);
    expect(await prisma.auditLog.count({ where: { action: 'account.approved' } })).toBe(summary.clients.approved + summary.clients.blocked);
    // Dated when they happened, not when the demo was generated.
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: 'account.approved' }, orderBy: { createdAt: 'asc' } });
    expect(NOW.getTime() - audit.createdAt.getTime()).toBeGreaterThan(100 * 86_400_000);
    // Every mail up to now went to the development mailbox; none is waiting to flood the console.
    expect(await prisma.mailOutbox.count({ where: { status: 'PENDING', nextAttemptAt: { lte: NOW } } })).toBe(0);
    // Every address in the demo is made up: nothing could reach a real inbox.
    expect(await prisma.mailOutbox.count({ where: { toAddress: { not: { endsWith: '.example' } } } })).toBe(0);
  });

  it('bills what happened: invoices for arrivals and fees, agreements with regulars, one credit note and one waived fee', async () => {
    const prisma = database.db.prisma;
    const { billing } = summary;
    expect(billing.agreements).toBe(4);
    expect(await prisma.agreement.count()).toBe(billing.agreements);
    expect(await prisma.billingDetails.count()).toBe(billing.withBillingDetails);
    // Every arrival, no-show and late cancellation up to yesterday morning is invoiced; recent ones wait.
    expect(billing.invoices).toBeGreaterThanOrEqual(200);
    expect(billing.feeInvoices).toBeGreaterThanOrEqual(5);
    expect([billing.creditNotes, billing.waivedFees]).toEqual([1, 1]);
    expect(billing.extras).toBeGreaterThanOrEqual(5);
    const issued = await prisma.invoice.findMany({ where: { status: 'ISSUED' }, orderBy: { number: 'asc' }, include: { lines: true } });
    expect(issued.filter((i) => i.kind === 'INVOICE')).toHaveLength(billing.invoices);
    expect(issued.filter((i) => i.kind === 'CREDIT_NOTE')).toHaveLength(billing.creditNotes);
    expect(await prisma.invoice.count({ where: { status: 'DRAFT' } })).toBe(0);
    expect(await prisma.reservation.count({ where: { feeWaivedAt: { not: null } } })).toBe(1);
    // One series per year, no gaps, issued in order of their dates as the services numbered them.
    for (const year of new Set(issued.map((i) => i.number!.slice(0, 4)))) {
      const numbers = issued.filter((i) => i.number!.startsWith(year)).map((i) => Number(i.number!.slice(5)));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    // Issued on the mornings after, over the three months; each mailed with its PDF and XML.
    const days = new Set(issued.map((i) => i.issueDate!.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(60);
    expect(await prisma.mailOutbox.count({ where: { template: 'invoice.issued' } })).toBe(issued.length);
    // Regulars with an agreement were billed at their agreed price.
    const alpenblick = await prisma.client.findFirstOrThrow({ where: { username: 'alpenblick' } });
    const agreed = issued.filter((i) => i.clientId === alpenblick.id && i.kind === 'INVOICE').flatMap((i) => i.lines.filter((l) => l.kind === 'GUESTS'));
    expect(agreed.length).toBeGreaterThan(0);
    expect(new Set(agreed.map((l) => l.unitPriceCents))).toEqual(new Set(agreed.map((l) => (l.unitPriceCents === 1590 ? 1590 : 410))));
  });

  it('prints sign-ins that work: the manager, a member of staff, an approved and a waiting client', async () => {
    const prisma = database.db.prisma;
    const manager = await prisma.staff.findUniqueOrThrow({ where: { email: DEMO_SIGN_INS.manager } });
    expect(manager.isManager).toBe(true);
    const member = await prisma.staff.findUniqueOrThrow({ where: { email: DEMO_SIGN_INS.staff } });
    const approved = await prisma.client.findUniqueOrThrow({ where: { email: DEMO_SIGN_INS.approvedClient } });
    const pending = await prisma.client.findUniqueOrThrow({ where: { email: DEMO_SIGN_INS.pendingClient } });
    expect([approved.status, pending.status]).toEqual(['APPROVED', 'PENDING']);
    const owners = await prisma.member.findMany({ where: { email: { in: [approved.email, pending.email] } } });
    expect(owners).toHaveLength(2);
    // The approved client's team joined by invitation.
    const team = await prisma.membership.findMany({ where: { clientId: approved.id }, select: { role: true, member: { select: { email: true, passwordHash: true } } } });
    expect(team.map((m) => [m.member.email, m.role]).sort()).toEqual(
      [
        [approved.email, 'OWNER'],
        [DEMO_SIGN_INS.approvedClientBooker, 'BOOKER'],
        [DEMO_SIGN_INS.approvedClientAccountant, 'ACCOUNTANT'],
      ].sort(),
    );
    owners.push(...team.filter((m) => m.role !== 'OWNER').map((m) => m.member as (typeof owners)[number]));
    for (const hash of [manager.passwordHash!, member.passwordHash!, ...owners.map((owner) => owner.passwordHash!)]) {
      expect(await verifyPassword(DEMO_SIGN_INS.password, hash)).toBe(true);
    }
    const marker = await readDemoMarker(database.db.sql);
    expect(marker).toEqual({ seed: SEED, generatedOn: instantToLocal(NOW).date, complete: true });
    const banner = demoBanner('http://localhost:4000', marker!, NOW);
    for (const text of Object.values(DEMO_SIGN_INS)) expect(banner).toContain(text);
  });

  it('says it is the demo: at start-up and in the shell’s query', async () => {
    const announcements: string[] = [];
    const running = await startServer(config, { database: database.db, logger: silent, announce: (text) => announcements.push(text), mail: false, webhooks: false, reconfirmation: false });
    try {
      expect(announcements.join('\n')).toContain('Stopover demo');
      const response = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ site { demo } }' }),
      });
      expect(await response.json()).toEqual({ data: { site: { demo: true } } });
    } finally {
      await running.stop();
    }
  });
});

describe('npm run demo’s database', () => {
  it('tells an empty database, the demo and real data apart', async () => {
    const database = await createTestDatabase();
    try {
      expect(await inspectDatabase(database.db.sql)).toEqual({ kind: 'empty' });
      await prepareDatabase(database.db, testConfig({ MANAGER_EMAIL: 'boss@restaurant.example', MANAGER_PASSWORD: 'a-real-password-1' }), silent, () => {}, FAST_HASH);
      expect(await inspectDatabase(database.db.sql)).toEqual({ kind: 'real', staff: 1, clients: 0, reservations: 0 });
      // The shell says nothing on a real installation.
      expect(await readDemoMarker(database.db.sql)).toBeNull();
    } finally {
      await database.drop();
    }
  });

  it('refuses a data folder that holds a real installation, and leaves it as it was', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-demo-refuse-'));
    try {
      const real = await openDatabase({ kind: 'pglite', dataDir });
      await prepareDatabase(real, loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir }), silent, () => {}, FAST_HASH);
      await real.close();
      const config = testConfig({ DATA_DIR: dataDir });
      const attempt = openDemo(config, SEED, silent, NOW, () => {});
      await expect(attempt).rejects.toBeInstanceOf(DemoRefusal);
      await expect(attempt).rejects.toThrow(/holds a Stopover installation \(1 staff accounts, 0 organisations, 0 reservations\), not the demo/);
      const after = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await after.prisma.staff.count()).toBe(1);
        expect(await readDemoMarker(after.sql)).toBeNull();
      } finally {
        await after.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the restaurant in bulk (for the benchmarks)', () => {
  it('gives each status exactly its share, on real slots, with unique order numbers, the same for the same seed', () => {
    const clients = clientRows({ now: NOW, count: 40 });
    expect(new Set(clients.map((o) => o.email)).size).toBe(40);
    expect(new Set(clients.map((o) => o.username)).size).toBe(40);
    const options = { seed: SEED, now: NOW, clients, perClient: 25, statuses: ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const, pastDays: 30, futureDays: 90 };
    const rows = reservationRows(options);
    expect(rows).toHaveLength(1000);
    for (const status of options.statuses) expect(rows.filter((r) => r.status === status)).toHaveLength(200);
    expect(new Set(rows.map((r) => r.orderNumber)).size).toBe(1000);
    expect(rows.every((r) => instantToLocal(r.arrivalAt as Date).minute % 15 === 0 && r.guests >= 10 && r.guests <= 100)).toBe(true);
    expect(rows.filter((r) => r.status === 'FINISHED').every((r) => r.outcome === 'ARRIVED' && r.actualGuests)).toBe(true);
    const strip = (list: typeof rows) => list.map(({ id: _id, clientId: _org, ...rest }) => rest);
    expect(strip(reservationRows(options))).toEqual(strip(rows));
  });
});
