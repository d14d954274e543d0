// API tokens as their owners manage them: an approved organisation creates tokens for its own
// systems, the manager creates read-only restaurant tokens (a kitchen display) and sees and revokes
// every token. The secret is returned once; only its hash is stored (auth/api-tokens.ts).
import type { Services } from '../context.ts';
import type { ApiToken } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { hit, RATE_RULES } from '../auth/rate-limit.ts';
import { newTokenSecret } from '../auth/api-tokens.ts';
import { MAX_ACTIVE_TOKENS, tokenProblems, type ApiTokenScope } from '../domain/api-tokens.ts';
import { mayReserve } from '../domain/account-lifecycle.ts';

type TokenServices = Pick<Services, 'prisma' | 'sessions' | 'now'>;

/** An organisation's token names the member who made it (null: made before members, or by a test fixture). */
export type TokenOwner = { kind: 'organisation'; clientId: string; memberId?: string | null } | { kind: 'restaurant'; staffId: string };

export interface NewTokenInput {
  name: string;
  scopes: readonly ApiTokenScope[];
  expiresAt?: Date | null;
}

interface Meta {
  ip: string | null;
  language: Language;
}

const ownerWhere = (owner: TokenOwner) => (owner.kind === 'organisation' ? { clientId: owner.clientId } : { clientId: null });

/** Creates a token and returns it with its secret, which is never shown again. */
export async function createApiToken(services: TokenServices, owner: TokenOwner, input: NewTokenInput, meta: Meta): Promise<{ token: ApiToken; secret: string }> {
  const now = services.now();
  const scopes = [...new Set(input.scopes)];
  const problems = tokenProblems({ ...input, scopes }, owner.kind, now);
  if (Object.keys(problems).length) throw new AppError('VALIDATION', meta.language, { detail: { fields: problems } });
  const ownerKey = owner.kind === 'organisation' ? owner.clientId : 'restaurant';
  const rate = await hit(services.prisma, `api-token-create:${ownerKey}`, RATE_RULES.apiTokensCreated, now);
  if (!rate.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: rate.retryAfterSeconds } });
  const { secret, secretHash, displayPrefix } = newTokenSecret();
  const token = await services.prisma.$transaction(async (tx) => {
    if (owner.kind === 'organisation') {
      // The owner's row, locked: two requests cannot both take the last free place; and it may still book.
      const [org] = await tx.$queryRaw<Array<{ status: string; email_verified_at: Date | null }>>`
        SELECT status, email_verified_at FROM organisations WHERE id = ${owner.clientId}::uuid FOR UPDATE`;
      if (!org || !mayReserve({ status: org.status as 'APPROVED', emailVerified: org.email_verified_at !== null })) throw new AppError('FORBIDDEN', meta.language);
    }
    const active = await tx.apiToken.count({ where: { ...ownerWhere(owner), revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });
    if (active >= MAX_ACTIVE_TOKENS) throw new AppError('API_TOKEN_LIMIT', meta.language);
    const created = await tx.apiToken.create({
      data: {
        name: input.name.trim(),
        displayPrefix,
        secretHash,
        clientId: owner.kind === 'organisation' ? owner.clientId : null,
        createdByStaffId: owner.kind === 'restaurant' ? owner.staffId : null,
        createdByMemberId: owner.kind === 'organisation' ? (owner.memberId ?? null) : null,
        scopes,
        expiresAt: input.expiresAt ?? null,
        createdAt: now,
      },
    });
    await audit(tx, {
      action: 'api_token.created',
      actor: owner.kind === 'organisation' ? { kind: 'CLIENT', id: owner.clientId, memberId: owner.memberId ?? null } : { kind: 'STAFF', id: owner.staffId },
      subject: { type: 'ApiToken', id: created.id },
      ip: meta.ip,
      detail: { name: created.name, prefix: displayPrefix, scopes, expiresAt: created.expiresAt?.toISOString() ?? null },
    });
    return created;
  });
  return { token, secret };
}

export type TokenRevoker = { kind: 'client'; clientId: string; memberId?: string | null } | { kind: 'manager'; staffId: string };

/** Revokes a token at once (its open sockets close too). The owner or the manager; revoking twice changes nothing. */
export async function revokeApiToken(services: TokenServices, revoker: TokenRevoker, tokenId: string, meta: Meta): Promise<ApiToken> {
  const token = await services.prisma.apiToken.findUnique({ where: { id: tokenId } });
  // Another organisation's token is "not found", not "forbidden": its existence is not the asker's business.
  if (!token || (revoker.kind === 'client' && token.clientId !== revoker.clientId)) throw new AppError('NOT_FOUND', meta.language);
  if (token.revokedAt) return token;
  const now = services.now();
  const revoked = await services.prisma.$transaction(async (tx) => {
    const updated = await tx.apiToken.update({ where: { id: tokenId }, data: { revokedAt: now } });
    await audit(tx, {
      action: 'api_token.revoked',
      actor: revoker.kind === 'client' ? { kind: 'CLIENT', id: revoker.clientId, memberId: revoker.memberId ?? null } : { kind: 'STAFF', id: revoker.staffId },
      subject: { type: 'ApiToken', id: tokenId },
      ip: meta.ip,
      detail: { name: token.name, prefix: token.displayPrefix },
    });
    return updated;
  });
  services.sessions.announce({ kind: 'SESSION_ENDED', sessionId: tokenId, principalId: token.clientId ?? tokenId });
  return revoked;
}
