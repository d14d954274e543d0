import { afterEach, describe, expect, it } from 'vitest';
import { createSessionGate, SESSION_CACHE_TTL_MS, type SessionGate } from './session-gate.ts';
import { createAppPubSub } from '../pubsub.ts';
import { createLogger } from '../log.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';

const CLIENT = '0190c4a2-7b1e-7c3d-8e4f-5a6b7c8d9e0f';
const SID = '0190c4a2-7b1e-7c3d-8e4f-000000000001';
const OTHER_SID = '0190c4a2-7b1e-7c3d-8e4f-000000000002';

/** A database with one client whose reads are counted, and a revocation flag per session. */
function fakeDb() {
  const state = { reads: 0, revoked: new Set<string>(), status: 'APPROVED', hold: null as Promise<void> | null };
  const prisma = {
    refreshToken: {
      async findFirst({ where }: { where: { familyId: string } }) {
        state.reads += 1;
        return state.revoked.has(where.familyId) ? { id: 'x' } : null;
      },
    },
    membership: {
      async findUnique() {
        const status = state.status;
        if (state.hold) await state.hold;
        return { role: 'OWNER', client: { status }, member: { emailVerifiedAt: new Date(), language: 'en', erasedAt: null } };
      },
    },
  } as unknown as PrismaClient;
  return { prisma, state };
}

let gate: SessionGate | null = null;
afterEach(async () => {
  await gate?.close();
  gate = null;
});

function start(clock = () => Date.now()) {
  const db = fakeDb();
  gate = createSessionGate(db.prisma, createAppPubSub(null), createLogger('silent'), clock);
  return { gate, ...db };
}

const claims = (sid = SID) => ({ sub: CLIENT, kind: 'client' as const, sid });

describe('the session gate', () => {
  it('reads the database once per session, then answers from memory', async () => {
    const { gate, state } = start();
    for (let i = 0; i < 50; i += 1) expect((await gate.viewerFor(claims())).kind).toBe('client');
    expect(state.reads).toBe(1);
  });

  it('refuses an ended session at once, and only that one', async () => {
    const { gate, state } = start();
    await gate.viewerFor(claims());
    await gate.viewerFor(claims(OTHER_SID));
    state.revoked.add(SID);
    gate.announce({ kind: 'SESSION_ENDED', sessionId: SID, principalId: CLIENT });
    expect((await gate.viewerFor(claims())).kind).toBe('anonymous');
    expect((await gate.viewerFor(claims(OTHER_SID))).kind).toBe('client');
  });

  it('re-reads every session of an account whose sessions ended or that changed', async () => {
    const { gate, state } = start();
    await gate.viewerFor(claims());
    state.status = 'BLOCKED';
    gate.announce({ kind: 'ACCOUNT_CHANGED', principalId: CLIENT });
    expect(await gate.viewerFor(claims())).toMatchObject({ kind: 'client', status: 'BLOCKED' });
    state.revoked.add(SID);
    gate.announce({ kind: 'SESSIONS_ENDED', principalId: CLIENT });
    expect((await gate.viewerFor(claims())).kind).toBe('anonymous');
  });

  it('does not remember a read that overlapped a change', async () => {
    const { gate, state } = start();
    let release!: () => void;
    state.hold = new Promise((resolve) => (release = resolve));
    const stale = gate.viewerFor(claims());
    // The change commits and is announced while the read above is still in flight.
    state.status = 'BLOCKED';
    gate.announce({ kind: 'ACCOUNT_CHANGED', principalId: CLIENT });
    state.hold = null;
    release();
    expect(await stale).toMatchObject({ status: 'APPROVED' });
    expect(await gate.viewerFor(claims())).toMatchObject({ status: 'BLOCKED' });
  });

  it('reads again after the backstop period', async () => {
    let now = 1_000_000;
    const { gate, state } = start(() => now);
    await gate.viewerFor(claims());
    now += SESSION_CACHE_TTL_MS + 1;
    await gate.viewerFor(claims());
    expect(state.reads).toBe(2);
  });

  it('tells listeners of every announcement', async () => {
    const { gate } = start();
    const heard: string[] = [];
    const stop = gate.onAnnouncement((event) => heard.push(event.kind));
    gate.announce({ kind: 'SESSIONS_ENDED', principalId: CLIENT });
    stop();
    gate.announce({ kind: 'ACCOUNT_CHANGED', principalId: CLIENT });
    expect(heard[0]).toBe('SESSIONS_ENDED');
    expect(heard).not.toContain('ACCOUNT_CHANGED');
  });
});
