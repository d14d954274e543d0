// Pre-ordered meals through the real API: the client sets them until the deadline and staff after it,
// each change is a history entry, a mail to the other party (delivered to a real SMTP peer) and a live
// event; refused inputs change nothing; updateReservation refuses fewer guests than the meals; the
// kitchen's totals come from one query however many reservations the day has; the menu's allergens.
// Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { countStatements } from '../testing/statements.ts';
import { dateToDb, localToInstant } from '../domain/local-time.ts';
import { createMailWorker } from '../mail/worker.ts';
import { parseMail, startSmtpPeer } from '../mail/testing.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { addMember, createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
// Wednesday 1 July 2026, 10:00 in Ljubljana.
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let alpine: { id: string };
let sava: { id: string };
const dishes: Record<string, string> = {};

const prisma = () => server.services.prisma;
/** The settings changed as the manager's change does: written, then the kept public copy forgotten. */
async function changeSettings(data: { mealPreorderDeadlineHours?: number; crewMealsFree?: boolean }): Promise<void> {
  await prisma().settings.update({ where: { id: 1 }, data });
  server.services.publicContent.changed();
}
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const client = (org: { id: string }) => server.cookieFor('client', org.id);
const staff = () => server.cookieFor('staff', managerId);

let n = 0;
async function longStop(org: { id: string }, date: string, time: string, guests = 20, over: { type?: 'LONG_STOP' | 'SHORT_STOP'; status?: 'CREATED' | 'SCHEDULED' | 'DELETED' } = {}) {
  const resolved = localToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  if (!resolved.ok) throw new Error('nonexistent');
  return prisma().reservation.create({
    data: {
      orderNumber: `MP${String.fromCharCode(65 + (n % 20))}-${String(234 + n++).padStart(3, '2')}`,
      clientId: org.id,
      type: over.type ?? 'LONG_STOP',
      guests,
      seatReservation: true,
      arrivalAt: resolved.instant,
      arrivalDay: dateToDb(date),
      durationMinutes: 90,
      status: over.status ?? 'CREATED',
      quotedPriceCents: 1850,
    },
  });
}

const FIELDS = `id version guests mealPreorderOpen mealPreorderDeadline
  mealPreorder { mealsTotal vegetarian vegan driverMeals guideMeals dishes { name quantity priceCents } allergens { allergen count } }
  priceEstimate { guestsCents dishesCents crewMeals crewCents totalCents currency }
  history { kind actorKind changes { field from to } }`;
const SET = `mutation ($input: SetMealPreorderInput!) { setMealPreorder(input: $input) { reservation { ${FIELDS} } } }`;

interface Row {
  id: string;
  version: number;
  guests: number;
  mealPreorderOpen: boolean;
  mealPreorder: null | { mealsTotal: number; vegetarian: number; vegan: number; driverMeals: number; guideMeals: number; dishes: Array<{ name: string; quantity: number }>; allergens: Array<{ allergen: string; count: number }> };
  priceEstimate: { totalCents: number; dishesCents: number; crewCents: number };
  history: Array<{ kind: string; actorKind: string; changes: Array<{ field: string; from: string; to: string }> }>;
}

async function setMeals(reservationId: string, input: Record<string, unknown>, cookie: string) {
  const { body } = await server.graphql<{ setMealPreorder: { reservation: Row } }>(SET, { input: { reservationId: gid('Reservation', reservationId), ...input } }, { cookie });
  return { row: body.data?.setMealPreorder.reservation ?? null, error: body.errors?.[0] ?? null };
}

const order = (over: Record<string, unknown> = {}) => ({
  dishes: [
    { menuItemId: gid('MenuItem', dishes.goulash!), quantity: 12 },
    { menuItemId: gid('MenuItem', dishes.trout!), quantity: 6 },
  ],
  vegetarian: 2,
  vegan: 1,
  allergens: [{ allergen: 'GLUTEN', count: 2 }],
  driverMeals: 1,
  guideMeals: 1,
  ...over,
});

beforeAll(async () => {
  // Without the response cache: a test here counts the statements each kitchen query costs.
  server = await startTestServer({ PUBLIC_URL: 'https://stopover.example', RESPONSE_CACHE: 'false' }, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  const org = (key: string, language: 'en' | 'sl') =>
    createOrganisation(prisma(), {
      data: { name: `${key} Coaches`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language, status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
  alpine = await org('alpine', 'sl');
  sava = await org('sava', 'en');
  const item = (nameEn: string, nameSl: string, stopType: 'LONG_STOP' | 'SHORT_STOP', priceCents: number | null, active = true) =>
    prisma().menuItem.create({ data: { nameEn, nameSl, stopType, priceCents, active, position: n++, allergens: ['GLUTEN'] } });
  dishes.goulash = (await item('Goulash', 'Golaž', 'LONG_STOP', null)).id;
  dishes.trout = (await item('Trout', 'Postrv', 'LONG_STOP', 450)).id;
  dishes.hidden = (await item('Old dish', 'Stara jed', 'LONG_STOP', null, false)).id;
  dishes.donut = (await item('Doughnut', 'Krof', 'SHORT_STOP', 150)).id;
});
afterAll(async () => {
  await server?.close();
});

describe('a client pre-orders', () => {
  it('sets the meals before the deadline: stored, estimated, in the history, mailed to staff through SMTP, live', async () => {
    const r = await longStop(alpine, '2026-07-10', '12:00');
    await prisma().mailOutbox.updateMany({ data: { status: 'SENT' } });
    const events = server.services.pubsub.subscribe('reservation')[Symbol.asyncIterator]();
    const next = events.next();
    const { row, error } = await setMeals(r.id, order(), client(alpine));
    expect(error).toBeNull();
    expect(row!.mealPreorder).toEqual({
      mealsTotal: 18,
      vegetarian: 2,
      vegan: 1,
      driverMeals: 1,
      guideMeals: 1,
      dishes: [
        { name: 'Golaž', quantity: 12, priceCents: null },
        { name: 'Postrv', quantity: 6, priceCents: 450 },
      ],
      allergens: [{ allergen: 'GLUTEN', count: 2 }],
    });
    // 20 × 18.50 + 6 × 4.50, crew free by default.
    expect(row!.priceEstimate).toMatchObject({ guestsCents: 37000, dishesCents: 2700, crewCents: 0, totalCents: 39700 });
    expect(row!.version).toBe(2);
    expect(row!.history.at(-1)).toEqual({
      kind: 'EDITED',
      actorKind: 'CLIENT',
      changes: [
        { field: 'mealAllergies', from: '0', to: '2' },
        { field: 'mealCrew', from: '0', to: '2' },
        { field: 'mealDishes', from: '0', to: '18' },
        { field: 'mealVegan', from: '0', to: '1' },
        { field: 'mealVegetarian', from: '0', to: '2' },
      ],
    });
    const event = (await next).value;
    expect(event).toMatchObject({ kind: 'EDITED', reservationId: r.id, version: 2, actor: { kind: 'CLIENT' } });
    await events.return?.();

    // The staff inbox hears it (manager's language), over a real SMTP connection.
    const queued = await prisma().mailOutbox.findMany({ where: { status: 'PENDING' } });
    expect(queued.map((m) => m.template)).toEqual(['reservation.meals_staff_notice']);
    const peer = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://stopover.example', SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>' }, process.cwd());
      const worker = createMailWorker({ config, prisma: prisma(), log: createLogger('error', () => {}), now: () => clock });
      expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
      await worker.stop();
    } finally {
      await peer.stop();
    }
    const mail = parseMail(peer.received[0]!.raw);
    expect(mail.subject).toContain(r.orderNumber);
    expect(mail.text).toMatch(/Goulash|Golaž/);
    expect(mail.text).toContain(`open=${r.orderNumber}`);
  });

  it('an unchanged pre-order changes nothing; nothing ordered removes it', async () => {
    const r = await longStop(alpine, '2026-07-10', '12:15');
    const first = (await setMeals(r.id, order(), client(alpine))).row!;
    const again = (await setMeals(r.id, order(), client(alpine))).row!;
    expect(again.version).toBe(first.version);
    expect(again.history).toHaveLength(first.history.length);
    const cleared = (await setMeals(r.id, { dishes: [] }, client(alpine))).row!;
    expect(cleared.mealPreorder).toBeNull();
    expect(cleared.history.at(-1)!.changes.find((c) => c.field === 'mealDishes')).toEqual({ field: 'mealDishes', from: '18', to: '0' });
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const r = await longStop(alpine, '2026-07-10', '12:30');
    await setMeals(r.id, order(), client(alpine));
    const before = await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } });
    const events = await prisma().reservationEvent.count({ where: { reservationId: r.id } });
    const mails = await prisma().mailOutbox.count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dishes: [{ menuItemId: gid('MenuItem', dishes.goulash!), quantity: 21 }] }, 'MEALS_EXCEED_GUESTS'],
      [{ dishes: [{ menuItemId: gid('MenuItem', dishes.donut!), quantity: 1 }] }, 'DISH_NOT_ON_MENU'],
      [{ dishes: [{ menuItemId: gid('MenuItem', dishes.hidden!), quantity: 1 }] }, 'DISH_NOT_ON_MENU'],
      [{ dishes: [{ menuItemId: gid('MenuItem', dishes.goulash!), quantity: -1 }] }, 'NEGATIVE_COUNT'],
      [{ dishes: [], vegetarian: 15, vegan: 6 }, 'DIET_EXCEEDS_GUESTS'],
      [{ dishes: [], allergens: [{ allergen: 'MILK', count: 21 }] }, 'ALLERGEN_EXCEEDS_GUESTS'],
      [{ dishes: [], driverMeals: 5 }, 'CREW_MEALS_OUT_OF_RANGE'],
    ];
    for (const [input, code] of cases) {
      const { row, error } = await setMeals(r.id, input, client(alpine));
      expect(row, code).toBeNull();
      expect(error?.extensions?.code, JSON.stringify(input)).toBe(code);
    }
    // In the asker's language.
    const { body } = await server.graphql(SET, { input: { reservationId: gid('Reservation', r.id), dishes: [], driverMeals: 9 } }, { cookie: client(alpine), headers: { cookie: `${client(alpine)}; preferred_language=sl` } });
    expect(body.errors?.[0]?.message).toMatch(/voznik/i);
    const after = await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } });
    expect(after.mealPreorder).toEqual(before.mealPreorder);
    expect(after.version).toBe(before.version);
    expect(await prisma().reservationEvent.count({ where: { reservationId: r.id } })).toBe(events);
    expect(await prisma().mailOutbox.count()).toBe(mails);
  });

  it('refuses a short stop, a closed reservation and another organisation’s reservation', async () => {
    const short = await longStop(alpine, '2026-07-10', '09:00', 20, { type: 'SHORT_STOP' });
    expect((await setMeals(short.id, order(), client(alpine))).error?.extensions?.code).toBe('NOT_A_LONG_STOP');
    const deleted = await longStop(alpine, '2026-07-10', '13:00', 20, { status: 'DELETED' });
    expect((await setMeals(deleted.id, order(), staff())).error?.extensions?.code).toBe('RESERVATION_CLOSED');
    const theirs = await longStop(sava, '2026-07-10', '13:15');
    expect((await setMeals(theirs.id, order(), client(alpine))).error?.extensions?.code).toBe('NOT_FOUND');
    expect((await prisma().reservation.findUniqueOrThrow({ where: { id: theirs.id } })).mealPreorder).toBeNull();
  });
});

describe('the deadline', () => {
  it('the client until 48 hours before arrival, staff after it, mailing the client in its language', async () => {
    // Arrival 3 July 12:00 local = 10:00Z; the deadline is 1 July 10:00Z.
    const r = await longStop(alpine, '2026-07-03', '12:00');
    clock = new Date('2026-07-01T10:00:00Z');
    expect((await setMeals(r.id, order(), client(alpine))).error).toBeNull();
    clock = new Date('2026-07-01T10:00:01Z');
    const late = await setMeals(r.id, order({ vegan: 2 }), client(alpine));
    expect(late.error?.extensions?.code).toBe('PREORDER_DEADLINE_PASSED');
    expect(late.error?.message).toMatch(/Rok/);
    await prisma().mailOutbox.updateMany({ data: { status: 'SENT' } });
    const byStaff = await setMeals(r.id, order({ vegan: 2 }), staff());
    expect(byStaff.error).toBeNull();
    expect(byStaff.row!.mealPreorder!.vegan).toBe(2);
    expect(byStaff.row!.history.at(-1)).toMatchObject({ kind: 'EDITED', actorKind: 'STAFF', changes: [{ field: 'mealVegan', from: '1', to: '2' }] });
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { status: 'PENDING' } });
    expect(mail).toMatchObject({ template: 'reservation.meals_changed', toAddress: 'alpine@coaches.example' });
    expect(mail.subject).toMatch(/Obroki/);
    // The manager moves the deadline: the client may again.
    await changeSettings({ mealPreorderDeadlineHours: 24 });
    expect((await setMeals(r.id, order({ vegan: 3 }), client(alpine))).error).toBeNull();
    await changeSettings({ mealPreorderDeadlineHours: 48 });
    clock = new Date('2026-07-01T08:00:00Z');
  });

  it('crew meals cost the per-guest price when the manager says they are not free', async () => {
    const r = await longStop(alpine, '2026-07-11', '12:00');
    await changeSettings({ crewMealsFree: false });
    try {
      const { row } = await setMeals(r.id, order(), client(alpine));
      expect(row!.priceEstimate).toMatchObject({ dishesCents: 2700, crewCents: 3700, totalCents: 37000 + 2700 + 3700 });
    } finally {
      await changeSettings({ crewMealsFree: true });
    }
  });
});

describe('a member of the organisation', () => {
  it('is named on their change; a staff change is mailed to the organisation and to the member who booked, each in their language', async () => {
    const booker = await addMember(prisma(), sava.id, 'BOOKER', { email: 'vesna@sava.example', firstName: 'Vesna', lastName: 'Kos', language: 'sl' });
    const r = await longStop(sava, '2026-07-09', '12:00');
    await prisma().reservation.update({ where: { id: r.id }, data: { bookedByMemberId: booker.id } });
    expect((await setMeals(r.id, order(), server.cookieFor('client', booker.id, { org: sava.id }))).error).toBeNull();
    const event = await prisma().reservationEvent.findFirstOrThrow({ where: { reservationId: r.id, kind: 'EDITED' } });
    expect(event).toMatchObject({ actorKind: 'CLIENT', actorMemberId: booker.id });
    expect(await prisma().auditLog.count({ where: { action: 'reservation.updated', subjectId: r.id, actorMemberId: booker.id } })).toBe(1);

    await prisma().mailOutbox.updateMany({ data: { status: 'SENT' } });
    expect((await setMeals(r.id, order({ vegan: 2 }), staff())).error).toBeNull();
    const mails = await prisma().mailOutbox.findMany({ where: { status: 'PENDING', template: 'reservation.meals_changed' }, orderBy: { toAddress: 'asc' } });
    expect(mails.map((m) => [m.toAddress, m.language])).toEqual([
      ['sava@coaches.example', 'en'],
      ['vesna@sava.example', 'sl'],
    ]);
    expect(mails[1]!.subject).toMatch(/Obroki/);
  });
});

describe('the headcount', () => {
  it('updateReservation refuses fewer guests than the pre-ordered meals, and allows down to them', async () => {
    const r = await longStop(alpine, '2026-07-12', '12:00', 30);
    const set = (await setMeals(r.id, order(), client(alpine))).row!;
    const UPDATE = `mutation ($input: UpdateReservationInput!) { updateReservation(input: $input) { reservation { guests version } } }`;
    const refused = await server.graphql(UPDATE, { input: { reservationId: gid('Reservation', r.id), expectedVersion: set.version, guests: 17 } }, { cookie: staff() });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'MEALS_EXCEED_GUESTS', minimumGuests: 18 });
    expect((await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } })).guests).toBe(30);
    const ok = await server.graphql<{ updateReservation: { reservation: { guests: number } } }>(UPDATE, { input: { reservationId: gid('Reservation', r.id), expectedVersion: set.version, guests: 18 } }, { cookie: staff() });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.updateReservation.reservation.guests).toBe(18);
  });
});

describe('the kitchen', () => {
  const KITCHEN = `query ($date: String!) { kitchen(date: $date) { date hours { label totals { reservations preordered guests vegetarian vegan driverMeals guideMeals dishes { name quantity } allergens { allergen count } } } totals { reservations guests dishes { name quantity } } } }`;

  it('adds up the open long stops per hour, in one query however many there are', async () => {
    for (const time of ['11:00', '11:30', '12:00']) {
      const r = await longStop(sava, '2026-07-20', time, 20);
      await setMeals(r.id, order(), staff());
    }
    await longStop(sava, '2026-07-20', '11:45', 40, { status: 'DELETED' });
    await longStop(sava, '2026-07-20', '11:15', 25, { type: 'SHORT_STOP' });
    const counter = countStatements();
    const { body } = await server.graphql<{ kitchen: { hours: Array<{ label: string; totals: Record<string, unknown> }>; totals: { reservations: number; guests: number; dishes: unknown[] } } }>(
      KITCHEN,
      { date: '2026-07-20' },
      { cookie: staff() },
    );
    counter.stop();
    expect(body.errors).toBeUndefined();
    const k = body.data!.kitchen;
    expect(k.hours.map((h) => h.label)).toEqual(['11:00', '12:00']);
    expect(k.hours[0]!.totals).toEqual({
      reservations: 2,
      preordered: 2,
      guests: 40,
      vegetarian: 4,
      vegan: 2,
      driverMeals: 2,
      guideMeals: 2,
      dishes: [
        { name: 'Goulash', quantity: 24 },
        { name: 'Trout', quantity: 12 },
      ],
      allergens: [{ allergen: 'GLUTEN', count: 4 }],
    });
    expect(k.totals).toEqual({ reservations: 3, guests: 60, dishes: [{ name: 'Goulash', quantity: 36 }, { name: 'Trout', quantity: 18 }] });
    // One more day's worth of reservations would not add statements: the meals are one read.
    const withMore = countStatements();
    for (const time of ['13:00', '13:30']) await longStop(sava, '2026-07-21', time, 20);
    withMore.stop();
    const again = countStatements();
    await server.graphql(KITCHEN, { date: '2026-07-20' }, { cookie: staff() });
    again.stop();
    expect(again.count).toBe(counter.count);
    const single = countStatements();
    await server.graphql(KITCHEN, { date: '2026-07-21' }, { cookie: staff() });
    single.stop();
    expect(single.count).toBe(counter.count);
    // The day sheet shows the same totals.
    const sheet = await server.graphql<{ daySheet: { kitchen: { totals: { dishes: unknown[] } } } }>(`{ daySheet(date: "2026-07-20") { kitchen { totals { dishes { name quantity } } } } }`, {}, { cookie: staff() });
    expect(sheet.body.data!.daySheet.kitchen.totals.dishes).toEqual(k.totals.dishes);
    // Clients may not.
    expect((await server.graphql(KITCHEN, { date: '2026-07-20' }, { cookie: client(sava) })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the menu', () => {
  it('the manager marks allergens and diets; everyone reads them', async () => {
    const SAVE = `mutation ($input: SaveMenuItemInput!) { saveMenuItem(input: $input) { menuItem { allergens vegetarian vegan } } }`;
    const { body } = await server.graphql<{ saveMenuItem: { menuItem: unknown } }>(
      SAVE,
      { input: { id: gid('MenuItem', dishes.trout!), stopType: 'LONG_STOP', nameEn: 'Trout', nameSl: 'Postrv', allergens: ['MILK', 'FISH', 'MILK'], vegan: true } },
      { cookie: staff() },
    );
    expect(body.errors).toBeUndefined();
    // In the Annex's order, each once; a vegan dish is vegetarian.
    expect(body.data!.saveMenuItem.menuItem).toEqual({ allergens: ['FISH', 'MILK'], vegetarian: true, vegan: true });
    const pub = await server.graphql<{ site: unknown }>(`{ mealRules { preorderDeadlineHours crewMealsFree crewMealsMax } }`);
    expect(pub.body.data).toEqual({ mealRules: { preorderDeadlineHours: 48, crewMealsFree: true, crewMealsMax: 4 } });
  });

  it('the manager sets the deadline and crew rule, within bounds', async () => {
    const UPD = `mutation ($input: UpdateMealSettingsInput!) { updateMealSettings(input: $input) { mealRules { preorderDeadlineHours crewMealsFree } } }`;
    const ok = await server.graphql(UPD, { input: { preorderDeadlineHours: 72, crewMealsFree: false } }, { cookie: staff() });
    expect(ok.body.data).toEqual({ updateMealSettings: { mealRules: { preorderDeadlineHours: 72, crewMealsFree: false } } });
    const bad = await server.graphql(UPD, { input: { preorderDeadlineHours: -1, crewMealsFree: false } }, { cookie: staff() });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { preorderDeadlineHours: 'OUT_OF_RANGE' } });
    await changeSettings({ mealPreorderDeadlineHours: 48, crewMealsFree: true });
  });
});
