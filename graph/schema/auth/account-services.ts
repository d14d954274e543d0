// From a GraphQL request to the account use cases of graph/services/accounts.ts: the services they
// need and what they record about the request.
import type { Context } from '../../context.ts';
import type { AccountServices, RequestMeta } from '../../services/accounts.ts';
import { actingMemberOf } from '../../services/reservation-notices.ts';

export function accountServices(ctx: Context): AccountServices {
  return ctx.services;
}

export function meta(ctx: Context): RequestMeta {
  return { ip: ctx.ip, language: ctx.language, defer: ctx.defer, member: actingMemberOf(ctx.viewer) };
}
