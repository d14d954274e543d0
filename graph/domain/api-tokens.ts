// API tokens: what an integrator's system may do when it presents one. A token reaches only the
// root fields its scopes name (below); inside them the usual rules hold (an organisation's token
// sees only that organisation's reservations, a restaurant token reads like a member of staff
// who is not the manager). Nothing a token does signs in, changes an account or manages tokens.
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

export const CLIENT_SCOPES = ['READ_RESERVATIONS', 'CREATE_RESERVATIONS', 'MANAGE_WEBHOOKS'] as const satisfies readonly ApiTokenScope[];
export const RESTAURANT_SCOPES = ['READ_ALL_RESERVATIONS'] as const satisfies readonly ApiTokenScope[];

/** Root fields any token may ask for: who it is, public facts, and objects by id (visibility applies). */
const ALWAYS = ['viewer', 'node', 'nodes', 'reservationRules', 'site'] as const;

/** Root fields (Query, Mutation, Subscription alike) each scope opens. */
export const TOKEN_ROOT_FIELDS: Readonly<Record<ApiTokenScope, readonly string[]>> = {
  // Reading a reservation (node) includes its messages; the live feed of them too. Writing is for people.
  READ_RESERVATIONS: ['reservationChanged', 'reservationMessages'],
  CREATE_RESERVATIONS: ['reservationAvailability', 'dayAvailability', 'createReservation'],
  MANAGE_WEBHOOKS: [
    'registerWebhookEndpoint',
    'updateWebhookEndpoint',
    'rotateWebhookSecret',
    'setWebhookEndpointEnabled',
    'deleteWebhookEndpoint',
    'redeliverWebhook',
    'sendTestWebhook',
  ],
  READ_ALL_RESERVATIONS: ['reservations', 'daySheet', 'staffOverview', 'reservationChanged', 'reservationMessages'],
};

/** Whether a token with these scopes may ask for this root field. */
export function tokenMayUse(scopes: readonly ApiTokenScope[], rootField: string): boolean {
  if (rootField.startsWith('__')) return true;
  if ((ALWAYS as readonly string[]).includes(rootField)) return true;
  return scopes.some((scope) => TOKEN_ROOT_FIELDS[scope].includes(rootField));
}

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
