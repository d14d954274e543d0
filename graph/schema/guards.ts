// The signed-in account's id for resolvers already guarded by a scope; the extra check here keeps a
// resolver safe even if its scope were loosened by mistake.
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/account-rules.ts';

export function viewerId(ctx: Context, kind: 'client' | 'staff'): string {
  if (ctx.viewer.kind !== kind) throw new AppError('FORBIDDEN', ctx.language);
  return ctx.viewer.id;
}

export function managerId(ctx: Context): string {
  if (ctx.viewer.kind !== 'staff' || !ctx.viewer.isManager) throw new AppError('FORBIDDEN', ctx.language);
  return ctx.viewer.id;
}

/** The description of every `idempotencyKey` input field (the mutations that create something). */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Makes a retry safe: send a new random key (a UUID) with each new request and the same key when retrying it. ' +
  'The same key with the same input within 24 hours answers with the first result and creates nothing; ' +
  'with different input it is refused with IDEMPOTENCY_KEY_REUSED. 16–128 characters of A–Z a–z 0–9 . : - _ (else IDEMPOTENCY_KEY_INVALID).';

/** The description of every new-password input field (the rules of domain/account-rules.ts passwordProblem). */
export const PASSWORD_RULES =
  `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, not a common password, and not containing the account’s username ` +
  '(a member of staff’s name) or the local part of its e-mail address.';
