// The signed-in account's id for resolvers already guarded by a scope; the extra check here keeps a
// resolver safe even if its scope were loosened by mistake.
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';

export function viewerId(ctx: Context, kind: 'client' | 'staff'): string {
  if (ctx.viewer.kind !== kind) throw new AppError('FORBIDDEN', ctx.language);
  return ctx.viewer.id;
}

export function managerId(ctx: Context): string {
  if (ctx.viewer.kind !== 'staff' || !ctx.viewer.isManager) throw new AppError('FORBIDDEN', ctx.language);
  return ctx.viewer.id;
}
