// Which organisation a signed-in person acts for: the viewer's choices and the switch.
import { builder } from '../../builder.ts';
import { sessionCookies } from '../../auth/sessions.ts';
import { AppError } from '../../errors.ts';
import { organisationsOf, switchOrganisation, type OrganisationChoice } from '../../services/organisation-members/switching.ts';
import { ClientRef } from '../accounts.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { accountServices, meta } from '../auth/account-services.ts';
import { ClientStatusEnum } from '../enums.ts';
import { MemberRoleEnum } from './types.ts';

const OrganisationChoiceRef = builder.objectRef<OrganisationChoice & { current: boolean }>('OrganisationChoice').implement({
  description: 'An organisation the signed-in person belongs to and may act for.',
  fields: (t) => ({
    clientId: t.globalID({ description: 'The organisation’s global ID (pass it to switchOrganisation).', resolve: (c) => ({ type: 'Client', id: c.clientId }) }),
    name: t.exposeString('name', { description: 'The organisation’s name.' }),
    role: t.field({ type: MemberRoleEnum, description: 'The person’s role there.', resolve: (c) => c.role }),
    status: t.field({ type: ClientStatusEnum, description: 'Where the organisation stands in staff approval.', resolve: (c) => c.status as never }),
    current: t.exposeBoolean('current', { description: 'Whether this session acts for it.' }),
  }),
});

builder.queryField('myOrganisations', (t) =>
  t.field({
    type: [OrganisationChoiceRef],
    description: 'The organisations the signed-in person belongs to, the one they last acted for first (at most 100). A member’s session only; an API token gets FORBIDDEN.',
    authScopes: { client: true },
    resolve: async (_root, _args, ctx) => {
      if (ctx.viewer.kind !== 'client' || !ctx.viewer.memberId) throw new AppError('FORBIDDEN', ctx.language);
      const current = ctx.viewer.id;
      return (await organisationsOf(ctx.services, ctx.viewer.memberId)).map((c) => ({ ...c, current: c.clientId === current }));
    },
  }),
);

builder.relayMutationField(
  'switchOrganisation',
  { inputFields: (t) => ({ clientId: t.globalID({ required: true, for: [ClientRef], description: 'The organisation to act for (one of myOrganisations).' }) }) },
  {
    description: describeMutation(
      'Acts for another of the signed-in person’s organisations: ends this session and starts one for it (new session cookies).',
      'client',
      [['NOT_FOUND', 'the person is not a member of that organisation, or it was deleted'], INPUT_ERRORS.id],
    ),
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.viewer.kind !== 'client' || !ctx.viewer.memberId) throw new AppError('FORBIDDEN', ctx.language);
      const memberId = ctx.viewer.memberId;
      const tokens = await switchOrganisation(accountServices(ctx), { memberId, sessionId: ctx.viewer.sessionId ?? null }, input.clientId.id, meta(ctx));
      ctx.setCookies.push(...sessionCookies(ctx.services.config, tokens));
      const choice = (await organisationsOf(ctx.services, memberId)).find((c) => c.clientId === input.clientId.id)!;
      return { organisation: { ...choice, current: true } };
    },
  },
  {
    outputFields: (t) => ({
      // Not the Client itself: this request still carries the session that was left, which may not
      // read the organisation it switched to; the new session (the new cookies) does.
      organisation: t.field({ type: OrganisationChoiceRef, description: 'The organisation the new session acts for, and the person’s role there.', resolve: (payload) => payload.organisation }),
    }),
  },
);
