// Invitations to an organisation: the owners' list (Client.memberInvitations), inviting, resending
// and withdrawing, and the invitee's side: what a link is for (memberInvitation) and accepting it.
// The use cases: graph/services/organisation-members/invitations.ts.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { sessionCookies } from '../../auth/sessions.ts';
import { mayForOrganisation } from '../../auth/member-abilities.ts';
import { AppError } from '../../errors.ts';
import { ACCOUNT_TEXT_LIMITS } from '../../domain/account-rules.ts';
import { INVITATION_TTL_DAYS, MEMBERS_MAX } from '../../domain/organisation-members/roles.ts';
import {
  acceptMemberInvitation,
  invitationState,
  inviteMember,
  memberInvitationPreview,
  RECENT_INVITATION_DAYS,
  resendMemberInvitation,
  revokeMemberInvitation,
} from '../../services/organisation-members/invitations.ts';
import type { OwnerActor } from '../../services/organisation-members/shared.ts';
import { ClientRef } from '../accounts.ts';
import { LanguageEnum } from '../enums.ts';
import { PASSWORD_RULES } from '../guards.ts';
import { describeMutation, INPUT_ERRORS, type PayloadFields } from '../mutations.ts';
import type { MemberInvitation } from '../../generated/prisma/client.ts';
import { nodeVisibility } from '../node.ts';
import { MANAGING_CLIENT, OWNER_CLIENT } from '../client-access.ts';
import { accountServices, meta } from '../auth/account-services.ts';
import { MemberRoleEnum } from './types.ts';
import { memberName } from '../../domain/organisation-members/names.ts';

/** The owner a mutation acts as: a member's session (an API token never reaches these). */
export function ownerActor(ctx: Context): OwnerActor {
  if (ctx.viewer.kind !== 'client' || !ctx.viewer.memberId) throw new AppError('FORBIDDEN', ctx.language);
  return { clientId: ctx.viewer.id, memberId: ctx.viewer.memberId };
}

/** The organisation's owners (in their own session) and staff. */
function mayManageMembers(ctx: Context, clientId: string): boolean {
  if (ctx.viewer.kind === 'client' && (!ctx.viewer.memberId || ctx.viewer.token)) return false;
  return mayForOrganisation(ctx.viewer, clientId, 'manage');
}

export const MemberInvitationStateEnum = builder.enumType('MemberInvitationState', {
  description: 'Where an invitation to an organisation stands.',
  values: {
    OPEN: { description: 'Mailed, not used yet, and its link still works.' },
    EXPIRED: { description: `Not used within ${INVITATION_TTL_DAYS} days: send it again for a new link.` },
    ACCEPTED: { description: 'Used: the person is a member (or was, and left).' },
    REVOKED: { description: 'Withdrawn by an owner (or the address’s owner had their data erased).' },
  } as const,
});

export const MemberInvitationRef = builder.prismaNode('MemberInvitation', {
  name: 'MemberInvitation',
  description: 'An owner’s invitation to join the organisation, mailed to an address as a single-use link. Its owners and staff see it.',
  id: { field: 'id' },
  select: { id: true, clientId: true },
  authScopes: nodeVisibility('MemberInvitation', 'memberInvitation', (row: { clientId: string }, ctx) => mayManageMembers(ctx, row.clientId)),
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The invited address (lower case; empty once its owner’s data was erased).' }),
    role: t.expose('role', { type: MemberRoleEnum, description: 'The role the person gets on accepting.' }),
    language: t.expose('language', { type: LanguageEnum, description: 'The language of the invitation mail.' }),
    state: t.field({
      type: MemberInvitationStateEnum,
      description: 'Open, expired, accepted or revoked.',
      select: { acceptedAt: true, revokedAt: true, expiresAt: true },
      resolve: (row, _args, ctx) => invitationState(row, ctx.services.now()),
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the current link stops working.' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true, description: 'When it was accepted (null: not yet).' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was withdrawn (null: not withdrawn).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was first sent.' }),
    invitedByName: t.string({
      nullable: true,
      description: 'Who sent it last: their name, else their address; null when that person’s data was erased.',
      select: { invitedBy: { select: { firstName: true, lastName: true, email: true, erasedAt: true } } },
      resolve: ({ invitedBy }) => (invitedBy ? memberName(invitedBy) : null),
    }),
    client: t.relation('client', { description: 'The organisation it invites to.' }),
  }),
});

builder.prismaObjectField(ClientRef, 'memberInvitations', (t) =>
  t.relation('memberInvitations', {
    description:
      `The organisation’s invitations: every open or expired one, and those accepted or revoked in the last ${RECENT_INVITATION_DAYS} days; newest first (at most ${MEMBERS_MAX}). ` +
      'Its owners and staff; null for anyone else.',
    nullable: true,
    authScopes: (client, _args, ctx) => mayManageMembers(ctx, client.id),
    unauthorizedResolver: () => null,
    query: (_args, ctx) => {
      const since = new Date(ctx.services.now().getTime() - RECENT_INVITATION_DAYS * 24 * 60 * 60 * 1000);
      return {
        where: { OR: [{ acceptedAt: null, revokedAt: null }, { acceptedAt: { gte: since } }, { revokedAt: { gte: since } }] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: MEMBERS_MAX,
      };
    },
  }),
);

// ————— the owners —————

const OWNER_GONE = ['FORBIDDEN', 'the member is no longer an owner of the organisation'] as const;
const TOO_MANY_INVITATIONS = ['TOO_MANY_REQUESTS', 'too many invitations sent by the organisation or from this address in the last hour (extensions.retryAfterSeconds)'] as const;
const INVITATION_NOT_FOUND = ['NOT_FOUND', 'no such invitation of this organisation (or the ID is not a MemberInvitation ID)'] as const;

const invitationPayload = {
  description: 'The invitation as the owners’ list shows it.',
  outputFields: (t: PayloadFields<{ memberInvitation: MemberInvitation }>) => ({
    memberInvitation: t.field({ type: MemberInvitationRef, description: 'The invitation.', resolve: (payload) => payload.memberInvitation }),
  }),
};

builder.relayMutationField(
  'inviteMember',
  {
    inputFields: (t) => ({
      // The e-mail rule answers for length with its own code (INVALID_EMAIL).
      email: t.string({ required: true, description: 'The address to invite; the person signs in with it.' }),
      role: t.field({ type: MemberRoleEnum, required: true, description: 'What they may do once they joined.' }),
      language: t.field({ type: LanguageEnum, description: 'The language of the invitation mail (default: the request’s).' }),
    }),
  },
  {
    description: describeMutation(
      `Invites an address to the signed-in owner’s organisation: mails a single-use link valid ${INVITATION_TTL_DAYS} days. Owners of an approved organisation.`,
      'managingClient',
      [
        ['VALIDATION', 'extensions.fields.email is INVALID_EMAIL'],
        INPUT_ERRORS.text,
        ['MEMBER_EXISTS', 'the address is already a member of the organisation (extensions.fields.email)'],
        ['INVITATION_PENDING', 'the address has an open invitation: resend it instead (extensions.fields.email)'],
        ['MEMBERS_LIMIT', `the organisation has ${MEMBERS_MAX} members and open invitations together`],
        TOO_MANY_INVITATIONS,
        OWNER_GONE,
      ],
    ),
    authScopes: MANAGING_CLIENT,
    resolve: async (_root, { input }, ctx) => ({
      memberInvitation: await inviteMember(ctx.services, ownerActor(ctx), { email: input.email, role: input.role, language: input.language }, meta(ctx)),
    }),
  },
  invitationPayload,
);

builder.relayMutationField(
  'resendMemberInvitation',
  { inputFields: (t) => ({ memberInvitationId: t.globalID({ required: true, for: [MemberInvitationRef], description: 'The invitation (open or expired).' }) }) },
  {
    description: describeMutation(
      `Mails an invitation again with a new link valid ${INVITATION_TTL_DAYS} days; the earlier link stops working. Owners of an approved organisation.`,
      'managingClient',
      [INVITATION_NOT_FOUND, INPUT_ERRORS.id, ['INVITATION_INVALID', 'the invitation was accepted or revoked'], TOO_MANY_INVITATIONS, OWNER_GONE],
    ),
    authScopes: MANAGING_CLIENT,
    resolve: async (_root, { input }, ctx) => ({
      memberInvitation: await resendMemberInvitation(ctx.services, ownerActor(ctx), input.memberInvitationId.id, meta(ctx)),
    }),
  },
  invitationPayload,
);

builder.relayMutationField(
  'revokeMemberInvitation',
  { inputFields: (t) => ({ memberInvitationId: t.globalID({ required: true, for: [MemberInvitationRef], description: 'The invitation to withdraw.' }) }) },
  {
    description: describeMutation(
      'Withdraws an invitation: its link stops working. Revoking a revoked one changes nothing. Owners only.',
      'ownerClient',
      [INVITATION_NOT_FOUND, INPUT_ERRORS.id, ['INVITATION_INVALID', 'the invitation was already accepted'], OWNER_GONE],
    ),
    authScopes: OWNER_CLIENT,
    resolve: async (_root, { input }, ctx) => ({
      memberInvitation: await revokeMemberInvitation(ctx.services, ownerActor(ctx), input.memberInvitationId.id, meta(ctx)),
    }),
  },
  invitationPayload,
);

// ————— the invitee —————

const InvitationPreviewRef = builder
  .objectRef<{ organisationName: string; role: 'OWNER' | 'BOOKER' | 'ACCOUNTANT' | 'VIEWER'; email: string; expired: boolean; hasAccount: boolean }>('MemberInvitationLink')
  .implement({
    description: 'What an invitation link is for, as the page that accepts it shows it.',
    fields: (t) => ({
      organisationName: t.exposeString('organisationName', { description: 'The organisation the link joins.' }),
      role: t.field({ type: MemberRoleEnum, description: 'The role the person gets.', resolve: (link) => link.role }),
      email: t.exposeString('email', { description: 'The invited address.' }),
      expired: t.exposeBoolean('expired', { description: 'Whether the link has expired (ask an owner to send it again).' }),
      hasAccount: t.exposeBoolean('hasAccount', {
        description: 'Whether the address already has a Stopover account: then accepting asks for its password, else for a new password and a name.',
      }),
    }),
  });

builder.queryField('memberInvitation', (t) =>
  t.field({
    type: InvitationPreviewRef,
    nullable: true,
    description: 'What an invitation link is for; null for an unknown, used or withdrawn link. Anyone with the link.',
    args: { token: t.arg.string({ required: true, maxLength: 200, description: 'The token from the invitation link.' }) },
    resolve: (_root, { token }, ctx) => memberInvitationPreview(ctx.services, token),
  }),
);

/** The password rules' codes (domain/account-rules.ts passwordProblem). */
const PASSWORD_CODES = 'PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON or PASSWORD_CONTAINS_IDENTITY';

builder.relayMutationField(
  'acceptMemberInvitation',
  {
    inputFields: (t) => ({
      token: t.string({ required: true, maxLength: 200, description: 'The token from the invitation link.' }),
      password: t.string({
        required: true,
        description: `The existing account’s password when memberInvitation.hasAccount; else the new person’s password. ${PASSWORD_RULES}`,
      }),
      passwordConfirmation: t.string({ description: 'A new person: the password again (ignored for an existing account).' }),
      firstName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.firstName, description: `A new person’s first name (optional, at most ${ACCOUNT_TEXT_LIMITS.firstName} characters).` }),
      lastName: t.string({ maxLength: ACCOUNT_TEXT_LIMITS.lastName, description: `A new person’s last name (optional, at most ${ACCOUNT_TEXT_LIMITS.lastName} characters).` }),
      language: t.field({ type: LanguageEnum, description: 'A new person’s language (default: the invitation’s).' }),
    }),
  },
  {
    description: describeMutation(
      'Joins the organisation with an invitation link: creates the person (their address counts as verified) or confirms an existing one with their password, ' +
        'adds them with the invited role and signs them in for the organisation (sets the session cookies). A link works once.',
      'anyone',
      [
        ['INVITATION_INVALID', 'the link is unknown, already used or withdrawn'],
        ['INVITATION_EXPIRED', 'the link has expired'],
        ['VALIDATION', `a new person: extensions.fields.password is ${PASSWORD_CODES}; passwordConfirmation PASSWORDS_DO_NOT_MATCH; firstName, lastName TOO_LONG`],
        INPUT_ERRORS.text,
        ['WRONG_PASSWORD', 'an existing account: the password is not right (extensions.fields.password)'],
        ['MEMBER_EXISTS', 'the person is already a member of the organisation'],
        ['TOO_MANY_REQUESTS', 'too many attempts from this address, or wrong passwords for this account (extensions.retryAfterSeconds)'],
      ],
    ),
    resolve: async (_root, { input }, ctx) => {
      const accepted = await acceptMemberInvitation(accountServices(ctx), input, meta(ctx));
      ctx.setCookies.push(...sessionCookies(ctx.services.config, accepted.tokens));
      return { clientId: accepted.clientId, role: accepted.role };
    },
  },
  {
    description: 'The organisation joined; the session cookies are set.',
    outputFields: (t) => ({
      clientId: t.globalID({ description: 'The organisation’s global ID (a Client).', resolve: (payload) => ({ type: 'Client', id: payload.clientId }) }),
      role: t.field({ type: MemberRoleEnum, description: 'The role the person has there.', resolve: (payload) => payload.role }),
    }),
  },
);
