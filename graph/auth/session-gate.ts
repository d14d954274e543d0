// Whether an access token's session is still alive, and who it belongs to, for every HTTP request
// and WebSocket — re-checked each time (docs/decisions.md 3) but answered from memory on the hot path.
//
// Every access token names its session (the refresh-token family). The first request of a session
// reads the account and whether the family was revoked; later requests reuse that answer until
// something changes. Changes are announced: signing out, a reused refresh token, a password reset,
// blocking, deleting or archiving an account, or any change to what the viewer carries. An
// announcement applies here at once and reaches every other instance through the pub/sub channel
// (Redis when configured), where it also closes the session's live sockets.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { PubSub, SessionEvent } from '../pubsub.ts';
import type { Logger } from '../log.ts';
import type { AccessClaims } from './tokens.ts';
import { ANONYMOUS, type Viewer } from './viewer.ts';

export type { SessionEvent };

/** A backstop only: announcements keep entries right; this bounds a lost Redis message. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Open sessions one instance remembers; the oldest are forgotten first (and simply re-read). */
export const SESSION_CACHE_MAX = 20_000;

export interface SessionGate {
  /** The viewer of a verified access token: anonymous when its session or account has ended. */
  viewerFor(claims: AccessClaims): Promise<Viewer>;
  /** Applies an ending or change here at once and tells every other instance. */
  announce(event: SessionEvent): void;
  /** Called for every announcement, from this instance or another (live sockets close on it). */
  onAnnouncement(listener: (event: SessionEvent) => void): () => void;
  close(): Promise<void>;
}

interface Entry {
  viewer: Viewer;
  principalId: string;
  /** An organisation's session: the organisation (its blocking or deletion ends the session too). */
  organisationId: string | null;
  expiresAt: number;
}

export function createSessionGate(prisma: PrismaClient, pubsub: PubSub, log: Logger, clock: () => number = Date.now): SessionGate {
  const entries = new Map<string, Entry>();
  const listeners = new Set<(event: SessionEvent) => void>();
  // Any announcement bumps the generation; a read that started before it is not remembered, since
  // it may have seen the database before the change committed.
  let generation = 0;

  // An announcement names a person or an organisation: either forgets the sessions it concerns.
  function forgetPrincipal(principalId: string) {
    for (const [sid, entry] of entries) if (entry.principalId === principalId || entry.organisationId === principalId) entries.delete(sid);
  }

  function apply(event: SessionEvent) {
    generation += 1;
    if (event.kind === 'SESSION_ENDED') {
      // Remembered as ended, so a stolen cookie replayed after sign-out costs no query either.
      entries.set(event.sessionId, { viewer: ANONYMOUS, principalId: event.principalId, organisationId: null, expiresAt: clock() + SESSION_CACHE_TTL_MS });
    } else {
      forgetPrincipal(event.principalId);
    }
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        log.error('session listener failed', { error });
      }
    }
  }

  const subscription = pubsub.subscribe('session');
  const pump = (async () => {
    for await (const event of subscription) apply(event);
  })().catch((error: unknown) => log.error('session channel failed', { error }));

  async function load(claims: AccessClaims): Promise<Viewer> {
    const revoked = prisma.refreshToken.findFirst({ where: { familyId: claims.sid, revokedAt: { not: null } }, select: { id: true } });
    if (claims.kind === 'staff') {
      const [ended, staff] = await Promise.all([
        revoked,
        prisma.staff.findUnique({ where: { id: claims.sub }, select: { id: true, isManager: true, language: true, disabledAt: true } }),
      ]);
      if (ended || !staff || staff.disabledAt) return ANONYMOUS;
      return { kind: 'staff', id: staff.id, isManager: staff.isManager === true, language: staff.language };
    }
    const organisationId = claims.org ?? claims.sub;
    const [ended, membership] = await Promise.all([
      revoked,
      prisma.membership.findUnique({
        where: { clientId_memberId: { clientId: organisationId, memberId: claims.sub } },
        select: { role: true, client: { select: { status: true } }, member: { select: { emailVerifiedAt: true, language: true, erasedAt: true } } },
      }),
    ]);
    // Removed from the organisation, or the person's data erased: the session has ended.
    if (ended || !membership || membership.client.status === 'ARCHIVED' || membership.member.erasedAt) return ANONYMOUS;
    const { member } = membership;
    return {
      kind: 'client',
      id: organisationId,
      memberId: claims.sub,
      role: membership.role,
      sessionId: claims.sid,
      status: membership.client.status,
      emailVerified: member.emailVerifiedAt !== null,
      language: member.language,
    };
  }

  return {
    async viewerFor(claims) {
      const now = clock();
      const cached = entries.get(claims.sid);
      if (cached && cached.expiresAt > now && (cached.principalId === claims.sub || cached.viewer.kind === 'anonymous')) return cached.viewer;
      const started = generation;
      const viewer = await load(claims);
      if (started === generation) {
        entries.delete(claims.sid);
        entries.set(claims.sid, { viewer, principalId: claims.sub, organisationId: claims.org ?? null, expiresAt: now + SESSION_CACHE_TTL_MS });
        if (entries.size > SESSION_CACHE_MAX) entries.delete(entries.keys().next().value!);
      }
      return viewer;
    },
    announce(event) {
      apply(event);
      pubsub.publish('session', event);
    },
    onAnnouncement(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await subscription.return?.();
      await pump;
    },
  };
}
