// API tokens: the scopes an organisation's and the restaurant's tokens may have, and the rules of a
// new token. What each scope reaches, field by field, is declared in graph/domain/token-reads.ts;
// inside it the usual rules hold (an organisation's token sees only that organisation's rows, a
// restaurant token reads like a member of staff who is not the manager). Nothing a token does signs
// in, changes an account or manages tokens.
import type { ApiTokenScope } from '../generated/prisma/enums.ts';

export type { ApiTokenScope };

/** Secrets start with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = 'stp_';
/** The characters of a secret shown in lists (the prefix and the next six). */
export const DISPLAY_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Tokens an organisation (or the restaurant) may hold at once, revoked ones not counted. */
export const MAX_ACTIVE_TOKENS = 20;
/** The longest a token may live; no expiry is allowed too (the owner revokes it). */
export const MAX_EXPIRY_DAYS = 366;

export const CLIENT_SCOPES = ['READ_RESERVATIONS', 'CREATE_RESERVATIONS', 'MANAGE_WEBHOOKS', 'READ_INVOICES'] as const satisfies readonly ApiTokenScope[];
export const RESTAURANT_SCOPES = ['READ_ALL_RESERVATIONS', 'READ_INVOICES'] as const satisfies readonly ApiTokenScope[];

export type ApiTokenProblem = 'NAME_REQUIRED' | 'NAME_TOO_LONG' | 'SCOPES_REQUIRED' | 'SCOPE_NOT_ALLOWED' | 'EXPIRY_INVALID';

/** What is wrong with a new token's name, scopes and expiry (for an organisation or the restaurant). */
export function tokenProblems(
  input: { name: string; scopes: readonly ApiTokenScope[]; expiresAt?: Date | null },
  owner: 'organisation' | 'restaurant',
  now: Date,
): Partial<Record<'name' | 'scopes' | 'expiresAt', ApiTokenProblem>> {
  const problems: Partial<Record<'name' | 'scopes' | 'expiresAt', ApiTokenProblem>> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'NAME_REQUIRED';
  else if (name.length > API_TOKEN_NAME_MAX_LENGTH) problems.name = 'NAME_TOO_LONG';
  const allowed: readonly ApiTokenScope[] = owner === 'organisation' ? CLIENT_SCOPES : RESTAURANT_SCOPES;
  if (!input.scopes.length) problems.scopes = 'SCOPES_REQUIRED';
  else if (input.scopes.some((s) => !allowed.includes(s))) problems.scopes = 'SCOPE_NOT_ALLOWED';
  if (input.expiresAt) {
    const ms = input.expiresAt.getTime() - now.getTime();
    if (!(ms > 0) || ms > MAX_EXPIRY_DAYS * 86_400_000) problems.expiresAt = 'EXPIRY_INVALID';
  }
  return problems;
}

/** Whether a stored token still works at `now` (revocation and expiry; the owner's state is checked apart). */
export function tokenIsLive(token: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return token.revokedAt === null && (token.expiresAt === null || token.expiresAt.getTime() > now.getTime());
}
