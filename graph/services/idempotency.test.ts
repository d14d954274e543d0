// Idempotency keys through the real API: a retry with the same key gets the first result and creates
// nothing (no second reservation, mail, event or audit entry), other input under the same key is
// refused, keys belong to one account, and they answer for 24 hours. Runs on PGlite and on
// PostgreSQL (TEST_DB=postgres); concurrent duplicates are in idempotency.concurrency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { canonicalJson, idempotencyClaim, inputHash } from './idempotency.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let alpine: { id: string };
let sava: { id: string };

const prisma = () => server.services.prisma;
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function approvedClient(name: string, language: 'en' | 'sl' = 'en') {
  return createOrganisation(prisma(), {
    data: {
      name: `Coaches ${name}`,
      email: `${name}@coaches.example`,
      username: `coaches-${name}`,
      passwordHash: 'not-used',
      language,
      status: 'APPROVED',
      emailVerifiedAt: clock,
      approvedAt: clock,
      termsAcceptedAt: clock,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  alpine = await approvedClient('alpine');
  sava = await approvedClient('sava', 'sl');
});
afterAll(async () => {
  await server?.close();
});

const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber guests arrivalLocalTime } } }';
type Booked = { id: string; orderNumber: string; guests: number; arrivalLocalTime: string };
type Problem = { message: string; extensions?: Record<string, unknown> };

let keys = 0;
/** A fresh key per test request: a UUID-like string, as the web app sends. */
const newKey = () => `0198f7c2-7d3a-7000-8000-${String(++keys).padStart(12, '0')}`;

function input(overrides: Record<string, unknown> = {}) {
  return { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-18', arrivalTime: '12:00', message: 'Two vegetarians', acceptTerms: true, ...overrides };
}

async function book(org: { id: string }, overrides: Record<string, unknown>) {
  const { body } = await server.graphql<{ createReservation: { reservation: Booked } }>(CREATE, { input: input(overrides) }, { cookie: server.cookieFor('client', org.id) });
  return { row: body.data?.createReservation.reservation ?? null, error: body.errors?.[0] ?? null };
}

const countFor = (org: { id: string }) => prisma().reservation.count({ where: { clientId: org.id } });

describe('the key and the input fingerprint', () => {
  it('treats omitted and null members as the same input, in any order', () => {
    expect(canonicalJson({ b: 1, a: null, c: { y: 'x', x: undefined } })).toBe('{"b":1,"c":{"y":"x"}}');
    expect(inputHash('createReservation', { guests: 40, message: null })).toBe(inputHash('createReservation', { guests: 40 }));
    expect(inputHash('createReservation', { guests: 40 })).not.toBe(inputHash('saveMenuItem', { guests: 40 }));
    expect(inputHash('createReservation', { guests: 40 })).not.toBe(inputHash('createReservation', { guests: 41 }));
  });

  it('accepts 16–128 characters of letters, digits and . : - _ only', () => {
    expect(idempotencyClaim('client:x', 'op', null, {}, 'en')).toBeNull();
    expect(idempotencyClaim('client:x', 'op', '3b241101-e2bb-4255-8caf-4136c566a962', {}, 'en')?.key).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
    expect(idempotencyClaim('client:x', 'op', 'a'.repeat(128), {}, 'en')).not.toBeNull();
    for (const bad of ['', 'short-key', 'a'.repeat(129), 'contains space 12345', 'line\nbreak-1234567890', 'ünïcödé-1234567890']) {
      expect(() => idempotencyClaim('client:x', 'op', bad, {}, 'en'), JSON.stringify(bad)).toThrow(/request key/);
    }
  });
});

describe('createReservation with an idempotency key', () => {
  it('answers a retry with the first reservation and creates nothing more', async () => {
    const key = newKey();
    const before = await countFor(alpine);
    const first = await book(alpine, { idempotencyKey: key });
    expect(first.error).toBeNull();
    const retry = await book(alpine, { idempotencyKey: key });
    expect(retry.error).toBeNull();
    expect(retry.row).toEqual(first.row);

    expect(await countFor(alpine)).toBe(before + 1);
    const id = rawId(first.row!.id);
    expect(await prisma().reservationEvent.count({ where: { reservationId: id } })).toBe(1);
    expect(await prisma().auditLog.count({ where: { action: 'reservation.created', subjectId: id } })).toBe(1);
    expect(await prisma().mailOutbox.count({ where: { subject: { contains: first.row!.orderNumber } } })).toBe(2);
    expect(await prisma().idempotencyKey.findUniqueOrThrow({ where: { principal_key: { principal: `client:${alpine.id}`, key } } })).toMatchObject({
      operation: 'createReservation',
      resultId: id,
      expiresAt: new Date(clock.getTime() + 24 * 3600_000),
    });
  });

  it('answers a retry even when the first booking took the last seats', async () => {
    await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 40 } });
    try {
      const key = newKey();
      const first = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-20' });
      expect(first.error).toBeNull();
      // Without the key this is a second group that no longer fits.
      expect((await book(alpine, { arrivalDate: '2026-07-20' })).error?.extensions?.code).toBe('NO_LONGER_AVAILABLE');
      const retry = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-20' });
      expect(retry.error).toBeNull();
      expect(retry.row?.id).toBe(first.row!.id);
    } finally {
      await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 150 } });
    }
  });

  it('treats an omitted optional text and null as the same input', async () => {
    const key = newKey();
    const first = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-21', message: null, wishes: null });
    const retry = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-21', message: undefined });
    expect(retry.error).toBeNull();
    expect(retry.row?.id).toBe(first.row!.id);
  });

  it('refuses the same key with different input, in the asker’s language, and books nothing', async () => {
    const key = newKey();
    const first = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-22' });
    expect(first.error).toBeNull();
    const before = await countFor(alpine);
    const other = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-22', guests: 41 });
    expect(other.row).toBeNull();
    expect(other.error?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.error?.message).toBe('This request key was already used for a different request. Send the new request with a new key.');
    expect(await countFor(alpine)).toBe(before);
    const slKey = newKey();
    await book(sava, { idempotencyKey: slKey, arrivalDate: '2026-07-22' });
    const sl = await book(sava, { idempotencyKey: slKey, arrivalDate: '2026-07-23' });
    expect(sl.error?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(sl.error?.message).toMatch(/^Ta ključ zahteve/);
    // The first input still answers with the first reservation.
    expect((await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-22' })).row?.id).toBe(first.row!.id);
  });

  it('keeps each account’s keys apart', async () => {
    const key = newKey();
    const a = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-24' });
    const s = await book(sava, { idempotencyKey: key, arrivalDate: '2026-07-24' });
    expect(a.error).toBeNull();
    expect(s.error).toBeNull();
    expect(s.row!.id).not.toBe(a.row!.id);
  });

  it('remembers nothing of a refused attempt: the retry is judged afresh', async () => {
    const key = newKey();
    await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 30 } });
    let refused: Problem | null;
    try {
      refused = (await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-25' })).error;
    } finally {
      await prisma().settings.update({ where: { id: 1 }, data: { seatCapacity: 150 } });
    }
    expect(refused?.extensions?.code).toBe('NO_LONGER_AVAILABLE');
    expect(await prisma().idempotencyKey.count({ where: { key } })).toBe(0);
    const retry = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-25' });
    expect(retry.error).toBeNull();
  });

  it('refuses a malformed key before anything is checked', async () => {
    const { error } = await book(alpine, { idempotencyKey: 'retry-1' });
    expect(error?.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', fields: { idempotencyKey: 'INVALID' } });
  });

  it('lets a key answer for 24 hours, then treats it as new', async () => {
    const start = clock;
    try {
      const key = newKey();
      const first = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-08-10' });
      expect(first.error).toBeNull();
      clock = new Date(start.getTime() + 24 * 3600_000 - 1);
      expect((await book(alpine, { idempotencyKey: key, arrivalDate: '2026-08-10' })).row?.id).toBe(first.row!.id);
      expect((await book(alpine, { idempotencyKey: key, arrivalDate: '2026-08-11' })).error?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');

      // Expired but not yet deleted by the housekeeping job: the key is taken over by the new request.
      clock = new Date(start.getTime() + 24 * 3600_000);
      const later = await book(alpine, { idempotencyKey: key, arrivalDate: '2026-08-11' });
      expect(later.error).toBeNull();
      expect(later.row!.id).not.toBe(first.row!.id);
      const row = await prisma().idempotencyKey.findUniqueOrThrow({ where: { principal_key: { principal: `client:${alpine.id}`, key } } });
      expect(row).toMatchObject({ resultId: rawId(later.row!.id), createdAt: clock, expiresAt: new Date(clock.getTime() + 24 * 3600_000) });
    } finally {
      clock = start;
    }
  });
});

describe('saveMenuItem with an idempotency key', () => {
  const SAVE = 'mutation ($input: SaveMenuItemInput!) { saveMenuItem(input: $input) { menuItem { id nameEn position } } }';
  const save = async (fields: Record<string, unknown>) => {
    const { body } = await server.graphql<{ saveMenuItem: { menuItem: { id: string; nameEn: string; position: number } } }>(
      SAVE,
      { input: { stopType: 'SHORT_STOP', nameEn: 'Apple strudel', nameSl: 'Jabolčni zavitek', priceCents: 450, ...fields } },
      { cookie: server.cookieFor('staff', managerId) },
    );
    return { item: body.data?.saveMenuItem.menuItem ?? null, error: body.errors?.[0] ?? null };
  };

  it('adds the item once however often the request is retried', async () => {
    const key = newKey();
    const before = await prisma().menuItem.count();
    const first = await save({ idempotencyKey: key });
    const retry = await save({ idempotencyKey: key });
    expect(first.error).toBeNull();
    expect(retry.item).toEqual(first.item);
    expect(await prisma().menuItem.count()).toBe(before + 1);
    expect((await save({ idempotencyKey: key, priceCents: 500 })).error?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await prisma().menuItem.count()).toBe(before + 1);
    // Without a key every request adds an item, as before.
    await save({});
    expect(await prisma().menuItem.count()).toBe(before + 2);
  });

  it('keeps one principal’s key apart from a client’s identical key', async () => {
    const key = newKey();
    expect((await save({ idempotencyKey: key })).error).toBeNull();
    expect((await book(alpine, { idempotencyKey: key, arrivalDate: '2026-07-27' })).error).toBeNull();
  });
});
