// The staff team: the manager invites, renames, disables and re-enables members and hands the
// manager role on; every member edits their own name, language and password; an invitee sets the
// first password from the mailed link; an operator recovers a lost manager password from the
// command line. Each use case is one transaction with its audit entry (and mail); the session gate
// is told after the commit, so a disabled member's sessions and sockets end at once.
// Rules come from graph/domain/staff-rules.ts; this module is the I/O around them.
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import type { Prisma, Staff } from '../generated/prisma/client.ts';
import { AppError } from '../errors.ts';
import { audit } from '../audit.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { commonPasswords } from '../domain/common-passwords.ts';
import { normaliseEmail, passwordProblem, type FieldErrors } from '../domain/account-rules.ts';
import { STAFF_INVITATION_TTL_HOURS, staffChangeRefusal, staffNameProblem, validateInvitation, type StaffFacts } from '../domain/staff-rules.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { consumeToken, issueToken, peekToken } from '../auth/one-time-tokens.ts';
import { revokeAllSessions, startSession, type SessionTokens } from '../auth/sessions.ts';
import { BACKOFF_RULES, clear, failureWait, hit, recordFailure, RATE_RULES } from '../auth/rate-limit.ts';

export type StaffServices = Pick<Services, 'prisma' | 'config' | 'sessions' | 'now' | 'hashParams'>;

export interface StaffRequestMeta {
  ip: string | null;
  /** The asker's language, for error messages. */
  language: Language;
}

type Tx = Prisma.TransactionClient;

function validationError(language: Language, fields: FieldErrors<string>): AppError {
  return new AppError('VALIDATION', language, { detail: { fields } });
}

function facts(staff: Pick<Staff, 'id' | 'isManager' | 'disabledAt' | 'passwordHash'>): StaffFacts {
  return { id: staff.id, isManager: staff.isManager === true, disabled: staff.disabledAt !== null, hasPassword: staff.passwordHash !== null };
}

function link(services: StaffServices, path: string): string {
  return `${services.config.publicUrl}${path}`;
}

/** What to call a member in mail and in the audit log. */
function displayName(staff: Pick<Staff, 'name' | 'firstName' | 'lastName'>): string {
  return [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.name;
}

/**
 * The actor must still be the manager when the change commits: the role may have moved since the
 * request's session was read. Locks the manager's row, so a hand-over and another manager action
 * are serialised.
 */
async function lockManager(tx: Tx, managerId: string, language: Language): Promise<Staff> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM staff WHERE id = ${managerId}::uuid AND is_manager FOR UPDATE`;
  if (!rows.length) throw new AppError('FORBIDDEN', language);
  return tx.staff.findUniqueOrThrow({ where: { id: managerId } });
}

async function lockMember(tx: Tx, staffId: string, language: Language): Promise<Staff> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM staff WHERE id = ${staffId}::uuid FOR UPDATE`;
  if (!rows.length) throw new AppError('NOT_FOUND', language);
  return tx.staff.findUniqueOrThrow({ where: { id: staffId } });
}

/** Name and e-mail are unique among staff; names compare without regard to case. */
async function assertNameFree(db: Tx | Services['prisma'], name: string, exceptId: string | null, language: Language): Promise<void> {
  const other = await db.staff.findFirst({ where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (other) throw nameTaken(language);
}

function nameTaken(language: Language): AppError {
  return new AppError('STAFF_NAME_TAKEN', language, { detail: { fields: { name: 'STAFF_NAME_TAKEN' } } });
}

function emailTaken(language: Language): AppError {
  return new AppError('STAFF_EMAIL_TAKEN', language, { detail: { fields: { email: 'STAFF_EMAIL_TAKEN' } } });
}

/** The unique indexes decide races between two requests: name them to the person. */
function uniqueViolation(error: unknown, language: Language): AppError | null {
  if ((error as { code?: string }).code !== 'P2002') return null;
  const target = String((error as { meta?: { target?: unknown } }).meta?.target ?? '');
  return target.includes('email') ? emailTaken(language) : nameTaken(language);
}

async function limitInvitations(services: StaffServices, managerId: string, language: Language): Promise<void> {
  const decision = await hit(services.prisma, `staff:invite:${managerId}`, RATE_RULES.staffInvitationsPerManager, services.now());
  if (!decision.allowed) throw new AppError('TOO_MANY_REQUESTS', language, { detail: { retryAfterSeconds: decision.retryAfterSeconds } });
}

async function sendInvitation(services: StaffServices, tx: Tx, member: Staff, inviter: Staff, now: Date): Promise<void> {
  const { token } = await issueToken(tx, 'STAFF_INVITATION', { staffId: member.id }, now);
  await enqueueMail(
    tx,
    {
      to: member.email,
      language: member.language,
      template: 'staff.invitation',
      data: {
        name: displayName(member),
        inviterName: displayName(inviter),
        email: member.email,
        setPasswordUrl: link(services, `/staff-invitation/${token}`),
        expiresDays: STAFF_INVITATION_TTL_HOURS / 24,
      },
    },
    { now },
  );
}

// ————— the manager's team —————

export interface InviteInput {
  name: string;
  email: string;
  language?: Language | null;
}

/** Creates a member without a password and mails them a link to choose one. Manager only. */
export async function inviteStaff(services: StaffServices, managerId: string, input: InviteInput, meta: StaffRequestMeta): Promise<Staff> {
  const errors = validateInvitation(input);
  if (Object.keys(errors).length) throw validationError(meta.language, errors);
  const name = input.name.trim();
  const email = normaliseEmail(input.email);
  await limitInvitations(services, managerId, meta.language);
  const now = services.now();
  let member: Staff;
  try {
    member = await services.prisma.$transaction(async (tx) => {
      const manager = await lockManager(tx, managerId, meta.language);
      if (await tx.staff.findUnique({ where: { email }, select: { id: true } })) throw emailTaken(meta.language);
      await assertNameFree(tx, name, null, meta.language);
      const created = await tx.staff.create({ data: { name, email, passwordHash: null, language: input.language ?? manager.language } });
      await sendInvitation(services, tx, created, manager, now);
      await audit(tx, { action: 'staff.invited', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Staff', id: created.id }, ip: meta.ip, detail: { name, language: created.language } });
      return created;
    });
  } catch (error) {
    throw uniqueViolation(error, meta.language) ?? error;
  }
  notify();
  return member;
}

/** A fresh invitation link for a member who has not set a password yet; earlier links stop working. */
export async function resendInvitation(services: StaffServices, managerId: string, staffId: string, meta: StaffRequestMeta): Promise<Staff> {
  await limitInvitations(services, managerId, meta.language);
  const now = services.now();
  const member = await services.prisma.$transaction(async (tx) => {
    const manager = await lockManager(tx, managerId, meta.language);
    const member = await lockMember(tx, staffId, meta.language);
    const state = facts(member);
    if (state.hasPassword) throw new AppError('NOT_INVITED', meta.language);
    if (state.disabled) throw new AppError('STAFF_DISABLED', meta.language);
    await sendInvitation(services, tx, member, manager, now);
    await audit(tx, { action: 'staff.invitation_resent', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Staff', id: member.id }, ip: meta.ip });
    return member;
  });
  notify();
  return member;
}

/** Renames a member (the manager too). Manager only. */
export async function renameStaff(services: StaffServices, managerId: string, staffId: string, rawName: string, meta: StaffRequestMeta): Promise<Staff> {
  const problem = staffNameProblem(rawName);
  if (problem) throw validationError(meta.language, { name: problem });
  const name = rawName.trim();
  try {
    return await services.prisma.$transaction(async (tx) => {
      await lockManager(tx, managerId, meta.language);
      const member = await lockMember(tx, staffId, meta.language);
      if (member.name === name) return member;
      await assertNameFree(tx, name, member.id, meta.language);
      const updated = await tx.staff.update({ where: { id: member.id }, data: { name } });
      await audit(tx, { action: 'staff.renamed', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Staff', id: member.id }, ip: meta.ip, detail: { from: member.name, to: name } });
      return updated;
    });
  } catch (error) {
    throw uniqueViolation(error, meta.language) ?? error;
  }
}

/**
 * Disables a member: they cannot sign in, and every session they have ends at once — requests are
 * refused and live sockets close — because the session gate is told after the commit. Their unused
 * links (invitation, password reset) stop working too. The manager cannot disable themself.
 */
export async function disableStaff(services: StaffServices, managerId: string, staffId: string, meta: StaffRequestMeta): Promise<Staff> {
  const now = services.now();
  const { member, changed } = await services.prisma.$transaction(async (tx) => {
    const manager = await lockManager(tx, managerId, meta.language);
    const member = await lockMember(tx, staffId, meta.language);
    const refusal = staffChangeRefusal(manager, facts(member), 'disable');
    if (refusal) throw new AppError(refusal, meta.language);
    if (member.disabledAt) return { member, changed: false };
    const updated = await tx.staff.update({ where: { id: member.id }, data: { disabledAt: now } });
    await revokeAllSessions(tx, { kind: 'staff', id: member.id }, now);
    await tx.oneTimeToken.updateMany({ where: { staffId: member.id, usedAt: null }, data: { usedAt: now } });
    await audit(tx, { action: 'staff.disabled', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Staff', id: member.id }, ip: meta.ip });
    return { member: updated, changed: true };
  });
  if (changed) services.sessions.announce({ kind: 'SESSIONS_ENDED', principalId: member.id });
  return member;
}

/** Lets a disabled member sign in again (with the password they had; sessions do not come back). */
export async function enableStaff(services: StaffServices, managerId: string, staffId: string, meta: StaffRequestMeta): Promise<Staff> {
  return services.prisma.$transaction(async (tx) => {
    await lockManager(tx, managerId, meta.language);
    const member = await lockMember(tx, staffId, meta.language);
    if (!member.disabledAt) return member;
    const updated = await tx.staff.update({ where: { id: member.id }, data: { disabledAt: null } });
    await audit(tx, { action: 'staff.enabled', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Staff', id: member.id }, ip: meta.ip });
    return updated;
  });
}

/** Checks the signed-in member's own password, slowing down repeated wrong guesses. */
async function checkOwnPassword(services: StaffServices, staff: Staff, password: string, field: string, meta: StaffRequestMeta): Promise<void> {
  const key = `staff:password:${staff.id}`;
  const now = services.now();
  const wait = await failureWait(services.prisma, key, BACKOFF_RULES.passwordChangePerStaff, now);
  if (!wait.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: wait.retryAfterSeconds } });
  if (!staff.passwordHash || !(await verifyPassword(password, staff.passwordHash))) {
    await recordFailure(services.prisma, key, BACKOFF_RULES.passwordChangePerStaff, now);
    throw new AppError('WRONG_PASSWORD', meta.language, { detail: { fields: { [field]: 'WRONG_PASSWORD' } } });
  }
  await clear(services.prisma, key);
}

/**
 * Hands the manager role to another active member, confirmed with the manager's password. One
 * transaction locks both rows and clears the old flag before setting the new one, so the unique
 * index never sees two managers and no moment has none. Both members' sessions learn the change
 * with their next request; the former manager stays on the team as a plain member of staff.
 */
export async function transferManagerRole(
  services: StaffServices,
  managerId: string,
  staffId: string,
  password: string,
  meta: StaffRequestMeta,
): Promise<{ previous: Staff; manager: Staff }> {
  const current = await services.prisma.staff.findUnique({ where: { id: managerId } });
  if (!current?.isManager) throw new AppError('FORBIDDEN', meta.language);
  await checkOwnPassword(services, current, password, 'password', meta);
  const result = await services.prisma.$transaction(async (tx) => {
    // Lock in id order, so two hand-overs at once cannot deadlock.
    await tx.$queryRaw`SELECT id FROM staff WHERE id IN (${managerId}::uuid, ${staffId}::uuid) ORDER BY id FOR UPDATE`;
    const manager = await tx.staff.findUnique({ where: { id: managerId } });
    if (!manager?.isManager) throw new AppError('FORBIDDEN', meta.language);
    const member = await tx.staff.findUnique({ where: { id: staffId } });
    if (!member) throw new AppError('NOT_FOUND', meta.language);
    const refusal = staffChangeRefusal(manager, facts(member), 'makeManager');
    if (refusal) throw new AppError(refusal, meta.language);
    const previous = await tx.staff.update({ where: { id: manager.id }, data: { isManager: null } });
    const next = await tx.staff.update({ where: { id: member.id }, data: { isManager: true } });
    await audit(tx, { action: 'staff.manager_transferred', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Staff', id: member.id }, ip: meta.ip, detail: { from: manager.id, to: member.id } });
    return { previous, manager: next };
  });
  // The viewer carries isManager: both members' sessions must re-read it.
  services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: result.previous.id });
  services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: result.manager.id });
  return result;
}

// ————— the invitee —————

/** Who an invitation link is for, while it works (for the set-password page's greeting). */
export async function invitationFor(services: StaffServices, token: string): Promise<{ name: string; email: string } | null> {
  const owner = await peekToken(services.prisma, 'STAFF_INVITATION', token, services.now());
  if (!owner?.staffId) return null;
  const member = await services.prisma.staff.findUnique({ where: { id: owner.staffId } });
  if (!member || member.disabledAt || member.passwordHash) return null;
  return { name: member.name, email: member.email };
}

export interface AcceptInvitationInput {
  token: string;
  password: string;
  passwordConfirmation: string;
}

/** Sets an invitee's first password from the link; the link works once. */
export async function acceptInvitation(services: StaffServices, input: AcceptInvitationInput, meta: StaffRequestMeta): Promise<Staff> {
  const now = services.now();
  const attempts = await hit(services.prisma, `staff:accept:ip:${meta.ip ?? 'unknown'}`, RATE_RULES.invitationAcceptPerIp, now);
  if (!attempts.allowed) throw new AppError('TOO_MANY_REQUESTS', meta.language, { detail: { retryAfterSeconds: attempts.retryAfterSeconds } });
  const invited = await invitationFor(services, input.token);
  if (!invited) throw new AppError('INVALID_INVITATION_LINK', meta.language);
  const fields: FieldErrors<string> = {};
  const problem = passwordProblem(input.password, { email: invited.email, username: invited.name }, { commonPasswords: await commonPasswords() });
  if (problem) fields.password = problem;
  if (input.password !== input.passwordConfirmation) fields.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
  if (Object.keys(fields).length) throw validationError(meta.language, fields);
  const passwordHash = await hashPassword(input.password, services.hashParams);
  const member = await services.prisma.$transaction(async (tx) => {
    const used = await consumeToken(tx, 'STAFF_INVITATION', input.token, now);
    if (!used?.staffId) return null;
    // Only an account still waiting for its first password: never overwrite one set meanwhile.
    const { count } = await tx.staff.updateMany({ where: { id: used.staffId, passwordHash: null, disabledAt: null }, data: { passwordHash } });
    if (count !== 1) return null;
    await audit(tx, { action: 'staff.invitation_accepted', actor: { kind: 'STAFF', id: used.staffId }, subject: { type: 'Staff', id: used.staffId }, ip: meta.ip });
    return tx.staff.findUniqueOrThrow({ where: { id: used.staffId } });
  });
  if (!member) throw new AppError('INVALID_INVITATION_LINK', meta.language);
  return member;
}

// ————— every member's own account —————

export interface OwnProfileInput {
  name?: string | null;
  language?: Language | null;
}

/** A member edits their own name and language; omitted fields stay as they are. */
export async function updateOwnStaffProfile(services: StaffServices, staffId: string, input: OwnProfileInput, meta: StaffRequestMeta): Promise<Staff> {
  const name = input.name?.trim();
  if (input.name !== undefined && input.name !== null) {
    const problem = staffNameProblem(input.name);
    if (problem) throw validationError(meta.language, { name: problem });
  }
  let updated: Staff;
  try {
    updated = await services.prisma.$transaction(async (tx) => {
      const member = await lockMember(tx, staffId, meta.language);
      if (name && name !== member.name) await assertNameFree(tx, name, member.id, meta.language);
      const changed = await tx.staff.update({
        where: { id: member.id },
        data: { ...(name ? { name } : {}), ...(input.language ? { language: input.language } : {}) },
      });
      await audit(tx, {
        action: 'staff.profile_updated',
        actor: { kind: 'STAFF', id: staffId },
        subject: { type: 'Staff', id: staffId },
        ip: meta.ip,
        detail: { ...(name && name !== member.name ? { from: member.name, to: name } : {}), ...(input.language ? { language: input.language } : {}) },
      });
      return changed;
    });
  } catch (error) {
    throw uniqueViolation(error, meta.language) ?? error;
  }
  // The viewer carries the language.
  services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: staffId });
  return updated;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/**
 * A member changes their own password, proving the current one (wrong guesses slow down). Every
 * other session of theirs ends (someone who knew the old password is out); this browser gets a
 * fresh session, returned for the cookies.
 */
export async function changeOwnPassword(services: StaffServices, staffId: string, input: PasswordChangeInput, meta: StaffRequestMeta): Promise<SessionTokens> {
  const staff = await services.prisma.staff.findUnique({ where: { id: staffId } });
  if (!staff || staff.disabledAt) throw new AppError('FORBIDDEN', meta.language);
  const fields: FieldErrors<string> = {};
  const problem = passwordProblem(input.newPassword, { email: staff.email, username: staff.name }, { commonPasswords: await commonPasswords() });
  if (problem) fields.newPassword = problem;
  if (input.newPassword !== input.newPasswordConfirmation) fields.newPasswordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
  if (Object.keys(fields).length) throw validationError(meta.language, fields);
  await checkOwnPassword(services, staff, input.currentPassword, 'currentPassword', meta);
  const passwordHash = await hashPassword(input.newPassword, services.hashParams);
  const now = services.now();
  const tokens = await services.prisma.$transaction(async (tx) => {
    await tx.staff.update({ where: { id: staffId }, data: { passwordHash } });
    await revokeAllSessions(tx, { kind: 'staff', id: staffId }, now);
    // A reset link asked for before the change must not undo it.
    await tx.oneTimeToken.updateMany({ where: { staffId, purpose: 'PASSWORD_RESET', usedAt: null }, data: { usedAt: now } });
    await audit(tx, { action: 'staff.password_changed', actor: { kind: 'STAFF', id: staffId }, subject: { type: 'Staff', id: staffId }, ip: meta.ip });
    return startSession(tx, { kind: 'staff', id: staffId }, services.config.jwtSecret, now);
  });
  services.sessions.announce({ kind: 'SESSIONS_ENDED', principalId: staffId });
  return tokens;
}

// ————— recovery from the command line —————

/**
 * For an operator who lost the manager's password (`npm run staff:reset-manager`): a one-time
 * set-password link for the manager, valid as long as any reset link. Using it ends every session
 * of the manager's, like any password reset.
 */
export async function issueManagerRecovery(services: Pick<Services, 'prisma' | 'config' | 'now'>): Promise<{ email: string; name: string; url: string; expiresAt: Date }> {
  const now = services.now();
  return services.prisma.$transaction(async (tx) => {
    const manager = await tx.staff.findFirst({ where: { isManager: true } });
    if (!manager) throw new Error('There is no manager account: start the app once to create it.');
    const { token, expiresAt } = await issueToken(tx, 'PASSWORD_RESET', { staffId: manager.id }, now);
    await audit(tx, { action: 'staff.manager_recovery_issued', actor: { kind: 'SYSTEM' }, subject: { type: 'Staff', id: manager.id } });
    return { email: manager.email, name: manager.name, url: `${services.config.publicUrl}/reset-password/${token}?for=staff`, expiresAt };
  });
}

