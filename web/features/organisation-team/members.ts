// The client team's logic: which actions a member's row offers to whom, the invite form's check and
// the words for the team's error codes. The rules themselves (roles, keeping an owner) are
// graph/domain/organisation-members/roles.ts; the server checks everything again and its answer wins.
import { defineMessages } from 'react-intl';
import { keepsAnOwner, memberMay, MEMBER_ROLES, type MemberRole } from '../../../graph/domain/organisation-members/roles.ts';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';
import type { Problem } from '../../components/forms/problems.ts';
import { emailProblem, type FieldErrors } from '../../components/forms/validation.ts';

export { MEMBER_ROLES, type MemberRole };

export interface MemberView {
  role: MemberRole;
  isViewer: boolean;
}

export type MemberAction = 'changeRole' | 'remove';

/** What `viewerRole` may do to `member`'s row: owners manage everyone but themselves (they leave instead). */
export function memberActions(member: MemberView, viewerRole: MemberRole | null): MemberAction[] {
  if (!viewerRole || !memberMay(viewerRole, 'manage') || member.isViewer) return [];
  return ['changeRole', 'remove'];
}

/** How many owners a list of members has. */
export function ownerCount(members: ReadonlyArray<{ role: MemberRole | string }>): number {
  return members.filter((m) => m.role === 'OWNER').length;
}

/** Why a change would leave no owner (null: it may be done); `to` null: the member leaves or is removed. */
export function ownerRefusal(members: ReadonlyArray<{ role: MemberRole | string }>, changed: MemberRole, to: MemberRole | null): 'LAST_OWNER' | null {
  return keepsAnOwner(ownerCount(members), changed, to);
}

export function isMemberRole(value: string): value is MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(value);
}

// ————— the invite form —————

export type InviteField = 'email';
export const INVITE_FIELDS: readonly InviteField[] = ['email'];

export function validateInvite(values: { email: string }): FieldErrors<InviteField> {
  const problem = emailProblem(values.email);
  return problem ? { email: problem } : {};
}

// ————— words —————

const text = defineMessages({
  memberExists: { id: 'members.error.memberExists' },
  invitationPending: { id: 'members.error.invitationPending' },
  membersLimit: { id: 'members.error.membersLimit' },
  lastOwner: { id: 'members.error.lastOwner' },
  invitationInvalid: { id: 'members.error.invitationInvalid' },
  invitationExpired: { id: 'members.error.invitationExpired' },
  wrongPassword: { id: 'members.error.wrongPassword' },
  notFound: { id: 'members.error.notFound' },
  forbidden: { id: 'members.error.forbidden' },
});

/** A field's problem in words: the team's own codes, else the shared ones. */
export function membersFieldMessage(field: string, code: string): Text {
  switch (code) {
    case 'MEMBER_EXISTS':
      return { descriptor: text.memberExists };
    case 'INVITATION_PENDING':
      return { descriptor: text.invitationPending };
    case 'WRONG_PASSWORD':
      return { descriptor: text.wrongPassword };
    default:
      return fieldMessage(field, code);
  }
}

/** A request's problem in words. */
export function membersProblemMessage(problem: Problem): Text {
  switch (problem.code) {
    case 'MEMBER_EXISTS':
      return { descriptor: text.memberExists };
    case 'INVITATION_PENDING':
      return { descriptor: text.invitationPending };
    case 'MEMBERS_LIMIT':
      return { descriptor: text.membersLimit };
    case 'LAST_OWNER':
      return { descriptor: text.lastOwner };
    case 'INVITATION_INVALID':
      return { descriptor: text.invitationInvalid };
    case 'INVITATION_EXPIRED':
      return { descriptor: text.invitationExpired };
    case 'WRONG_PASSWORD':
      return { descriptor: text.wrongPassword };
    case 'NOT_FOUND':
      return { descriptor: text.notFound };
    case 'FORBIDDEN':
      return { descriptor: text.forbidden };
    default:
      return problemMessage(problem);
  }
}
