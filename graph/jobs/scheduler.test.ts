// The housekeeping job keeps the retention periods of the privacy policy (domain/retention.ts), on
// the real database: old audit entries, spent tokens, expired limits and idempotency keys go,
// recent ones stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createOrganisation } from '../testing/organisations.ts';
import { runHousekeeping } from './scheduler.ts';

let server: TestServer;
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('housekeeping', () => {
  it('deletes audit entries older than 12 months and keeps the rest', async () => {
    const { prisma } = server.services;
    const at = (iso: string) => ({ action: 'test.retention', actorKind: 'SYSTEM' as const, ip: '203.0.113.7', createdAt: new Date(iso) });
    await prisma.auditLog.createMany({
      data: [at('2024-06-01T00:00:00Z'), at('2025-11-21T09:59:59Z'), at('2025-11-21T10:00:01Z'), at('2026-11-20T00:00:00Z')],
    });
    await prisma.rateLimit.createMany({
      data: [
        { key: 'test:old', count: 3, resetAt: new Date('2026-11-21T09:00:00Z') },
        { key: 'test:current', count: 1, resetAt: new Date('2026-11-21T10:05:00Z') },
      ],
    });
    await prisma.captchaUse.createMany({
      data: [
        { signatureHash: 'old', expiresAt: new Date('2026-11-21T09:59:00Z') },
        { signatureHash: 'current', expiresAt: new Date('2026-11-21T10:01:00Z') },
      ],
    });

    const key = (k: string, expiresAt: string) => ({ principal: 'client:test', key: k, operation: 'createReservation', inputHash: 'x', resultId: 'r', createdAt: now, expiresAt: new Date(expiresAt) });
    await prisma.idempotencyKey.createMany({ data: [key('expired', '2026-11-21T10:00:00Z'), key('live', '2026-11-21T10:00:01Z')] });

    const result = await runHousekeeping({ ...server.services, now: () => now });
    expect(result.auditEntries).toBe(2);
    const left = await prisma.auditLog.findMany({ where: { action: 'test.retention' }, orderBy: { createdAt: 'asc' } });
    expect(left.map((e) => e.createdAt.toISOString())).toEqual(['2025-11-21T10:00:01.000Z', '2026-11-20T00:00:00.000Z']);
    expect((await prisma.rateLimit.findMany({ where: { key: { startsWith: 'test:' } } })).map((r) => r.key)).toEqual(['test:current']);
    expect((await prisma.captchaUse.findMany()).map((c) => c.signatureHash)).toEqual(['current']);
    expect((await prisma.idempotencyKey.findMany()).map((k) => k.key)).toEqual(['live']);

    // Running again (another instance, the next hour) finds nothing more to do.
    expect((await runHousekeeping({ ...server.services, now: () => now })).auditEntries).toBe(0);
  });

  it('deletes webhook deliveries settled more than 30 days ago, never pending ones', async () => {
    const { prisma } = server.services;
    const endpoint = await prisma.webhookEndpoint.create({ data: { url: 'https://hooks.example.com/', events: ['RESERVATION_CREATED'], secret: 'whsec_AAAA' } });
    const delivery = (messageId: string, status: 'PENDING' | 'SUCCEEDED' | 'FAILED', createdAt: string) => ({
      endpointId: endpoint.id,
      messageId,
      event: 'reservation.created',
      body: '{}',
      status,
      createdAt: new Date(createdAt),
    });
    await prisma.webhookDelivery.createMany({
      data: [
        delivery('old-sent', 'SUCCEEDED', '2026-10-01T00:00:00Z'),
        delivery('old-failed', 'FAILED', '2026-10-01T00:00:00Z'),
        delivery('old-pending', 'PENDING', '2026-10-01T00:00:00Z'),
        delivery('recent', 'SUCCEEDED', '2026-11-01T00:00:00Z'),
      ],
    });
    await runHousekeeping({ ...server.services, now: () => now });
    expect((await prisma.webhookDelivery.findMany({ orderBy: { messageId: 'asc' } })).map((d) => d.messageId)).toEqual(['old-pending', 'recent']);
    await prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
  });

  it('erases registrations whose e-mail address is not confirmed within 7 days, and keeps the rest', async () => {
    const { prisma } = server.services;
    const org = (name: string, createdAt: string, verified: boolean) => ({
      name,
      email: `${name}@coaches.example`,
      username: name,
      passwordHash: 'x',
      createdAt: new Date(createdAt),
      emailVerifiedAt: verified ? new Date(createdAt) : null,
      termsAcceptedAt: new Date(createdAt),
    });
    for (const data of [org('stale', '2026-11-14T09:59:59Z', false), org('fresh', '2026-11-14T10:00:01Z', false), org('confirmed', '2026-10-01T10:00:00Z', true)]) {
      await createOrganisation(prisma, { data });
    }
    const result = await runHousekeeping({ ...server.services, now: () => now });
    expect(result.unverified).toBe(1);
    const left = await prisma.client.findMany({ where: { username: { in: ['stale', 'fresh', 'confirmed'] } }, orderBy: { username: 'asc' } });
    expect(left.map((o) => o.username)).toEqual(['confirmed', 'fresh']);
    expect(await prisma.auditLog.count({ where: { action: 'account.unverified_erased' } })).toBe(1);
    // Its owner belonged to nothing else, and went with it.
    expect(await prisma.member.count({ where: { email: 'stale@coaches.example' } })).toBe(0);
  });
});
