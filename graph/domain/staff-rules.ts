// The staff team's rules: what a member's name may be, how long an invitation lasts, and which
// changes the manager may make to whom. Plain functions, run by the server's services and by the
// team and account forms in the browser, so both always agree.
import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail, type FieldError, type FieldErrors } from './account-rules.ts';

/** Longest staff name (trimmed): it is shown in the sidebar, the team list and the audit log. */
export const STAFF_NAME_MAX_LENGTH = 60;

/**
 * How long an invitation link works. A new member is often invited days before the first shift;
 * the link only sets the first password of an account the manager created, and can be sent again.
 */
export const STAFF_INVITATION_TTL_HOURS = 7 * 24;

/** Text bounds of the staff forms (the API refuses longer ones before the services run). */
export const STAFF_TEXT_LIMITS = { name: STAFF_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH } as const;

/** Where a member stands: invited (no password yet), active, or disabled (cannot sign in). */
export type StaffState = 'INVITED' | 'ACTIVE' | 'DISABLED';

export interface StaffFacts {
  id: string;
  isManager: boolean;
  disabled: boolean;
  /** False until the invitee has set a password. */
  hasPassword: boolean;
}

export function staffState(member: Pick<StaffFacts, 'disabled' | 'hasPassword'>): StaffState {
  if (member.disabled) return 'DISABLED';
  return member.hasPassword ? 'ACTIVE' : 'INVITED';
}

export function staffNameProblem(name: string | null | undefined): FieldError | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return 'REQUIRED';
  if (trimmed.length > STAFF_NAME_MAX_LENGTH) return 'TOO_LONG';
  return null;
}

export interface InvitationInput {
  name: string;
  email: string;
}

/** Every problem with an invitation, by field; empty when it is valid. */
export function validateInvitation(input: InvitationInput): FieldErrors<keyof InvitationInput> {
  const errors: FieldErrors<keyof InvitationInput> = {};
  const name = staffNameProblem(input.name);
  if (name) errors.name = name;
  const email = normaliseEmail(input.email);
  if (!email) errors.email = 'REQUIRED';
  else if (!isValidEmail(email)) errors.email = 'INVALID_EMAIL';
  return errors;
}

/** Why the manager may not make a change to a member; null when it is allowed. */
export type StaffChangeRefusal =
  /** The manager would disable themself, leaving nobody to run the team. */
  | 'CANNOT_DISABLE_SELF'
  /** The role goes to someone else, never to the manager themself. */
  | 'ALREADY_MANAGER'
  /** A disabled member cannot become the manager. */
  | 'STAFF_DISABLED'
  /** An invitee who has not set a password yet cannot become the manager. */
  | 'STAFF_NOT_ACTIVE';

export type StaffChange = 'disable' | 'enable' | 'makeManager';

/**
 * Whether `actor` (the manager) may apply `change` to `target`. There is always exactly one
 * manager: the manager cannot be disabled (only the manager disables, never themself), and the
 * role moves only to an active member.
 */
export function staffChangeRefusal(actor: Pick<StaffFacts, 'id'>, target: StaffFacts, change: StaffChange): StaffChangeRefusal | null {
  switch (change) {
    case 'disable':
      return target.id === actor.id || target.isManager ? 'CANNOT_DISABLE_SELF' : null;
    case 'enable':
      return null;
    case 'makeManager':
      if (target.isManager || target.id === actor.id) return 'ALREADY_MANAGER';
      if (target.disabled) return 'STAFF_DISABLED';
      if (!target.hasPassword) return 'STAFF_NOT_ACTIVE';
      return null;
  }
}
