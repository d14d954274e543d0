// The README's first start, at the database's depth: on an empty embedded data folder the app opens
// PGlite, the migrations create the enum types, and the same process then serves. Every query on an
// enum or an enum array must behave exactly as it does after a restart on the same folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db.ts';
import { migrate } from '../migrate/migrator.ts';
import { createOrganisation } from '../testing/organisations.ts';

/** Writes and reads every kind of enum value the app uses, the way the services do. */
async function enumRoundTrip(db: Database, tag: string) {
  const prisma = db.prisma;
  const org = await createOrganisation(prisma, {
    data: {
      name: `Coach ${tag}`,
      email: `coach-${tag}@example.com`,
      username: `coach-${tag}`,
      passwordHash: 'x',
      termsAcceptedAt: new Date(),
      language: 'sl',
      status: 'APPROVED',
    },
  });
  const endpoint = await prisma.webhookEndpoint.create({
    data: { clientId: org.id, url: 'http://127.0.0.1:9/hook', events: ['CLIENT_REGISTERED', 'RESERVATION_CREATED'], secret: 'whsec_x' },
  });
  const dish = await prisma.menuItem.create({
    data: { stopType: 'LONG_STOP', position: 1, nameEn: `Goulash ${tag}`, nameSl: `Golaž ${tag}`, allergens: ['GLUTEN', 'CELERY'] },
  });
  const token = await prisma.apiToken.create({
    data: { name: 't', displayPrefix: `stp_${tag}`, secretHash: `hash-${tag}`, clientId: org.id, scopes: ['READ_RESERVATIONS', 'MANAGE_WEBHOOKS'] },
  });
  return {
    // The webhook fan-out's query: an enum array filtered with `has`.
    subscribed: (await prisma.webhookEndpoint.findMany({ where: { events: { has: 'CLIENT_REGISTERED' } }, select: { id: true } })).map((e) => e.id),
    subscribedAny: (await prisma.webhookEndpoint.findMany({ where: { events: { hasSome: ['RESERVATION_CREATED'] } }, select: { id: true } })).map((e) => e.id),
    endpointEvents: (await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).events,
    allergens: (await prisma.menuItem.findUniqueOrThrow({ where: { id: dish.id } })).allergens,
    scopes: (await prisma.apiToken.findUniqueOrThrow({ where: { id: token.id } })).scopes,
    byScope: (await prisma.apiToken.count({ where: { scopes: { has: 'MANAGE_WEBHOOKS' } } })) > 0,
    status: (await prisma.client.findFirstOrThrow({ where: { id: org.id, status: { in: ['APPROVED'] } } })).language,
    rawEnumArray: (await prisma.$queryRaw<{ events: unknown }[]>`SELECT events FROM webhook_endpoints WHERE id = ${endpoint.id}::uuid`)[0]!.events,
    endpointId: endpoint.id,
  };
}

describe('the first start on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-first-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('answers enum and enum-array queries the same before and after a restart', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    let before;
    try {
      const { applied } = await migrate(first.sql);
      expect(applied.length).toBeGreaterThan(0);
      before = await enumRoundTrip(first, 'first');
    } finally {
      await first.close();
    }
    expect(before.subscribed).toEqual([before.endpointId]);
    expect(before.subscribedAny).toEqual([before.endpointId]);
    expect(before.endpointEvents).toEqual(['CLIENT_REGISTERED', 'RESERVATION_CREATED']);
    expect(before.allergens).toEqual(['GLUTEN', 'CELERY']);
    expect(before.scopes).toEqual(['READ_RESERVATIONS', 'MANAGE_WEBHOOKS']);
    expect(before.byScope).toBe(true);
    expect(before.status).toBe('sl');

    const restarted = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect((await migrate(restarted.sql)).applied).toEqual([]);
      const after = await enumRoundTrip(restarted, 'again');
      const shape = (r: typeof before) => ({ ...r, subscribed: r.subscribed.length, subscribedAny: r.subscribedAny.length, endpointId: undefined });
      // The second round sees both endpoints; everything else reads the same.
      expect({ ...shape(after), subscribed: 1, subscribedAny: 1 }).toEqual({ ...shape(before), subscribed: 1, subscribedAny: 1 });
      expect(after.subscribed).toHaveLength(2);
      expect(after.rawEnumArray).toEqual(before.rawEnumArray);
    } finally {
      await restarted.close();
    }
  });
});
