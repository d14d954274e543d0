// API tokens as credentials: making a secret, recognising one in `Authorization: Bearer …`, and the
// viewer it stands for. Looked up in the database on every request, so a revoked or expired token,
// or one whose organisation was blocked or deleted, stops working at once on every instance.
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { API_TOKEN_PREFIX, DISPLAY_PREFIX_LENGTH, tokenIsLive } from '../domain/api-tokens.ts';
import { mayReserve } from '../domain/account-lifecycle.ts';
import type { Language } from '../generated/prisma/enums.ts';
import type { Viewer } from './viewer.ts';

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret (256 random bits, base64url), its hash and the part shown in lists. */
export function newTokenSecret(): { secret: string; secretHash: string; displayPrefix: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, secretHash: hashTokenSecret(secret), displayPrefix: secret.slice(0, DISPLAY_PREFIX_LENGTH) };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The secret of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerSecret(header: string | null | undefined): string | null {
  const match = header ? BEARER.exec(header) : null;
  return match ? match[1]! : null;
}

export interface TokenIdentity {
  viewer: Viewer;
  tokenId: string;
  /** The organisation, or for a restaurant token the token itself: what the audit log names. */
  principalId: string;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
}

/** The viewer a presented secret stands for, or null when it is unknown, revoked, expired or its owner may not act. */
export async function identifyToken(prisma: PrismaClient, secret: string, now: Date, restaurantLanguage: () => Promise<Language>): Promise<TokenIdentity | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return null;
  const token = await prisma.apiToken.findUnique({
    where: { secretHash: hashTokenSecret(secret) },
    select: {
      id: true,
      scopes: true,
      revokedAt: true,
      expiresAt: true,
      lastUsedAt: true,
      lastUsedIp: true,
      client: { select: { id: true, status: true, emailVerifiedAt: true, language: true } },
      clientId: true,
    },
  });
  if (!token || !tokenIsLive(token, now)) return null;
  const grant = { id: token.id, scopes: token.scopes };
  const seen = { tokenId: token.id, lastUsedAt: token.lastUsedAt, lastUsedIp: token.lastUsedIp };
  if (token.clientId === null) {
    // A restaurant token reads as a member of staff who is not the manager; its id is the token's own.
    const viewer: Viewer = { kind: 'staff', id: token.id, isManager: false, language: await restaurantLanguage(), token: grant };
    return { viewer, principalId: token.id, ...seen };
  }
  const org = token.client;
  // Only an organisation that may book acts through its tokens: blocked, deleted or not yet approved ones do not.
  if (!org || !mayReserve({ status: org.status, emailVerified: org.emailVerifiedAt !== null })) return null;
  const viewer: Viewer = { kind: 'client', id: org.id, memberId: null, role: null, status: org.status, emailVerified: true, language: org.language, token: grant };
  return { viewer, principalId: org.id, ...seen };
}
