// Changes to an organisation's people: an owner changes a role or removes a member, a member leaves,
// staff erase a person's personal data on request. The use cases:
// graph/services/organisation-members/membership-changes.ts and erasure.ts. The API tokens a former
// member created stay with the organisation: ApiToken.createdByName and creatorLeft tell the owners.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { clearedSessionCookies } from '../../auth/sessions.ts';
import { AppError } from '../../errors.ts';
import { normaliseEmail } from '../../domain/account-rules.ts';
import { changeMemberRole, leaveOrganisation, removeMember } from '../../services/organisation-members/membership-changes.ts';
import { eraseMember } from '../../services/organisation-members/erasure.ts';
import { ApiTokenRef } from '../api-tokens.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { OWNER_CLIENT } from '../client-access.ts';
import { meta } from '../auth/account-services.ts';
import { MemberRoleEnum, OrganisationMemberRef } from './types.ts';
import { ownerActor } from './invitations.ts';
import { memberName } from '../../domain/organisation-members/names.ts';

const OWNER_GONE = ['FORBIDDEN', 'the member is no longer an owner of the organisation'] as const;
const MEMBER_NOT_FOUND = ['NOT_FOUND', 'no such member of this organisation (or the ID is not an OrganisationMember ID)'] as const;
const LAST_OWNER = ['LAST_OWNER', 'it would leave the organisation without an owner: make another member an owner first'] as const;

builder.relayMutationField(
  'changeMemberRole',
  {
    inputFields: (t) => ({
      organisationMemberId: t.globalID({ required: true, for: [OrganisationMemberRef], description: 'The member.' }),
      role: t.field({ type: MemberRoleEnum, required: true, description: 'Their new role. Making another member OWNER and then stepping down hands ownership over.' }),
    }),
  },
  {
    description: describeMutation(
      'Changes a member’s role; it takes effect with their next request. An organisation always keeps an owner. Owners only.',
      'ownerClient',
      [MEMBER_NOT_FOUND, INPUT_ERRORS.id, LAST_OWNER, OWNER_GONE],
    ),
    authScopes: OWNER_CLIENT,
    resolve: async (_root, { input }, ctx) => {
      const membership = await changeMemberRole(ctx.services, ownerActor(ctx), input.organisationMemberId.id, input.role, meta(ctx));
      return { membershipId: membership.id };
    },
  },
  {
    description: 'The member with the new role.',
    outputFields: (t) => ({
      organisationMember: t.prismaField({
        type: 'Membership',
        description: 'The member, with the new role.',
        resolve: (query, payload, _args, ctx) => ctx.prisma.membership.findUniqueOrThrow({ ...query, where: { id: payload.membershipId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  'removeMember',
  { inputFields: (t) => ({ organisationMemberId: t.globalID({ required: true, for: [OrganisationMemberRef], description: 'The member to remove.' }) }) },
  {
    description: describeMutation(
      'Removes a member from the organisation: their sessions for it end and their open pages close within a second. The API tokens they created stay ' +
        '(ApiToken.creatorLeft) for the owners to keep or revoke. Owners only.',
      'ownerClient',
      [MEMBER_NOT_FOUND, INPUT_ERRORS.id, LAST_OWNER, OWNER_GONE],
    ),
    authScopes: OWNER_CLIENT,
    resolve: async (_root, { input }, ctx) => {
      const removed = await removeMember(ctx.services, ownerActor(ctx), input.organisationMemberId.id, meta(ctx));
      return { membershipId: removed.id, clientId: removed.clientId };
    },
  },
  {
    description: 'Which member was removed, and the organisation.',
    outputFields: (t) => ({
      removedOrganisationMemberId: t.globalID({ description: 'The removed member’s former global ID.', resolve: (payload) => ({ type: 'OrganisationMember', id: payload.membershipId }) }),
      client: t.prismaField({
        type: 'Client',
        description: 'The organisation, its members now without them.',
        resolve: (query, payload, _args, ctx) => ctx.prisma.client.findUniqueOrThrow({ ...query, where: { id: payload.clientId } }),
      }),
    }),
  },
);

function leaver(ctx: Context) {
  if (ctx.viewer.kind !== 'client' || !ctx.viewer.memberId || ctx.viewer.token) throw new AppError('FORBIDDEN', ctx.language);
  return { clientId: ctx.viewer.id, memberId: ctx.viewer.memberId };
}

builder.relayMutationField(
  'leaveOrganisation',
  {
    inputFields: (t) => ({
      erasePersonalData: t.boolean({
        description: 'Also erase the person’s name, address and password when they then belong to no organisation (their bookings stay, naming a former member).',
      }),
    }),
  },
  {
    description: describeMutation(
      'The signed-in member leaves the organisation their session acts for: the session ends (the cookies are cleared). The last owner cannot leave.',
      'client',
      [LAST_OWNER, ['NOT_FOUND', 'the member no longer belongs to the organisation']],
    ),
    authScopes: { client: true },
    resolve: async (_root, { input }, ctx) => {
      const result = await leaveOrganisation(ctx.services, leaver(ctx), { erasePersonalData: input.erasePersonalData }, meta(ctx));
      ctx.setCookies.push(...clearedSessionCookies(ctx.services.config));
      return { clientId: result.membership.clientId, erased: result.erased };
    },
  },
  {
    description: 'The organisation left, and whether the personal data was erased.',
    outputFields: (t) => ({
      leftClientId: t.globalID({ description: 'The organisation’s global ID (a Client).', resolve: (payload) => ({ type: 'Client', id: payload.clientId }) }),
      erased: t.boolean({ description: 'Whether the person’s personal data was erased (asked for, and no other organisation left).', resolve: (payload) => payload.erased }),
    }),
  },
);

builder.relayMutationField(
  'eraseMember',
  {
    inputFields: (t) => ({
      organisationMemberId: t.globalID({ for: [OrganisationMemberRef], description: 'The person, as a member of one of their organisations (or give email).' }),
      email: t.string({ description: 'The person’s address, for one who belongs to no organisation any more (or give organisationMemberId).' }),
    }),
  },
  {
    description: describeMutation(
      'Erases a person’s personal data on their request: address, names and password are blanked, every membership and session ends. ' +
        'Their bookings, messages and history stay, naming a former member. Staff only.',
      'staff',
      [
        ['NOT_FOUND', 'no such person (give exactly one of organisationMemberId and email)'],
        INPUT_ERRORS.id,
        INPUT_ERRORS.text,
        ['LAST_OWNER', 'the person is the last owner of an organisation: make another member an owner first'],
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.viewer.kind !== 'staff') throw new AppError('FORBIDDEN', ctx.language);
      if ((input.organisationMemberId ? 1 : 0) + (input.email ? 1 : 0) !== 1) throw new AppError('NOT_FOUND', ctx.language);
      const person = input.organisationMemberId
        ? await ctx.prisma.membership.findUnique({ where: { id: input.organisationMemberId.id }, select: { memberId: true } })
        : await ctx.prisma.member.findUnique({ where: { email: normaliseEmail(input.email!) }, select: { id: true } }).then((m) => m && { memberId: m.id });
      if (!person) throw new AppError('NOT_FOUND', ctx.language);
      await eraseMember(ctx.services, ctx.viewer.id, person.memberId, meta(ctx));
      return { ok: true as const };
    },
  },
  { outputFields: (t) => ({ ok: t.boolean({ description: 'Always true: the data is erased.', resolve: (payload) => payload.ok }) }) },
);

// ————— the tokens members made —————

builder.prismaObjectFields(ApiTokenRef, (t) => ({
  createdByName: t.string({
    nullable: true,
    description: 'The member who created it: their name, else their address; null for a token made before members, by staff, or by a person whose data was erased.',
    select: { createdByMember: { select: { firstName: true, lastName: true, email: true, erasedAt: true } } },
    resolve: ({ createdByMember: m }) => (m ? memberName(m) : null),
  }),
  creatorLeft: t.boolean({
    description: 'Whether the member who created it no longer belongs to the organisation (removed, left or erased): the owners decide to keep or revoke it.',
    select: { clientId: true, createdByMemberId: true },
    resolve: async (token, _args, ctx) => {
      if (!token.createdByMemberId || !token.clientId) return false;
      const membership = await ctx.prisma.membership.findUnique({ where: { clientId_memberId: { clientId: token.clientId, memberId: token.createdByMemberId } }, select: { id: true } });
      return membership === null;
    },
  }),
}));
