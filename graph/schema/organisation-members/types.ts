// An organisation's people as the API shows them: each membership is an OrganisationMember node
// (the person's name, address and language, with their role in this organisation). The members of
// an organisation see each other; staff see everyone's. What each role may do:
// graph/domain/organisation-members/roles.ts.
import { builder } from '../../builder.ts';
import { MemberRole } from '../../generated/prisma/enums.ts';
import { MEMBERS_MAX } from '../../domain/organisation-members/roles.ts';
import { ClientRef } from '../accounts.ts';
import { LanguageEnum } from '../enums.ts';
import { nodeVisibility } from '../node.ts';
import { ownerOrStaff } from '../reservations/shared.ts';
import { memberName } from '../../domain/organisation-members/names.ts';

export const MemberRoleEnum = builder.enumType(MemberRole, {
  name: 'MemberRole',
  description: 'What a member may do for the organisation.',
  values: {
    OWNER: { description: 'Everything, including the members, API tokens, webhooks and the account itself. An organisation always has one.' },
    BOOKER: { description: 'Books, asks staff for changes, writes messages, pre-orders meals and reconfirms headcounts.' },
    ACCOUNTANT: { description: 'Invoices, payments, statements and billing details; reads the reservations.' },
    VIEWER: { description: 'Reads the reservations and their messages; changes nothing.' },
  },
});

export const OrganisationMemberRef = builder.prismaNode('Membership', {
  name: 'OrganisationMember',
  description: 'A person in an organisation, with their role there. A person may belong to several organisations.',
  id: { field: 'id' },
  select: { id: true, clientId: true, memberId: true },
  authScopes: nodeVisibility('OrganisationMember', 'membership', (m: { clientId: string }, ctx) => ownerOrStaff(ctx, m.clientId)),
  fields: (t) => ({
    role: t.expose('role', { type: MemberRoleEnum, description: 'What they may do here.' }),
    name: t.string({
      nullable: true,
      description: 'Their name as they gave it, else their address; null once their personal data was erased ("former member").',
      select: { member: { select: { firstName: true, lastName: true, email: true } } },
      resolve: ({ member }) => memberName(member),
    }),
    firstName: t.string({ nullable: true, description: 'First name (null: not given, or erased).', select: { member: { select: { firstName: true } } }, resolve: ({ member }) => member.firstName }),
    lastName: t.string({ nullable: true, description: 'Last name (null: not given, or erased).', select: { member: { select: { lastName: true } } }, resolve: ({ member }) => member.lastName }),
    email: t.string({ nullable: true, description: 'The address they sign in with (null once erased).', select: { member: { select: { email: true } } }, resolve: ({ member }) => member.email }),
    language: t.field({ type: LanguageEnum, description: 'The language of their mail.', select: { member: { select: { language: true } } }, resolve: ({ member }) => member.language }),
    emailVerified: t.boolean({ description: 'Whether they confirmed their address.', select: { member: { select: { emailVerifiedAt: true } } }, resolve: ({ member }) => member.emailVerifiedAt !== null }),
    lastSignInAt: t.field({ type: 'DateTime', nullable: true, description: 'When they last signed in (null: never).', select: { member: { select: { lastSignInAt: true } } }, resolve: ({ member }) => member.lastSignInAt }),
    joinedAt: t.expose('createdAt', { type: 'DateTime', description: 'When they joined the organisation.' }),
    isViewer: t.boolean({ description: 'Whether this is the person asking.', resolve: (m, _args, ctx) => ctx.viewer.kind === 'client' && ctx.viewer.memberId === m.memberId }),
    client: t.relation('client', { description: 'The organisation.' }),
  }),
});

builder.prismaObjectField(ClientRef, 'members', (t) =>
  t.relation('memberships', {
    description: `The organisation’s members, owners first, then by when they joined (at most ${MEMBERS_MAX}). Its members and staff.`,
    authScopes: (client, _args, ctx) => ownerOrStaff(ctx, client.id),
    query: { orderBy: [{ role: 'asc' }, { createdAt: 'asc' }], take: MEMBERS_MAX },
  }),
);
