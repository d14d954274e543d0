// API tokens as the screens need them: the expiry choices, the checks before sending (the server's
// own limits, graph/domain/api-tokens.ts) and a token's state.
import { API_TOKEN_NAME_MAX_LENGTH, CLIENT_SCOPES, RESTAURANT_SCOPES, tokenProblems, type ApiTokenScope } from '../../../graph/domain/api-tokens.ts';

export { API_TOKEN_NAME_MAX_LENGTH, CLIENT_SCOPES, RESTAURANT_SCOPES, type ApiTokenScope };

/** How long a new token lives: people choose from a few lifetimes rather than type a date. */
export const EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

export function expiryDate(choice: ExpiryChoice, now: Date): string | null {
  return choice === 'never' ? null : new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}

export interface NewToken {
  name: string;
  scopes: ApiTokenScope[];
  expiry: ExpiryChoice;
}

export type NewTokenProblems = Partial<Record<'name' | 'scopes', 'REQUIRED' | 'TOO_LONG'>>;

/** The server's own check (graph/domain/api-tokens.ts), in the form's words; the lifetimes offered are all valid. */
export function newTokenProblems(token: NewToken, owner: 'organisation' | 'restaurant' = 'organisation'): NewTokenProblems {
  const found = tokenProblems({ name: token.name, scopes: token.scopes }, owner, new Date());
  const problems: NewTokenProblems = {};
  if (found.name) problems.name = found.name === 'NAME_TOO_LONG' ? 'TOO_LONG' : 'REQUIRED';
  if (found.scopes === 'SCOPES_REQUIRED') problems.scopes = 'REQUIRED';
  return problems;
}

export type TokenState = 'active' | 'revoked' | 'expired';

export function tokenState(token: { revokedAt?: string | null; expiresAt?: string | null }, now: Date): TokenState {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
