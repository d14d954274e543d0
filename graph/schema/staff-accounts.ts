// The staff team: the manager's list and changes, the invitee's set-password link, and every
// member's own account. The use cases live in graph/services/staff-accounts.ts.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { clearedSessionCookies, sessionCookies } from '../auth/sessions.ts';
import { STAFF_INVITATION_TTL_HOURS, STAFF_TEXT_LIMITS, staffState } from '../domain/staff-rules.ts';
import {
  acceptInvitation,
  changeOwnPassword,
  disableStaff,
  enableStaff,
  invitationFor,
  inviteStaff,
  renameStaff,
  resendInvitation,
  transferManagerRole,
  updateOwnStaffProfile,
  type StaffRequestMeta,
} from '../services/staff-accounts.ts';
import { LanguageEnum } from './enums.ts';
import { managerId, PASSWORD_RULES, viewerId } from './guards.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { StaffMemberRef } from './staff.ts';

function meta(ctx: Context): StaffRequestMeta {
  return { ip: ctx.ip, language: ctx.language };
}

/** The manager, or the member themself: who may see when someone last signed in. */
function managerOrSelf(ctx: Context, staffId: string): boolean {
  return ctx.viewer.kind === 'staff' && (ctx.viewer.isManager || ctx.viewer.id === staffId);
}

const StaffStateEnum = builder.enumType('StaffState', {
  description: 'Where a member of staff stands.',
  values: {
    INVITED: { description: 'Invited; has not set a password yet (cannot sign in).' },
    ACTIVE: { description: 'Can sign in.' },
    DISABLED: { description: 'Disabled by the manager: cannot sign in, sessions ended.' },
  } as const,
});

builder.prismaObjectFields(StaffMemberRef, (t) => ({
  email: t.exposeString('email', { description: 'The address they sign in with and receive mail at (lower case).' }),
  language: t.field({ type: LanguageEnum, description: 'The language of the staff area and of mail to this member.', resolve: (staff) => staff.language }),
  state: t.field({
    type: StaffStateEnum,
    description: 'Whether they can sign in: INVITED, ACTIVE or DISABLED.',
    select: { disabledAt: true, passwordHash: true },
    resolve: (staff) => staffState({ disabled: staff.disabledAt !== null, hasPassword: staff.passwordHash !== null }),
  }),
  createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member was added (invited).' }),
  disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true, description: 'When the manager disabled them (null: not disabled).' }),
  lastSignInAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'The last successful sign-in. Shown to the manager and to the member themself (null to others).',
    select: { lastSignInAt: true },
    resolve: (staff, _args, ctx) => (managerOrSelf(ctx, staff.id) ? staff.lastSignInAt : null),
  }),
  invitationExpiresAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'While INVITED: when the latest invitation link stops working (past: it has expired). Null otherwise, for others than the manager, and a day after a link expired (spent links are cleared away).',
    select: {
      passwordHash: true,
      tokens: { where: { purpose: 'STAFF_INVITATION' }, orderBy: { createdAt: 'desc' }, take: 1, select: { expiresAt: true, usedAt: true } },
    },
    resolve: (staff, _args, ctx) => {
      const latest = staff.tokens[0];
      if (staff.passwordHash !== null || !latest || ctx.viewer.kind !== 'staff' || !ctx.viewer.isManager) return null;
      return latest.usedAt && latest.usedAt < latest.expiresAt ? latest.usedAt : latest.expiresAt;
    },
  }),
}));

/** The edge of the team list, also the edge inviteStaffMember answers with. */
const StaffMemberEdgeRef = builder.edgeObject({ type: StaffMemberRef, name: 'QueryStaffMembersConnectionEdge' });

builder.queryField('staffMembers', (t) =>
  t.prismaConnection(
    {
      type: 'Staff',
      cursor: 'id',
      description: 'The staff team, in the order they joined (disabled members included). Manager only.',
      authScopes: { manager: true },
      totalCount: (_root, _args, ctx) => ctx.prisma.staff.count(),
      resolve: (query, _root, _args, ctx) => ctx.prisma.staff.findMany({ ...query, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    },
    {},
    StaffMemberEdgeRef,
  ),
);

const StaffInvitationRef = builder.objectRef<{ name: string; email: string }>('StaffInvitation').implement({
  description: 'Whom a working invitation link is for.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The invited member’s name.' }),
    email: t.exposeString('email', { description: 'The address they will sign in with.' }),
  }),
});

builder.queryField('staffInvitation', (t) =>
  t.field({
    type: StaffInvitationRef,
    nullable: true,
    description: 'Whom an invitation link is for, while it works (unused, unexpired, the account still waiting for a password); null otherwise.',
    args: { token: t.arg.string({ required: true, description: 'The token from the invitation link.' }) },
    resolve: (_root, { token }, ctx) => invitationFor(ctx.services, token),
  }),
);

// ————— the manager's team —————

const MEMBER_NOT_FOUND = ['NOT_FOUND', 'no such member of staff (or staffMemberId is not a StaffMember ID)'] as const;
const NOT_MANAGER_ANY_MORE = ['FORBIDDEN', 'the manager role moved to someone else meanwhile'] as const;
const NAME_ERRORS = [
  ['VALIDATION', `extensions.fields.name is REQUIRED or TOO_LONG (at most ${STAFF_TEXT_LIMITS.name} characters)`],
  ['STAFF_NAME_TAKEN', 'another member has this name, in any case (extensions.fields.name)'],
] as const;
const TOO_MANY_INVITATIONS = ['TOO_MANY_REQUESTS', 'too many invitations sent in the last hour (extensions.retryAfterSeconds)'] as const;
type StaffRow = typeof StaffMemberRef.$inferType;

builder.relayMutationField(
  'inviteStaffMember',
  {
    inputFields: (t) => ({
      name: t.string({ required: true, maxLength: STAFF_TEXT_LIMITS.name, description: 'How the team and the audit log will call them; unique.' }),
      // The e-mail rule answers for length with its own code (INVALID_EMAIL).
      email: t.string({ required: true, description: 'They sign in with it; unique among staff.' }),
      language: t.field({ type: LanguageEnum, description: 'Of the invitation and their staff area (default: the manager’s).' }),
    }),
  },
  {
    description: describeMutation(
      `Adds a member of staff without a password and e-mails them a link to choose one (valid ${STAFF_INVITATION_TTL_HOURS / 24} days, once). Manager only.`,
      'manager',
      [
        ['VALIDATION', 'extensions.fields: name REQUIRED or TOO_LONG; email REQUIRED or INVALID_EMAIL'],
        INPUT_ERRORS.text,
        ['STAFF_EMAIL_TAKEN', 'a staff account has this address (extensions.fields.email)'],
        NAME_ERRORS[1],
        TOO_MANY_INVITATIONS,
        NOT_MANAGER_ANY_MORE,
      ],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ staffMember: await inviteStaff(ctx.services, managerId(ctx), input, meta(ctx)) }),
  },
  {
    description: 'The new member (INVITED), and their edge for the team list (it belongs at the end).',
    outputFields: (t) => ({
      staffMember: t.field({ type: StaffMemberRef, description: 'The new member, INVITED.', resolve: (payload) => payload.staffMember }),
      staffMemberEdge: t.field({
        type: StaffMemberEdgeRef,
        description: 'The new member as an edge of staffMembers (it belongs at the end).',
        resolve: (payload) => ({ cursor: formatPrismaCursor(payload.staffMember, 'id'), node: payload.staffMember }),
      }),
    }),
  },
);

function memberMutation(
  name: string,
  summary: string,
  errors: ReadonlyArray<readonly [Parameters<typeof describeMutation>[2][number][0], string]>,
  run: (ctx: Context, staffId: string) => Promise<StaffRow>,
) {
  builder.relayMutationField(
    name,
    { inputFields: (t) => ({ staffMemberId: t.globalID({ required: true, for: [StaffMemberRef], description: 'The member of staff.' }) }) },
    {
      description: describeMutation(summary, 'manager', [...errors, MEMBER_NOT_FOUND, INPUT_ERRORS.id, NOT_MANAGER_ANY_MORE]),
      authScopes: { manager: true },
      resolve: async (_root, { input }, ctx) => ({ staffMember: await run(ctx, input.staffMemberId.id) }),
    },
    {
      outputFields: (t) => ({
        staffMember: t.field({ type: StaffMemberRef, description: 'The member as they are now.', resolve: (payload) => payload.staffMember }),
      }),
    },
  );
}

memberMutation(
  'resendStaffInvitation',
  'Sends an invited member a fresh link (the earlier ones stop working). Manager only.',
  [
    ['NOT_INVITED', 'the member has already set a password'],
    ['STAFF_DISABLED', 'the member is disabled'],
    TOO_MANY_INVITATIONS,
  ],
  (ctx, staffId) => resendInvitation(ctx.services, managerId(ctx), staffId, meta(ctx)),
);

memberMutation(
  'disableStaffMember',
  'Disables a member: they can no longer sign in, every session of theirs ends at once (live connections close) and their unused links stop working. Disabling a disabled member changes nothing. Manager only.',
  [['CANNOT_DISABLE_SELF', 'the manager cannot disable themself (hand the role on first)']],
  (ctx, staffId) => disableStaff(ctx.services, managerId(ctx), staffId, meta(ctx)),
);

memberMutation(
  'enableStaffMember',
  'Lets a disabled member sign in again with their password. Enabling an enabled member changes nothing. Manager only.',
  [],
  (ctx, staffId) => enableStaff(ctx.services, managerId(ctx), staffId, meta(ctx)),
);

builder.relayMutationField(
  'renameStaffMember',
  {
    inputFields: (t) => ({
      staffMemberId: t.globalID({ required: true, for: [StaffMemberRef], description: 'The member to rename.' }),
      name: t.string({ required: true, maxLength: STAFF_TEXT_LIMITS.name, description: `The new name (at most ${STAFF_TEXT_LIMITS.name} characters; unique among staff, in any case).` }),
    }),
  },
  {
    description: describeMutation('Renames a member of staff. Manager only.', 'manager', [...NAME_ERRORS, INPUT_ERRORS.text, MEMBER_NOT_FOUND, INPUT_ERRORS.id, NOT_MANAGER_ANY_MORE]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ staffMember: await renameStaff(ctx.services, managerId(ctx), input.staffMemberId.id, input.name, meta(ctx)) }),
  },
  {
    outputFields: (t) => ({
      staffMember: t.field({ type: StaffMemberRef, description: 'The member as they are now.', resolve: (payload) => payload.staffMember }),
  }),
  },
);

builder.relayMutationField(
  'transferManagerRole',
  {
    inputFields: (t) => ({
      staffMemberId: t.globalID({ required: true, for: [StaffMemberRef], description: 'The new manager: an active member.' }),
      password: t.string({ required: true, description: 'The manager’s own password, to confirm.' }),
    }),
  },
  {
    description: describeMutation(
      'Hands the manager role to another active member, at once and atomically: there is always exactly one manager. The former manager stays on the team as a member of staff. Manager only.',
      'manager',
      [
        ['WRONG_PASSWORD', 'password is not the manager’s (extensions.fields.password)'],
        ['TOO_MANY_REQUESTS', 'too many wrong passwords: wait extensions.retryAfterSeconds'],
        ['ALREADY_MANAGER', 'the member is the manager already'],
        ['STAFF_DISABLED', 'the member is disabled'],
        ['STAFF_NOT_ACTIVE', 'the member has not set a password yet (invited)'],
        INPUT_ERRORS.text,
        MEMBER_NOT_FOUND,
        INPUT_ERRORS.id,
        NOT_MANAGER_ANY_MORE,
      ],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => transferManagerRole(ctx.services, managerId(ctx), input.staffMemberId.id, input.password, meta(ctx)),
  },
  {
    description: 'Both members as they are now.',
    outputFields: (t) => ({
      previousManager: t.field({ type: StaffMemberRef, description: 'The former manager, now a member of staff.', resolve: (payload) => payload.previous }),
      manager: t.field({ type: StaffMemberRef, description: 'The new manager.', resolve: (payload) => payload.manager }),
    }),
  },
);

// ————— the invitee —————

builder.relayMutationField(
  'acceptStaffInvitation',
  {
    inputFields: (t) => ({
      token: t.string({ required: true, description: 'The token from the invitation link.' }),
      password: t.string({ required: true, description: PASSWORD_RULES }),
      passwordConfirmation: t.string({ required: true, description: 'The password again.' }),
    }),
  },
  {
    description: describeMutation('Sets an invited member’s first password with the link’s token (once). Then they sign in at /adminisLogin.', 'anyone', [
      ['INVALID_INVITATION_LINK', 'the link is unknown, used, expired or replaced by a newer one, or the member is disabled'],
      ['TOO_MANY_REQUESTS', 'too many attempts from this address in the last hour (extensions.retryAfterSeconds)'],
      ['VALIDATION', 'extensions.fields.password is PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON or PASSWORD_CONTAINS_IDENTITY; passwordConfirmation PASSWORDS_DO_NOT_MATCH'],
      INPUT_ERRORS.text,
    ]),
    resolve: async (_root, { input }, ctx) => {
      const member = await acceptInvitation(ctx.services, input, meta(ctx));
      return { ok: true as const, email: member.email };
    },
  },
  {
    outputFields: (t) => ({
      ok: t.boolean({ description: 'Always true: the password is set.', resolve: (payload) => payload.ok }),
      email: t.exposeString('email', { description: 'The address to sign in with.' }),
    }),
  },
);

// ————— every member's own account —————

builder.relayMutationField(
  'updateMyStaffAccount',
  {
    description: 'Omitted fields stay as they are.',
    inputFields: (t) => ({
      name: t.string({ maxLength: STAFF_TEXT_LIMITS.name, description: `Your new name (at most ${STAFF_TEXT_LIMITS.name} characters; unique among staff, in any case).` }),
      language: t.field({ type: LanguageEnum, description: 'The language of your staff area and of mail to you.' }),
    }),
  },
  {
    description: describeMutation('The signed-in member of staff edits their own name and language.', 'staff', [...NAME_ERRORS, INPUT_ERRORS.text]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ staffMember: await updateOwnStaffProfile(ctx.services, viewerId(ctx, 'staff'), input, meta(ctx)) }),
  },
  {
    outputFields: (t) => ({
      staffMember: t.field({ type: StaffMemberRef, description: 'The member as they are now.', resolve: (payload) => payload.staffMember }),
  }),
  },
);

builder.relayMutationField(
  'changeMyPassword',
  {
    inputFields: (t) => ({
      currentPassword: t.string({ required: true, description: 'Your password now.' }),
      newPassword: t.string({ required: true, description: `The new password. ${PASSWORD_RULES}` }),
      newPasswordConfirmation: t.string({ required: true, description: 'The new password again.' }),
    }),
  },
  {
    description: describeMutation(
      'The signed-in member of staff changes their password, proving the current one. Their other sessions end; this one continues with new cookies.',
      'staff',
      [
        ['WRONG_PASSWORD', 'currentPassword is not right (extensions.fields.currentPassword)'],
        ['TOO_MANY_REQUESTS', 'too many wrong current passwords: wait extensions.retryAfterSeconds'],
        ['VALIDATION', 'extensions.fields.newPassword is PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON or PASSWORD_CONTAINS_IDENTITY; newPasswordConfirmation PASSWORDS_DO_NOT_MATCH'],
        INPUT_ERRORS.text,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      try {
        const tokens = await changeOwnPassword(ctx.services, viewerId(ctx, 'staff'), input, meta(ctx));
        ctx.setCookies.push(...sessionCookies(ctx.services.config, tokens));
      } catch (error) {
        // A member disabled meanwhile is signed out here too.
        if ((error as { extensions?: { code?: string } }).extensions?.code === 'FORBIDDEN') ctx.setCookies.push(...clearedSessionCookies(ctx.services.config));
        throw error;
      }
      return { ok: true as const };
    },
  },
  { outputFields: (t) => ({ ok: t.boolean({ description: 'Always true: the password is changed.', resolve: (payload) => payload.ok }) }) },
);
