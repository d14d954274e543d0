// The team screens' logic: the forms' checks (the server's own staff rules, run in the browser so
// people hear about a mistake before sending), which actions a member's row offers, and the words
// for the team's error codes. The server checks everything again and its answer wins.
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from 'react-intl';
import {
  STAFF_INVITATION_TTL_HOURS,
  STAFF_NAME_MAX_LENGTH,
  staffChangeRefusal,
  staffNameProblem,
  validateInvitation,
  type StaffFacts,
} from '../../../graph/domain/staff-rules.ts';
import { fieldMessage, problemMessage, type Text } from '../../components/forms/messages.ts';

export type { Text };
import type { Problem } from '../../components/forms/problems.ts';
import { passwordProblem, type FieldCode, type FieldErrors } from '../../components/forms/validation.ts';

export { STAFF_NAME_MAX_LENGTH };
/** How long an invitation link works, in days (for the invite dialog's note). */
export const INVITATION_DAYS = STAFF_INVITATION_TTL_HOURS / 24;

export type StaffState = 'INVITED' | 'ACTIVE' | 'DISABLED';

// ————— forms —————

export interface InviteValues {
  name: string;
  email: string;
}
export type InviteField = keyof InviteValues;
export const INVITE_FIELDS: readonly InviteField[] = ['name', 'email'];

export function validateInvite(values: InviteValues): FieldErrors<InviteField> {
  return validateInvitation(values);
}

export function nameErrors(name: string): FieldErrors<'name'> {
  const problem = staffNameProblem(name);
  return problem ? { name: problem } : {};
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}
export type PasswordChangeField = keyof PasswordChangeValues;
export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = ['currentPassword', 'newPassword', 'newPasswordConfirmation'];

export function validatePasswordChange(values: PasswordChangeValues, identity: { email: string; name: string }): FieldErrors<PasswordChangeField> {
  const errors: FieldErrors<PasswordChangeField> = {};
  if (!values.currentPassword) errors.currentPassword = 'REQUIRED';
  const problem = passwordProblem(values.newPassword, { email: identity.email, username: identity.name });
  if (problem) errors.newPassword = problem;
  if (values.newPassword !== values.newPasswordConfirmation) errors.newPasswordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
  return errors;
}

// ————— a member's row —————

export interface MemberView {
  id: string;
  isManager: boolean;
  state: StaffState;
}

export type MemberAction = 'rename' | 'resend' | 'disable' | 'enable' | 'makeManager';

function facts(member: MemberView): StaffFacts {
  return { id: member.id, isManager: member.isManager, disabled: member.state === 'DISABLED', hasPassword: member.state !== 'INVITED' };
}

/** What the manager can do to `member`, in the order the row shows it. */
export function memberActions(member: MemberView, viewerId: string): MemberAction[] {
  const actions: MemberAction[] = ['rename'];
  const target = facts(member);
  if (member.state === 'INVITED') actions.push('resend');
  if (member.state === 'DISABLED') actions.push('enable');
  else if (!staffChangeRefusal({ id: viewerId }, target, 'disable')) actions.push('disable');
  if (!staffChangeRefusal({ id: viewerId }, target, 'makeManager')) actions.push('makeManager');
  return actions;
}

/** Whether an invitation's link has run out (the row then offers to send a new one). */
export function invitationExpired(expiresAt: string | null | undefined, now: number): boolean {
  return expiresAt != null && new Date(expiresAt).getTime() <= now;
}

// ————— words —————

const teamText = defineMessages({
  nameTaken: { id: 'team.error.nameTaken' },
  emailTaken: { id: 'team.error.emailTaken' },
  wrongPassword: { id: 'team.error.wrongPassword' },
  cannotDisableSelf: { id: 'team.error.cannotDisableSelf' },
  alreadyManager: { id: 'team.error.alreadyManager' },
  staffDisabled: { id: 'team.error.staffDisabled' },
  staffNotActive: { id: 'team.error.staffNotActive' },
  notInvited: { id: 'team.error.notInvited' },
  invalidInvitation: { id: 'team.error.invalidInvitation' },
  tooLong: { id: 'team.error.nameTooLong' },
  nameRequired: { id: 'team.error.nameRequired' },
});

/** A field's problem in words: the team's own codes, else the shared ones. */
export function teamFieldMessage(field: string, code: FieldCode | string): Text {
  switch (code) {
    case 'STAFF_NAME_TAKEN':
      return { descriptor: teamText.nameTaken };
    case 'STAFF_EMAIL_TAKEN':
      return { descriptor: teamText.emailTaken };
    case 'WRONG_PASSWORD':
      return { descriptor: teamText.wrongPassword };
    case 'TOO_LONG':
      if (field === 'name') return { descriptor: teamText.tooLong, values: { max: STAFF_NAME_MAX_LENGTH } };
      return fieldMessage(field, code);
    case 'REQUIRED':
      // The shared "name" sentence speaks of an organisation; a member of staff is a person.
      if (field === 'name') return { descriptor: teamText.nameRequired };
      return fieldMessage(field === 'newPassword' || field === 'currentPassword' ? 'password' : field, code);
    default:
      return fieldMessage(field === 'newPassword' ? 'password' : field, code);
  }
}

/** A failed request in words: the team's own codes, else the shared ones, else `fallback`. */
export function teamProblemMessage(problem: Pick<Problem, 'code'> & Partial<Problem>, fallback?: MessageDescriptor): Text {
  switch (problem.code) {
    case 'STAFF_NAME_TAKEN':
      return { descriptor: teamText.nameTaken };
    case 'STAFF_EMAIL_TAKEN':
      return { descriptor: teamText.emailTaken };
    case 'WRONG_PASSWORD':
      return { descriptor: teamText.wrongPassword };
    case 'CANNOT_DISABLE_SELF':
      return { descriptor: teamText.cannotDisableSelf };
    case 'ALREADY_MANAGER':
      return { descriptor: teamText.alreadyManager };
    case 'STAFF_DISABLED':
      return { descriptor: teamText.staffDisabled };
    case 'STAFF_NOT_ACTIVE':
      return { descriptor: teamText.staffNotActive };
    case 'NOT_INVITED':
      return { descriptor: teamText.notInvited };
    case 'INVALID_INVITATION_LINK':
      return { descriptor: teamText.invalidInvitation };
    default:
      return problemMessage(problem, fallback);
  }
}
